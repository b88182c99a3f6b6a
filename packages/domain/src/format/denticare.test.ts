import { describe, expect, it } from 'vitest';

import {
  denticareDate,
  denticareDayOfMonth,
  denticareMonthAndYear,
  denticareSlotStart,
  denticareTimeSlot,
  formatDenticareMonth,
  localWeekday,
  parseDenticareTimeSlot,
  lastDayOfMonth,
} from './denticare.js';
import { DENTICARE_HOLD_MS, SESSION_TIMEOUT_MS } from '../constants.js';
import {
  denticareEventRequestSchema,
  publicAppointmentRequestSchema,
  publicCancelRequestSchema,
} from '../schemas/denticare.js';

describe('Denticare formats', () => {
  it('labels a month as its name and year', () => {
    expect(formatDenticareMonth('2026-12')).toBe('December 2026');
    expect(formatDenticareMonth('2027-01')).toBe('January 2027');
    expect(formatDenticareMonth('2026-13')).toBe('-');
    expect(formatDenticareMonth(null)).toBe('-');
  });

  it("names a date's weekday in the page's language", () => {
    const thursday = new Date(2026, 11, 3);
    expect(localWeekday(thursday, 'ms')).toBe('Khamis');
    expect(localWeekday(thursday, 'ta')).toBe('வியாழன்');
    expect(localWeekday(thursday, 'zh-Hans')).toBe('星期四');
    expect(localWeekday(thursday, 'en')).toBe('Thursday');
  });

  it("names the month in the page's language", () => {
    expect(formatDenticareMonth('2026-12', 'ms')).toBe('Disember 2026');
    expect(formatDenticareMonth('2026-12', 'ta')).toBe('டிசம்பர் 2026');
    expect(formatDenticareMonth('2026-12', 'zh-Hans')).toBe('2026年12月');
    expect(formatDenticareMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatDenticareMonth('nope', 'ms')).toBe('-');
  });

  it('writes a slot as lower-cased hh:mm a in Singapore time, whatever the host', () => {
    expect(denticareTimeSlot(new Date('2026-12-03T01:00:00Z'))).toBe('09:00 am');
    expect(denticareTimeSlot(new Date('2026-12-03T06:15:00Z'))).toBe('02:15 pm');
    expect(denticareTimeSlot(new Date('2026-12-03T04:00:00Z'))).toBe('12:00 pm');
  });

  it('reads month, day and date in Singapore', () => {
    const instant = new Date('2026-11-30T17:00:00Z'); // 01:00 on 1 December in Singapore
    expect(denticareMonthAndYear(instant)).toBe('2026-12');
    expect(denticareDayOfMonth(instant)).toBe('01');
    expect(denticareDate(instant)).toBe('2026-12-01');
  });

  it('parses a slot back, and refuses what is not one', () => {
    expect(parseDenticareTimeSlot('09:00 am')).toBe(540);
    expect(parseDenticareTimeSlot('02:15 PM')).toBe(855);
    expect(parseDenticareTimeSlot('12:00 am')).toBe(0);
    expect(parseDenticareTimeSlot('12:30 pm')).toBe(750);
    expect(parseDenticareTimeSlot('13:00 pm')).toBeNull();
    expect(parseDenticareTimeSlot('9 am')).toBeNull();
    expect(denticareSlotStart('2026-12', '03', '09:00 am')?.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    expect(denticareSlotStart('2026-02', '30', '09:00 am')).toBeNull();
    expect(denticareSlotStart('2026-12', '3', '09:00 am')).toBeNull();
  });

  it('holds a slot for the session timeout', () => {
    expect(DENTICARE_HOLD_MS).toBe(SESSION_TIMEOUT_MS);
    expect(DENTICARE_HOLD_MS).toBe(180_000);
  });
});

describe('Denticare requests', () => {
  const slot = {
    clientSessionId: '1f0c3b9e-7a56-4d2b-9e44-7c1d2e3f4a5b',
    serviceId: '0b6c4a36-3f8e-4d55-9c1e-2a7f3e0d9b11',
    centerId: '1b6c4a36-3f8e-4d55-9c1e-2a7f3e0d9b11',
    resourceId: '2b6c4a36-3f8e-4d55-9c1e-2a7f3e0d9b11',
    monthAndYear: '2026-12',
    dayOfMonth: '03',
    timeSlot: '09:00 AM',
  };

  it('lower-cases the chosen slot and refuses malformed parts at their fields', () => {
    expect(publicAppointmentRequestSchema.parse(slot).timeSlot).toBe('09:00 am');
    const bad = publicAppointmentRequestSchema.safeParse({
      ...slot,
      dayOfMonth: '3',
      timeSlot: '9:00',
      centerId: 'x',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'centerId',
      'dayOfMonth',
      'timeSlot',
    ]);
  });

  it('records only allow-listed analytics events', () => {
    expect(denticareEventRequestSchema.safeParse({ name: 'denticare_booking', step: 'step2' }).success).toBe(
      true,
    );
    expect(denticareEventRequestSchema.safeParse({ name: 'page_view', step: 'step2' }).success).toBe(false);
    expect(denticareEventRequestSchema.safeParse({ name: 'denticare_booking', step: 'step4' }).success).toBe(
      false,
    );
  });

  it('needs an appointment id to cancel', () => {
    expect(publicCancelRequestSchema.safeParse({ clientSessionId: 's', appointmentId: '' }).success).toBe(
      false,
    );
  });
});

describe('lastDayOfMonth', () => {
  it('gives the last date of a month, leap years included', () => {
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(lastDayOfMonth('2027-02')).toBe('2027-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
  });

  it('refuses what is not a month', () => {
    for (const month of ['2026-13', '2026-00', '2026-1', '12/2026', '']) {
      expect(() => lastDayOfMonth(month), month).toThrow(RangeError);
    }
  });
});
