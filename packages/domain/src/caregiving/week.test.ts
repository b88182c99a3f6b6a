import { describe, expect, it } from 'vitest';
import { careWeek } from './week.js';
import { formatCareWeek } from './weekTitle.js';

describe('careWeek', () => {
  it('runs from the Monday to the Sunday of the date, whichever day it is', () => {
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    for (const day of week) expect(careWeek(day)).toEqual(week);
  });

  it('crosses a month and a year', () => {
    expect(careWeek('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('refuses what is not a date', () => {
    expect(() => careWeek('2026-02-30')).toThrow(RangeError);
    expect(() => careWeek('next week')).toThrow(RangeError);
  });
});

describe('formatCareWeek', () => {
  it('names the month once within a month, both months across two, and both years across two', () => {
    expect(formatCareWeek(careWeek('2026-11-26'))).toBe('Week of 23 to 29 November 2026');
    expect(formatCareWeek(careWeek('2026-12-01'))).toBe('Week of 30 November to 6 December 2026');
    expect(formatCareWeek(careWeek('2027-01-01'))).toBe('Week of 28 December 2026 to 3 January 2027');
  });

  it('refuses an empty week or one that is not dates', () => {
    expect(() => formatCareWeek([])).toThrow(RangeError);
    expect(() => formatCareWeek(['next week'])).toThrow(RangeError);
  });
});
