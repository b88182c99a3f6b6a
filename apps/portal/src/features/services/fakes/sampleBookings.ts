/**
 * The booking pages' sample data: a Gym Tonic service booked by session and a Circuit Training service booked by
 * intake at Kampung Admiralty, with vacant 45-minute slots in the week after the stories' frozen Sunday
 * (22/11/2026), intake runs (one full), and services to renew.
 */
import type { CareCalendar, CareEventView, ServiceBookingStage, SessionType } from '@careportal/domain';
import type { Intake, ServiceBooking, ServiceSummary, VacantSlot } from '../api';
import type { FakeBookingData } from './fakeBookingApi';

/** The stories' and tests' clock: Sunday 22 November 2026, 9 am in Singapore. */
export const BOOKING_NOW = Date.parse('2026-11-22T09:00:00+08:00');

export const SESSIONS_SERVICE_ID = 'service-gym-tonic';
export const INTAKE_SERVICE_ID = 'service-circuit';
export const RENEWABLE_SERVICE_ID = 'service-renewable';
export const HELD_SERVICE_ID = 'service-held';

const ACTIVE_AGEING = '6a1f0c4e-2b7d-4e39-9d51-0c2f7a8b1e01';
const KAMPUNG_ADMIRALTY = '9b1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e01';

/** A service of the signed-in customer. */
export function sampleService(fields: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    id: SESSIONS_SERVICE_ID,
    productId: '2c9e6f1a-8b3d-4c57-a0e2-5f4d3b2a1c01',
    categoryId: ACTIVE_AGEING,
    categoryName: 'Active Ageing',
    serviceStatus: 'UPCOMING',
    centerId: KAMPUNG_ADMIRALTY,
    programContentType: 'SESSIONS',
    productName: 'Gym Tonic',
    offeringId: '3d0f7a2b-9c4e-4d68-b1f3-6a5e4c3b2d01',
    offeringName: '24 sessions',
    centreName: 'Kampung Admiralty Active Ageing Hub',
    centreAddress: '678 Woodlands Ave 6, Singapore 730678',
    personId: 'client-tan-ah-kow',
    personName: 'Tan Ah Kow',
    forSelf: true,
    startDate: '2026-11-16',
    endDate: '2027-05-15',
    bookingStage: 'PRE_SESSION_BOOKING',
    hasPreSessionType: true,
    reportedHealthDecline: false,
    sessionsTotal: 24,
    sessionsUsed: 21,
    intakeId: null,
    renewable: false,
    graceWorkingDays: 2,
    ...fields,
  };
}

/** The Circuit Training service, booked by intake. */
export function intakeService(fields: Partial<ServiceSummary> = {}): ServiceSummary {
  return sampleService({
    id: INTAKE_SERVICE_ID,
    productId: '2c9e6f1a-8b3d-4c57-a0e2-5f4d3b2a1c02',
    programContentType: 'INTAKES',
    productName: 'Circuit Training',
    offeringName: '1 run of 16 sessions',
    bookingStage: 'SESSION_BOOKING',
    hasPreSessionType: true,
    sessionsTotal: 16,
    sessionsUsed: 0,
    ...fields,
  });
}

function slot(day: string, time: string, vacancies = 6): VacantSlot {
  const startsAt = `${day}T${time}:00+08:00`;
  return {
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString().replace('.000Z', 'Z'),
    vacancies,
  };
}

/** Vacant slots in the week after 22/11/2026, by type. */
export function sampleSlots(): Record<SessionType, VacantSlot[]> {
  return {
    PRE_SESSION: [
      slot('2026-11-24', '10:00', 1),
      slot('2026-11-24', '14:00', 1),
      slot('2026-11-26', '09:00', 1),
    ],
    SESSION: [
      slot('2026-11-25', '09:00', 8),
      slot('2026-11-25', '10:00', 1),
      slot('2026-11-25', '15:00', 4),
      slot('2026-11-27', '09:00', 12),
      slot('2026-11-27', '10:00', 2),
      slot('2026-12-01', '09:00', 12),
    ],
    POST_SESSION: [slot('2026-11-30', '10:00', 1), slot('2026-12-02', '14:00', 1)],
  };
}

/** Intake runs at Kampung Admiralty: two open, one full. */
export function sampleIntakes(): Intake[] {
  return [
    {
      id: 'intake-jan',
      name: 'January intake',
      startDate: '2027-01-05',
      endDate: '2027-02-26',
      daysOfWeek: [2, 5],
      startTime: '09:00',
      endTime: '09:45',
      vacancies: 6,
    },
    {
      id: 'intake-dec',
      name: 'December intake',
      startDate: '2026-12-01',
      endDate: '2027-01-22',
      daysOfWeek: [1, 4],
      startTime: '10:00',
      endTime: '10:45',
      vacancies: 0,
    },
    {
      id: 'intake-feb',
      name: 'February intake',
      startDate: '2027-02-02',
      endDate: '2027-03-26',
      daysOfWeek: [3, 6],
      startTime: '14:00',
      endTime: '14:45',
      vacancies: 1,
    },
  ];
}

