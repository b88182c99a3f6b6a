import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { bookingConflictCode, type BookingConflict } from './conflictCodes.js';

describe('the error code of a refused booking', () => {
  it('names the refusal in capitals after BOOKING_', () => {
    expect(bookingConflictCode('slotTaken')).toBe('BOOKING_SLOT_TAKEN');
    expect(bookingConflictCode('intakeFull')).toBe('BOOKING_INTAKE_FULL');
  });

  it('is different for every refusal of the catalogue', () => {
    const keys = Object.keys(messages.booking) as BookingConflict[];
    expect(new Set(keys.map(bookingConflictCode)).size).toBe(keys.length);
  });
});
