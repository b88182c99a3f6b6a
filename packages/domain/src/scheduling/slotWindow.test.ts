import { describe, expect, it } from 'vitest';
import { SLOT_WINDOW_DAYS, slotWindow } from './slotWindow.js';

describe('the window of vacant slots a booking page offers', () => {
  it('is today and the 13 days after, both ends included, as Singapore dates', () => {
    expect(SLOT_WINDOW_DAYS).toBe(14);
    expect(slotWindow('2026-12-06')).toEqual({ from: '2026-12-06', to: '2026-12-19' });
  });

  it('moves on by whole windows, with no day left out or offered twice', () => {
    expect(slotWindow('2026-12-06', 1)).toEqual({ from: '2026-12-20', to: '2027-01-02' });
    expect(slotWindow('2026-12-06', 2).from).toBe('2027-01-03');
  });

  it('counts calendar days across the end of February', () => {
    expect(slotWindow('2028-02-20')).toEqual({ from: '2028-02-20', to: '2028-03-04' });
  });
});
