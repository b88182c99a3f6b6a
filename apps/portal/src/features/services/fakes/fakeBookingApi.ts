/**
 * An in-memory booking API for the booking pages' stories and tests (issue 15, domain schemas/services): the
 * person's services, a service's bookings, vacant slots, scheduling, intake runs, enrolment and its clash check, and the cart
 * renewal puts a service in, in the API's envelope. It refuses as the server does (409 with the catalogue's
 * messages). No vitest or browser-only imports, so stories and tests share it.
 */
import {
  CATALOGUE_ERROR_CODES,
  SESSION_LENGTH_MINUTES,
  bookingConflictCode,
  formatMessage,
  messages,
  servicesResponse,
  singaporeCalendarDate,
  type BookingConflict,
  type Cart,
  type CareCalendar,
  type SessionType,
} from '@careportal/domain';
import { config } from '../../../config';
import { answer, readJson } from '../../../test/fakeEnvelope';
import { noClash } from '../../scheduling/fakes/noClash';
import type { Intake, ServiceBooking, ServiceSummary, VacantSlot } from '../api';

/** A 409 refusal as the API words and codes it (domain bookingConflictCode). */
function refused(key: BookingConflict): Response {
  return answer(409, { errorCode: bookingConflictCode(key), errorMessage: messages.booking[key] });
}

/** A calendar date as the API's vacant-slots window takes it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the fake holds. */
export interface FakeBookingData {
  services: ServiceSummary[];
  bookings: ServiceBooking[];
  /** The vacant slots of every service, by type. */
  slots: Record<SessionType, VacantSlot[]>;
  intakes: Intake[];
  /** The signed-in customer's cart (GET and PUT cart). */
  cart: (Cart & { customerName?: string; categoryName?: string }) | null;
  /** Times someone else books just before the person does: their booking meets 'slot taken'. */
  takenMeanwhile?: string[];
  /** New bookings show in GET services/sessions only after this many reads of it (the server confirming). */
  confirmAfterReads?: number;
}

/** How the fake misbehaves, for the loading and error states. */
export interface FakeBookingOptions {
  /** GET services never answers. */
  servicesHang?: boolean;
  /** GET services fails (500). */
  servicesFail?: boolean;
  /**
   * GET care-calendar/clash-check/new-bookings' answer for the service's new bookings at `startsAt` (none given: no
   * clash), as the care calendar answers it.
   */
  clashCheck?: (serviceId: string, startsAt: readonly string[]) => CareCalendar;
  /**
   * GET care-calendar/clash-check/intake's answer for enrolling the service in the intake run (none given: no
   * clash), as the care calendar answers it.
   */
  intakeClashCheck?: (serviceId: string, intakeId: string) => CareCalendar;
}

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakeBookingApi {
  fetch: typeof fetch;
  data: FakeBookingData;
  /** Every call made, as 'METHOD path?query'. */
  calls: string[];
}

