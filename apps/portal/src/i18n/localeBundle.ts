/**
 * A language's translations and its ICU formatter: a chunk of its own, loaded only when the portal is shown in a
 * language other than English, and with that language's table alone (each is a chunk of its own as well).
 */
import {
  createIcuFormatter,
  loadTranslations,
  type Locale,
  type MessageFormatter,
  type TranslationTable,
} from '@careportal/domain';

/** A language ready to show: its translations (none for English) and its formatter. */
export interface LoadedLocale {
  locale: Locale;
  table: TranslationTable | undefined;
  format: MessageFormatter;
}

/** `locale`'s translations and formatter; rejects when the chunk cannot be fetched (offline). */
export async function loadLocaleBundle(locale: Locale): Promise<LoadedLocale> {
  const table = await loadTranslations(locale);
  return { locale, table, format: createIcuFormatter(locale) };
}
