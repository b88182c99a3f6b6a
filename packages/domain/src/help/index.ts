export * from './content.js';
export * from './search.js';
export * from './terms.js';
export * from './provider.js';
