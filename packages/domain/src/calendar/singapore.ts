/**
 * Singapore time, whatever the host's time zone. Singapore keeps UTC+8 all year (no daylight saving, unchanged
 * since 1982), so an instant and its Singapore wall-clock time differ by a fixed 8 hours.
 *
 * The domain's day-based rules (working days, the session grace period) read a `Date` by its local calendar day.
 * A server in UTC or a browser abroad converts an instant with {@link toSingaporeWallClock} before asking them,
 * and converts a wall-clock answer back with {@link fromSingaporeWallClock}.
 */

/** Singapore's offset from UTC, as ISO 8601 writes it. */
export const SINGAPORE_UTC_OFFSET = '+08:00';

const OFFSET_MS = 8 * 3_600_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A local `Date` whose calendar fields (year … millisecond) are the Singapore wall-clock time of `instant`:
 * what the domain's local-date rules should read.
 *
 * @example toSingaporeWallClock(new Date('2024-03-01T17:00:00Z')) // local 2024-03-02 01:00
 */
export function toSingaporeWallClock(instant: Date): Date {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
    shifted.getUTCMilliseconds(),
  );
}

/** The instant of a local `Date` read as Singapore wall-clock time: the inverse of {@link toSingaporeWallClock}. */
export function fromSingaporeWallClock(wallClock: Date): Date {
  return new Date(
    Date.UTC(
      wallClock.getFullYear(),
      wallClock.getMonth(),
      wallClock.getDate(),
      wallClock.getHours(),
      wallClock.getMinutes(),
      wallClock.getSeconds(),
      wallClock.getMilliseconds(),
    ) - OFFSET_MS,
  );
}

/** Minutes after midnight of `HH:mm` or `HH:mm:ss` (as PostgreSQL's `time` reads); throws RangeError otherwise. */
export function minutesOfDay(time: string): number {
  const parts = TIME.exec(time);
  const hours = Number(parts?.[1]);
  const minutes = Number(parts?.[2]);
  if (!parts || hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) {
    throw new RangeError(`Not a time of day: '${time}'.`);
  }
  return hours * 60 + minutes;
}

/** `HH:mm` of minutes after midnight. */
export function timeOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant of a Singapore calendar date (`yyyy-MM-dd`) at a time of day (`HH:mm`, or minutes after midnight).
 *
 * @throws RangeError for a date that does not exist or a time that is not one.
 * @example singaporeInstant('2024-03-05', '09:30') // 2024-03-05T01:30:00.000Z
 */
export function singaporeInstant(date: string, time: string | number): Date {
  const parts = ISO_DATE.exec(date);
  const [year, month, day] = [Number(parts?.[1]), Number(parts?.[2]), Number(parts?.[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (
    !parts ||
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    throw new RangeError(`Not a date: '${date}'.`);
  }
  const minutes = typeof time === 'number' ? time : minutesOfDay(time);
  return new Date(utc.getTime() + minutes * 60_000 - OFFSET_MS);
}

/** `yyyy-MM-dd` `days` days after the Singapore calendar date `date` (before it when negative). */
export function addCalendarDays(date: string, days: number): string {
  const start = singaporeInstant(date, 0).getTime() + OFFSET_MS;
  return new Date(start + days * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO weekday of a calendar date `yyyy-MM-dd`: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(singaporeInstant(date, 0).getTime() + OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
}
