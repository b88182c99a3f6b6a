/**
 * A language's translations and its ICU formatter: a chunk of its own, loaded only when the portal is shown in a
 * language other than English, and with that language's table alone (each is a chunk of its own as well).
 */
import { createIcuFormatter, loadTranslations, type Locale } from '@careportal/domain';
import type { LoadedLocale } from '../shell/locale';

/** `locale`'s translations and formatter; rejects when the chunk cannot be fetched (offline). */
export async function loadLocaleBundle(locale: Locale): Promise<LoadedLocale> {
  const table = await loadTranslations(locale);
  return { locale, table, format: createIcuFormatter(locale) };
}
