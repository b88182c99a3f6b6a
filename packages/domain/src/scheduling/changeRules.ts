import { isValid } from 'date-fns';

import { singaporePublicHolidays, type HolidayCalendar } from '../calendar/holidays.js';
import { fromSingaporeWallClock, toSingaporeWallClock } from '../calendar/singapore.js';
import { SESSION_CANCELLATION_GRACE_WORKING_DAYS } from '../constants.js';
import type { ProgramContentType } from '../schemas/enums.js';
import {
  canChangeAppointment,
  isLateSessionCancellation,
  sessionCancellationDeadline,
} from './cancellation.js';

/**
 * What a booking is (issue 15):
 * - `SESSION`: a class session of a SESSIONS programme. Its tabs are Upcoming, Completed, Cancelled and
 *   Forfeited; the category's grace period (working days) decides whether cancelling forfeits it.
 * - `APPOINTMENT`: a one-to-one appointment (a pre- or post-assessment) or a date of an intake run. Its tabs are
 *   Upcoming, Completed and Cancelled/Other; it can be changed only at least 24 hours before.
 */
export const BOOKING_FORMATS = ['SESSION', 'APPOINTMENT'] as const;
/** One of {@link BOOKING_FORMATS}. */
export type BookingFormat = (typeof BOOKING_FORMATS)[number];

/** The status a cancelled booking ends in: plain CANCELLED, or CANCELLED_WITH_CHARGE (a forfeited session). */
export type CancellationOutcome = 'CANCELLED' | 'CANCELLED_WITH_CHARGE';

/**
 * Why a change is refused, as a key of `messages.booking` (the catalogue has the words):
 * - `started`: the booking has started or passed;
 * - `sessionGraceOver`: a session inside its grace period cannot be moved (it can still be cancelled, forfeited);
 * - `appointmentTooLate`: an appointment less than 24 hours away cannot be changed;
 * - `intakeNotReschedulable`: an intake appointment can never be rescheduled;
 * - `notScheduled`: the booking is not SCHEDULED (already cancelled or completed).
 */
export const BOOKING_CHANGE_REFUSALS = [
  'started',
  'sessionGraceOver',
  'appointmentTooLate',
  'intakeNotReschedulable',
  'notScheduled',
] as const;
/** One of {@link BOOKING_CHANGE_REFUSALS}. */
export type BookingChangeRefusal = (typeof BOOKING_CHANGE_REFUSALS)[number];

/** The facts of a booking that its change rules read. */
export interface BookingChangeFacts {
  format: BookingFormat;
  /** The service's programme: an APPOINTMENT of an INTAKES programme is an intake appointment. */
  programContentType: ProgramContentType | null | undefined;
  status: string;
  startsAt: Date;
  /** The category's grace period in working days (sessions only); the default 2 when missing. */
  graceWorkingDays?: number | null | undefined;
}

