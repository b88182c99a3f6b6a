import type { CareCalendar } from '@careportal/domain';

/**
 * A clash check's answer when nothing clashes, as the fakes give it for a time they were told nothing about: the
 * day of `startsAt` (ISO), no people, no bookings, no clashes.
 */
export function noClash(startsAt: string): CareCalendar {
  const day = startsAt.slice(0, 10);
  return { from: day, to: day, people: [], events: [], clashes: [] };
}
