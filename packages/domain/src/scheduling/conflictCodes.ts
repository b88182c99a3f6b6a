import type { ErrorCode } from '../errors/codes.js';
import type { messages } from '../messages/index.js';

/**
 * The error code of each refusal of a booking or a booking change, which the API answers with 409 and the words of
 * `messages.booking` under the same key: 'BOOKING_' and the key in capitals.
 */
export const BOOKING_CONFLICT_CODES = {
  started: 'BOOKING_STARTED',
  sessionGraceOver: 'BOOKING_SESSION_GRACE_OVER',
  appointmentTooLate: 'BOOKING_APPOINTMENT_TOO_LATE',
  intakeNotReschedulable: 'BOOKING_INTAKE_NOT_RESCHEDULABLE',
  notScheduled: 'BOOKING_NOT_SCHEDULED',
  slotTaken: 'BOOKING_SLOT_TAKEN',
  slotNotOffered: 'BOOKING_SLOT_NOT_OFFERED',
  noSessionsLeft: 'BOOKING_NO_SESSIONS_LEFT',
  serviceNotBookable: 'BOOKING_SERVICE_NOT_BOOKABLE',
  intakeFull: 'BOOKING_INTAKE_FULL',
  intakeNotOffered: 'BOOKING_INTAKE_NOT_OFFERED',
  alreadyEnrolled: 'BOOKING_ALREADY_ENROLLED',
} as const satisfies Partial<Record<keyof typeof messages.booking, ErrorCode>>;

/** A refusal of a booking or a booking change: a key of {@link BOOKING_CONFLICT_CODES} and of `messages.booking`. */
export type BookingConflict = keyof typeof BOOKING_CONFLICT_CODES;

/**
 * The error code of a {@link BookingConflict}: 'BOOKING_SLOT_TAKEN' for `slotTaken`. The API sends it with the
 * words, and the portal decides by it, never by the words (which are translated and may be reworded).
 */
export function bookingConflictCode<K extends BookingConflict>(key: K): (typeof BOOKING_CONFLICT_CODES)[K] {
  return BOOKING_CONFLICT_CODES[key];
}
