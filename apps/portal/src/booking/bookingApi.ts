/**
 * The booking pages' calls (issue 15, the contract in domain schemas/services): the person's services, a
 * service's bookings, vacant slots, scheduling a slot, intake runs and enrolment. Shared by /book-preclass-sessions,
 * /book-preclass-intake and /renew.
 */
import {
  bookingPageMessages,
  formatDisplayDate,
  formatDisplayTime,
  formatMessage,
  formatSingaporeDate,
  formatSingaporeTime,
  isPostSessionStepVisible,
  isPreAssessmentStepVisible,
  type Intake,
  type ServiceBooking,
  type ServiceSummary,
  type SessionType,
  type SlotWindow,
  type VacantSlot,
  singaporeCalendarDate,
} from '@careportal/domain';

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

/** A Singapore calendar date (yyyy-MM-dd) with its weekday: 'Tuesday, 24/11/2026'. */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const weekday = bookingPageMessages.weekdays[(date.getDay() + 6) % 7] ?? '';
  return formatMessage(bookingPageMessages.slots.day, { weekday, date: formatDisplayDate(date) });
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
  return `${dayLabel(singaporeCalendarDate(booking.startsAt))}, ${timeRange(booking.startsAt, booking.endsAt)}`;
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
