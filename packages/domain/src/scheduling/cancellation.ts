import { differenceInMilliseconds, isValid, startOfDay } from 'date-fns';

import { singaporePublicHolidays, type HolidayCalendar } from '../calendar/holidays.js';
import { addWorkingDays } from '../calendar/workingDays.js';
import { APPOINTMENT_CHANGE_MIN_HOURS, SESSION_CANCELLATION_GRACE_WORKING_DAYS } from '../constants.js';

const MS_PER_HOUR = 3_600_000;

function assertValidDate(date: Date, name: string): void {
  if (!isValid(date)) throw new RangeError(`${name} is not a valid date.`);
}

function assertGrace(graceWorkingDays: number): void {
  if (!Number.isInteger(graceWorkingDays) || graceWorkingDays < 0) {
    throw new RangeError(
      `The grace period must be a whole number of working days ≥ 0; got ${graceWorkingDays}.`,
    );
  }
}

/**
 * The last day on which a session can still be cancelled or rescheduled without forfeiting it: the working day
 * `graceWorkingDays` working days before the session's date, at local midnight (the whole day counts).
 *
 * With the default 2: a Thursday session can be cancelled until the end of Tuesday, a Monday session until the
 * end of the previous Thursday; public holidays are skipped like weekends. With 0 it is the session's own date
 * (cancelling stays on time until the session starts).
 *
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError for an invalid date or a grace period that is not a whole number ≥ 0.
 */
export function sessionCancellationDeadline(
  sessionStart: Date,
  graceWorkingDays: number = SESSION_CANCELLATION_GRACE_WORKING_DAYS,
  holidays: HolidayCalendar = singaporePublicHolidays,
): Date {
  assertValidDate(sessionStart, 'The session start');
  assertGrace(graceWorkingDays);
  const sessionDay = startOfDay(sessionStart);
  return graceWorkingDays === 0 ? sessionDay : addWorkingDays(sessionDay, -graceWorkingDays, holidays);
}

/**
 * Whether cancelling (or rescheduling) a session at `cancelAt` is late, so the session is forfeited
 * (specification: "a session cancelled under two working days before it is forfeited").
 *
 * Late means `cancelAt`'s calendar day is after {@link sessionCancellationDeadline}, or `cancelAt` is at or
 * after the session's start. Equivalently, fewer than `graceWorkingDays` working days lie from the cancellation
 * day (included) to the session day (excluded). Dates are compared by their local calendar day.
 *
 * @param graceWorkingDays the category's grace period; 2 working days by default.
 * @param holidays the holiday source; Singapore's by default.
 * @throws RangeError for an invalid date or a grace period that is not a whole number ≥ 0.
 */
export function isLateSessionCancellation(
  sessionStart: Date,
  cancelAt: Date,
  graceWorkingDays: number = SESSION_CANCELLATION_GRACE_WORKING_DAYS,
  holidays: HolidayCalendar = singaporePublicHolidays,
): boolean {
  assertValidDate(cancelAt, 'The cancellation time');
  const deadline = sessionCancellationDeadline(sessionStart, graceWorkingDays, holidays);
  return cancelAt >= sessionStart || startOfDay(cancelAt) > deadline;
}

/**
 * Whether an appointment can still be rescheduled or cancelled at `now`: at least 24 hours
 * (`APPOINTMENT_CHANGE_MIN_HOURS`) before its start. Exactly 24 hours before is still allowed. An invalid
 * date gives false.
 */
export function canChangeAppointment(start: Date, now: Date): boolean {
  return differenceInMilliseconds(start, now) >= APPOINTMENT_CHANGE_MIN_HOURS * MS_PER_HOUR;
}

/**
 * Whether a free slot may be offered at `now` for a booking of that kind: a session that has not started; an
 * appointment (a pre- or post-assessment) only outside its notice period, at least 24 hours ahead, so that a
 * time chosen can still be changed as the rules allow (`canChangeAppointment`).
 */
export function isOfferableSlot(
  type: 'SESSION' | 'PRE_SESSION' | 'POST_SESSION',
  start: Date,
  now: Date,
): boolean {
  return type === 'SESSION' ? start > now : canChangeAppointment(start, now);
}
