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

/** How many places a slot has left, in words. */
export function placesText(count: number): string {
  return count === 1 ? text.onePlaceLeft : formatMessage(text.placesLeft, { count });
}
