/** A calendar date with its weekday, as the booking pages say a day ('Thursday, 03/12/2026'), and a weekday's name. */
import { formatEnglish, type MessageFormatter } from '../i18n/translate.js';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../i18n/locales.js';
import { bookingPageMessages } from '../messages/pagesBooking.js';
import { formatDisplayDate } from './date.js';

/** Weekday names by language, made once. */
const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The weekday of a calendar date (its local date, as `new Date(2026, 11, 3)` is) named in `locale` as the
 * platform's Intl names it: `'Khamis'` in Malay, `'வியாழன்'` in Tamil. English pages use the catalogue's names
 * (bookingPageMessages.weekdays), as they always have.
 */
export function localWeekday(date: Date, locale: Locale): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format.format(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/** The words a weekday date is said in: the page's catalogue, in the language it is shown in. */
export interface WeekdayDateWords {
  locale: Locale;
  /** The weekdays, Monday first, as English pages name them; other languages take the platform's (Intl) names. */
  weekdays: readonly string[];
  /** How the weekday and the date join: '{weekday}, {date}'. */
  template: string;
  format: MessageFormatter;
}

/** The catalogue's English words (bookingPageMessages). */
export const ENGLISH_WEEKDAY_DATE: WeekdayDateWords = {
  locale: DEFAULT_LOCALE,
  weekdays: bookingPageMessages.weekdays,
  template: bookingPageMessages.slots.day,
  format: formatEnglish,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date `yyyy-MM-dd` with its weekday, in `words`' language: 'Thursday, 03/12/2026' in English,
 * 'Khamis, 03/12/2026' in Malay. Anything that is not such a date is returned as it is.
 *
 * @example formatWeekdayDate('2026-12-03') // 'Thursday, 03/12/2026'
 */
export function formatWeekdayDate(isoDate: string, words: WeekdayDateWords = ENGLISH_WEEKDAY_DATE): string {
  const parts = ISO_DATE.exec(isoDate);
  if (parts === null) return isoDate;
  const date = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  const weekday =
    words.locale === DEFAULT_LOCALE
      ? (words.weekdays[(date.getDay() + 6) % 7] ?? '')
      : localWeekday(date, words.locale);
  return words.format(words.template, { weekday, date: formatDisplayDate(date) });
}
