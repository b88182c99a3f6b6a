import { describe, expect, it } from 'vitest';
import { formatClockTime } from './date.js';

describe('formatClockTime', () => {
  it('shows a time of day as every page does: hh:mm AM or PM', () => {
    expect(formatClockTime('14:00')).toBe('02:00 PM');
    expect(formatClockTime('09:05')).toBe('09:05 AM');
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('23:59:00')).toBe('11:59 PM');
  });

  it('gives the dash for anything that is not a time of day', () => {
    for (const value of ['', '24:00', '9:00', '14:60', 'noon'])
      expect(formatClockTime(value), value).toBe('-');
  });
});
