/** What the booking pages (/book-preclass-sessions, /book-preclass-intake, /renew) say of services, slots and times. */
import {
  bookingPageMessages,
  formatWeekdayDate,
  formatMessage,
  formatSingaporeDate,
  formatSingaporeTime,
  singaporeCalendarDate,
  type ServiceBooking,
  type ServiceSummary,
  type SlotWindow,
} from '@careportal/domain';

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
