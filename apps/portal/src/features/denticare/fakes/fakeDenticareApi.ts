/**
 * An in-memory public Denticare API (issue 16, /work/notes/denticare-contract.md) for the Denticare pages'
 * stories and tests: centres, dentists, free months, days and times, the session's held or booked appointment
 * and client, confirm, and cancelling by link, in the API's envelope. It refuses as the server does (409
 * SLOT_TAKEN with the next free slots, HOLD_EXPIRED, the catalogue's messages). No vitest or browser-only
 * imports, so stories and tests share it.
 */
import {
  denticareSlotStart,
  maskNationalId,
  messages,
  type CancellationData,
  type DenticareAvailableTime,
  type DenticareCenterDetail,
  type DenticarePublicClient,
  type PublicAppointment,
  type PublicSlot,
  type RevampResource,
} from '@careportal/domain';
import { answer, readJson } from '../../../test/fakeEnvelope';

/** The scaling service's id. */
export const FAKE_SERVICE_ID = 'service-scaling';
const SLOT_MINUTES = 45;

/** What the fake holds. */
export interface FakeDenticareData {
  centers: DenticareCenterDetail[];
  /** Dentists by centre id; 'No preference' first. */
  resources: Record<string, RevampResource[]>;
  /** The free days, 'yyyy-MM-dd'. */
  dates: string[];
  /** The free times of each free day, 'hh:mm am'. */
  times: string[];
  /** Appointments by session id. */
  appointments: Record<string, PublicAppointment>;
  /** Clients by session id, the NRIC in full (answered masked). */
  clients: Record<string, DenticarePublicClient>;
  /** Cancellation data by appointment id (the link's id). */
  cancellations: Record<string, CancellationData>;
}

/** How the fake misbehaves, for the hold-on, retained-order and error states. */
export interface FakeDenticareOptions {
  /**
   * Times ('yyyy-MM-dd hh:mm am') someone else holds after the lists were read: they still show, and holding
   * one answers 409 SLOT_TAKEN with the next free times.
   */
  takenMeanwhile?: string[];
  /** Confirm answers 409 HOLD_EXPIRED: the hold lapsed and someone took the time. */
  holdExpired?: boolean;
  /** Cancelling answers 409 with this refusal. */
  cancelRefusal?: string;
  /** These paths (without the query) answer 500. */
  serverError?: string[];
  /** The free times never answer (loading). */
  timesHang?: boolean;
}

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakeDenticareApi {
  fetch: typeof fetch;
  data: FakeDenticareData;
  /** Every call made, as 'METHOD path?query'. */
  calls: string[];
  /** The bodies of POST events, in order. */
  events: unknown[];
}

/** A body field as text; '' when it is not text. */
function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const NO_PREFERENCE: RevampResource = { resourceId: 'dentist-any', resourceName: 'No preference' };

/** The sample data: two clinics, two dentists each, free days in December 2026 and January 2027. */
export function denticareData(): FakeDenticareData {
  return {
    centers: [
      {
        centerId: 'centre-bedok',
        centerName: 'Denticare Bedok',
        area: 'EAST',
        address: '11 Bedok North Street 1',
        postalCode: '469662',
      },
      {
        centerId: 'centre-jurong',
        centerName: 'Denticare Jurong West',
        area: 'WEST',
        address: '50 Jurong West Street 61',
        postalCode: '648202',
      },
    ],
    resources: {
      'centre-bedok': [
        NO_PREFERENCE,
        { resourceId: 'dentist-lim', resourceName: 'Dr Lim Wei Ling' },
        { resourceId: 'dentist-tan', resourceName: 'Dr Tan Boon Huat' },
      ],
      'centre-jurong': [NO_PREFERENCE, { resourceId: 'dentist-ng', resourceName: 'Dr Ng Siew Mei' }],
    },
    dates: ['2026-12-01', '2026-12-03', '2026-12-08', '2027-01-05'],
    times: ['09:00 am', '09:45 am', '10:30 am', '02:00 pm'],
    appointments: {},
    clients: {},
    cancellations: {},
  };
}

