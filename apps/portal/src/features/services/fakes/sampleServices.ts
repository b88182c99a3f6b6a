/**
 * The services and bookings of the My Services stories and tests, around the stories' frozen instant (Sunday
 * 22 November 2026, 9 am in Singapore): one of each service status, session and appointment status, and each
 * reason a change can be refused.
 */
import type { CareCalendar, CareEventView, ServiceSummary, VacantSlot } from '@careportal/domain';
import type { FakeServicesData, StoredBooking } from './fakeServicesApi';

/** The instant the fake's rules are read at: the stories' frozen clock. */
export const SAMPLE_NOW = '2026-11-22T09:00:00+08:00';

const SELF = { personId: 'client-1', personName: 'Tan Ah Kow', forSelf: true } as const;
const MOTHER = { personId: 'loved-1', personName: 'Tan Mei Ling', forSelf: false } as const;
const BUKIT_BATOK = {
  centerId: 'centre-bbw',
  centreName: 'Bukit Batok West Active Ageing Hub',
  centreAddress: 'Blk 154 Bukit Batok West Avenue 8, #01-01, Singapore 650154',
} as const;
const JURONG = {
  centerId: 'centre-jcp',
  centreName: 'Jurong Central Plaza',
  centreAddress: 'Blk 135 Jurong Gateway Road, #02-337, Singapore 600135',
} as const;

/** A service of the sample: an ongoing Circuit Training programme by default. */
export function sampleService(fields: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    id: 'svc-circuit',
    productId: 'prod-circuit',
    productName: 'Circuit Training',
    categoryId: 'cat-aa',
    categoryName: 'Active Ageing',
    serviceStatus: 'ONGOING',
    programContentType: 'SESSIONS',
    offeringId: 'offer-12',
    offeringName: '12 sessions, twice a week',
    ...BUKIT_BATOK,
    ...SELF,
    startDate: '2026-10-05',
    endDate: '2027-01-29',
    bookingStage: 'SESSION_BOOKING',
    hasPreSessionType: true,
    reportedHealthDecline: false,
    sessionsTotal: 12,
    sessionsUsed: 7,
    intakeId: null,
    renewable: false,
    graceWorkingDays: 2,
    ...fields,
  };
}

/** A booking of the sample: an upcoming Circuit Training session by default. */
export function sampleBooking(fields: Partial<StoredBooking> & Pick<StoredBooking, 'id'>): StoredBooking {
  const startsAt = fields.startsAt ?? '2026-12-03T10:00:00+08:00';
  return {
    serviceId: 'svc-circuit',
    format: 'SESSION',
    type: 'SESSION',
    status: 'SCHEDULED',
    eventName: 'Circuit Training',
    title: 'Session',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString().replace('.000Z', 'Z'),
    centreId: BUKIT_BATOK.centerId,
    centreName: BUKIT_BATOK.centreName,
    centreAddress: BUKIT_BATOK.centreAddress,
    cancellationReason: null,
    cancelledAt: null,
    sequence: 0,
    calendarUid: `${fields.id}@careportal.example`,
    ...fields,
  };
}

const circuit = (id: string, title: string, startsAt: string, fields: Partial<StoredBooking> = {}) =>
  sampleBooking({ id, title, startsAt, ...fields });