/** The fake over `data`. */
export function createFakeBookingApi(
  data: FakeBookingData,
  options: FakeBookingOptions = {},
): FakeBookingApi {
  const calls: string[] = [];
  let made = 0;
  // Bookings made here, with the reads of services/sessions still to pass before they show.
  const unconfirmed = new Map<string, number>();

  const serviceOf = (id: string | null) => data.services.find((service) => service.id === id);

  function booking(
    service: ServiceSummary,
    fields: Pick<ServiceBooking, 'type' | 'startsAt' | 'endsAt' | 'format' | 'title'>,
  ): ServiceBooking {
    made += 1;
    const id = `booking-new-${String(made)}`;
    const created: ServiceBooking = {
      id,
      serviceId: service.id,
      status: 'SCHEDULED',
      eventName: service.productName,
      centreId: service.centerId,
      centreName: service.centreName,
      centreAddress: service.centreAddress,
      cancellationReason: null,
      cancelledAt: null,
      sequence: 0,
      calendarUid: `${id}@careportal.example`,
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
    data.bookings.push(created);
    if ((data.confirmAfterReads ?? 0) > 0) unconfirmed.set(id, data.confirmAfterReads ?? 0);
    return created;
  }

  function schedule(body: Record<string, unknown>): Response {
    const service = serviceOf(typeof body.serviceId === 'string' ? body.serviceId : null);
    if (service === undefined)
      return answer(404, {
        errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
        errorMessage: messages.catalogue.serviceNotValid,
      });
    const type = body.type as SessionType;
    const startsAt = String(body.startsAt);
    const slots = data.slots[type];
    if (data.takenMeanwhile?.includes(startsAt) === true) {
      data.takenMeanwhile = data.takenMeanwhile.filter((each) => each !== startsAt);
      data.slots[type] = slots.filter((slot) => slot.startsAt !== startsAt);
      return refused('slotTaken');
    }
    const slot = slots.find((each) => each.startsAt === startsAt);
    if (slot === undefined) return refused('slotNotOffered');
    if (type === 'SESSION' && service.sessionsUsed >= service.sessionsTotal) {
      return refused('noSessionsLeft');
    }
    data.slots[type] = slots
      .map((each) => (each === slot ? { ...each, vacancies: each.vacancies - 1 } : each))
      .filter((each) => each.vacancies > 0);
    if (type === 'SESSION') {
      data.services = data.services.map((each) =>
        each.id === service.id ? { ...each, sessionsUsed: each.sessionsUsed + 1 } : each,
      );
    }
    const created = booking(service, {
      type,
      startsAt,
      endsAt: slot.endsAt,
      format: type === 'SESSION' ? 'SESSION' : 'APPOINTMENT',
      title: type === 'SESSION' ? 'Session' : type === 'PRE_SESSION' ? 'Pre-assessment' : 'Post-assessment',
    });
    return answer(201, { data: created });
  }

  function enrol(body: Record<string, unknown>): Response {
    const service = serviceOf(typeof body.subscription === 'string' ? body.subscription : null);
    if (service === undefined || body.clientId !== service.personId) {
      return answer(404, {
        errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
        errorMessage: messages.catalogue.serviceNotValid,
      });
    }
    if (service.intakeId != null) return refused('alreadyEnrolled');
    const intake = data.intakes.find((each) => each.id === body.subscriptionTermId);
    if (intake === undefined) return refused('intakeNotOffered');
    if (intake.vacancies === 0) return refused('intakeFull');
    data.intakes = data.intakes.map((each) =>
      each.id === intake.id ? { ...each, vacancies: each.vacancies - 1 } : each,
    );
    data.services = data.services.map((each) =>
      each.id === service.id ? { ...each, intakeId: intake.id } : each,
    );
    // The run's first class, as the intake's first appointment.
    const startsAt = `${intake.startDate}T${intake.startTime}:00+08:00`;
    booking(service, {
      type: 'SESSION',
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + SESSION_LENGTH_MINUTES * 60_000).toISOString(),
      format: 'APPOINTMENT',
      title: intake.name,
    });
    return answer(201, { message: messages.success.intakeEnrolled, data: { intakeId: intake.id } });
  }

  function route(method: string, path: string, query: URLSearchParams, init: RequestInit | undefined) {
    const headers = new Headers(init?.headers);
    if (path === 'config/app') {
      return answer(200, { data: { versionNumber: config.appVersion, disabledLovedOne: false } });
    }
    if (!headers.has('Authorization')) return answer(401, { errorMessage: 'Your token is expired' });
    if (path === 'services' && method === 'GET') {
      if (options.servicesFail === true) return answer(500, { errorMessage: 'Internal error' });
      return answer(200, { data: servicesResponse(data.services) });
    }
    if (path === 'services/sessions' && method === 'GET') {
      const serviceId = query.get('serviceId');
      if (serviceOf(serviceId) === undefined) {
        return answer(404, {
          errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
          errorMessage: messages.catalogue.serviceNotValid,
        });
      }
      for (const [id, reads] of unconfirmed) {
        if (reads <= 0) unconfirmed.delete(id);
        else unconfirmed.set(id, reads - 1);
      }
      const sessions = data.bookings.filter(
        (each) => each.serviceId === serviceId && !unconfirmed.has(each.id),
      );
      return answer(200, { data: { sessions } });
    }
    if (path === 'yoda-sessions/vacant-slots' && method === 'GET') {
      if (serviceOf(query.get('serviceId')) === undefined) {
        return answer(404, {
          errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
          errorMessage: messages.catalogue.serviceNotValid,
        });
      }
      const type = query.get('type') as SessionType;
      // As the API: `from` and `to` are Singapore dates, both included; anything else is refused.
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) {
        return answer(400, {
          errorMessage: formatMessage(messages.booking.slotWindowInvalid, { maxDays: 62 }),
        });
      }
      const slots = data.slots[type].filter((slot) => {
        const day = singaporeCalendarDate(slot.startsAt);
        return day >= from && day <= to && slot.vacancies > 0;
      });
      return answer(200, { data: { slots } });
    }
    if (path === 'yoda-sessions/schedule' && method === 'POST') return schedule(readJson(init));
    if (path === 'care-calendar/clash-check/new-bookings' && method === 'GET') {
      const startsAt = query.getAll('startsAt');
      const serviceId = query.get('serviceId') ?? '';
      return answer(200, { data: options.clashCheck?.(serviceId, startsAt) ?? noClash(startsAt[0] ?? '') });
    }
    if (path === 'care-calendar/clash-check/intake' && method === 'GET') {
      const serviceId = query.get('serviceId') ?? '';
      const intake = data.intakes.find((each) => each.id === query.get('intakeId'));
      if (serviceOf(serviceId) === undefined || intake === undefined) {
        return answer(404, { errorCode: 'NOT_FOUND', errorMessage: messages.booking.intakeNotOffered });
      }
      const answered = options.intakeClashCheck?.(serviceId, intake.id);
      return answer(200, { data: answered ?? noClash(`${intake.startDate}T${intake.startTime}:00+08:00`) });
    }
    if (path === 'intake' && method === 'GET') {
      if (serviceOf(query.get('serviceId')) === undefined) {
        return answer(404, {
          errorCode: CATALOGUE_ERROR_CODES.serviceNotValid,
          errorMessage: messages.catalogue.serviceNotValid,
        });
      }
      return answer(200, { data: { intakes: data.intakes } });
    }
    if (path === 'intake/enroll' && method === 'POST') return enrol(readJson(init));
    if (path === 'cart' && method === 'GET') return answer(200, { data: data.cart });
    if (path === 'cart' && method === 'PUT') {
      data.cart = readJson(init) as unknown as Cart;
      return answer(200, { data: data.cart });
    }
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}`);
    if (options.servicesHang === true && path === 'services') return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, url.searchParams, init));
  };

  return { fetch: fakeFetch, data, calls };
}
