import { describe, expect, it } from 'vitest';

import {
  addCalendarDays,
  fromSingaporeWallClock,
  isoWeekday,
  singaporeInstant,
  toSingaporeWallClock,
  type HolidayCalendar,
} from '../calendar/index.js';
import {
  bookingRefusal,
  newServiceStatus,
  openingDates,
  serviceBookingStage,
  sessionSlots,
  sessionsUsed,
  type ServiceBookingFacts,
} from './index.js';

describe('Singapore time', () => {
  it('reads an instant as Singapore wall-clock time and back, whatever the host zone', () => {
    const instant = new Date('2024-03-01T17:30:00Z');
    const wall = toSingaporeWallClock(instant);
    expect([wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual(
      [2024, 2, 2, 1, 30],
    );
    expect(fromSingaporeWallClock(wall)).toEqual(instant);
  });

  it('builds instants from Singapore dates and times', () => {
    expect(singaporeInstant('2024-03-05', '09:30').toISOString()).toBe('2024-03-05T01:30:00.000Z');
    expect(singaporeInstant('2024-03-05', '14:00:00').toISOString()).toBe('2024-03-05T06:00:00.000Z');
    expect(() => singaporeInstant('2024-02-30', '09:00')).toThrow(RangeError);
    expect(() => singaporeInstant('2024-02-03', '9am')).toThrow(RangeError);
    expect(addCalendarDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(isoWeekday('2024-03-10')).toBe(7);
    expect(isoWeekday('2024-03-11')).toBe(1);
  });
});

describe('openingDates', () => {
  it('keeps the weekdays asked for and leaves out public holidays', () => {
    // Hari Raya Puasa: Wednesday 10 April 2024.
    expect(openingDates('2024-04-08', '2024-04-19', [1, 3])).toEqual([
      '2024-04-08',
      '2024-04-15',
      '2024-04-17',
    ]);
  });

  it('opens on a weekend day when the hours say so, unless it is a holiday', () => {
    // Chinese New Year: Saturday 10 and Sunday 11 February 2024.
    expect(openingDates('2024-02-03', '2024-02-11', [6, 7])).toEqual(['2024-02-03', '2024-02-04']);
  });

  it('uses the holiday source it is given, and gives nothing for a window that ends before it starts', () => {
    const holidays: HolidayCalendar = () => [{ date: '2024-03-05', name: 'Test day' }];
    expect(openingDates('2024-03-04', '2024-03-06', [1, 2, 3], holidays)).toEqual([
      '2024-03-04',
      '2024-03-06',
    ]);
    expect(openingDates('2024-03-06', '2024-03-04', [1, 2, 3])).toEqual([]);
    expect(() => openingDates('2024-3-6', '2024-03-04', [1])).toThrow(RangeError);
  });
});

describe('sessionSlots', () => {
  const centre = [
    { dayOfWeek: 2, opens: '09:00', closes: '10:30', places: 2 },
    { dayOfWeek: 3, opens: '09:00:00', closes: '11:00:00', places: 1 },
  ];

  it('cuts the opening hours into 45-minute sessions while a whole one fits, in Singapore time', () => {
    const slots = sessionSlots(centre, '2024-03-05', '2024-03-06');
    expect(slots.map((s) => [s.date, s.startTime, s.endTime, s.places])).toEqual([
      ['2024-03-05', '09:00', '09:45', 2],
      ['2024-03-05', '09:45', '10:30', 2],
      ['2024-03-06', '09:00', '09:45', 1],
      ['2024-03-06', '09:45', '10:30', 1],
    ]);
    expect(slots[0]?.startsAt.toISOString()).toBe('2024-03-05T01:00:00.000Z');
    expect(slots[0]?.endsAt.toISOString()).toBe('2024-03-05T01:45:00.000Z');
  });

  it('gives a one-hour class one session from its start', () => {
    const slots = sessionSlots(
      [{ id: 'class', dayOfWeek: 1, opens: '09:30', closes: '10:30', places: 12 }],
      '2024-03-04',
      '2024-03-17',
    );
    expect(slots.map((s) => [s.date, s.startTime, s.sourceId])).toEqual([
      ['2024-03-04', '09:30', 'class'],
      ['2024-03-11', '09:30', 'class'],
    ]);
  });

  it('skips public holidays and days without hours', () => {
    // Tuesday 9 April 2024 is open; Wednesday 10 April is Hari Raya Puasa.
    const dates = new Set(sessionSlots(centre, '2024-04-08', '2024-04-12').map((s) => s.date));
    expect([...dates]).toEqual(['2024-04-09']);
  });

  it('refuses a length that is not a whole number of minutes', () => {
    expect(() => sessionSlots(centre, '2024-03-05', '2024-03-06', undefined, 0)).toThrow(RangeError);
  });
});

describe('serviceBookingStage and bookingRefusal', () => {
  const gymTonic: ServiceBookingFacts = {
    programContentType: 'SESSIONS',
    status: 'ONGOING',
    hasPreSessionType: true,
    hasPostSessionType: true,
    sessionsTotal: 2,
    enrolledInIntake: false,
    bookings: [],
  };
  const withBookings = (...bookings: ServiceBookingFacts['bookings'][number][]): ServiceBookingFacts => ({
    ...gymTonic,
    bookings,
  });

  it('moves from the pre-assessment to the sessions, the post-assessment and completion', () => {
    expect(serviceBookingStage(gymTonic)).toBe('PRE_SESSION_BOOKING');
    const pre = { type: 'PRE_SESSION', status: 'SCHEDULED' } as const;
    expect(serviceBookingStage(withBookings(pre))).toBe('SESSION_BOOKING');
    const one = { type: 'SESSION', status: 'SCHEDULED' } as const;
    const forfeited = { type: 'SESSION', status: 'CANCELLED_WITH_CHARGE' } as const;
    expect(serviceBookingStage(withBookings(pre, one, forfeited))).toBe('POST_SESSION_BOOKING');
    const post = { type: 'POST_SESSION', status: 'SCHEDULED' } as const;
    expect(serviceBookingStage(withBookings(pre, one, forfeited, post))).toBe('BOOKING_COMPLETED');
  });

  it('goes back when a booking is cancelled: a cancelled session returns to the package', () => {
    const pre = { type: 'PRE_SESSION', status: 'COMPLETED' } as const;
    const cancelled = { type: 'SESSION', status: 'CANCELLED' } as const;
    const one = { type: 'SESSION', status: 'COMPLETED' } as const;
    expect(sessionsUsed([cancelled, one])).toBe(1);
    expect(serviceBookingStage(withBookings(pre, one, cancelled))).toBe('SESSION_BOOKING');
    expect(serviceBookingStage(withBookings({ type: 'PRE_SESSION', status: 'CANCELLED' }))).toBe(
      'PRE_SESSION_BOOKING',
    );
  });

  it('keeps a pre-session stage set on health grounds while the pre-assessment is still to book', () => {
    expect(serviceBookingStage(gymTonic, 'PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION')).toBe(
      'PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION',
    );
    expect(serviceBookingStage(gymTonic, 'SESSION_BOOKING')).toBe('PRE_SESSION_BOOKING');
  });

  it('has an intake programme book its sessions by enrolling', () => {
    const intake = { ...gymTonic, programContentType: 'INTAKES', hasPreSessionType: false } as const;
    expect(serviceBookingStage(intake)).toBe('SESSION_BOOKING');
    expect(serviceBookingStage({ ...intake, enrolledInIntake: true })).toBe('POST_SESSION_BOOKING');
    expect(bookingRefusal(intake, 'SESSION')).toBe('serviceNotBookable');
  });

  it('books only what is left, only for a service that is upcoming or ongoing', () => {
    expect(bookingRefusal(gymTonic, 'PRE_SESSION')).toBeNull();
    expect(bookingRefusal(withBookings({ type: 'PRE_SESSION', status: 'SCHEDULED' }), 'PRE_SESSION')).toBe(
      'serviceNotBookable',
    );
    expect(bookingRefusal({ ...gymTonic, hasPostSessionType: false }, 'POST_SESSION')).toBe(
      'serviceNotBookable',
    );
    const full = withBookings(
      { type: 'SESSION', status: 'SCHEDULED' },
      { type: 'SESSION', status: 'COMPLETED' },
    );
    expect(bookingRefusal(full, 'SESSION')).toBe('noSessionsLeft');
    for (const status of ['COMPLETED', 'EXPIRED', 'HEALTH_DECLARATION'] as const) {
      expect(bookingRefusal({ ...gymTonic, status }, 'SESSION')).toBe('serviceNotBookable');
    }
  });

  it('starts a bought service upcoming or ongoing', () => {
    expect(newServiceStatus('SESSIONS', '2024-03-05', '2024-03-05')).toBe('ONGOING');
    expect(newServiceStatus('SESSIONS', '2024-03-06', '2024-03-05')).toBe('UPCOMING');
    expect(newServiceStatus('INTAKES', '2024-03-05', '2024-03-05')).toBe('UPCOMING');
  });
});