/** A booked appointment of `sessionId` on Thursday 3 December 2026 at 09:45 AM, with its link's id. */
export function bookedAppointment(sessionId: string, status: PublicAppointment['status'] = 'BOOKED') {
  const startsAt = (denticareSlotStart('2026-12', '03', '09:45 am') ?? new Date(0)).toISOString();
  const appointment: PublicAppointment = {
    appointmentId: 'Yq3v9kT2mZs8LwP4nR6xC1bD0fH7jA5e',
    clientSessionId: sessionId,
    centerId: 'centre-bedok',
    centerName: 'Denticare Bedok',
    resourceId: 'dentist-lim',
    resourceName: 'Dr Lim Wei Ling',
    serviceId: FAKE_SERVICE_ID,
    serviceName: 'Dental Scaling and Polishing',
    monthAndYear: '2026-12',
    dayOfMonth: '03',
    timeSlot: '09:45 am',
    startsAt,
    status,
    heldUntil: status === 'HELD' ? '2026-11-22T01:03:00.000Z' : null,
  };
  return appointment;
}

/** A sample client: Tan Ah Kow, NRIC S1234567D. */
export function sampleClient(): DenticarePublicClient {
  return {
    name: 'Tan Ah Kow',
    nric: 'S1234567D',
    mobileNumber: '91234567',
    bookingForYourself: true,
    email: 'ahkow.tan@example.com',
    clientIdType: 'NRIC',
    countryCode: '+65',
  };
}