/** What a person may do with a booking now, and what cancelling would mean. */
export interface BookingChangeRules {
  canReschedule: boolean;
  /** Why rescheduling is refused; null when allowed. */
  rescheduleRefusal: BookingChangeRefusal | null;
  canCancel: boolean;
  /** Why cancelling is refused; null when allowed. */
  cancelRefusal: BookingChangeRefusal | null;
  /** The status cancelling now would give: the consequence the portal states before the person confirms. */
  cancelOutcome: CancellationOutcome;
  /**
   * Until when a change is free: for a session, the end of its last free day (the start of the day after
   * {@link sessionCancellationDeadline}); for an appointment, 24 hours before its start. Null for an intake
   * appointment, which is always charged.
   */
  freeChangeUntil: Date | null;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The change rules of a booking at `now`, the one place both the API (inside the transaction that changes the
 * booking) and the portal (to state the consequence first) read them:
 *
 * - Nothing but a SCHEDULED booking that has not started can be changed.
 * - A SESSION can be rescheduled until its free-change deadline, and cancelled until it starts; cancelling after
 *   the deadline forfeits it (CANCELLED_WITH_CHARGE). The deadline is {@link isLateSessionCancellation}'s:
 *   working days exclude Saturdays, Sundays and Singapore public holidays; the time of day does not count,
 *   only the calendar day in Singapore.
 * - An APPOINTMENT can be rescheduled or cancelled only at least 24 hours before it starts
 *   ({@link canChangeAppointment}: exactly 24 hours is still allowed).
 * - An intake APPOINTMENT (its programme is INTAKES) can never be rescheduled, and cancelling it is always
 *   CANCELLED_WITH_CHARGE (still only at least 24 hours before).
 *
 * @throws RangeError for an invalid start date or a grace period that is not a whole number ≥ 0.
 */
export function bookingChangeRules(
  facts: BookingChangeFacts,
  now: Date,
  holidays: HolidayCalendar = singaporePublicHolidays,
): BookingChangeRules {
  if (!isValid(facts.startsAt)) throw new RangeError('The booking start is not a valid date.');
  const scheduled = facts.status === 'SCHEDULED';
  const started = now >= facts.startsAt;
  const blocked: BookingChangeRefusal | null = !scheduled ? 'notScheduled' : started ? 'started' : null;

  if (facts.format === 'SESSION') {
    const grace = facts.graceWorkingDays ?? SESSION_CANCELLATION_GRACE_WORKING_DAYS;
    const late = isLateSessionCancellation(facts.startsAt, now, grace, holidays);
    const deadlineDay = sessionCancellationDeadline(facts.startsAt, grace, holidays);
    const freeUntil = new Date(Math.min(deadlineDay.getTime() + DAY_MS, facts.startsAt.getTime()));
    return {
      canReschedule: blocked === null && !late,
      rescheduleRefusal: blocked ?? (late ? 'sessionGraceOver' : null),
      canCancel: blocked === null,
      cancelRefusal: blocked,
      cancelOutcome: late ? 'CANCELLED_WITH_CHARGE' : 'CANCELLED',
      freeChangeUntil: freeUntil,
    };
  }

  const intake = facts.programContentType === 'INTAKES';
  const inTime = canChangeAppointment(facts.startsAt, now);
  const timeRefusal: BookingChangeRefusal | null = blocked ?? (inTime ? null : 'appointmentTooLate');
  return {
    canReschedule: !intake && timeRefusal === null,
    rescheduleRefusal: intake ? (blocked ?? 'intakeNotReschedulable') : timeRefusal,
    canCancel: timeRefusal === null,
    cancelRefusal: timeRefusal,
    cancelOutcome: intake ? 'CANCELLED_WITH_CHARGE' : 'CANCELLED',
    freeChangeUntil: intake ? null : new Date(facts.startsAt.getTime() - 24 * HOUR_MS),
  };
}

/** The session tabs of My Services (domain SESSION_TABS) and the appointment tabs (APPOINTMENT_TABS). */
export type BookingTab = 'Upcoming' | 'Completed' | 'Cancelled' | 'Forfeited' | 'Cancelled/Other';

/**
 * The tab a booking is listed under: SCHEDULED is Upcoming, COMPLETED is Completed. A cancelled SESSION is
 * Cancelled, or Forfeited when CANCELLED_WITH_CHARGE; any cancelled APPOINTMENT is Cancelled/Other.
 */
export function bookingTab(format: BookingFormat, status: string): BookingTab {
  if (status === 'SCHEDULED') return 'Upcoming';
  if (status === 'COMPLETED') return 'Completed';
  if (format === 'APPOINTMENT') return 'Cancelled/Other';
  return status === 'CANCELLED_WITH_CHARGE' ? 'Forfeited' : 'Cancelled';
}

/**
 * {@link bookingChangeRules} for real instants, read in Singapore time whatever the host's time zone: a server in
 * UTC and a browser abroad get the same answer as a browser in Singapore. `facts.startsAt` and `now` are instants;
 * so is the answer's `freeChangeUntil` (a session's is midnight in Singapore).
 */
export function bookingChangeRulesInSingapore(
  facts: BookingChangeFacts,
  now: Date,
  holidays: HolidayCalendar = singaporePublicHolidays,
): BookingChangeRules {
  const rules = bookingChangeRules(
    { ...facts, startsAt: toSingaporeWallClock(facts.startsAt) },
    toSingaporeWallClock(now),
    holidays,
  );
  return {
    ...rules,
    freeChangeUntil: rules.freeChangeUntil && fromSingaporeWallClock(rules.freeChangeUntil),
  };
}
