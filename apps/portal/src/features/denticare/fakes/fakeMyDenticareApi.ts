/**
 * An in-memory signed-in Denticare API for the stories and tests (packages/domain/src/schemas/denticare.ts): the
 * person's status and registration, the services, centres and dentists, free slots by month, day and time, booking,
 * rescheduling and cancelling, and the history, in the API's envelope, for the person `view-as` names. No vitest
 * or browser-only imports, so stories and tests share it.
 */
import {
  denticareDayOfMonth,
  denticareDate,
  denticareMonthAndYear,
  denticareTimeSlot,
  formatMessage,
  messages,
  type CareCalendar,
  type DenticareAppointment,
  type DenticareCenterDetail,
  type DenticareService,
  type PublicSlot,
  type RevampResource,
} from '@careportal/domain';
import { config } from '../../../config';
import { answer, readJson } from '../../../test/fakeEnvelope';
import { noClash } from '../../scheduling/fakes/noClash';

/** A free slot the fake offers: a dentist at a centre from `startsAt`. */
export interface FakeSlot {
  centerId: string;
  resourceId: string;
  startsAt: string;
}

/** One person's Denticare record. */
export interface FakePerson {
  /** Null until registered. */
  denticareClientId: string | null;
  blackListed: boolean;
  /** Registering answers 409 DENTICARE_CLIENT_EXISTS (the NRIC is someone else's record). */
  nricTaken: boolean;
  appointments: DenticareAppointment[];
}

/** What the fake holds. */
export interface FakeDenticareData {
  services: DenticareService[];
  centers: DenticareCenterDetail[];
  /** The dentists of each centre, 'No preference' first. */
  resources: Record<string, RevampResource[]>;
  slots: FakeSlot[];
  /** The people by `view-as` ('self' for the customer). */
  people: Record<string, FakePerson>;
  /** The customer's loved ones. */
  lovedOnes: { id: string; name: string }[];
  disabledLovedOne: boolean;
  /** A slot (its startsAt) someone else takes just before the person books it, once. */
  takeSlotOnce: string | null;
}

/** How the fake misbehaves, for the loading and error states. */
export interface FakeDenticareOptions {
  /** GET denticare/client/status never answers. */
  statusHangs?: boolean;
  /** GET denticare/client/status answers 500. */
  statusFails?: boolean;
  /** GET …/history never answers. */
  historyHangs?: boolean;
  /**
   * GET …/appointment/{id}/clash-check's answer for the appointment moved to `startsAt` (none given: no clash), as
   * the care calendar answers it.
   */
  clashCheck?: (appointmentId: string, startsAt: string) => CareCalendar;
}

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakeDenticareApi {
  fetch: typeof fetch;
  data: FakeDenticareData;
  /** Every call made, as 'METHOD path?query'. */
  calls: string[];
}

const MINUTE_MS = 60_000;
const SLOT_MINUTES = 45;
const NEXT_FREE_COUNT = 3;

/** A text field of a request body, or '' when it is missing or not text. */
function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}
/** The 24-hour rule, as the server applies it. */
const CHANGE_MIN_MS = 24 * 60 * MINUTE_MS;

