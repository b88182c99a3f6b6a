import type { messages } from '../messages/index.js';

/** A refusal of a booking or a booking change, which the API answers with 409 and the catalogue's words. */
export type BookingConflict = keyof typeof messages.booking;

/**
 * The error code of a {@link BookingConflict}: 'BOOKING_SLOT_TAKEN' for `slotTaken`. The API sends it with the
 * words, and the portal decides by it, never by the words (which are translated and may be reworded).
 */
export function bookingConflictCode(key: BookingConflict): string {
  return `BOOKING_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}
