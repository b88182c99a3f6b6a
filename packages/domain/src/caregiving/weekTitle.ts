import { format } from 'date-fns';

import { addCalendarDays } from '../calendar/singapore.js';
import { formatMessage } from '../messages/format.js';
import { careCalendarPageMessages } from '../messages/pagesCareCalendar.js';

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
    // addCalendarDays checks the date; the local date of the same day is what date-fns formats.
    const [year, month, date] = addCalendarDays(day, 0).split('-').map(Number);
    return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1);
  }) as [Date, Date];
  const sameYear = start.getFullYear() === end.getFullYear();
  const sameMonth = sameYear && start.getMonth() === end.getMonth();
  return formatMessage(careCalendarPageMessages.weekOf, {
    start: format(start, sameMonth ? 'd' : sameYear ? 'd MMMM' : 'd MMMM yyyy'),
    end: format(end, 'd MMMM yyyy'),
  });
}
