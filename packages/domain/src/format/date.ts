import { isValid, lightFormat, parseISO } from 'date-fns';

import { toSingaporeWallClock } from '../calendar/singapore.js';
import { API_DATE_FORMAT, DISPLAY_DATE_FORMAT, DISPLAY_TIME_FORMAT } from '../constants.js';
import { messages } from '../messages/index.js';

/** A date as the portal receives it: a `Date`, an ISO string (`'yyyy-MM-dd'` or a full timestamp), or nothing. */
export type DateInput = Date | string | null | undefined;

const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** An ISO calendar date, optionally followed by a time (`'2024-03-05'`, `'2024-03-05T14:05:00+08:00'`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ].+)?$/;

/**
 * Parses a display date `dd/MM/yyyy` strictly: two-digit day and month, four-digit year, and a real calendar
 * date (`'31/02/2020'` and `'1/2/2020'` give null). The result is local midnight of that date.
 *
 * @example parseDisplayDate('05/03/1950') // new Date(1950, 2, 5)
 */
export function parseDisplayDate(value: string): Date | null {
  const parts = DISPLAY_DATE.exec(value);
  if (parts === null) return null;
  const [day, month, year] = parts.slice(1).map(Number) as [number, number, number];
  // setFullYear, not the constructor, which reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  // A day or month out of range rolls over into another date: '31/02/2020' is no date.
  const isSameDate = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isSameDate ? date : null;
}

/**
 * Reads a date input as a `Date`, or null when it is empty or not a real date.
 *
 * Strings are an ISO 8601 calendar date with an optional time (`'2024-03-05'` is local midnight of that date;
 * a timestamp keeps its instant) or the display form `dd/MM/yyyy`; surrounding spaces are ignored. Other
 * shapes (`'2024'`, `'March 5'`) and impossible dates (`'2024-02-30'`) give null. A valid `Date` is returned
 * as is.
 */
export function parseDateInput(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  if (DISPLAY_DATE.test(text)) return parseDisplayDate(text);
  if (!ISO_DATE.test(text)) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

/**
 * Formats a date for display as `dd/MM/yyyy` (specification section 9), by its local calendar date.
 * Empty (null, undefined, `''`) and unparsable inputs give the dash `'-'`.
 *
 * @example formatDisplayDate('2024-03-05') // '05/03/2024'
 */
export function formatDisplayDate(value: DateInput): string {
  const date = parseDateInput(value);
  return date === null ? messages.generic.dash : lightFormat(date, DISPLAY_DATE_FORMAT);
}

/**
 * Formats a time for display as `hh:mm AM` / `hh:mm PM` (12-hour, zero-padded, upper-case meridiem), by
 * local time. Empty and unparsable inputs give `'-'`.
 *
 * @example formatDisplayTime(new Date(2024, 0, 1, 14, 5)) // '02:05 PM'
 */
export function formatDisplayTime(value: DateInput): string {
  const date = parseDateInput(value);
  return date === null ? messages.generic.dash : lightFormat(date, DISPLAY_TIME_FORMAT).toUpperCase();
}

/**
 * Formats a time of day as the API gives it, `HH:mm` (a run's or an opening's Singapore time), the way every
 * page shows a time: `hh:mm AM` / `hh:mm PM`. Anything else gives `'-'`.
 *
 * @example formatClockTime('14:00') // '02:00 PM'
 */
export function formatClockTime(hhmm: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(hhmm.trim());
  if (match === null) return messages.generic.dash;
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2] ?? '00'} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Formats a date as the API stores it, `yyyy-MM-dd`, by its local calendar date. Accepts a `Date`, an ISO
 * string or a display string `dd/MM/yyyy` (as typed in a form).
 *
 * @throws RangeError when the input is empty or not a real date: an API date is never guessed or dashed.
 * @example toApiDate('05/03/1950') // '1950-03-05'
 */
export function toApiDate(value: Date | string): string {
  const date = parseDateInput(value);
  if (date === null) throw new RangeError(`Not a date: '${String(value)}'.`);
  return lightFormat(date, API_DATE_FORMAT);
}

/** The Singapore wall clock of an instant input, or null when there is none. */
function singaporeClockOf(value: DateInput): Date | null {
  const instant = parseDateInput(value);
  return instant === null ? null : toSingaporeWallClock(instant);
}

/**
 * Formats an instant as its Singapore date, `dd/MM/yyyy`, wherever the portal runs: what a session or appointment
 * at a Singapore centre is shown as. Empty and unparsable inputs give `'-'`.
 *
 * @example formatSingaporeDate('2024-03-04T17:30:00Z') // '05/03/2024' (01:30 AM in Singapore)
 */
export function formatSingaporeDate(value: DateInput): string {
  return formatDisplayDate(singaporeClockOf(value));
}

/**
 * Formats an instant as its Singapore time, `hh:mm AM` / `hh:mm PM`, wherever the portal runs. Empty and
 * unparsable inputs give `'-'`.
 *
 * @example formatSingaporeTime('2024-03-05T01:30:00Z') // '09:30 AM'
 */
export function formatSingaporeTime(value: DateInput): string {
  return formatDisplayTime(singaporeClockOf(value));
}

/**
 * An instant's Singapore calendar date as the API writes dates, `yyyy-MM-dd`.
 *
 * @throws RangeError when the input is empty or not a date.
 * @example singaporeCalendarDate('2024-03-04T17:30:00Z') // '2024-03-05'
 */
export function singaporeCalendarDate(value: Date | string): string {
  const clock = singaporeClockOf(value);
  if (clock === null) throw new RangeError(`Not a date: '${String(value)}'.`);
  return lightFormat(clock, API_DATE_FORMAT);
}
