export * from './locales.js';
export * from './translate.js';
export { createIcuFormatter } from './icu.js';
export { TRANSLATED_CATALOGUES, type TranslatedCatalogue } from './catalogues.js';
export { loadTranslations } from './tables.js';
export { languageRequestSchema, localeSchema, type LanguageRequest } from './languageSchema.js';
