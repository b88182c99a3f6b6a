import type {
  ProgramContentType,
  ServiceBookingStage,
  ServiceStatus,
  SessionStatus,
  SessionType,
} from '../schemas/enums.js';

/** What a service's booking stage and bookable types follow from (issue 15). */
export interface ServiceBookingFacts {
  programContentType: ProgramContentType;
  status: ServiceStatus;
  /** The programme has a pre-session (pre-assessment) type, and a post-session (post-assessment) type. */
  hasPreSessionType: boolean;
  hasPostSessionType: boolean;
  /** The sessions the service holds (its offer's session count). */
  sessionsTotal: number;
  /** An INTAKES service is enrolled in an intake run. */
  enrolledInIntake: boolean;
  /** Its bookings, in any status. */
  bookings: readonly { type: SessionType; status: SessionStatus }[];
}

/** Why a type cannot be booked, as a key of `messages.booking`. */
export type BookingRefusal = 'serviceNotBookable' | 'noSessionsLeft';

/** The pre-session stages that say how the pre-assessment is asked for; kept while it is still to be booked. */
const PRE_SESSION_STAGES: readonly ServiceBookingStage[] = [
  'PRE_SESSION_BOOKING',
  'PRE_SESSION_BOOKING_ON_HEALTH_CONDITION',
  'PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION',
  'PRE_SESSION_BOOKING_REMAINDER',
];

/** A booking that holds its place: SCHEDULED or COMPLETED. */
function holds(facts: ServiceBookingFacts, type: SessionType): boolean {
  return facts.bookings.some(
    (b) => b.type === type && (b.status === 'SCHEDULED' || b.status === 'COMPLETED'),
  );
}

/**
 * The sessions of a service that are no longer free to book: SCHEDULED, COMPLETED or forfeited
 * (CANCELLED_WITH_CHARGE). A plain CANCELLED session went back to the package.
 */
export function sessionsUsed(bookings: ServiceBookingFacts['bookings']): number {
  return bookings.filter((b) => b.type === 'SESSION' && b.status !== 'CANCELLED').length;
}

/**
 * The booking stage of a service after a change of its bookings (seed 000 section 4, "Service booking stages"),
 * in the order a programme is booked:
 *
 * 1. while a programme with a pre-session type holds no pre-assessment (SCHEDULED or COMPLETED): a pre-session
 *    stage: `current` when it is one of the four (on health condition, mandatory, reminder say how it is asked
 *    for, which only staff or the health declaration decide), else PRE_SESSION_BOOKING;
 * 2. while sessions are left to book: SESSION_BOOKING (a SESSIONS programme with fewer used than it holds,
 *    {@link sessionsUsed}; an INTAKES programme not yet enrolled in an intake);
 * 3. while a programme with a post-session type holds no post-assessment: POST_SESSION_BOOKING;
 * 4. then BOOKING_COMPLETED.
 *
 * Cancelling moves a service back (a cancelled pre-assessment is to be booked again).
 */
export function serviceBookingStage(
  facts: ServiceBookingFacts,
  current?: ServiceBookingStage | null,
): ServiceBookingStage {
  if (facts.hasPreSessionType && !holds(facts, 'PRE_SESSION')) {
    return current && PRE_SESSION_STAGES.includes(current) ? current : 'PRE_SESSION_BOOKING';
  }
  const sessionsLeft =
    facts.programContentType === 'INTAKES'
      ? !facts.enrolledInIntake
      : sessionsUsed(facts.bookings) < facts.sessionsTotal;
  if (sessionsLeft) return 'SESSION_BOOKING';
  if (facts.hasPostSessionType && !holds(facts, 'POST_SESSION')) return 'POST_SESSION_BOOKING';
  return 'BOOKING_COMPLETED';
}

/**
 * Whether a booking of `type` can be made for the service now, or why not:
 *
 * - only an UPCOMING or ONGOING service is booked (not COMPLETED, EXPIRED, nor one waiting for its
 *   HEALTH_DECLARATION): else `serviceNotBookable`;
 * - PRE_SESSION and POST_SESSION only for a programme with that type, and one at a time (none already
 *   SCHEDULED or COMPLETED): else `serviceNotBookable`;
 * - SESSION only for a SESSIONS programme (an INTAKES programme enrols in an intake instead: `serviceNotBookable`),
 *   and while {@link sessionsUsed} is under the sessions it holds: else `noSessionsLeft`.
 */
export function bookingRefusal(facts: ServiceBookingFacts, type: SessionType): BookingRefusal | null {
  if (facts.status !== 'UPCOMING' && facts.status !== 'ONGOING') return 'serviceNotBookable';
  if (type === 'PRE_SESSION') {
    return facts.hasPreSessionType && !holds(facts, 'PRE_SESSION') ? null : 'serviceNotBookable';
  }
  if (type === 'POST_SESSION') {
    return facts.hasPostSessionType && !holds(facts, 'POST_SESSION') ? null : 'serviceNotBookable';
  }
  if (facts.programContentType !== 'SESSIONS') return 'serviceNotBookable';
  return sessionsUsed(facts.bookings) < facts.sessionsTotal ? null : 'noSessionsLeft';
}

/**
 * The status of a service when it is bought (issue 15): an INTAKES programme is UPCOMING until it runs (its
 * intake is chosen after purchase); a SESSIONS programme is UPCOMING when it starts after `today`, else ONGOING.
 * Dates `yyyy-MM-dd` in Singapore.
 */
export function newServiceStatus(
  programContentType: ProgramContentType,
  startDate: string,
  today: string,
): 'UPCOMING' | 'ONGOING' {
  if (programContentType === 'INTAKES') return 'UPCOMING';
  return startDate > today ? 'UPCOMING' : 'ONGOING';
}
