/**
 * When a volunteer may check in and out of an activity, from its daily hours (Singapore time), beside the steps
 * (`nextCheckInStep`, steps.ts); apps/api/src/routes/public/v1/VOLUNTEER.md says it in words:
 *
 * - Check-in opens {@link VOLUNTEER_CHECK_IN_OPENS_MINUTES_BEFORE} minutes before the start (a volunteer arrives a
 *   little early to set up) and closes at the end: one who comes after the end has not helped today.
 * - Check-out stays open until {@link VOLUNTEER_CHECK_OUT_CLOSES_HOURS_AFTER} hours after the end: a volunteer who
 *   stays to tidy up, or who forgets and checks out on the way home, is still recorded. Never past midnight, as an
 *   attendance is of one Singapore day.
 *
 * The API refuses outside these (409 with the catalogue's words, VOLUNTEER_HOURS_ERROR_CODES); the page says the
 * same words, with the activity's hours.
 */
import { minutesOfDay, timeOfDay, toSingaporeWallClock } from '../calendar/singapore.js';
import { formatMessage } from '../messages/format.js';
import { checkInMessages } from '../messages/pagesCheckIn.js';

/** Check-in opens this many minutes before an activity starts. */
export const VOLUNTEER_CHECK_IN_OPENS_MINUTES_BEFORE = 30;
/** Check-out closes this many hours after an activity ends (at midnight at the latest). */
export const VOLUNTEER_CHECK_OUT_CLOSES_HOURS_AFTER = 2;

const DAY_MINUTES = 24 * 60;

/** An activity's daily hours, `HH:mm` in Singapore time (`24:00` for the end of the day). */
export interface VolunteerHours {
  startTime: string;
  endTime: string;
}

/**
 * Why check-in or check-out is refused at this time, as a key of `checkInMessages`:
 * - `checkInNotOpen`: before check-in opens;
 * - `checkInClosed`: after the activity ended;
 * - `checkOutClosed`: after check-out closed.
 */
export const VOLUNTEER_HOURS_REFUSALS = ['checkInNotOpen', 'checkInClosed', 'checkOutClosed'] as const;
/** One of {@link VOLUNTEER_HOURS_REFUSALS}. */
export type VolunteerHoursRefusal = (typeof VOLUNTEER_HOURS_REFUSALS)[number];

/** The API's error code of each refusal (a 409). */
export const VOLUNTEER_HOURS_ERROR_CODES = {
  checkInNotOpen: 'CHECK_IN_NOT_OPEN',
  checkInClosed: 'CHECK_IN_CLOSED',
  checkOutClosed: 'CHECK_OUT_CLOSED',
} as const satisfies Record<VolunteerHoursRefusal, string>;

/** The refusal an API error code stands for (see {@link VOLUNTEER_HOURS_ERROR_CODES}), or null for another code. */
export function volunteerHoursRefusalOf(errorCode: string | null | undefined): VolunteerHoursRefusal | null {
  return (
    VOLUNTEER_HOURS_REFUSALS.find((refusal) => VOLUNTEER_HOURS_ERROR_CODES[refusal] === errorCode) ?? null
  );
}

/** The minutes of a Singapore day from which check-in opens, until which it stays open, and until which check-out does. */
export function volunteerHoursWindow(hours: VolunteerHours): {
  checkInFrom: number;
  checkInUntil: number;
  checkOutUntil: number;
} {
  const start = minutesOfDay(hours.startTime);
  const end = minutesOfDay(hours.endTime);
  return {
    checkInFrom: Math.max(0, start - VOLUNTEER_CHECK_IN_OPENS_MINUTES_BEFORE),
    checkInUntil: end,
    checkOutUntil: Math.min(DAY_MINUTES, end + VOLUNTEER_CHECK_OUT_CLOSES_HOURS_AFTER * 60),
  };
}

/**
 * Whether checking in (or out) at `now` is inside the activity's hours (see the module comment), or why not.
 * Both ends are included, to the minute: with hours 09:00 to 14:00, check-in is open from 08:30:00 to 14:00:59
 * and check-out until 16:00:59. Only the time of day counts; whether the activity runs that day is the caller's.
 *
 * @throws RangeError for hours that are not `HH:mm`.
 */
export function volunteerHoursRefusal(
  action: 'checkIn' | 'checkOut',
  hours: VolunteerHours,
  now: Date,
): VolunteerHoursRefusal | null {
  const window = volunteerHoursWindow(hours);
  const clock = toSingaporeWallClock(now);
  const minute = clock.getHours() * 60 + clock.getMinutes();
  if (action === 'checkOut') return minute > window.checkOutUntil ? 'checkOutClosed' : null;
  if (minute < window.checkInFrom) return 'checkInNotOpen';
  return minute > window.checkInUntil ? 'checkInClosed' : null;
}

/**
 * A refusal in words, with the activity's hours, when check-in opens or check-out closes, the grace period, and
 * what to do. `text` and `format` are the language's (the English catalogue and its filling by default), so the
 * API and the page say the same.
 */
export function volunteerHoursMessage(
  refusal: VolunteerHoursRefusal,
  hours: VolunteerHours,
  text: Readonly<Record<VolunteerHoursRefusal, string>> = checkInMessages,
  format: (template: string, values: Record<string, string | number>) => string = formatMessage,
): string {
  const window = volunteerHoursWindow(hours);
  return format(text[refusal], {
    start: hours.startTime,
    end: hours.endTime,
    opensAt: timeOfDay(window.checkInFrom),
    closesAt: timeOfDay(window.checkOutUntil),
    minutes: VOLUNTEER_CHECK_IN_OPENS_MINUTES_BEFORE,
    hoursAfter: VOLUNTEER_CHECK_OUT_CLOSES_HOURS_AFTER,
  });
}
