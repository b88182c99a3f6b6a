export * from './sandbox.ts';
export * from './types.ts';
