/** The sample Denticare data of the stories and tests, on Sunday 22 November 2026 (the stories' frozen clock). */
import {
  denticareDayOfMonth,
  denticareMonthAndYear,
  denticareTimeSlot,
  messages,
  type DenticareAppointment,
} from '@careportal/domain';
import type { FakeDenticareData, FakePerson, FakeSlot } from './fakeMyDenticareApi';

/** The stories' today, 9 am in Singapore. */
export const SAMPLE_NOW = '2026-11-22T09:00:00+08:00';

export const SCALING = 'svc-scaling';
export const BEDOK = 'ctr-bedok';
export const JURONG = 'ctr-jurong';
export const NO_PREFERENCE = 'res-any';
export const DR_LIM = 'res-lim';
export const DR_TAN = 'res-tan';

const MINUTE_MS = 60_000;

function slot(startsAt: string, resourceId = DR_LIM, centerId = BEDOK): FakeSlot {
  return { centerId, resourceId, startsAt };
}

/** The free slots: Bedok in November, December and January, Jurong in December. */
export function sampleSlots(): FakeSlot[] {
  return [
    slot('2026-11-25T09:00:00+08:00'),
    slot('2026-11-25T09:45:00+08:00', DR_TAN),
    slot('2026-12-01T09:00:00+08:00'),
    slot('2026-12-01T09:45:00+08:00'),
    slot('2026-12-01T10:30:00+08:00', DR_TAN),
    slot('2026-12-01T14:15:00+08:00'),
    slot('2026-12-03T11:15:00+08:00', DR_TAN),
    slot('2027-01-05T09:00:00+08:00'),
    slot('2026-12-02T09:00:00+08:00', 'res-ong', JURONG),
  ];
}

/** A sample appointment of Dental Scaling and Polishing at Bedok. */
export function sampleAppointment(
  id: string,
  startsAt: string,
  status: DenticareAppointment['status'] = 'BOOKED',
  resourceId = DR_LIM,
): DenticareAppointment {
  const starts = new Date(startsAt);
  return {
    id,
    serviceId: SCALING,
    serviceName: 'Dental Scaling and Polishing',
    centerId: BEDOK,
    centerName: 'Denticare Bedok',
    resourceId,
    resourceName: resourceId === DR_TAN ? 'Dr Tan Hui Min' : 'Dr Lim Wei Ming',
    startsAt: starts.toISOString(),
    endsAt: new Date(starts.getTime() + 45 * MINUTE_MS).toISOString(),
    monthAndYear: denticareMonthAndYear(starts),
    dayOfMonth: denticareDayOfMonth(starts),
    timeSlot: denticareTimeSlot(starts),
    status,
    canReschedule: status === 'BOOKED',
    canCancel: status === 'BOOKED',
    refusal: null,
  };
}

/** The customer's appointments: two upcoming (one less than 24 hours away), one completed, one cancelled. */
export function sampleAppointments(): DenticareAppointment[] {
  return [
    sampleAppointment('appt-next-week', '2026-11-30T10:30:00+08:00'),
    sampleAppointment('appt-tomorrow', '2026-11-23T08:00:00+08:00', 'BOOKED', DR_TAN),
    sampleAppointment('appt-october', '2026-10-15T14:15:00+08:00', 'COMPLETED'),
    sampleAppointment('appt-september', '2026-09-10T09:00:00+08:00', 'CANCELLED'),
  ];
}

/** A registered person with the sample appointments. */
export function registeredPerson(fields: Partial<FakePerson> = {}): FakePerson {
  return {
    denticareClientId: 'dc-self',
    blackListed: false,
    nricTaken: false,
    appointments: sampleAppointments(),
    ...fields,
  };
}

/** The sample: the customer registered with appointments, and a loved one not registered yet. */
export function denticareData(fields: Partial<FakeDenticareData> = {}): FakeDenticareData {
  return {
    services: [
      {
        serviceId: SCALING,
        serviceName: 'Dental Scaling and Polishing',
        description: 'Cleaning of the teeth and gums by a dentist, 45 minutes.',
      },
    ],
    centers: [
      {
        centerId: BEDOK,
        centerName: 'Denticare Bedok',
        area: 'EAST',
        address: '18 Bedok North Street 1, #01-01',
        postalCode: '469661',
      },
      {
        centerId: JURONG,
        centerName: 'Denticare Jurong',
        area: 'WEST',
        address: '50 Jurong West Street 91, #01-12',
        postalCode: '649040',
      },
    ],
    resources: {
      [BEDOK]: [
        { resourceId: NO_PREFERENCE, resourceName: messages.denticare.defaultDentist },
        { resourceId: DR_LIM, resourceName: 'Dr Lim Wei Ming' },
        { resourceId: DR_TAN, resourceName: 'Dr Tan Hui Min' },
      ],
      [JURONG]: [
        { resourceId: 'res-any-jurong', resourceName: messages.denticare.defaultDentist },
        { resourceId: 'res-ong', resourceName: 'Dr Ong Kai Wen' },
      ],
    },
    slots: sampleSlots(),
    people: {
      self: registeredPerson(),
      'lo-mei-ling': { denticareClientId: null, blackListed: false, nricTaken: false, appointments: [] },
    },
    lovedOnes: [{ id: 'lo-mei-ling', name: 'Tan Mei Ling' }],
    disabledLovedOne: false,
    takeSlotOnce: null,
    ...fields,
  };
}
