import { describe, expect, it } from 'vitest';

import { messages } from '../messages/index.js';
import { CARE_CALENDAR_MAX_DAYS, careCalendarQuerySchema } from './schema.js';

describe('careCalendarQuerySchema', () => {
  it('takes a period of one day to six weeks, both ends included', () => {
    expect(careCalendarQuerySchema.safeParse({ from: '2027-03-01', to: '2027-03-01' }).success).toBe(true);
    expect(careCalendarQuerySchema.safeParse({ from: '2027-03-01', to: '2027-04-11' }).success).toBe(true);
    expect(CARE_CALENDAR_MAX_DAYS).toBe(42);
  });

  it('refuses a period that ends before it starts or runs past six weeks, with the catalogue message', () => {
    for (const query of [
      { from: '2027-03-02', to: '2027-03-01' },
      { from: '2027-03-01', to: '2027-04-12' },
    ]) {
      const result = careCalendarQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.careCalendar.periodInvalid);
    }
  });

  it('refuses what is not a date, and anything else in the query', () => {
    expect(careCalendarQuerySchema.safeParse({ from: '2027-02-30', to: '2027-03-01' }).success).toBe(false);
    expect(careCalendarQuerySchema.safeParse({ from: 'monday', to: '2027-03-01' }).success).toBe(false);
    expect(
      careCalendarQuerySchema.safeParse({ from: '2027-03-01', to: '2027-03-02', who: 'x' }).success,
    ).toBe(false);
  });
});
