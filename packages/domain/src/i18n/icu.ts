import { IntlMessageFormat } from 'intl-messageformat';
import { formatMessage } from '../messages/format.js';
import { INTL_LOCALES, type Locale } from './locales.js';
import type { MessageFormatter } from './translate.js';

/**
 * A formatter for `locale`'s translations, in ICU MessageFormat (formatjs' intl-messageformat): `{name}`,
 * plurals by the language's rules (`{count, plural, other {# sesi}}`), numbers and dates by `Intl` in the
 * language as used in Singapore. Each template is parsed once. A template that does not parse (a translator's
 * slip) is filled as the catalogue fills English, so the person still reads the words, never an error.
 */
export function createIcuFormatter(locale: Locale): MessageFormatter {
  const tag = INTL_LOCALES[locale];
  const parsed = new Map<string, IntlMessageFormat | null>();
  return (template, values = {}) => {
    let format = parsed.get(template);
    if (format === undefined) {
      try {
        format = new IntlMessageFormat(template, tag);
      } catch {
        format = null;
      }
      parsed.set(template, format);
    }
    if (format) {
      try {
        const result = format.format(values);
        if (typeof result === 'string') return result;
      } catch {
        // A value missing for a plural or a date: as below.
      }
    }
    return formatMessage(template, values as Record<string, string | number>);
  };
}
