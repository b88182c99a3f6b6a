/**
 * What My Services and its change pages say of a booking: its title, date and time, why a change is refused, and
 * until when it is free. The rules themselves are the server's (domain bookingChangeRules at its answer's time).
 */
import {
  formatMessage,
  formatSingaporeDate,
  formatSingaporeTime,
  messages,
  myServicesPageMessages,
  type BookingChangeRefusal,
  type ServiceBooking,
} from '@careportal/domain';

const text = myServicesPageMessages;

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

/** How many places a slot has left, in words. */
export function placesText(count: number): string {
  return count === 1 ? text.onePlaceLeft : formatMessage(text.placesLeft, { count });
}
