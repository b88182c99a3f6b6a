import { addCalendarDays, isoWeekday } from '../calendar/singapore.js';

/** Days in the care calendar's week. */
export const CARE_WEEK_DAYS = 7;

/**
 * The week the care calendar shows for a Singapore date (`yyyy-MM-dd`): its Monday to its Sunday.
 *
 * @throws RangeError for a date that is not `yyyy-MM-dd` or does not exist.
 * @example careWeek('2026-11-26') // ['2026-11-23', …, '2026-11-29']
 */
export function careWeek(date: string): string[] {
  const monday = addCalendarDays(date, 1 - isoWeekday(date));
  return Array.from({ length: CARE_WEEK_DAYS }, (_, index) => addCalendarDays(monday, index));
}
