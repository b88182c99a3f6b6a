/**
 * An in-memory My Services API for the stories and tests (packages/domain/src/schemas/services.ts): the person's
 * services, their bookings with change rules read at answer time by domain bookingChangeRules (as the server
 * does), vacant slots, reschedule, cancel, review and the calendar file, in the API's envelope. No vitest or
 * browser-only imports, so stories and tests share it.
 */
import {
  CATALOGUE_ERROR_CODES,
  bookingConflictCode,
  bookingChangeRulesInSingapore,
  cancelBookingRequestSchema,
  formatMessage,
  messages,
  rescheduleBookingRequestSchema,
  type ServiceBooking,
  type ServiceSummary,
  type VacantSlot,
  servicesResponse,
  type BookingConflict,
  type CareCalendar,
} from '@careportal/domain';
import { answer, readJson } from '../../../test/fakeEnvelope';
import { noClash } from '../../scheduling/fakes/noClash';

/** A booking as the fake keeps it: its change rules are worked out when it answers. */
export type StoredBooking = Omit<ServiceBooking, 'changeRules'>;

/** What the fake holds. */
export interface FakeServicesData {
  services: ServiceSummary[];
  bookings: StoredBooking[];
  /** Vacant slots by `serviceId:type`. */
  slots: Record<string, VacantSlot[]>;
  /** A slot (its startsAt) someone else takes just before the person confirms it, once. */
  takeSlotOnce: string | null;
  /** The instant the change rules are read at (ISO). */
  now: string;
}

/** How the fake misbehaves, for the loading and error states. */
export interface FakeServicesOptions {
  /** GET services never answers. */
  servicesHang?: boolean;
  /** GET services answers 500. */
  servicesFail?: boolean;
  /** GET services/sessions never answers. */
  bookingsHang?: boolean;
  /** GET yoda-sessions/vacant-slots never answers. */
  slotsHang?: boolean;
  /** GET yoda-sessions/review never answers. */
  reviewHang?: boolean;
  /**
   * The customer's loved ones (GET lovedone; GET profile for one of them by `view-as`). Given, GET services answers
   * only the services of the person `view-as` names (the customer, `SELF_PERSON_ID`, without it), as the API does.
   */
  lovedOnes?: { id: string; name: string }[];
  /**
   * GET care-calendar/clash-check's answer for the booking moved (`sessionId`), and …/new-bookings' for the
   * service booked (`serviceId`), at the new starts (none given: no clash).
   */
  clashCheck?: (subject: string, startsAt: readonly string[]) => CareCalendar;
}

/** The customer's own person id in the samples. */
export const SELF_PERSON_ID = 'client-1';

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakeServicesApi {
  fetch: typeof fetch;
  data: FakeServicesData;
  /** Every call made, as 'METHOD path?query'. */
  calls: string[];
  /** The bodies of the POSTs made, in order. */
  posted: Record<string, unknown>[];
  /** The `view-as` each call sent (null for none), in the order of `calls`. */
  viewAs: (string | null)[];
}

const MINUTE_MS = 60_000;
const SESSION_MINUTES = 45;

