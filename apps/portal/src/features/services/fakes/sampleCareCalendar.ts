/**
 * The care calendar's stories' people and bookings: a caregiver and her parents, in the week after the stories'
 * today (Sunday 22 November 2026), with a travel clash between her parents' bookings and a dental visit of her own.
 */
import type { CareEventView, CarePerson } from '@careportal/domain';

/** The caregiver and her parents, as the demo data has them. */
export const SAMPLE_PEOPLE: CarePerson[] = [
  { id: '11111111-1111-4111-8111-111111111111', kind: 'SELF', name: 'Rachel Goh Hui Min' },
  { id: '22222222-2222-4222-8222-222222222222', kind: 'LOVED_ONE', name: 'Goh Chin Huat' },
  { id: '33333333-3333-4333-8333-333333333333', kind: 'LOVED_ONE', name: 'Lee Siew Kim' },
];
const [SELF, FATHER, MOTHER] = SAMPLE_PEOPLE as [CarePerson, CarePerson, CarePerson];

const centre = (id: string, name: string, address: string, latitude: number, longitude: number) => ({
  id,
  name,
  address,
  latitude,
  longitude,
});
const BUKIT_BATOK = centre(
  'c1000000-0000-4000-8000-000000000001',
  'Bukit Batok West Active Ageing Hub',
  '11 Bukit Batok West Avenue 8, Singapore 658964',
  1.3496,
  103.7495,
);
const ADMIRALTY = centre(
  'c1000000-0000-4000-8000-000000000002',
  'Kampung Admiralty Active Ageing Hub',
  '676 Woodlands Drive 71, Singapore 730676',
  1.44,
  103.8009,
);
const BEDOK = centre(
  'c1000000-0000-4000-8000-000000000003',
  'Bedok Dental Clinic',
  '212 Bedok North Street 1, Singapore 460212',
  1.3244,
  103.9301,
);

let next = 0;
/** A booking on a Singapore date at Singapore times. */
function booking(
  person: CarePerson,
  fields: Pick<CareEventView, 'kind' | 'eventName' | 'title' | 'centre'> & { canReschedule?: boolean },
  date: string,
  start: string,
  end: string,
): CareEventView {
  next += 1;
  return {
    id: `e0000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    personId: person.id,
    startsAt: `${date}T${start}:00+08:00`,
    endsAt: `${date}T${end}:00+08:00`,
    serviceId: fields.kind === 'DENTAL' ? null : 'f0000000-0000-4000-8000-000000000001',
    canReschedule: true,
    ...fields,
  };
}

const circuit = { kind: 'SESSION' as const, eventName: 'Circuit Training', centre: BUKIT_BATOK };
/** The week after the stories' today (Sunday 22 November 2026): Monday 23 to Sunday 29 November. */
export const SAMPLE_WEEK = '2026-11-23';

/** Her father's classes on Monday and Thursday mornings. */
export const fatherClasses = (): CareEventView[] => [
  booking(FATHER, { ...circuit, title: 'Session 3 of 12' }, '2026-11-23', '09:30', '10:15'),
  booking(FATHER, { ...circuit, title: 'Session 4 of 12' }, '2026-11-26', '09:30', '10:15'),
];
/** Her mother's Gym Tonic on Wednesday and Saturday. */
export const motherClasses = (): CareEventView[] => [
  booking(
    MOTHER,
    { kind: 'SESSION', eventName: 'Gym Tonic', title: 'Session 1 of 10', centre: ADMIRALTY },
    '2026-11-25',
    '10:00',
    '10:45',
  ),
  booking(
    MOTHER,
    { kind: 'SESSION', eventName: 'Gym Tonic', title: 'Session 2 of 10', centre: ADMIRALTY },
    '2026-11-28',
    '10:00',
    '10:45',
  ),
];
/** Her mother's pre-assessment across the island, 15 minutes after his Monday class ends: a travel clash. */
export const motherPreAssessment = (canReschedule = true): CareEventView[] => [
  booking(
    MOTHER,
    {
      kind: 'APPOINTMENT',
      eventName: 'Gym Tonic',
      title: 'Pre-assessment',
      centre: ADMIRALTY,
      canReschedule,
    },
    '2026-11-23',
    '10:30',
    '11:15',
  ),
];
/** Her own dental check-up on Friday afternoon. */
export const ownDentalVisit = (): CareEventView[] => [
  booking(
    SELF,
    { kind: 'DENTAL', eventName: 'Dental Check-up', title: 'Dr Lim Wei Ling', centre: BEDOK },
    '2026-11-27',
    '14:00',
    '14:30',
  ),
];
