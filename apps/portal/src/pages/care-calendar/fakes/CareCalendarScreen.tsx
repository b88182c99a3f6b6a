import {
  findClashes,
  singaporeCalendarDate,
  type CareCalendar,
  type CareEventView,
  type CarePerson,
} from '@careportal/domain';
import { useState } from 'react';
import { copy } from '../../../copy';
import { FAKE_API_URL } from '../../../test/fakeEnvelope';
import { answer } from '../../../test/fakeEnvelope';
import { PageScreen } from '../../../test/PageScreen';
import { CareCalendarPage } from '../CareCalendarPage';

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

/** Props of {@link CareCalendarScreen}. */
export interface CareCalendarScreenProps {
  /** The address opened, such as `/care-calendar?week=2026-11-23`. */
  path: string;
  /** Everyone the customer cares for, themself first. */
  people: CarePerson[];
  /** Their bookings; the fake answers those of the period asked for, with their clashes. */
  events: CareEventView[];
  /** GET care-calendar fails (500). */
  fails?: boolean;
  /** GET care-calendar never answers: the page stays loading. */
  pending?: boolean;
}

/**
 * The care calendar page over an in-memory GET care-calendar that answers the period asked for, with the
 * clashes of the domain's own rule (findClashes), as the API does.
 */
export function CareCalendarScreen({
  path,
  people,
  events,
  fails = false,
  pending = false,
}: CareCalendarScreenProps) {
  const [fetch] = useState(() => (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.href.startsWith(`${FAKE_API_URL}/care-calendar`)) return Promise.resolve(answer(404));
    if (pending) return new Promise<Response>(() => undefined);
    if (fails) return Promise.resolve(answer(500, { errorMessage: 'Something went wrong' }));
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const inPeriod = events.filter((event) => {
      const day = singaporeCalendarDate(new Date(event.startsAt));
      return day >= from && day <= to;
    });
    const clashes = findClashes(
      inPeriod.map((event) => ({
        ...event,
        startsAt: new Date(event.startsAt),
        endsAt: new Date(event.endsAt),
      })),
    ).map((clash) => ({
      firstId: clash.first.id,
      secondId: clash.second.id,
      kind: clash.kind,
      gapMinutes: clash.gapMinutes,
      travelMinutes: clash.travelMinutes,
    }));
    const data: CareCalendar = { from, to, people, events: inPeriod, clashes };
    return Promise.resolve(answer(200, { data }));
  });
  const [routes] = useState(() => [
    { path: '/care-calendar', element: <CareCalendarPage title={copy.titles.careCalendar} /> },
  ]);
  return <PageScreen fetch={fetch} routes={routes} path={path} />;
}
