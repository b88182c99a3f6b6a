/**
 * Services and their bookings (issue 15, the contract in domain schemas/services): the person's services, a
 * service's bookings, a booking's fresh change rules, vacant slots, scheduling, rescheduling and cancelling, intake
 * runs and enrolment. One module for My Services and every booking page (/book-preclass-sessions,
 * /book-preclass-intake, /renew, /appointment-*, /session-cancel). The change rules themselves are the server's
 * (domain bookingChangeRules at the time of its answer); the pages only say them.
 */
import {
  bookingConflictCode,
  bookingPageMessages,
  formatDisplayTime,
  formatWeekdayDate,
  formatMessage,
  formatSingaporeDate,
  formatSingaporeTime,
  isPostSessionStepVisible,
  isPreAssessmentStepVisible,
  messages,
  myServicesPageMessages,
  singaporeCalendarDate,
  slotWindow,
  type BookingChangeRefusal,
  type Intake,
  type ServiceBooking,
  type ServiceSummary,
  type SessionType,
  type SlotWindow,
  type VacantSlot,
} from '@careportal/domain';
import type { ApiResult } from '../../data/client';

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
  services: 'services',
  bookings: (serviceId: string) => `services/sessions?${serviceQuery(serviceId)}`,
  vacantSlots: (serviceId: string, type: SessionType, from: string, to: string) =>
    `yoda-sessions/vacant-slots?${new URLSearchParams({ serviceId, type, from, to }).toString()}`,
  schedule: 'yoda-sessions/schedule',
  intakes: (serviceId: string) => `intake?${serviceQuery(serviceId)}`,
  enrol: 'intake/enroll',
} as const;

/** Where every booking page goes back to: My Services. */
export const MY_SERVICES_PATH = '/';

/** The steps a booking page can show. */
export type BookingStepId = SessionType | 'INTAKE';

/**
 * The steps of /book-preclass-sessions (a SESSIONS programme) or /book-preclass-intake (INTAKES) for `service`
 * at its booking stage, by the domain rules: the pre-assessment when `isPreAssessmentStepVisible`, then the
 * sessions (or the intake run), then the post-assessment when `isPostSessionStepVisible` (sessions only).
 */
export function bookingStepsOf(service: ServiceSummary, page: 'SESSIONS' | 'INTAKES'): BookingStepId[] {
  const stage = service.bookingStage ?? null;
  const steps: BookingStepId[] = [];
  if (
    stage !== null &&
    isPreAssessmentStepVisible(stage, {
      reportedHealthDecline: service.reportedHealthDecline,
      programContentType: service.programContentType,
      hasPreSessionType: service.hasPreSessionType,
    })
  ) {
    steps.push('PRE_SESSION');
  }
  steps.push(page === 'SESSIONS' ? 'SESSION' : 'INTAKE');
  if (page === 'SESSIONS' && stage !== null && isPostSessionStepVisible(stage)) steps.push('POST_SESSION');
  return steps;
}

/** The sessions of `service` still free to book. */
export function sessionsLeft(service: ServiceSummary): number {
  return Math.max(0, service.sessionsTotal - service.sessionsUsed);
}

/** The scheduled bookings of one type, earliest first. */
export function scheduledOfType(bookings: readonly ServiceBooking[], type: SessionType): ServiceBooking[] {
  return bookings
    .filter((booking) => booking.type === type && booking.status === 'SCHEDULED')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** A service's line under the page title: '{product} at {centre}, for {person}'. */
export function serviceLine(service: ServiceSummary): string {
  return formatMessage(bookingPageMessages.serviceFor, {
    product: service.productName,
    centre: service.centreName,
    person: service.forSelf ? bookingPageMessages.you : service.personName,
  });
}

/** A slot or booking's time of day: '09:00 AM to 09:45 AM'. */
export function timeRange(startsAt: string, endsAt: string): string {
  return formatMessage(bookingPageMessages.slots.timeRange, {
    start: formatSingaporeTime(startsAt),
    end: formatSingaporeTime(endsAt),
  });
}

/** A booking as one line: 'Tuesday, 24/11/2026, 09:00 AM to 09:45 AM'. */
export function bookingWhen(booking: Pick<ServiceBooking, 'startsAt' | 'endsAt'>): string {
  return `${formatWeekdayDate(singaporeCalendarDate(booking.startsAt))}, ${timeRange(booking.startsAt, booking.endsAt)}`;
}

/** Slots grouped by their Singapore day, days and times in order. */
export function slotsByDay(slots: readonly VacantSlot[]): { day: string; slots: VacantSlot[] }[] {
  const days = new Map<string, VacantSlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const day = singaporeCalendarDate(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, slots: list }));
}

/** The window's dates as the page says them (domain {@link SlotWindow}): 'Showing 22/11/2026 to 05/12/2026'. */
export function windowLabel(window: SlotWindow): string {
  return formatMessage(bookingPageMessages.slots.showing, {
    from: formatSingaporeDate(window.from),
    to: formatSingaporeDate(window.to),
  });
}

/** Weekdays (ISO, 1 = Monday) as words: 'Tuesday and Friday'. */
export function weekdayList(days: readonly number[]): string {
  const names = [...days].sort((a, b) => a - b).map((day) => bookingPageMessages.weekdays[day - 1] ?? '');
  if (names.length <= 1) return names.join('');
  return formatMessage(bookingPageMessages.listAnd, {
    items: names.slice(0, -1).join(', '),
    last: names.at(-1) ?? '',
  });
}

/** A Singapore time of day 'HH:mm' as hh:mm A. */
export function clockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return formatDisplayTime(new Date(2000, 0, 1, hours, minutes));
}

const text = myServicesPageMessages;

/** GET services: every service of the person the portal acts for. */
export const SERVICES_URL = BOOKING_URLS.services;

/** GET services/sessions?serviceId=…: a service's bookings, earliest first. */
export const bookingsUrl = BOOKING_URLS.bookings;

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

/** How many places a slot has left, in words. */
export function placesText(count: number): string {
  return count === 1 ? text.onePlaceLeft : formatMessage(text.placesLeft, { count });
}
