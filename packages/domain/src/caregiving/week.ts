import { format, isValid, parse } from 'date-fns';

import { addCalendarDays, isoWeekday } from '../calendar/singapore.js';
import { formatMessage } from '../messages/format.js';
import { careCalendarPageMessages } from '../messages/pagesCareCalendar.js';

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

/**
 * The week's dates as words: 'Week of 23 to 29 November 2026', 'Week of 28 December 2026 to 3 January 2027'.
 *
 * @throws RangeError for a date that is not `yyyy-MM-dd`.
 */
export function formatCareWeek(days: readonly string[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) throw new RangeError('A week has days.');
  const [start, end] = [first, last].map((day) => {
    const date = parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1));
    if (!isValid(date)) throw new RangeError(`Not a date: '${day}'.`);
    return date;
  }) as [Date, Date];
  const sameYear = start.getFullYear() === end.getFullYear();
  const sameMonth = sameYear && start.getMonth() === end.getMonth();
  return formatMessage(careCalendarPageMessages.weekOf, {
    start: format(start, sameMonth ? 'd' : sameYear ? 'd MMMM' : 'd MMMM yyyy'),
    end: format(end, 'd MMMM yyyy'),
  });
}