/** Circuit Training's bookings: a session of each tab, one inside and one outside the grace period. */
export function circuitBookings(): StoredBooking[] {
  return [
    circuit('pre-1', 'Pre-assessment', '2026-10-05T09:00:00+08:00', {
      format: 'APPOINTMENT',
      type: 'PRE_SESSION',
      status: 'COMPLETED',
    }),
    circuit('s-5', 'Session 5 of 12', '2026-11-09T10:00:00+08:00', { status: 'COMPLETED' }),
    circuit('s-6', 'Session 6 of 12', '2026-11-12T10:00:00+08:00', {
      status: 'CANCELLED',
      cancellationReason: 'Going to the doctor',
      cancelledAt: '2026-11-06T15:00:00+08:00',
      sequence: 1,
    }),
    circuit('s-7', 'Session 7 of 12', '2026-11-16T10:00:00+08:00', {
      status: 'CANCELLED_WITH_CHARGE',
      cancellationReason: 'Felt unwell',
      cancelledAt: '2026-11-15T19:00:00+08:00',
      sequence: 1,
    }),
    // Tuesday: under two working days away on Sunday, so it can only be cancelled, and is forfeited.
    circuit('s-8', 'Session 8 of 12', '2026-11-24T10:00:00+08:00'),
    // Thursday week: free to change until the end of Tuesday 1 December.
    circuit('s-9', 'Session 9 of 12', '2026-12-03T10:00:00+08:00'),
    circuit('post-1', 'Post-assessment', '2027-01-27T14:00:00+08:00', {
      format: 'APPOINTMENT',
      type: 'POST_SESSION',
    }),
  ];
}

/** Functional Strength Training for a loved one: booked its pre-assessment for tomorrow, no sessions yet. */
export const strengthService = (): ServiceSummary =>
  sampleService({
    id: 'svc-strength',
    productId: 'prod-strength',
    productName: 'Functional Strength Training',
    serviceStatus: 'UPCOMING',
    offeringName: '24 sessions',
    ...JURONG,
    ...MOTHER,
    startDate: '2026-12-07',
    endDate: '2027-03-26',
    // Its pre-assessment is booked: its sessions are next.
    bookingStage: 'SESSION_BOOKING',
    sessionsTotal: 24,
    sessionsUsed: 0,
  });

/** The pre-assessment less than 24 hours away: it can no longer be changed. */
export const strengthBookings = (): StoredBooking[] => [
  sampleBooking({
    id: 'strength-pre',
    serviceId: 'svc-strength',
    format: 'APPOINTMENT',
    type: 'PRE_SESSION',
    eventName: 'Functional Strength Training',
    title: 'Pre-assessment',
    startsAt: '2026-11-23T08:30:00+08:00',
    centreId: JURONG.centerId,
    centreName: JURONG.centreName,
    centreAddress: JURONG.centreAddress,
  }),
];

/** Gym Tonic, an intake programme enrolled in a run that starts on Monday week. */
export const gymService = (): ServiceSummary =>
  sampleService({
    id: 'svc-gym',
    productId: 'prod-gym',
    productName: 'Gym Tonic',
    serviceStatus: 'UPCOMING',
    programContentType: 'INTAKES',
    offeringName: '24 sessions with an assessment before and after',
    startDate: '2026-11-30',
    endDate: '2027-02-26',
    bookingStage: 'BOOKING_COMPLETED',
    sessionsTotal: 24,
    sessionsUsed: 2,
    intakeId: 'intake-dec',
  });

/** The intake's first dates: never reschedulable, always cancelled with charge; one started this morning. */
export const gymBookings = (): StoredBooking[] => [
  sampleBooking({
    id: 'gym-1',
    serviceId: 'svc-gym',
    format: 'APPOINTMENT',
    eventName: 'Gym Tonic',
    title: 'Intake day 1',
    startsAt: '2026-11-30T09:30:00+08:00',
  }),
  sampleBooking({
    id: 'gym-trial',
    serviceId: 'svc-gym',
    format: 'APPOINTMENT',
    eventName: 'Gym Tonic',
    title: 'Trial class',
    startsAt: '2026-11-22T08:30:00+08:00',
  }),
];

/** A finished programme from last year, and one that ended without its last sessions. */
export const pastServices = (): ServiceSummary[] => [
  sampleService({
    id: 'svc-circuit-2025',
    serviceStatus: 'COMPLETED',
    offeringName: '12 sessions, twice a week',
    startDate: '2025-03-03',
    endDate: '2025-05-30',
    sessionsUsed: 12,
    renewable: true,
  }),
  sampleService({
    id: 'svc-gym-2024',
    productId: 'prod-gym',
    productName: 'Gym Tonic',
    serviceStatus: 'EXPIRED',
    programContentType: 'INTAKES',
    startDate: '2024-06-03',
    endDate: '2024-08-30',
    sessionsTotal: 24,
    sessionsUsed: 20,
    intakeId: 'intake-2024',
  }),
];

