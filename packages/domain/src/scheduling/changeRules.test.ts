import { parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';

import type { HolidayCalendar } from '../calendar/index.js';
import {
  bookingChangeRules,
  bookingChangeRulesInSingapore,
  bookingTab,
  type BookingChangeFacts,
} from './index.js';

/** Local date-time from `'yyyy-MM-dd HH:mm'` (the domain reads local calendar days). */
const at = (text: string): Date => parseISO(text.replace(' ', 'T'));

const session = (startsAt: string, more: Partial<BookingChangeFacts> = {}): BookingChangeFacts => ({
  format: 'SESSION',
  programContentType: 'SESSIONS',
  status: 'SCHEDULED',
  startsAt: at(startsAt),
  ...more,
});
const appointment = (startsAt: string, more: Partial<BookingChangeFacts> = {}): BookingChangeFacts => ({
  format: 'APPOINTMENT',
  programContentType: 'SESSIONS',
  status: 'SCHEDULED',
  startsAt: at(startsAt),
  ...more,
});

describe('bookingChangeRules: a session and its grace period (2 working days by default)', () => {
  // Thursday 11 April 2024; Wednesday 10 April is Hari Raya Puasa.
  const afterHoliday = session('2024-04-11 10:00');

  it('counts a public holiday inside the grace window as no working day', () => {
    // Without the holiday the last free day would be Tuesday 9; with it, Monday 8.
    const monday = bookingChangeRules(afterHoliday, at('2024-04-08 23:59'));
    expect(monday).toMatchObject({ canReschedule: true, canCancel: true, cancelOutcome: 'CANCELLED' });
    expect(monday.freeChangeUntil).toEqual(at('2024-04-09 00:00'));

    const tuesday = bookingChangeRules(afterHoliday, at('2024-04-09 00:00'));
    expect(tuesday).toMatchObject({
      canReschedule: false,
      rescheduleRefusal: 'sessionGraceOver',
      canCancel: true,
      cancelRefusal: null,
      cancelOutcome: 'CANCELLED_WITH_CHARGE',
    });

    const noHolidays: HolidayCalendar = () => [];
    expect(bookingChangeRules(afterHoliday, at('2024-04-09 12:00'), noHolidays).cancelOutcome).toBe(
      'CANCELLED',
    );
  });

  it('counts no weekend day: a Monday session is free to cancel until the end of the Thursday before', () => {
    const monday = session('2024-03-11 10:00');
    expect(bookingChangeRules(monday, at('2024-03-07 23:59')).cancelOutcome).toBe('CANCELLED');
    expect(bookingChangeRules(monday, at('2024-03-08 00:00')).cancelOutcome).toBe('CANCELLED_WITH_CHARGE');
    expect(bookingChangeRules(monday, at('2024-03-09 10:00')).cancelOutcome).toBe('CANCELLED_WITH_CHARGE');
    expect(bookingChangeRules(monday, at('2024-03-07 12:00')).freeChangeUntil).toEqual(
      at('2024-03-08 00:00'),
    );
  });

  it('does not count the time of day: an early and a late session on the same day share one deadline', () => {
    for (const start of ['2024-03-07 08:00', '2024-03-07 18:00']) {
      expect(bookingChangeRules(session(start), at('2024-03-05 23:59')).cancelOutcome).toBe('CANCELLED');
      expect(bookingChangeRules(session(start), at('2024-03-06 00:00')).cancelOutcome).toBe(
        'CANCELLED_WITH_CHARGE',
      );
    }
  });

  it("reads the category's grace period: 0 frees it until the start, 3 asks a day earlier", () => {
    const thursday = '2024-03-07 10:00';
    const none = bookingChangeRules(session(thursday, { graceWorkingDays: 0 }), at('2024-03-07 09:59'));
    expect(none).toMatchObject({ canReschedule: true, cancelOutcome: 'CANCELLED' });
    expect(none.freeChangeUntil).toEqual(at(thursday));
    const three = bookingChangeRules(session(thursday, { graceWorkingDays: 3 }), at('2024-03-05 09:00'));
    expect(three.cancelOutcome).toBe('CANCELLED_WITH_CHARGE');
  });

  it('can still be cancelled (forfeited) until it starts, and not at all from its start', () => {
    const thursday = session('2024-03-07 10:00');
    expect(bookingChangeRules(thursday, at('2024-03-07 09:59'))).toMatchObject({
      canCancel: true,
      cancelOutcome: 'CANCELLED_WITH_CHARGE',
    });
    expect(bookingChangeRules(thursday, at('2024-03-07 10:00'))).toMatchObject({
      canReschedule: false,
      rescheduleRefusal: 'started',
      canCancel: false,
      cancelRefusal: 'started',
    });
  });
});

describe('bookingChangeRules: an appointment (at least 24 hours before)', () => {
  const thursday = appointment('2024-03-07 10:00');

  it('allows exactly 24 hours before', () => {
    expect(bookingChangeRules(thursday, at('2024-03-06 10:00'))).toMatchObject({
      canReschedule: true,
      rescheduleRefusal: null,
      canCancel: true,
      cancelRefusal: null,
      cancelOutcome: 'CANCELLED',
    });
    expect(bookingChangeRules(thursday, at('2024-03-06 10:00')).freeChangeUntil).toEqual(
      at('2024-03-06 10:00'),
    );
  });

  it('refuses 24 hours minus 1 minute before', () => {
    expect(bookingChangeRules(thursday, at('2024-03-06 10:01'))).toMatchObject({
      canReschedule: false,
      rescheduleRefusal: 'appointmentTooLate',
      canCancel: false,
      cancelRefusal: 'appointmentTooLate',
    });
  });

  it('counts hours, not working days: a weekend or holiday in between changes nothing', () => {
    const monday = appointment('2024-04-08 09:00');
    expect(bookingChangeRules(monday, at('2024-04-07 09:00')).canCancel).toBe(true);
    expect(bookingChangeRules(monday, at('2024-04-07 09:01')).canCancel).toBe(false);
  });
});

describe('bookingChangeRules: an intake appointment', () => {
  const intake = appointment('2024-03-07 10:00', { programContentType: 'INTAKES' });

  it('is never rescheduled, and cancelling it is always with charge', () => {
    const weekBefore = bookingChangeRules(intake, at('2024-02-29 10:00'));
    expect(weekBefore).toMatchObject({
      canReschedule: false,
      rescheduleRefusal: 'intakeNotReschedulable',
      canCancel: true,
      cancelRefusal: null,
      cancelOutcome: 'CANCELLED_WITH_CHARGE',
      freeChangeUntil: null,
    });
  });

  it('is cancelled only at least 24 hours before, like any appointment', () => {
    expect(bookingChangeRules(intake, at('2024-03-06 10:01'))).toMatchObject({
      canReschedule: false,
      rescheduleRefusal: 'intakeNotReschedulable',
      canCancel: false,
      cancelRefusal: 'appointmentTooLate',
    });
  });
});

describe('bookingChangeRules: a booking that is not SCHEDULED', () => {
  it.each(['COMPLETED', 'CANCELLED', 'CANCELLED_WITH_CHARGE'])(
    'refuses every change of a %s one',
    (status) => {
      for (const facts of [
        session('2024-03-20 10:00', { status }),
        appointment('2024-03-20 10:00', { status }),
        appointment('2024-03-20 10:00', { status, programContentType: 'INTAKES' }),
      ]) {
        expect(bookingChangeRules(facts, at('2024-03-01 10:00'))).toMatchObject({
          canReschedule: false,
          rescheduleRefusal: 'notScheduled',
          canCancel: false,
          cancelRefusal: 'notScheduled',
        });
      }
    },
  );

  it('refuses an invalid start and a grace period that is not a whole number', () => {
    expect(() => bookingChangeRules(session('not a date'), at('2024-03-01 10:00'))).toThrow(RangeError);
    expect(() =>
      bookingChangeRules(session('2024-03-20 10:00', { graceWorkingDays: -1 }), at('2024-03-01 10:00')),
    ).toThrow(RangeError);
  });
});

describe('bookingTab', () => {
  it.each([
    ['SESSION', 'SCHEDULED', 'Upcoming'],
    ['SESSION', 'COMPLETED', 'Completed'],
    ['SESSION', 'CANCELLED', 'Cancelled'],
    ['SESSION', 'CANCELLED_WITH_CHARGE', 'Forfeited'],
    ['APPOINTMENT', 'SCHEDULED', 'Upcoming'],
    ['APPOINTMENT', 'COMPLETED', 'Completed'],
    ['APPOINTMENT', 'CANCELLED', 'Cancelled/Other'],
    ['APPOINTMENT', 'CANCELLED_WITH_CHARGE', 'Cancelled/Other'],
  ] as const)('a %s %s is listed under %s', (format, status, tab) => {
    expect(bookingTab(format, status)).toBe(tab);
  });
});

describe('bookingChangeRulesInSingapore: instants, read in Singapore time whatever the host', () => {
  // Thursday 3 December 2026, 09:30 in Singapore; its last free day is Tuesday 1 December.
  const session = {
    format: 'SESSION' as const,
    programContentType: 'SESSIONS' as const,
    status: 'SCHEDULED',
    startsAt: new Date('2026-12-03T09:30:00+08:00'),
  };

  it('is free until midnight in Singapore at the end of the last free day', () => {
    const rules = bookingChangeRulesInSingapore(session, new Date('2026-12-01T23:59:00+08:00'));
    expect(rules.cancelOutcome).toBe('CANCELLED');
    expect(rules.canReschedule).toBe(true);
    expect(rules.freeChangeUntil?.toISOString()).toBe('2026-12-01T16:00:00.000Z');
  });

  it('forfeits from a minute past that midnight in Singapore, though it is still Tuesday in UTC', () => {
    const rules = bookingChangeRulesInSingapore(session, new Date('2026-12-02T00:01:00+08:00'));
    expect(rules.cancelOutcome).toBe('CANCELLED_WITH_CHARGE');
    expect(rules.rescheduleRefusal).toBe('sessionGraceOver');
  });

  it('counts an appointment’s 24 hours between the instants', () => {
    const appointment = { ...session, format: 'APPOINTMENT' as const };
    expect(bookingChangeRulesInSingapore(appointment, new Date('2026-12-02T09:30:00+08:00')).canCancel).toBe(
      true,
    );
    expect(
      bookingChangeRulesInSingapore(appointment, new Date('2026-12-02T09:31:00+08:00')).cancelRefusal,
    ).toBe('appointmentTooLate');
  });
});