/** The fake over `data`. */
export function createFakeServicesApi(
  data: FakeServicesData,
  options: FakeServicesOptions = {},
): FakeServicesApi {
  const calls: string[] = [];
  const posted: Record<string, unknown>[] = [];
  const viewAs: (string | null)[] = [];

  const serviceOf = (booking: StoredBooking) =>
    data.services.find((service) => service.id === booking.serviceId);

  function withRules(booking: StoredBooking): ServiceBooking {
    const service = serviceOf(booking);
    const rules = bookingChangeRulesInSingapore(
      {
        format: booking.format,
        programContentType: service?.programContentType,
        status: booking.status,
        startsAt: new Date(booking.startsAt),
        graceWorkingDays: service?.graceWorkingDays,
      },
      new Date(data.now),
    );
    return {
      ...booking,
      changeRules: { ...rules, freeChangeUntil: rules.freeChangeUntil?.toISOString() ?? null },
    };
  }

  function refusal(booking: StoredBooking, key: BookingConflict): Response {
    const grace = serviceOf(booking)?.graceWorkingDays ?? 2;
    const text: string = messages.booking[key];
    return answer(409, {
      errorCode: bookingConflictCode(key),
      errorMessage: formatMessage(text, { graceWorkingDays: grace }),
    });
  }

  function update(id: string, fields: Partial<StoredBooking>): ServiceBooking {
    let changed: StoredBooking | undefined;
    data.bookings = data.bookings.map((each) => {
      if (each.id !== id) return each;
      changed = { ...each, ...fields, sequence: each.sequence + 1 };
      return changed;
    });
    if (changed === undefined) throw new Error(`No booking ${id}`);
    return withRules(changed);
  }

  function reschedule(body: Record<string, unknown>): Response {
    const request = rescheduleBookingRequestSchema.safeParse(body);
    if (!request.success) return answer(400, { errorMessage: messages.validation.invalidValue });
    const booking = data.bookings.find((each) => each.id === request.data.sessionId);
    if (booking === undefined) return answer(404, { errorMessage: messages.booking.bookingNotFound });
    const rules = withRules(booking).changeRules;
    if (!rules.canReschedule) return refusal(booking, rules.rescheduleRefusal ?? 'notScheduled');
    const key = `${booking.serviceId}:${booking.type}`;
    const slots = data.slots[key] ?? [];
    const wanted = Date.parse(request.data.startsAt);
    const slot = slots.find((each) => Date.parse(each.startsAt) === wanted);
    if (slot === undefined) return refusal(booking, 'slotNotOffered');
    if (data.takeSlotOnce !== null && Date.parse(data.takeSlotOnce) === wanted) {
      data.takeSlotOnce = null;
      data.slots[key] = slots.filter((each) => each !== slot);
      return refusal(booking, 'slotTaken');
    }
    data.slots[key] = slots.flatMap((each) =>
      each !== slot ? [each] : each.vacancies > 1 ? [{ ...each, vacancies: each.vacancies - 1 }] : [],
    );
    return answer(200, {
      data: update(booking.id, {
        startsAt: slot.startsAt,
        endsAt: new Date(wanted + SESSION_MINUTES * MINUTE_MS).toISOString(),
      }),
    });
  }

  function cancel(body: Record<string, unknown>): Response {
    const request = cancelBookingRequestSchema.safeParse(body);
    if (!request.success) {
      return answer(400, {
        errorMessage: request.error.issues[0]?.message ?? messages.validation.invalidValue,
      });
    }
    const booking = data.bookings.find((each) => each.id === request.data.sessionId);
    if (booking === undefined) return answer(404, { errorMessage: messages.booking.bookingNotFound });
    const rules = withRules(booking).changeRules;
    if (!rules.canCancel) return refusal(booking, rules.cancelRefusal ?? 'notScheduled');
    return answer(200, {
      data: update(booking.id, {
        status: rules.cancelOutcome,
        cancellationReason: request.data.reason,
        cancelledAt: data.now,
      }),
    });
  }

  function calendar(id: string): Response {
    const booking = data.bookings.find((each) => each.id === id);
    if (booking === undefined) return answer(404, { errorMessage: messages.booking.bookingNotFound });
    const cancelled = booking.status !== 'SCHEDULED' && booking.status !== 'COMPLETED';
    const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//careportal//fake//EN',
      `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
      'BEGIN:VEVENT',
      `UID:${booking.calendarUid}`,
      `SEQUENCE:${String(booking.sequence)}`,
      `DTSTART:${stamp(booking.startsAt)}`,
      `DTEND:${stamp(booking.endsAt)}`,
      `SUMMARY:${booking.eventName}`,
      `LOCATION:${booking.centreAddress}`,
      `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    return new Response(ics, {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${booking.id}.ics"`,
      },
    });
  }

  function route(method: string, path: string, query: URLSearchParams, init?: RequestInit): Response {
    const headers = new Headers(init?.headers);
    if (path === 'config/app' && options.lovedOnes !== undefined) {
      return answer(200, { data: { versionNumber: '1.0.0', disabledLovedOne: false } });
    }
    if (!headers.has('Authorization')) return answer(401, { errorMessage: 'Your token is expired' });
    const person = headers.get('view-as');
    if (
      method === 'GET' &&
      (path === 'care-calendar/clash-check' || path === 'care-calendar/clash-check/new-bookings')
    ) {
      const subject = query.get('sessionId') ?? query.get('serviceId') ?? '';
      const startsAt = query.getAll('startsAt');
      return answer(200, { data: options.clashCheck?.(subject, startsAt) ?? noClash(startsAt[0] ?? '') });
    }
    if (method === 'GET' && path === 'services') {
      if (options.servicesFail === true) return answer(500, { errorMessage: 'Internal error' });
      const whose =
        options.lovedOnes === undefined
          ? data.services
          : data.services.filter((service) => service.personId === (person ?? SELF_PERSON_ID));
      return answer(200, { data: servicesResponse(whose) });
    }
    if (method === 'GET' && path === 'lovedone' && options.lovedOnes !== undefined) {
      return answer(200, { data: options.lovedOnes });
    }
    const lovedOne = options.lovedOnes?.find((each) => each.id === person);
    if (method === 'GET' && path === 'profile' && lovedOne !== undefined) {
      return answer(200, { data: { id: lovedOne.id, name: lovedOne.name } });
    }
    if (method === 'GET' && path === 'services/sessions') {
      const serviceId = query.get('serviceId');
      if (!data.services.some((service) => service.id === serviceId)) {
        return answer(404, {
          errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
          errorMessage: messages.catalogue.serviceNotValid,
        });
      }
      const sessions = data.bookings
        .filter((booking) => booking.serviceId === serviceId)
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
        .map(withRules);
      return answer(200, { data: { sessions } });
    }
    const calendarPath = /^services\/sessions\/([^/]+)\/calendar\.ics$/.exec(path);
    if (method === 'GET' && calendarPath !== null) return calendar(decodeURIComponent(calendarPath[1] ?? ''));
    if (method === 'GET' && path === 'yoda-sessions/review') {
      const booking = data.bookings.find((each) => each.id === query.get('sessionId'));
      if (booking === undefined) return answer(404, { errorMessage: messages.booking.bookingNotFound });
      return answer(200, { data: withRules(booking) });
    }
    if (method === 'GET' && path === 'yoda-sessions/vacant-slots') {
      const slots = data.slots[`${query.get('serviceId') ?? ''}:${query.get('type') ?? ''}`] ?? [];
      return answer(200, { data: { slots } });
    }
    if (method === 'POST' && path === 'yoda-sessions/reschedule') {
      const body = readJson(init);
      posted.push(body);
      return reschedule(body);
    }
    if (method === 'POST' && path === 'yoda-sessions/cancel') {
      const body = readJson(init);
      posted.push(body);
      return cancel(body);
    }
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}`);
    viewAs.push(new Headers(init?.headers).get('view-as'));
    const hangs =
      (options.servicesHang === true && path === 'services') ||
      (options.bookingsHang === true && path === 'services/sessions') ||
      (options.slotsHang === true && path === 'yoda-sessions/vacant-slots') ||
      (options.reviewHang === true && path === 'yoda-sessions/review');
    if (hangs) return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, url.searchParams, init));
  };

  return { fetch: fakeFetch, data, calls, posted, viewAs };
}
