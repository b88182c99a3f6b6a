/**
 * A booking as an iCalendar file (RFC 5545), made by ical-generator: "Add to calendar" on My Services.
 *
 * - Times are local to Asia/Singapore (DTSTART;TZID=Asia/Singapore:…), with the zone's VTIMEZONE: Singapore has
 *   kept UTC+8 since 1982, without daylight saving, so one STANDARD component describes it whole.
 * - UID is the booking's calendarUid, the same for its whole life, and SEQUENCE its sequence (+ 1 at each
 *   reschedule and at the cancellation): a calendar that imported the file updates that event in place.
 * - While the booking is SCHEDULED the file is METHOD:REQUEST; once cancelled, METHOD:CANCEL with
 *   STATUS:CANCELLED, which removes the event from the calendar.
 * - LOCATION is the centre's name and address.
 */
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export const CALENDAR_TIME_ZONE = 'Asia/Singapore';

/** The VTIMEZONE of Asia/Singapore (UTC+8 since 1 January 1982, no daylight saving). */
export const SINGAPORE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Singapore',
  'X-LIC-LOCATION:Asia/Singapore',
  'BEGIN:STANDARD',
  'DTSTART:19820101T000000',
  'TZOFFSETFROM:+0730',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarBooking {
  calendarUid: string;
  sequence: number;
  status: string;
  startsAt: Date;
  endsAt: Date;
  /** 'Gym Tonic: Pre-assessment'. */
  summary: string;
  location: string;
  description?: string | undefined;
  /** When it was last changed (DTSTAMP). */
  stamp: Date;
}

/** The .ics text of a booking. */
export function bookingCalendar(booking: CalendarBooking): string {
  const cancelled = booking.status === 'CANCELLED' || booking.status === 'CANCELLED_WITH_CHARGE';
  const calendar = ical({
    prodId: { company: 'careportal', product: 'My Services', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: CALENDAR_TIME_ZONE, generator: () => SINGAPORE_VTIMEZONE },
  });
  calendar.createEvent({
    id: booking.calendarUid,
    sequence: booking.sequence,
    start: new TZDate(booking.startsAt.getTime(), CALENDAR_TIME_ZONE),
    end: new TZDate(booking.endsAt.getTime(), CALENDAR_TIME_ZONE),
    timezone: CALENDAR_TIME_ZONE,
    stamp: booking.stamp,
    summary: booking.summary,
    location: booking.location,
    description: booking.description ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** A readable file name: `gym-tonic-pre-assessment-2024-03-05.ics`. */
export function calendarFileName(summary: string, date: string): string {
  const slug = summary
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'booking'}-${date}.ics`;
}
