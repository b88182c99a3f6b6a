import { format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { workingDaysBetween, type HolidayCalendar } from '../calendar/index.js';
import { canChangeAppointment, isLateSessionCancellation, sessionCancellationDeadline } from './index.js';

/** Local date-time from `'yyyy-MM-dd HH:mm'`. */
const at = (text: string): Date => parseISO(text.replace(' ', 'T'));
const ymd = (date: Date): string => format(date, 'yyyy-MM-dd');

describe('sessionCancellationDeadline (2 working days by default)', () => {
  it.each([
    ['2024-03-07 10:00', '2024-03-05', 'a Thursday session: by the end of Tuesday'],
    ['2024-03-11 10:00', '2024-03-07', 'a Monday session: by the end of the previous Thursday'],
    ['2024-03-12 10:00', '2024-03-08', 'a Tuesday session: by the end of the previous Friday'],
    ['2024-03-09 10:00', '2024-03-07', 'a Saturday session: by the end of Thursday'],
    ['2024-02-14 10:00', '2024-02-09', 'after Chinese New Year 2024: by the end of Friday 9 Feb'],
    ['2024-02-13 09:00', '2024-02-08', 'the day after the in-lieu Monday: by the end of Thursday 8 Feb'],
    ['2024-04-01 09:00', '2024-03-27', 'a Monday after Good Friday: by the end of Wednesday'],
  ])('session %s → %s (%s)', (session, deadline) => {
    expect(ymd(sessionCancellationDeadline(at(session)))).toBe(deadline);
  });

  it('follows the grace period it is given', () => {
    expect(ymd(sessionCancellationDeadline(at('2024-03-07 10:00'), 1))).toBe('2024-03-06');
    expect(ymd(sessionCancellationDeadline(at('2024-03-07 10:00'), 3))).toBe('2024-03-04');
    expect(ymd(sessionCancellationDeadline(at('2024-03-07 10:00'), 0))).toBe('2024-03-07');
  });

  it.each([-1, 1.5, Number.NaN])('refuses a grace period of %d', (grace) => {
    expect(() => sessionCancellationDeadline(at('2024-03-07 10:00'), grace)).toThrow(RangeError);
  });
});

describe('isLateSessionCancellation', () => {
  it.each([
    ['2024-03-07 10:00', '2024-03-05 23:59', false, 'Thursday session, cancelled late Tuesday evening'],
    ['2024-03-07 10:00', '2024-03-06 00:00', true, 'Thursday session, cancelled at Wednesday midnight'],
    ['2024-03-07 10:00', '2024-03-01 09:00', false, 'Thursday session, cancelled the week before'],
    ['2024-03-11 10:00', '2024-03-07 18:00', false, 'Monday session, cancelled Thursday evening'],
    ['2024-03-11 10:00', '2024-03-08 08:00', true, 'Monday session, cancelled Friday morning'],
    ['2024-03-11 10:00', '2024-03-10 12:00', true, 'Monday session, cancelled on Sunday'],
    ['2024-02-14 10:00', '2024-02-09 17:00', false, 'after Chinese New Year, cancelled Friday before it'],
    ['2024-02-14 10:00', '2024-02-10 09:00', true, 'after Chinese New Year, cancelled during the holiday'],
    ['2024-02-14 10:00', '2024-02-13 09:00', true, 'cancelled the day before'],
    ['2024-03-07 10:00', '2024-03-07 09:00', true, 'cancelled on the day'],
    ['2024-03-07 10:00', '2024-03-07 11:00', true, 'cancelled after the start'],
  ])('session %s, cancelled %s → late %s (%s)', (session, cancel, late) => {
    expect(isLateSessionCancellation(at(session), at(cancel))).toBe(late);
  });

  it('with no grace period, is late only from the session start', () => {
    expect(isLateSessionCancellation(at('2024-03-07 10:00'), at('2024-03-07 09:59'), 0)).toBe(false);
    expect(isLateSessionCancellation(at('2024-03-07 10:00'), at('2024-03-07 10:00'), 0)).toBe(true);
  });

  it('uses the holiday source it is given', () => {
    const holidays: HolidayCalendar = () => [{ date: '2024-03-06', name: 'Test holiday' }];
    // Thursday session, Wednesday is a holiday: the deadline moves from Tuesday to Monday.
    expect(isLateSessionCancellation(at('2024-03-07 10:00'), at('2024-03-05 12:00'), 2, holidays)).toBe(true);
    expect(isLateSessionCancellation(at('2024-03-07 10:00'), at('2024-03-04 12:00'), 2, holidays)).toBe(
      false,
    );
  });

  it('is late exactly when fewer than the grace working days lie from the cancellation day to the session day', () => {
    const when = fc.date({ min: new Date(2024, 0, 1), max: new Date(2027, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(when, when, fc.integer({ min: 0, max: 5 }), (session, cancel, grace) => {
        const expected = cancel >= session || workingDaysBetween(cancel, session) < grace;
        expect(isLateSessionCancellation(session, cancel, grace)).toBe(expected);
      }),
    );
  });

  it('never becomes on time again as the cancellation moves later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2024, 0, 1), max: new Date(2027, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        fc.integer({ min: 0, max: 5 * 24 * 60 }),
        (session, before, later) => {
          const cancel = new Date(session.getTime() - before * 60_000);
          const laterCancel = new Date(cancel.getTime() + later * 60_000);
          if (isLateSessionCancellation(session, cancel)) {
            expect(isLateSessionCancellation(session, laterCancel)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('canChangeAppointment', () => {
  const start = at('2024-03-07 10:00');

  it.each([
    ['2024-03-06 10:00', true, 'exactly 24 hours before'],
    ['2024-03-06 09:59', true, 'more than 24 hours before'],
    ['2024-03-06 10:01', false, 'less than 24 hours before'],
    ['2024-03-07 10:00', false, 'at the start'],
    ['2024-03-08 10:00', false, 'after the start'],
  ])('now %s → %s (%s)', (now, allowed) => {
    expect(canChangeAppointment(start, at(now))).toBe(allowed);
  });

  it('refuses one millisecond inside the 24 hours', () => {
    expect(canChangeAppointment(start, new Date(start.getTime() - 24 * 3_600_000 + 1))).toBe(false);
  });

  it('is false for an invalid date', () => {
    expect(canChangeAppointment(new Date(Number.NaN), start)).toBe(false);
  });
});
