/**
 * My Services' booking rules: the refusals (409 with the catalogue's words), the change rules of a booking at
 * `now`, and what may be booked for a service (domain bookingRefusal, bookingChangeRules).
 */
import {
  bookingConflictCode,
  bookingChangeRulesInSingapore,
  bookingRefusal,
  cancellationConsequence,
  formatMessage,
  messages,
  type BookingChangeRefusal,
  type BookingChangeRules,
  type BookingConflict,
  type ServiceStatus,
  type SessionStatus,
  type SessionType,
} from '@careportal/domain';

import type { BookingRow, ServiceRow } from '../../repositories/my-services.ts';
import { ApiError, notFound } from '../errors.ts';

const b = messages.booking;

/** A refusal of a booking change: 409 with the catalogue's words. */
export function bookingConflict(key: BookingConflict, graceWorkingDays?: number): ApiError {
  const template: string = b[key];
  return new ApiError({
    httpCode: 409,
    errorCode: bookingConflictCode(key),
    message: formatMessage(template, { graceWorkingDays }),
  });
}

export const serviceNotFound = () => notFound(b.serviceNotFound);

export const bookingNotFound = () => notFound(b.bookingNotFound);

/** The change rules of a booking at `now`, read in Singapore time whatever the host's zone. */
export function rulesOf(booking: BookingRow, service: ServiceRow, now: Date): BookingChangeRules {
  return bookingChangeRulesInSingapore(
    {
      format: booking.format === 'APPOINTMENT' ? 'APPOINTMENT' : 'SESSION',
      programContentType: service.programContentType,
      status: booking.status,
      startsAt: booking.startsAt,
      graceWorkingDays: service.graceWorkingDays,
    },
    now,
  );
}

/**
 * What cancelling now would mean, in words: the consequence the portal states before the person confirms (domain
 * cancellationConsequence, the one rule both read).
 */
export function consequenceOf(rules: BookingChangeRules, booking: BookingRow, service: ServiceRow): string {
  return cancellationConsequence({
    format: booking.format === 'APPOINTMENT' ? 'APPOINTMENT' : 'SESSION',
    startsAt: booking.startsAt,
    changeRules: rules,
    graceWorkingDays: service.graceWorkingDays,
  });
}

/** The catalogue's words for a refusal, with the category's grace period. */
export function refusalMessage(refusal: BookingChangeRefusal, service: ServiceRow): string {
  return formatMessage(b[refusal], { graceWorkingDays: service.graceWorkingDays });
}

export function refusal(key: BookingChangeRefusal, service: ServiceRow): ApiError {
  return bookingConflict(key, service.graceWorkingDays);
}

export function facts(service: ServiceRow, bookings: readonly Pick<BookingRow, 'type' | 'status'>[]) {
  return {
    programContentType: service.programContentType,
    status: service.status as ServiceStatus,
    hasPreSessionType: service.hasPreSession,
    hasPostSessionType: service.hasPostSession,
    sessionsTotal: service.sessionsTotal,
    enrolledInIntake: service.intakeId !== null,
    bookings: bookings.map((x) => ({ type: x.type as SessionType, status: x.status as SessionStatus })),
  };
}

/** Throws the refusal (409) when `type` cannot be booked for the service now (domain bookingRefusal). */
export function assertBookable(
  service: ServiceRow,
  bookings: readonly BookingRow[],
  type: SessionType,
): void {
  const refused = bookingRefusal(facts(service, bookings), type);
  if (refused) throw bookingConflict(refused);
}

/**
 * Whether the service books `type` at all (to book it now, or to move a booking of it): an UPCOMING or ONGOING
 * service, a pre- or post-assessment of a programme that has one, a class session of a SESSIONS programme.
 */
export function assertTypeOffered(service: ServiceRow, type: SessionType): void {
  const offered =
    (service.status === 'UPCOMING' || service.status === 'ONGOING') &&
    (type === 'PRE_SESSION'
      ? service.hasPreSession
      : type === 'POST_SESSION'
        ? service.hasPostSession
        : service.programContentType === 'SESSIONS');
  if (!offered) throw bookingConflict('serviceNotBookable');
}
