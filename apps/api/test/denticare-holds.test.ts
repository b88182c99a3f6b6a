/**
 * The public Denticare hold rules (lib/denticare-holds.ts) on their own, without an app or a database: which of
 * the session's bookings a POST or PUT appointment acts on, what taking the slot writes, what review/confirm may
 * book and what a cancellation link opens. denticare-public.test.ts drives the same rules through HTTP.
 */
import { DENTICARE_HOLD_MS, type PublicAppointmentRequest } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

import { cancellationLinkOpens, confirmableHold, holdTarget, holdWrite } from '../src/lib/denticare-holds.ts';
import { ApiError } from '../src/lib/errors.ts';
import type { BookingView } from '../src/repositories/denticare.ts';

const NOW = new Date('2026-03-02T02:00:00Z');
const HOUR = 3_600_000;

function view(status: string, startsIn: number): BookingView {
  const startsAt = new Date(NOW.getTime() + startsIn);
  return {
    booking: {
      id: `booking-${status}`,
      slotId: 'slot',
      customerId: null,
      lovedOneId: null,
      clientSessionId: 'session',
      serviceId: 'service',
      status,
      heldUntil: null,
      cancelToken: 'token',
      cancelReason: null,
      bookedAt: null,
      cancelledAt: null,
      language: 'en',
      createdAt: NOW,
    },
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    centreId: 'centre',
    centreName: 'Centre',
    centreAddress: {
      block: '1',
      street: 'Tampines Central 5',
      building: null,
      level: '04',
      unit: '21',
      postalCode: '529536',
    },
    dentistId: 'dentist',
    dentistName: 'Dentist',
    serviceId: 'service',
    serviceName: 'Scaling',
  };
}

const body = {
  clientSessionId: 'session',
  serviceId: 'service-2',
  centerId: 'centre',
  resourceId: 'dentist',
  monthAndYear: '2026-03',
  dayOfMonth: '10',
  timeSlot: '09:00 am',
} as PublicAppointmentRequest;

function errorCodeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.errorCode;
    throw error;
  }
  return undefined;
}

describe('holdTarget', () => {
  it('takes a new hold for a session with nothing, and moves its hold, lapsed or not', () => {
    expect(holdTarget(undefined, 'POST', NOW)).toEqual({ target: undefined, rescheduling: false });
    const held = view('HELD', 48 * HOUR);
    expect(holdTarget(held, 'POST', NOW)).toEqual({ target: held, rescheduling: false });
    const expired = view('EXPIRED', 48 * HOUR);
    expect(holdTarget(expired, 'PUT', NOW)).toEqual({ target: expired, rescheduling: false });
  });

  it('refuses a second booking (POST) and reschedules the booked one (PUT) within the 24-hour rule', () => {
    const booked = view('BOOKED', 48 * HOUR);
    expect(errorCodeOf(() => holdTarget(booked, 'POST', NOW))).toBe('APPOINTMENT_EXISTS');
    expect(holdTarget(booked, 'PUT', NOW)).toEqual({ target: booked, rescheduling: true });
    expect(errorCodeOf(() => holdTarget(view('BOOKED', 2 * HOUR), 'PUT', NOW))).toBe('CHANGE_REFUSED');
  });

  it('lets a session whose appointment has passed hold again, and has nothing for PUT to move', () => {
    const past = view('BOOKED', -2 * HOUR);
    expect(holdTarget(past, 'POST', NOW)).toEqual({ target: undefined, rescheduling: false });
    expect(errorCodeOf(() => holdTarget(past, 'PUT', NOW))).toBe('NOT_FOUND');
    expect(errorCodeOf(() => holdTarget(view('CANCELLED', 48 * HOUR), 'PUT', NOW))).toBe('NOT_FOUND');
  });
});

describe('holdWrite', () => {
  const heldUntil = new Date(NOW.getTime() + DENTICARE_HOLD_MS);

  it('inserts a new hold with its own cancellation-link id, in the language the page sends', () => {
    expect(
      holdWrite({ target: undefined, rescheduling: false }, { ...body, language: 'ms' }, NOW, () => 'new'),
    ).toEqual({
      kind: 'insert',
      values: {
        clientSessionId: 'session',
        serviceId: 'service-2',
        status: 'HELD',
        heldUntil,
        cancelToken: 'new',
        language: 'ms',
      },
    });
  });

  it('holds a moved hold again from now, and keeps a rescheduled appointment BOOKED and its language', () => {
    const held = view('EXPIRED', 48 * HOUR);
    expect(holdWrite({ target: held, rescheduling: false }, body, NOW)).toEqual({
      kind: 'move',
      bookingId: held.booking.id,
      set: { serviceId: 'service-2', status: 'HELD', heldUntil },
    });
    const booked = view('BOOKED', 48 * HOUR);
    expect(holdWrite({ target: booked, rescheduling: true }, body, NOW)).toEqual({
      kind: 'move',
      bookingId: booked.booking.id,
      set: { serviceId: 'service-2' },
    });
  });
});

describe('confirmableHold and cancellationLinkOpens', () => {
  it('books a hold, answers a booked session again, and refuses a session with neither', () => {
    const held = view('HELD', 48 * HOUR);
    expect(confirmableHold(held)).toEqual({ hold: held });
    const booked = view('BOOKED', 48 * HOUR);
    expect(confirmableHold(booked)).toEqual({ booked });
    expect(errorCodeOf(() => confirmableHold(undefined))).toBe('VALIDATION_FAILED');
    expect(errorCodeOf(() => confirmableHold(view('CANCELLED', 48 * HOUR)))).toBe('VALIDATION_FAILED');
  });

  it('opens a booked, cancelled or completed appointment, never a hold', () => {
    for (const status of ['BOOKED', 'CANCELLED', 'COMPLETED']) {
      expect(cancellationLinkOpens(view(status, 48 * HOUR))).toBe(true);
    }
    for (const status of ['HELD', 'EXPIRED', 'RELEASED']) {
      expect(cancellationLinkOpens(view(status, 48 * HOUR))).toBe(false);
    }
    expect(cancellationLinkOpens(undefined)).toBe(false);
  });
});
