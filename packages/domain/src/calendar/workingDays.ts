import { addDays, format, isValid, isWeekend, startOfDay } from 'date-fns';

import { API_DATE_FORMAT, EGIRO_DEDUCTION_DAY } from '../constants.js';
import { singaporePublicHolidays, type HolidayCalendar } from './holidays.js';

function assertValidDate(date: Date, name: string): void {
  if (!isValid(date)) throw new RangeError(`${name} is not a valid date.`);
}

function assertInteger(value: number, name: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer; got ${value}.`);
}

/**
 * Whether `date`'s local calendar day is a working day: Monday to Friday and not a public holiday.
 * The time of day is ignored.
 *
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError for an invalid date.
 */
export function isWorkingDay(date: Date, holidays: HolidayCalendar = singaporePublicHolidays): boolean {
  assertValidDate(date, 'The date');
  if (isWeekend(date)) return false;
  const key = format(date, API_DATE_FORMAT);
  return !holidays(date.getFullYear()).some((holiday) => holiday.date === key);
}

/**
 * The working day `n` working days after `date` (before it when `n` is negative), at local midnight.
 *
 * Counting starts from `date`'s calendar day, whether or not that is a working day: Friday + 1 is the next
 * Monday, Saturday + 1 is also Monday, Monday − 1 is the previous Friday. `n = 0` gives `date`'s day when it
 * is a working day, else the next working day (so `addWorkingDays(d, 0)` rolls a date forward to a business day).
 *
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError for an invalid date or a non-integer `n`.
 */
export function addWorkingDays(
  date: Date,
  n: number,
  holidays: HolidayCalendar = singaporePublicHolidays,
): Date {
  assertValidDate(date, 'The date');
  assertInteger(n, 'The number of working days');
  let day = startOfDay(date);
  if (n === 0) {
    while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
    return day;
  }
  const step = n > 0 ? 1 : -1;
  let remaining = Math.abs(n);
  while (remaining > 0) {
    day = addDays(day, step);
    if (isWorkingDay(day, holidays)) remaining -= 1;
  }
  return day;
}

/**
 * The number of working days from `start`'s calendar day (included) up to `end`'s calendar day (excluded);
 * times of day are ignored. Tuesday to Thursday of a plain week is 2 (Tuesday, Wednesday). When `end` is
 * before `start` the result is the negative of `workingDaysBetween(end, start)`; the same day gives 0.
 *
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError for an invalid date.
 */
export function workingDaysBetween(
  start: Date,
  end: Date,
  holidays: HolidayCalendar = singaporePublicHolidays,
): number {
  assertValidDate(start, 'The start date');
  assertValidDate(end, 'The end date');
  let from = startOfDay(start);
  let to = startOfDay(end);
  const sign = from <= to ? 1 : -1;
  if (sign < 0) [from, to] = [to, from];
  let count = 0;
  for (let day = from; day < to; day = addDays(day, 1)) {
    if (isWorkingDay(day, holidays)) count += 1;
  }
  return sign * count;
}

/**
 * The eGIRO deduction date of a month: the 20th, or the next working day when the 20th is a weekend or a
 * public holiday (specification section 9). Returned as a `Date` at local midnight.
 *
 * @param month 1 (January) to 12 (December).
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError when `year` is not an integer or `month` is not an integer from 1 to 12.
 * @example egiroDeductionDate(2025, 9) // Mon 22 Sep 2025 (the 20th is a Saturday)
 */
export function egiroDeductionDate(
  year: number,
  month: number,
  holidays: HolidayCalendar = singaporePublicHolidays,
): Date {
  assertInteger(year, 'The year');
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`A month must be an integer from 1 to 12; got ${month}.`);
  }
  return addWorkingDays(new Date(year, month - 1, EGIRO_DEDUCTION_DAY), 0, holidays);
}