/** The fake over `data`. */
export function createFakeDenticareApi(
  data: FakeDenticareData,
  options: FakeDenticareOptions = {},
): FakeDenticareApi {
  const calls: string[] = [];
  const events: unknown[] = [];
  const taken = new Set(options.takenMeanwhile ?? []);
  let made = 0;

  const resourcesOf = (centerId: string | null) => data.resources[centerId ?? ''] ?? [];
  const centerOf = (centerId: unknown) => data.centers.find((center) => center.centerId === centerId);

  function startOf(date: string, time: string): string {
    const at = denticareSlotStart(date.slice(0, 7), date.slice(8, 10), time);
    return (at ?? new Date(0)).toISOString();
  }

  function isFree(date: string, time: string): boolean {
    return !Object.values(data.appointments).some(
      (appointment) =>
        appointment.status !== 'CANCELLED' &&
        `${appointment.monthAndYear}-${appointment.dayOfMonth}` === date &&
        appointment.timeSlot === time,
    );
  }

  function times(date: string, centerId: string | null): Record<string, DenticareAvailableTime> {
    const dentists = resourcesOf(centerId).filter((resource) => resource !== NO_PREFERENCE);
    const free: Record<string, DenticareAvailableTime> = {};
    for (const time of data.times) {
      if (!isFree(date, time)) continue;
      const startsAt = startOf(date, time);
      const endsAt = new Date(Date.parse(startsAt) + SLOT_MINUTES * 60_000).toISOString();
      free[time] = { startsAt, endsAt, resources: dentists };
    }
    return free;
  }

  function nextAvailable(centerId: string, resourceId: string): PublicSlot[] {
    const dentist = resourcesOf(centerId).find((resource) => resource.resourceId === resourceId);
    const named = dentist === undefined || dentist === NO_PREFERENCE ? resourcesOf(centerId)[1] : dentist;
    const slots: PublicSlot[] = [];
    for (const date of data.dates) {
      for (const time of data.times) {
        if (slots.length < 3 && isFree(date, time) && !taken.has(`${date} ${time}`)) {
          slots.push({
            centerId,
            resourceId: named?.resourceId ?? resourceId,
            resourceName: named?.resourceName ?? '',
            monthAndYear: date.slice(0, 7),
            dayOfMonth: date.slice(8, 10),
            timeSlot: time,
            startsAt: startOf(date, time),
          });
        }
      }
    }
    return slots;
  }

  function hold(body: Record<string, unknown>, method: string): Response {
    const sessionId = str(body.clientSessionId);
    const centerId = str(body.centerId);
    const resourceId = str(body.resourceId);
    const date = `${str(body.monthAndYear)}-${str(body.dayOfMonth)}`;
    const time = str(body.timeSlot);
    const current = data.appointments[sessionId];
    if (method === 'POST' && current?.status === 'BOOKED') {
      return answer(409, {
        errorCode: 'APPOINTMENT_EXISTS',
        errorMessage: messages.denticare.appointmentExists,
      });
    }
    const mine = current !== undefined && `${current.monthAndYear}-${current.dayOfMonth}` === date;
    if (!(mine && current.timeSlot === time) && (!isFree(date, time) || taken.has(`${date} ${time}`))) {
      return answer(409, {
        errorCode: 'SLOT_TAKEN',
        errorMessage: messages.denticare.slotTaken,
        data: { nextAvailable: nextAvailable(centerId, resourceId) },
      });
    }
    const center = centerOf(centerId);
    const dentists = resourcesOf(centerId);
    const chosen = dentists.find((resource) => resource.resourceId === resourceId);
    const dentist = chosen === undefined || chosen === NO_PREFERENCE ? dentists[1] : chosen;
    made += 1;
    const appointment: PublicAppointment = {
      appointmentId: current?.appointmentId ?? `link-${String(made)}-Yq3v9kT2mZs8LwP4nR6xC1`,
      clientSessionId: sessionId,
      centerId,
      centerName: center?.centerName ?? '',
      resourceId: dentist?.resourceId ?? resourceId,
      resourceName: dentist?.resourceName ?? '',
      serviceId: FAKE_SERVICE_ID,
      serviceName: 'Dental Scaling and Polishing',
      monthAndYear: date.slice(0, 7),
      dayOfMonth: date.slice(8, 10),
      timeSlot: time,
      startsAt: startOf(date, time),
      status: current?.status === 'BOOKED' ? 'BOOKED' : 'HELD',
      heldUntil: current?.status === 'BOOKED' ? null : new Date(Date.now() + 180_000).toISOString(),
    };
    data.appointments[sessionId] = appointment;
    const message = appointment.status === 'BOOKED' ? messages.success.appointmentRescheduled : null;
    return answer(method === 'POST' ? 201 : 200, { data: appointment, ...(message ? { message } : {}) });
  }

  function masked(client: DenticarePublicClient): DenticarePublicClient {
    return { ...client, nric: maskNationalId(client.nric) };
  }

  function saveClient(body: Record<string, unknown>): Response {
    const sessionId = str(body.clientSessionId);
    const client: DenticarePublicClient = {
      name: str(body.name),
      nric: str(body.nric),
      mobileNumber: str(body.mobileNumber),
      bookingForYourself: body.isBookingForYourSelf !== false,
      email: str(body.email),
      clientIdType:
        body.clientIdType === 'FIN' || body.clientIdType === 'PASSPORT' ? body.clientIdType : 'NRIC',
      countryCode: typeof body.countryCode === 'string' ? body.countryCode : '+65',
    };
    data.clients[sessionId] = client;
    return answer(200, { data: masked(client) });
  }

  function confirm(body: Record<string, unknown>): Response {
    const sessionId = str(body.clientSessionId);
    const appointment = data.appointments[sessionId];
    const client = data.clients[sessionId];
    if (appointment === undefined)
      return answer(400, { errorMessage: messages.denticare.noAppointmentChosen });
    if (client === undefined) return answer(400, { errorMessage: messages.denticare.clientDetailsMissing });
    if (options.holdExpired === true) {
      data.appointments = Object.fromEntries(
        Object.entries(data.appointments).filter(([key]) => key !== sessionId),
      );
      return answer(409, {
        errorCode: 'HOLD_EXPIRED',
        errorMessage: messages.denticare.holdExpired,
        data: { nextAvailable: nextAvailable(appointment.centerId, appointment.resourceId) },
      });
    }
    const booked: PublicAppointment = { ...appointment, status: 'BOOKED', heldUntil: null };
    data.appointments[sessionId] = booked;
    data.cancellations[booked.appointmentId] = {
      appointmentDate: booked.startsAt,
      nric: maskNationalId(client.nric),
      serviceName: booked.serviceName,
      appointmentId: booked.appointmentId,
      clientSessionId: sessionId,
      status: 'BOOKED',
    };
    return answer(200, { data: booked, message: messages.success.appointmentBooked });
  }

  function cancel(body: Record<string, unknown>): Response {
    const id = str(body.appointmentId);
    const found = data.cancellations[id];
    if (found === undefined)
      return answer(404, { errorCode: 'NOT_FOUND', errorMessage: messages.denticare.appointmentNotFound });
    if (options.cancelRefusal !== undefined) return answer(409, { errorMessage: options.cancelRefusal });
    if (found.status === 'CANCELLED')
      return answer(409, { errorMessage: messages.denticare.alreadyCancelled });
    data.cancellations[id] = { ...found, status: 'CANCELLED' };
    const appointment = data.appointments[found.clientSessionId];
    if (appointment !== undefined)
      data.appointments[found.clientSessionId] = { ...appointment, status: 'CANCELLED' };
    return answer(200, { data: { status: 'CANCELLED' }, message: messages.success.appointmentCancelled });
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    init: RequestInit | undefined,
  ): Response {
    if ((options.serverError ?? []).includes(path))
      return answer(500, { errorMessage: 'Internal Server Error' });
    const sessionId = query.get('clientSessionId') ?? '';
    const p = path.replace(/^public\/v1\//, '');
    if (p === 'events' && method === 'POST') {
      events.push(readJson(init));
      return new Response(null, { status: 204 });
    }
    if (p === 'centers') return answer(200, { data: { serviceId: FAKE_SERVICE_ID, centers: data.centers } });
    if (p === 'resources') return answer(200, { data: resourcesOf(query.get('centerId')) });
    if (p === 'appointment/available-months') {
      const months = [...new Set(data.dates.map((date) => date.slice(0, 7)))];
      return answer(200, { data: { availableMonths: months } });
    }
    if (p === 'appointment/available-dates') {
      const month = query.get('selectedMonth') ?? '';
      const dates = data.dates.filter(
        (date) => date.startsWith(month) && Object.keys(times(date, query.get('centerId'))).length > 0,
      );
      return answer(200, { data: { availableDates: dates } });
    }
    if (p === 'appointment/available-times') {
      return answer(200, {
        data: { availableTimes: times(query.get('selectedDate') ?? '', query.get('centerId')) },
      });
    }
    if (p === 'appointment' && method === 'GET')
      return answer(200, { data: data.appointments[sessionId] ?? null });
    if (p === 'appointment') return hold(readJson(init), method);
    if (p === 'client/session' && method === 'GET') {
      const client = data.clients[sessionId];
      return answer(200, { data: client === undefined ? null : masked(client) });
    }
    if (p === 'client/session') return saveClient(readJson(init));
    if (p === 'appointment/review/confirm') return confirm(readJson(init));
    if (p === 'appointment/cancel' && method === 'PUT') return cancel(readJson(init));
    if (p.startsWith('appointment/cancel/')) {
      const found = data.cancellations[decodeURIComponent(p.slice('appointment/cancel/'.length))];
      if (found === undefined) {
        return answer(404, { errorCode: 'NOT_FOUND', errorMessage: messages.denticare.appointmentNotFound });
      }
      return answer(200, { data: found });
    }
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}`);
    if (options.timesHang === true && path.endsWith('available-times'))
      return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, url.searchParams, init));
  };

  return { fetch: fakeFetch, data, calls, events };
}
