import { lightFormat } from 'date-fns';

import { singaporeInstant, toSingaporeWallClock } from '../calendar/singapore.js';
import {
  API_DATE_FORMAT,
  DENTICARE_DAY_FORMAT,
  DENTICARE_MONTH_FORMAT,
  DENTICARE_TIME_SLOT_FORMAT,
} from '../constants.js';
import { INTL_LOCALES, type Locale } from '../i18n/locales.js';
import { messages } from '../messages/index.js';

export { localWeekday } from './weekdayDate.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(0[1-9]|[12]\d|3[01])$/;
const TIME_SLOT = /^(0[1-9]|1[0-2]):([0-5]\d) ?(am|pm)$/i;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Month names by language, made once: the platform's (Intl), in the language as written in Singapore. */
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The label of a Denticare month, `'2026-12'` → `'December 2026'`, in `locale` (English by default; another
 * language names the month as the platform's Intl does, `'Disember 2026'` in Malay). Anything that is not
 * `yyyy-MM` gives `'-'`.
 *
 * @example formatDenticareMonth('2026-12') // 'December 2026'
 */
export function formatDenticareMonth(monthAndYear: string | null | undefined, locale: Locale = 'en'): string {
  const parts = MONTH.exec(monthAndYear ?? '');
  if (parts === null) return messages.generic.dash;
  if (locale === 'en') return `${MONTH_NAMES[Number(parts[2]) - 1]} ${parts[1]}`;
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  return format.format(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, 1));
}

/**
 * An instant's Singapore time as a Denticare time slot, `hh:mm a` lower-cased: what `timeSlot` and the keys of
 * `availableTimes` are, wherever the code runs.
 *
 * @example denticareTimeSlot(new Date('2026-12-03T06:15:00Z')) // '02:15 pm'
 */
export function denticareTimeSlot(instant: Date): string {
  return lightFormat(toSingaporeWallClock(instant), DENTICARE_TIME_SLOT_FORMAT).toLowerCase();
}

/** An instant's Singapore month, `yyyy-MM` (`monthAndYear`). @example denticareMonthAndYear(new Date('2026-11-30T17:00:00Z')) // '2026-12' */
export function denticareMonthAndYear(instant: Date): string {
  return lightFormat(toSingaporeWallClock(instant), DENTICARE_MONTH_FORMAT);
}

/** An instant's Singapore day of the month, two digits (`dayOfMonth`). @example denticareDayOfMonth(new Date('2026-12-03T01:00:00Z')) // '03' */
export function denticareDayOfMonth(instant: Date): string {
  return lightFormat(toSingaporeWallClock(instant), DENTICARE_DAY_FORMAT);
}

/** An instant's Singapore date, `yyyy-MM-dd` (an `availableDates` entry). */
export function denticareDate(instant: Date): string {
  return lightFormat(toSingaporeWallClock(instant), API_DATE_FORMAT);
}

/**
 * The minutes after midnight of a time slot (`'02:15 pm'` → 855; either case, the space optional), or null when
 * it is not `hh:mm am|pm`.
 */
export function parseDenticareTimeSlot(timeSlot: string): number | null {
  const parts = TIME_SLOT.exec(timeSlot.trim());
  if (parts === null) return null;
  const hour = Number(parts[1]) % 12;
  const afternoon = (parts[3] ?? '').toLowerCase() === 'pm';
  return (afternoon ? hour + 12 : hour) * 60 + Number(parts[2]);
}

/**
 * The instant a Denticare slot starts, from `monthAndYear`, `dayOfMonth` and `timeSlot` read in Singapore time;
 * null when any part is malformed or the date does not exist (`'2026-02'`, `'30'`).
 *
 * @example denticareSlotStart('2026-12', '03', '09:00 am') // 2026-12-03T01:00:00.000Z
 */
export function denticareSlotStart(monthAndYear: string, dayOfMonth: string, timeSlot: string): Date | null {
  const month = MONTH.exec(monthAndYear);
  const minutes = parseDenticareTimeSlot(timeSlot);
  if (month === null || !DAY.test(dayOfMonth) || minutes === null) return null;
  try {
    return singaporeInstant(`${monthAndYear}-${dayOfMonth}`, minutes);
  } catch {
    return null;
  }
}

const MONTH_OF_YEAR = /^(\d{4})-(\d{2})$/;

/**
 * The last day of a month `yyyy-MM` (a Denticare `monthAndYear`), as `yyyy-MM-dd`: what a month's dates run to, in
 * the API's query of a month's free dates and in the calendar that shows them.
 *
 * @throws RangeError when `month` is not `yyyy-MM` with a month from 01 to 12.
 * @example lastDayOfMonth('2028-02') // '2028-02-29'
 */
export function lastDayOfMonth(month: string): string {
  const parts = MONTH_OF_YEAR.exec(month);
  const monthNumber = Number(parts?.[2]);
  if (parts === null || monthNumber < 1 || monthNumber > 12) {
    throw new RangeError(`A month must be yyyy-MM; got '${month}'.`);
  }
  const days = new Date(Date.UTC(Number(parts[1]), monthNumber, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}
