/**
 * The part of the Singapore day a time falls in, by which a calendar of free times groups a day's times. A module of
 * its own, so that only the pages that show such a calendar carry it.
 */
import { toSingaporeWallClock } from './singapore.js';

/** The parts of a day that a day's times are grouped into, earliest first. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
/** One of {@link DAY_PARTS}. */
export type DayPart = (typeof DAY_PARTS)[number];

/** Where the afternoon and the evening start, in minutes after Singapore midnight: noon and 6 pm. */
const AFTERNOON_STARTS = 12 * 60;
const EVENING_STARTS = 18 * 60;

/**
 * The part of the Singapore day an instant falls in: morning before noon, afternoon until 6 pm, evening after. A
 * time picker groups a day's times by it.
 *
 * @example singaporeDayPart('2026-12-03T04:00:00Z') // 'afternoon' (12:00 PM in Singapore)
 */
export function singaporeDayPart(instant: Date | string): DayPart {
  const time = typeof instant === 'string' ? new Date(instant) : instant;
  const wallClock = toSingaporeWallClock(time);
  const minutes = wallClock.getHours() * 60 + wallClock.getMinutes();
  if (minutes < AFTERNOON_STARTS) return 'morning';
  return minutes < EVENING_STARTS ? 'afternoon' : 'evening';
}
