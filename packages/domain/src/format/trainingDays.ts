import { formatDayList } from './text.js';

/** Short weekday names by ISO weekday (1 = Monday … 7 = Sunday). */
const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * A run's training days as the showcase shows them (seed 001 section 9: "Days are shown as short names joined
 * with commas and 'and'"), from ISO weekdays: `[5, 1, 3]` → `'Mon, Wed and Fri'`. Days are sorted Monday first
 * and repeated days count once; numbers outside 1–7 are ignored; no day gives `'-'`.
 */
export function formatTrainingDays(isoWeekdays: readonly number[]): string {
  const days = [...new Set(isoWeekdays)]
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7)
    .sort((a, b) => a - b)
    .map((d) => SHORT_WEEKDAYS[d - 1] as string);
  return formatDayList(days);
}
