/**
 * The calls and paths of My Services and its booking pages (issue 15, packages/domain/src/schemas/services.ts):
 * the person's services, a service's bookings, a booking's fresh change rules, the vacant slots, and rescheduling
 * and cancelling. The rules themselves are the server's (domain bookingChangeRules at the time of its answer);
 * the pages only say them.
 */
import {
  bookingConflictCode,
  formatMessage,
  formatSingaporeDate,
  formatSingaporeTime,
  messages,
  myServicesPageMessages,
  singaporeCalendarDate,
  slotWindow,
  type BookingChangeRefusal,
  type ServiceBooking,
  type ServiceSummary,
  type VacantSlot,
} from '@careportal/domain';
import type { ApiResult } from '../data/client';

const text = myServicesPageMessages;

/** GET services: every service of the person the portal acts for. */
export const SERVICES_URL = 'services';

/** GET services/sessions?serviceId=…: a service's bookings, earliest first. */
export function bookingsUrl(serviceId: string): string {
  return `services/sessions?${new URLSearchParams({ serviceId }).toString()}`;
}

/** GET yoda-sessions/review?sessionId=…: a booking with its change rules as of now. */
export function reviewUrl(sessionId: string): string {
  return `yoda-sessions/review?${new URLSearchParams({ sessionId }).toString()}`;
}

/** GET yoda-sessions/vacant-slots for `booking`'s service and type, in the first window from `today` (domain slotWindow). */
export function vacantSlotsUrl(booking: Pick<ServiceBooking, 'serviceId' | 'type'>, today: Date): string {
  const { from, to } = slotWindow(singaporeCalendarDate(today));
  const query = new URLSearchParams({ serviceId: booking.serviceId, type: booking.type, from, to });
  return `yoda-sessions/vacant-slots?${query.toString()}`;
}

/** POST yoda-sessions/reschedule and cancel. */
export const RESCHEDULE_URL = 'yoda-sessions/reschedule';
/** POST yoda-sessions/cancel. */
export const CANCEL_URL = 'yoda-sessions/cancel';

/** GET services/sessions/{id}/calendar.ics: the booking's calendar file (METHOD:CANCEL once cancelled). */
export function calendarUrl(sessionId: string): string {
  return `services/sessions/${encodeURIComponent(sessionId)}/calendar.ics`;
}

/** The answer of GET services/sessions. */
export interface BookingsAnswer {
  sessions: ServiceBooking[];
}

/** The answer of GET services. */
export interface ServicesAnswer {
  services: ServiceSummary[];
}

/** The answer of GET yoda-sessions/vacant-slots. */
export interface SlotsAnswer {
  slots: VacantSlot[];
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
  return value !== null && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

function withReturn(path: string, sessionId: string, from: string | undefined): string {
  const query = new URLSearchParams({ sessionId });
  if (from !== undefined && from !== '/') query.set('returnTo', from);
  return `${path}?${query.toString()}`;
}

/** The reschedule page of a booking (sessions and appointments alike), coming back to `from`. */
export function reschedulePath(sessionId: string, from?: string): string {
  return withReturn('/appointment-reschedule', sessionId, from);
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

/** What a booking is called on screen: 'Pre-assessment' for a PRE_SESSION, else its title. */
export function bookingTitle(booking: Pick<ServiceBooking, 'type' | 'title'>): string {
  return booking.type === 'PRE_SESSION' ? messages.labels.preAssessment : booking.title;
}

/** A booking's date, dd/MM/yyyy. */
export function bookingDate(booking: Pick<ServiceBooking, 'startsAt'>): string {
  return formatSingaporeDate(booking.startsAt);
}

/** A booking's times, 'hh:mm A to hh:mm A'. */
export function bookingTime(booking: Pick<ServiceBooking, 'startsAt' | 'endsAt'>): string {
  return formatMessage(text.timeRange, {
    start: formatSingaporeTime(booking.startsAt),
    end: formatSingaporeTime(booking.endsAt),
  });
}

/** The catalogue's words for why a change is refused, the grace period filled in. */
export function refusalMessage(refusal: BookingChangeRefusal, graceWorkingDays: number): string {
  return formatMessage(messages.booking[refusal], { graceWorkingDays });
}

/** A named action of a booking: 'Reschedule Session 8 of 12 on 24/11/2026'. */
export function namedAction(
  template: string,
  booking: Pick<ServiceBooking, 'type' | 'title' | 'startsAt'>,
): string {
  return formatMessage(template, { title: bookingTitle(booking), date: bookingDate(booking) });
}

/**
 * Until when cancelling is free, in words: 'the end of 01/12/2026' when the free time ends at a midnight before
 * the booking (a session's last free day), else the date and time ('29/11/2026 at 09:30 AM').
 */
export function freeUntilText(freeChangeUntil: string, startsAt: string): string {
  const until = new Date(freeChangeUntil);
  const isDayEnd =
    until.getTime() < new Date(startsAt).getTime() && formatSingaporeTime(until) === '12:00 AM';
  if (isDayEnd) {
    return formatMessage(text.deadlineEndOfDay, { date: formatSingaporeDate(new Date(until.getTime() - 1)) });
  }
  return formatMessage(text.deadlineAt, {
    date: formatSingaporeDate(until),
    time: formatSingaporeTime(until),
  });
}

/**
 * Whether a refused booking or reschedule says the slot was taken meanwhile (409 BOOKING_SLOT_TAKEN, domain
 * bookingConflictCode): the person stays on the page with fresh slots.
 */
export function isSlotTaken(result: ApiResult): boolean {
  return result.httpCode === 409 && result.errorCode === bookingConflictCode('slotTaken');
}

/** What a refused change says: the server's catalogue message, else the generic one. */
export function failureMessage(result: ApiResult): string {
  return result.errorMessage ?? messages.generic.somethingWentWrong;
}

/** How many places a slot has left, in words. */
export function placesText(count: number): string {
  return count === 1 ? text.onePlaceLeft : formatMessage(text.placesLeft, { count });
}