/**
 * GET care-calendar/clash-check/intake as the fake answers it (FakeBookingOptions.intakeClashCheck): the January
 * intake's first five Tuesdays land at the same time as the customer's mother's Gym Tonic sessions at Kampung
 * Admiralty; any other run is free.
 */
export function januaryClashesWithMother(serviceId: string, intakeId: string): CareCalendar {
  const centre = {
    id: KAMPUNG_ADMIRALTY,
    name: 'Kampung Admiralty Active Ageing Hub',
    address: '678 Woodlands Ave 6, Singapore 730678',
    latitude: 1.4406,
    longitude: 103.8009,
  };
  const tuesdays =
    intakeId === 'intake-jan' ? ['2027-01-05', '2027-01-12', '2027-01-19', '2027-01-26', '2027-02-02'] : [];
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();
  const enrolment = tuesdays.map((date, index): CareEventView => ({
    id: `new-${String(index + 1)}`,
    kind: 'APPOINTMENT',
    personId: 'client-tan-ah-kow',
    eventName: 'Circuit Training',
    title: 'Intake',
    startsAt: at(date, '09:00'),
    endsAt: at(date, '09:45'),
    centre,
    serviceId,
    canReschedule: false,
  }));
  const mothers = tuesdays.map((date, index): CareEventView => ({
    id: `mother-gym-${String(index + 1)}`,
    kind: 'SESSION',
    personId: 'loved-tan-mei-ling',
    eventName: 'Gym Tonic',
    title: `Session ${String(index + 3)} of 24`,
    startsAt: at(date, '09:00'),
    endsAt: at(date, '10:00'),
    centre,
    serviceId: 'service-mother-gym',
    canReschedule: true,
  }));
  return {
    from: tuesdays[0] ?? '2027-02-02',
    to: tuesdays.at(-1) ?? '2027-02-02',
    people: [
      { id: 'client-tan-ah-kow', kind: 'SELF', name: 'Tan Ah Kow' },
      { id: 'loved-tan-mei-ling', kind: 'LOVED_ONE', name: 'Tan Mei Ling' },
    ],
    events: [...enrolment, ...mothers],
    clashes: enrolment.map((event, index) => ({
      firstId: event.id,
      secondId: `mother-gym-${String(index + 1)}`,
      kind: 'overlap' as const,
      gapMinutes: -45,
      travelMinutes: 0,
    })),
  };
}

/** A booking of the Gym Tonic service already made. */
export function sampleBooking(fields: Partial<ServiceBooking> = {}): ServiceBooking {
  return {
    id: 'booking-1',
    serviceId: SESSIONS_SERVICE_ID,
    format: 'APPOINTMENT',
    type: 'PRE_SESSION',
    status: 'SCHEDULED',
    eventName: 'Gym Tonic',
    title: 'Pre-assessment',
    startsAt: '2026-11-23T10:00:00+08:00',
    endsAt: '2026-11-23T10:45:00+08:00',
    centreId: KAMPUNG_ADMIRALTY,
    centreName: 'Kampung Admiralty Active Ageing Hub',
    centreAddress: '678 Woodlands Ave 6, Singapore 730678',
    cancellationReason: null,
    cancelledAt: null,
    sequence: 0,
    calendarUid: 'booking-1@careportal.example',
    changeRules: {
      canReschedule: true,
      rescheduleRefusal: null,
      canCancel: true,
      cancelRefusal: null,
      cancelOutcome: 'CANCELLED',
      freeChangeUntil: null,
    },
    ...fields,
  };
}

/** The booking data: the services at `stage`, their slots and intakes, no bookings, an empty cart. */
export function bookingData(
  stage: ServiceBookingStage = 'PRE_SESSION_BOOKING',
  fields: Partial<FakeBookingData> = {},
): FakeBookingData {
  return {
    services: [
      sampleService({ bookingStage: stage }),
      intakeService(),
      sampleService({
        id: RENEWABLE_SERVICE_ID,
        serviceStatus: 'COMPLETED',
        bookingStage: 'BOOKING_COMPLETED',
        sessionsUsed: 24,
        renewable: true,
      }),
      sampleService({ id: HELD_SERVICE_ID, serviceStatus: 'ONGOING', renewable: false }),
    ],
    bookings: [],
    slots: sampleSlots(),
    intakes: sampleIntakes(),
    cart: null,
    ...fields,
  };
}

/** The address of a booking page for a service. */
export function bookingPath(page: 'sessions' | 'intake' | 'renew', serviceId: string): string {
  const path = page === 'renew' ? '/renew' : `/book-preclass-${page}`;
  return `${path}?${new URLSearchParams({ serviceId }).toString()}`;
}