/** Day Care at Jurong waiting for its health declaration. */
export const declarationService = (): ServiceSummary =>
  sampleService({
    id: 'svc-daycare',
    productId: 'prod-daycare',
    productName: 'Senior Day Care',
    categoryId: 'cat-care',
    categoryName: 'Care services',
    serviceStatus: 'HEALTH_DECLARATION',
    offeringName: 'Weekdays',
    ...JURONG,
    startDate: '2026-12-01',
    endDate: null,
    bookingStage: null,
    sessionsTotal: 0,
    sessionsUsed: 0,
  });

/** The vacant slots of Circuit Training's sessions: Monday and Tuesday week. */
export function sampleSlots(): VacantSlot[] {
  const slot = (startsAt: string, vacancies: number): VacantSlot => ({
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString().replace('.000Z', 'Z'),
    vacancies,
  });
  return [
    slot('2026-11-30T09:00:00+08:00', 4),
    slot('2026-11-30T10:00:00+08:00', 1),
    slot('2026-12-01T14:00:00+08:00', 6),
    slot('2026-12-01T15:00:00+08:00', 2),
  ];
}

/** Every service and booking of the sample. */
export function servicesData(fields: Partial<FakeServicesData> = {}): FakeServicesData {
  const bookings = [...circuitBookings(), ...strengthBookings(), ...gymBookings()];
  return {
    services: [sampleService(), strengthService(), gymService(), ...pastServices(), declarationService()],
    bookings,
    slots: {
      'svc-circuit:SESSION': sampleSlots(),
      'svc-circuit:POST_SESSION': sampleSlots().slice(2),
    },
    takeSlotOnce: null,
    now: SAMPLE_NOW,
    ...fields,
  };
}

/**
 * GET care-calendar/clash-check as the fake answers it (FakeServicesOptions.clashCheck): a booking moved to
 * `clashingStart`, or a new one made at it, lands at the same time as the customer's mother's Gym Tonic session;
 * any other time is free.
 */
export function clashWithMother(
  clashingStart: string,
  clashingEnd: string,
  what: Pick<CareEventView, 'kind' | 'eventName' | 'title'> = {
    kind: 'APPOINTMENT',
    eventName: 'Circuit Training',
    title: 'Post-assessment',
  },
) {
  const centre = {
    id: 'c1000000-0000-4000-8000-000000000001',
    name: 'Bukit Batok West Active Ageing Hub',
    address: '11 Bukit Batok West Avenue 8, Singapore 658964',
    latitude: 1.3496,
    longitude: 103.7495,
  };
  return (sessionId: string, starts: readonly string[]): CareCalendar => {
    const isClashing = (start: string) => Date.parse(start) === Date.parse(clashingStart);
    const startsAt = starts.find(isClashing) ?? starts[0] ?? '';
    const day = startsAt.slice(0, 10);
    const clashes = isClashing(startsAt);
    const moved = {
      id: sessionId,
      personId: SELF.personId,
      ...what,
      startsAt,
      endsAt: clashingEnd,
      centre,
      serviceId: 'svc-circuit',
      canReschedule: true,
    };
    const mothers = {
      ...moved,
      id: 'mother-gym',
      kind: 'SESSION' as const,
      personId: MOTHER.personId,
      eventName: 'Gym Tonic',
      title: 'Session 2 of 24',
      serviceId: 'svc-gym',
    };
    return {
      from: day,
      to: day,
      people: [
        { id: SELF.personId, kind: 'SELF', name: SELF.personName },
        { id: MOTHER.personId, kind: 'LOVED_ONE', name: MOTHER.personName },
      ],
      events: clashes ? [moved, mothers] : [],
      clashes: clashes
        ? [{ firstId: sessionId, secondId: 'mother-gym', kind: 'overlap', gapMinutes: -45, travelMinutes: 0 }]
        : [],
    };
  };
}
