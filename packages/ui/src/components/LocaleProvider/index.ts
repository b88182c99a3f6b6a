export { LocaleProvider, useCatalogue, useCatalogueText, useLocale, useTranslated } from './LocaleProvider';
export type { CatalogueTextTranslator, LocaleProviderProps, LocaleValue } from './LocaleProvider';
