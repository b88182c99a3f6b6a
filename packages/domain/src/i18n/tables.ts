import type { Locale } from './locales.js';
import type { TranslationTable } from './translate.js';

/**
 * A language's translations, loaded on demand: each table is a JSON file of its own (translations/{locale}.json)
 * and a chunk of its own in a browser build, so that a page loads only the language it shows. English is the
 * source and has no table.
 */
export async function loadTranslations(locale: Locale): Promise<TranslationTable | undefined> {
  switch (locale) {
    case 'zh-Hans':
      return (await import('./translations/zh-Hans.json', { with: { type: 'json' } }))
        .default as TranslationTable;
    case 'ms':
      return (await import('./translations/ms.json', { with: { type: 'json' } })).default as TranslationTable;
    case 'ta':
      return (await import('./translations/ta.json', { with: { type: 'json' } })).default as TranslationTable;
    default:
      return undefined;
  }
}
