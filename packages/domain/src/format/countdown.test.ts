import { describe, expect, it } from 'vitest';
import { formatCountdown, minutesLeft } from './countdown.js';

describe('formatCountdown', () => {
  it.each([
    [15 * 60_000, '15:00'],
    [15 * 60_000 - 1, '15:00'],
    [14 * 60_000 + 59_001, '15:00'],
    [14 * 60_000 + 59_000, '14:59'],
    [65_000, '1:05'],
    [5_000, '0:05'],
    [1, '0:01'],
    [0, '0:00'],
    [-3_000, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d ms reads %s', (milliseconds, shown) => {
    expect(formatCountdown(milliseconds)).toBe(shown);
  });
});

describe('minutesLeft', () => {
  it.each([
    [15 * 60_000, 15],
    [14 * 60_000 + 1, 15],
    [60_000, 1],
    [1, 1],
    [0, 0],
    [-1, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d ms is %d minutes', (milliseconds, minutes) => {
    expect(minutesLeft(milliseconds)).toBe(minutes);
  });
});
