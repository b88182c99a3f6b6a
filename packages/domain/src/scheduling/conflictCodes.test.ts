import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { BOOKING_CHANGE_REFUSALS } from './changeRules.js';
import { BOOKING_CONFLICT_CODES, bookingConflictCode, type BookingConflict } from './conflictCodes.js';

const conflicts = Object.keys(BOOKING_CONFLICT_CODES) as BookingConflict[];

describe('the error code of a refused booking', () => {
  it('names the refusal in capitals after BOOKING_', () => {
    expect(bookingConflictCode('slotTaken')).toBe('BOOKING_SLOT_TAKEN');
    expect(bookingConflictCode('intakeFull')).toBe('BOOKING_INTAKE_FULL');
    for (const key of conflicts) {
      expect(bookingConflictCode(key)).toBe(
        `BOOKING_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
      );
    }
  });

  it('is different for every refusal, and each refusal has its words in the catalogue', () => {
    expect(new Set(conflicts.map(bookingConflictCode)).size).toBe(conflicts.length);
    for (const key of conflicts) expect(messages.booking[key]).toEqual(expect.any(String));
  });

  it('covers every refusal of a booking change', () => {
    for (const refusal of BOOKING_CHANGE_REFUSALS) expect(conflicts).toContain(refusal);
  });
});