/** The fake over `data`, at the instant `now` (the rules read it). */
export function createFakeDenticareApi(
  data: FakeDenticareData,
  options: FakeDenticareOptions = {},
  now: () => number = () => Date.now(),
): FakeDenticareApi {
  const calls: string[] = [];
  let nextId = 1;

  const noPreference = (centerId: string) =>
    data.resources[centerId]?.find((each) => each.resourceName === messages.denticare.defaultDentist);
  const resourceName = (centerId: string, resourceId: string) =>
    data.resources[centerId]?.find((each) => each.resourceId === resourceId)?.resourceName ?? '';

  /** The free slots of a centre (and dentist), soonest first, one per time. */
  function free(centerId: string, resourceId: string | undefined): FakeSlot[] {
    const anyone = resourceId === undefined || resourceId === noPreference(centerId)?.resourceId;
    const seen = new Set<string>();
    return data.slots
      .filter((slot) => slot.centerId === centerId && (anyone || slot.resourceId === resourceId))
      .filter((slot) => Date.parse(slot.startsAt) - now() >= CHANGE_MIN_MS)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
      .filter((slot) => {
        const key = String(Date.parse(slot.startsAt));
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }

  function publicSlot(slot: FakeSlot): PublicSlot {
    const starts = new Date(slot.startsAt);
    return {
      centerId: slot.centerId,
      resourceId: slot.resourceId,
      resourceName: resourceName(slot.centerId, slot.resourceId),
      monthAndYear: denticareMonthAndYear(starts),
      dayOfMonth: denticareDayOfMonth(starts),
      timeSlot: denticareTimeSlot(starts),
      startsAt: starts.toISOString(),
    };
  }

  function withRules(appointment: DenticareAppointment): DenticareAppointment {
    if (appointment.status !== 'BOOKED') {
      return { ...appointment, canReschedule: false, canCancel: false, refusal: null };
    }
    const tooLate = Date.parse(appointment.startsAt) - now() < CHANGE_MIN_MS;
    return {
      ...appointment,
      canReschedule: !tooLate,
      canCancel: !tooLate,
      refusal: tooLate ? messages.booking.appointmentTooLate : null,
    };
  }

  function availableSlot(body: Record<string, unknown>): Response {
    const centerId = field(body, 'centerId');
    const resourceId = typeof body.resourceId === 'string' ? body.resourceId : undefined;
    const slots = free(centerId, resourceId);
    const month = typeof body.selectedMonth === 'string' ? body.selectedMonth : null;
    const date = typeof body.selectedDate === 'string' ? body.selectedDate : null;
    const availableMonths = [...new Set(slots.map((slot) => denticareMonthAndYear(new Date(slot.startsAt))))];
    const inMonth = slots.filter((slot) => denticareMonthAndYear(new Date(slot.startsAt)) === month);
    const availableDates = [...new Set(inMonth.map((slot) => denticareDate(new Date(slot.startsAt))))];
    const onDate = inMonth.filter((slot) => denticareDate(new Date(slot.startsAt)) === date);
    const availableTimes = Object.fromEntries(
      onDate.map((slot) => {
        const starts = new Date(slot.startsAt);
        return [
          denticareTimeSlot(starts),
          {
            startsAt: starts.toISOString(),
            endsAt: new Date(starts.getTime() + SLOT_MINUTES * MINUTE_MS).toISOString(),
            resources: [
              { resourceId: slot.resourceId, resourceName: resourceName(centerId, slot.resourceId) },
            ],
          },
        ];
      }),
    );
    return answer(200, {
      data: {
        availableMonths,
        ...(month === null ? {} : { availableDates }),
        ...(date === null ? {} : { availableTimes }),
      },
    });
  }

  /** The slot a booking body asks for, taking it from the free ones; a Response when it cannot. */
  function take(body: Record<string, unknown>): FakeSlot | Response {
    const centerId = field(body, 'centerId');
    const resourceId = field(body, 'resourceId');
    const wanted = free(centerId, resourceId).find((slot) => {
      const starts = new Date(slot.startsAt);
      return (
        denticareMonthAndYear(starts) === body.monthAndYear &&
        denticareDayOfMonth(starts) === body.dayOfMonth &&
        denticareTimeSlot(starts) === body.timeSlot
      );
    });
    if (wanted === undefined) return answer(400, { errorMessage: messages.booking.slotNotOffered });
    if (data.takeSlotOnce !== null && Date.parse(data.takeSlotOnce) === Date.parse(wanted.startsAt)) {
      data.takeSlotOnce = null;
      data.slots = data.slots.filter((slot) => Date.parse(slot.startsAt) !== Date.parse(wanted.startsAt));
      const nextAvailable = free(centerId, resourceId)
        .filter((slot) => Date.parse(slot.startsAt) > Date.parse(wanted.startsAt))
        .slice(0, NEXT_FREE_COUNT)
        .map(publicSlot);
      return answer(409, {
        errorCode: 'SLOT_TAKEN',
        errorMessage: messages.denticare.slotTaken,
        data: { nextAvailable },
      });
    }
    data.slots = data.slots.filter((slot) => slot !== wanted);
    return wanted;
  }

  function appointmentAt(slot: FakeSlot, serviceId: string, id: string): DenticareAppointment {
    const starts = new Date(slot.startsAt);
    return withRules({
      id,
      serviceId,
      serviceName: data.services.find((each) => each.serviceId === serviceId)?.serviceName ?? '',
      centerId: slot.centerId,
      centerName: data.centers.find((each) => each.centerId === slot.centerId)?.centerName ?? '',
      resourceId: slot.resourceId,
      resourceName: resourceName(slot.centerId, slot.resourceId),
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + SLOT_MINUTES * MINUTE_MS).toISOString(),
      monthAndYear: denticareMonthAndYear(starts),
      dayOfMonth: denticareDayOfMonth(starts),
      timeSlot: denticareTimeSlot(starts),
      status: 'BOOKED',
      canReschedule: true,
      canCancel: true,
      refusal: null,
    });
  }

  function route(method: string, path: string, query: URLSearchParams, init?: RequestInit): Response {
    const headers = new Headers(init?.headers);
    if (method === 'GET' && path === 'config/app') {
      return answer(200, {
        data: { versionNumber: config.appVersion, disabledLovedOne: data.disabledLovedOne },
      });
    }
    if (!headers.has('Authorization')) return answer(401, { errorMessage: 'Your token is expired' });
    const who = headers.get('view-as') ?? 'self';
    const person = data.people[who];
    if (method === 'GET' && path === 'lovedone') return answer(200, { data: data.lovedOnes });
    if (person === undefined) return answer(403, { errorMessage: messages.generic.somethingWentWrong });
    const registered = person.denticareClientId !== null;

    if (method === 'GET' && path === 'denticare/client/status') {
      if (options.statusFails === true) return answer(500, { errorMessage: 'Internal error' });
      return answer(200, {
        data: {
          denticareClientId: person.denticareClientId,
          denticareAssociationId: person.denticareClientId,
          blackListed: registered ? person.blackListed : null,
          denticareSessionId: null,
        },
      });
    }
    if (method === 'POST' && path === 'denticare/client/register') {
      if (person.nricTaken) {
        return answer(409, {
          errorCode: 'DENTICARE_CLIENT_EXISTS',
          errorMessage: messages.denticare.alreadyRegistered,
        });
      }
      if (registered) {
        return answer(409, {
          errorCode: 'DENTICARE_CLIENT_EXISTS',
          errorMessage: messages.denticare.alreadyRegistered,
        });
      }
      person.denticareClientId = `dc-${who}`;
      return answer(201, {
        message: messages.success.denticareClientCreated,
        data: { denticareClientId: person.denticareClientId },
      });
    }
    if (method === 'GET' && path === 'services/list' && query.get('businessUnit') === 'DENTICARE') {
      return answer(200, { data: data.services });
    }
    if (method === 'GET' && path === 'denticare/client/centers') return answer(200, { data: data.centers });
    if (method === 'GET' && path === 'denticare/client/resources') {
      return answer(200, { data: data.resources[query.get('centerId') ?? ''] ?? [] });
    }
    if (method === 'POST' && path === 'denticare/client/availableslot') return availableSlot(readJson(init));
    if (method === 'GET' && path === 'denticare/client/appointment/history') {
      const all = person.appointments.map(withRules);
      return answer(200, {
        data: {
          upcomingAppointments: all.filter((each) => each.status === 'BOOKED'),
          completedAppointments: all.filter((each) => each.status === 'COMPLETED'),
          cancelledAppointments: all.filter((each) => each.status === 'CANCELLED'),
        },
      });
    }
    if (method === 'POST' && path === 'denticare/client/appointment') {
      if (!registered)
        return answer(409, { errorCode: 'NOT_REGISTERED', errorMessage: messages.denticare.notRegistered });
      if (person.blackListed) {
        return answer(403, {
          errorCode: 'BLACKLISTED',
          errorMessage: formatMessage(messages.denticare.blacklisted, { phone: config.supportPhone }),
        });
      }
      const body = readJson(init);
      const slot = take(body);
      if (slot instanceof Response) return slot;
      const made = appointmentAt(slot, field(body, 'serviceId'), `appt-${String(nextId++)}`);
      person.appointments.push(made);
      return answer(201, { message: messages.success.appointmentBooked, data: made });
    }
    const clashCheck = /^denticare\/client\/appointment\/([^/]+)\/clash-check$/.exec(path);
    if (method === 'GET' && clashCheck !== null) {
      const id = decodeURIComponent(clashCheck[1] ?? '');
      if (!person.appointments.some((each) => each.id === id)) {
        return answer(404, { errorMessage: messages.denticare.appointmentNotFound });
      }
      const startsAt = query.get('startsAt') ?? '';
      return answer(200, { data: options.clashCheck?.(id, startsAt) ?? noClash(startsAt) });
    }
    const reschedule = /^denticare\/client\/appointment\/([^/]+)\/reschedule$/.exec(path);
    if (method === 'PUT' && reschedule !== null) {
      const id = decodeURIComponent(reschedule[1] ?? '');
      const current = person.appointments.find((each) => each.id === id);
      if (current === undefined) return answer(404, { errorMessage: messages.denticare.appointmentNotFound });
      const rules = withRules(current);
      if (!rules.canReschedule)
        return answer(409, { errorMessage: rules.refusal ?? messages.booking.notScheduled });
      const slot = take(readJson(init));
      if (slot instanceof Response) return slot;
      data.slots.push({
        centerId: current.centerId,
        resourceId: current.resourceId,
        startsAt: current.startsAt,
      });
      const moved = appointmentAt(slot, current.serviceId, current.id);
      person.appointments = person.appointments.map((each) => (each.id === id ? moved : each));
      return answer(200, { message: messages.success.appointmentRescheduled, data: moved });
    }
    const one = /^denticare\/client\/appointment\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && one !== null) {
      const id = decodeURIComponent(one[1] ?? '');
      const current = person.appointments.find((each) => each.id === id);
      if (current === undefined) return answer(404, { errorMessage: messages.denticare.appointmentNotFound });
      const rules = withRules(current);
      if (!rules.canCancel)
        return answer(409, { errorMessage: rules.refusal ?? messages.denticare.alreadyCancelled });
      person.appointments = person.appointments.map((each) =>
        each.id === id ? { ...each, status: 'CANCELLED' as const } : each,
      );
      data.slots.push({
        centerId: current.centerId,
        resourceId: current.resourceId,
        startsAt: current.startsAt,
      });
      return answer(200, { message: messages.success.appointmentCancelled });
    }
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}`);
    const hangs =
      (options.statusHangs === true && path === 'denticare/client/status') ||
      (options.historyHangs === true && path === 'denticare/client/appointment/history');
    if (hangs) return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, url.searchParams, init));
  };

  return { fetch: fakeFetch, data, calls };
}
