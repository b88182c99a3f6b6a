/**
 * Services and their bookings, as the API has them (issue 15, the contract in domain schemas/services): the answer
 * types, the URLs of every call (services, bookings, a booking's fresh change rules, vacant slots, scheduling,
 * rescheduling, cancelling, intake runs and enrolment), the portal paths between the pages, and how a refusal
 * reads. One module for My Services and every booking page; the reads are in useServices, useAllBookings and
 * useCareCalendar, and what the pages say is in bookingWords and changeWords.
 */
import {
  singaporeCalendarDate,
  slotWindow,
  type Intake,
  type ServiceBooking,
  type ServiceSummary,
  type SessionType,
  type VacantSlot,
} from '@careportal/domain';
import { safeReturnPath } from '../../auth/returnPath';
import type { ApiResult } from '../../data/client';
import { FOR_PARAM } from '../people/urls';

export type { Intake, ServiceBooking, ServiceSummary, SessionType, VacantSlot };

/** The answer of GET services. */
export interface ServicesAnswer {
  services: ServiceSummary[];
}

/** The answer of GET services/sessions. */
export interface BookingsAnswer {
  sessions: ServiceBooking[];
}

/** The answer of GET yoda-sessions/vacant-slots. */
export interface SlotsAnswer {
  slots: VacantSlot[];
}

/** The answer of GET intake. */
export interface IntakesAnswer {
  intakes: Intake[];
}

const serviceQuery = (serviceId: string) => new URLSearchParams({ serviceId }).toString();

/** The booking pages' paths, relative to the API. */
export const BOOKING_URLS = {
  /** GET services: every service of the person the portal acts for. */
  services: 'services',
  /** GET services/sessions?serviceId=…: a service's bookings, earliest first. */
  bookings: (serviceId: string) => `services/sessions?${serviceQuery(serviceId)}`,
  vacantSlots: (serviceId: string, type: SessionType, from: string, to: string) =>
    `yoda-sessions/vacant-slots?${new URLSearchParams({ serviceId, type, from, to }).toString()}`,
  schedule: 'yoda-sessions/schedule',
  intakes: (serviceId: string) => `intake?${serviceQuery(serviceId)}`,
  enrol: 'intake/enroll',
} as const;

/** GET yoda-sessions/review?sessionId=…: a booking with its change rules as of now. */
export function reviewUrl(sessionId: string): string {
  return `yoda-sessions/review?${new URLSearchParams({ sessionId }).toString()}`;
}

/** GET yoda-sessions/vacant-slots for `booking`'s service and type, in the first window from `today` (domain slotWindow). */
export function vacantSlotsUrl(booking: Pick<ServiceBooking, 'serviceId' | 'type'>, today: Date): string {
  const { from, to } = slotWindow(singaporeCalendarDate(today));
  return BOOKING_URLS.vacantSlots(booking.serviceId, booking.type, from, to);
}

/** POST yoda-sessions/reschedule and cancel. */
export const RESCHEDULE_URL = 'yoda-sessions/reschedule';
/** POST yoda-sessions/cancel. */
export const CANCEL_URL = 'yoda-sessions/cancel';

/** GET services/sessions/{id}/calendar.ics: the booking's calendar file (METHOD:CANCEL once cancelled). */
export function calendarUrl(sessionId: string): string {
  return `services/sessions/${encodeURIComponent(sessionId)}/calendar.ics`;
}

/**
 * Whether an SWR key is one of these pages' reads (services, bookings, a review, slots): what a reschedule or a
 * cancel makes stale.
 */
export function isBookingsKey(key: unknown): boolean {
  const url = Array.isArray(key) ? (key[0] as unknown) : key;
  return typeof url === 'string' && /^(services|yoda-sessions\/)/.test(url);
}

/** Where a page goes back to: an in-app path from `returnTo`, else My Services. */
export function returnPath(value: string | null): string {
  return safeReturnPath(value) ?? '/';
}

function withReturn(path: string, sessionId: string, from: string | undefined, forPerson?: string): string {
  const query = new URLSearchParams({ sessionId });
  if (from !== undefined && from !== '/') query.set('returnTo', from);
  if (forPerson !== undefined) query.set(FOR_PARAM, forPerson);
  return `${path}?${query.toString()}`;
}

/**
 * The reschedule page of a booking (sessions and appointments alike), coming back to `from`; `forPerson` (the
 * `for` query, people/ForPersonScope) opens it for that person without changing whom the portal acts for.
 */
export function reschedulePath(sessionId: string, from?: string, forPerson?: string): string {
  return withReturn('/appointment-reschedule', sessionId, from, forPerson);
}

/** The cancel page of a booking: /session-cancel for a session, /appointment-cancel for an appointment. */
export function cancelPath(booking: Pick<ServiceBooking, 'id' | 'format'>, from?: string): string {
  return withReturn(
    booking.format === 'SESSION' ? '/session-cancel' : '/appointment-cancel',
    booking.id,
    from,
  );
}

/** A service's bookings, on its own page. */
export function appointmentListPath(serviceId: string): string {
  return `/appointment-list/${encodeURIComponent(serviceId)}`;
}

/**
 * Whether a refused booking or reschedule says the slot was taken meanwhile (409 BOOKING_SLOT_TAKEN, domain
 * bookingConflictCode): the person stays on the page with fresh slots. The code is compared as the catalogue's
 * `ErrorCode` literal, which the type checker holds to the catalogue, so the page does not download the table.
 */
export function isSlotTaken(result: ApiResult): boolean {
  return result.httpCode === 409 && result.errorCode === 'BOOKING_SLOT_TAKEN';
}
