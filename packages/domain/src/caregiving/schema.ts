import { differenceInCalendarDays } from 'date-fns';
import { z } from 'zod';

import { messages } from '../messages/index.js';
import { SESSION_TYPES } from '../schemas/enums.js';
import { recordUuid } from '../schemas/ids.js';
import { recordId } from '../schemas/shared.js';

/** The longest period GET care-calendar answers for, in days (6 weeks: a month view and its edges). */
export const CARE_CALENDAR_MAX_DAYS = 42;

/** What a booking in the caregiver's week is: a My Services session or appointment, or a Denticare visit. */
export const CARE_EVENT_KINDS = ['SESSION', 'APPOINTMENT', 'DENTAL'] as const;

/** What a booking in the caregiver's week is. */
export type CareEventKind = (typeof CARE_EVENT_KINDS)[number];

const isoDate = z.iso.date({ error: messages.validation.invalidValue });
const instant = z.iso.datetime({ offset: true });

/**
 * GET care-calendar's query: the first and last Singapore dates of the period, both included, at most
 * {@link CARE_CALENDAR_MAX_DAYS} days.
 */
export const careCalendarQuerySchema = z.strictObject({ from: isoDate, to: isoDate }).refine(
  ({ from, to }) => {
    const days = differenceInCalendarDays(new Date(`${to}T00:00:00Z`), new Date(`${from}T00:00:00Z`)) + 1;
    return days >= 1 && days <= CARE_CALENDAR_MAX_DAYS;
  },
  { error: messages.careCalendar.periodInvalid, path: ['to'] },
);

/** GET care-calendar's query. */
export type CareCalendarQuery = z.output<typeof careCalendarQuerySchema>;

/**
 * GET care-calendar/clash-check's query: a booking (`sessionId`, of the person the call is for) and the new start
 * it is about to be moved to; its length stays.
 */
export const careClashCheckQuerySchema = z.strictObject({
  sessionId: recordUuid(),
  startsAt: instant,
});

/**
 * GET denticare/client/appointment/{id}/clash-check's query: the new start the appointment (of the person the call
 * is for) is about to be moved to; its length stays.
 */
export const careDentalClashCheckQuerySchema = z.strictObject({ startsAt: instant });

/** GET denticare/client/appointment/{id}/clash-check's query. */
export type CareDentalClashCheckQuery = z.output<typeof careDentalClashCheckQuerySchema>;

/** The most new times GET care-calendar/clash-check/new-bookings checks at once: a package's sessions chosen. */
export const CARE_CLASH_CHECK_MAX_TIMES = 24;

/**
 * GET care-calendar/clash-check/new-bookings' query: a My Services service (`serviceId`, of the person the call is
 * for), the type of booking (default SESSION) and the starts of the bookings about to be made, `startsAt` once or
 * repeated, at most {@link CARE_CLASH_CHECK_MAX_TIMES}; each is a session's length (SESSION_LENGTH_MINUTES).
 */
export const careNewBookingsClashCheckQuerySchema = z.strictObject({
  serviceId: recordUuid(),
  type: z.enum(SESSION_TYPES).default('SESSION'),
  startsAt: z
    .union([instant, z.array(instant).min(1).max(CARE_CLASH_CHECK_MAX_TIMES)])
    .transform((value) => (typeof value === 'string' ? [value] : value)),
});

/** GET care-calendar/clash-check/new-bookings' query. */
export type CareNewBookingsClashCheckQuery = z.output<typeof careNewBookingsClashCheckQuerySchema>;

/**
 * GET care-calendar/clash-check/intake's query: a My Services service of an intake programme (`serviceId`, of the
 * person the call is for) and one of the intake runs it may enrol in (`intakeId`, as GET intake lists them). The
 * appointments enrolling would make are read from the run itself, one a date of the run, however many there are.
 */
export const careIntakeClashCheckQuerySchema = z.strictObject({
  serviceId: recordUuid(),
  intakeId: recordUuid(),
});

/** GET care-calendar/clash-check/intake's query. */
export type CareIntakeClashCheckQuery = z.output<typeof careIntakeClashCheckQuerySchema>;

/** GET care-calendar/clash-check's query. */
export type CareClashCheckQuery = z.output<typeof careClashCheckQuerySchema>;

/** A person in the caregiver's week: the customer (SELF) or one of their loved ones, in the order shown. */
export const carePersonSchema = z.object({
  id: recordId(),
  kind: z.enum(['SELF', 'LOVED_ONE']),
  name: z.string(),
});

/** A person in the caregiver's week. */
export type CarePerson = z.output<typeof carePersonSchema>;

/** Where a booking takes place, with the coordinates the travel time is counted from. */
export const careCentreSchema = z.object({
  id: recordId(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** A booking in the caregiver's week: a scheduled session or appointment, or a booked dental visit. */
export const careEventSchema = z.object({
  id: recordId(),
  kind: z.enum(CARE_EVENT_KINDS),
  personId: recordId(),
  /** The programme or dental service: 'Gym Tonic', 'Dental Check-up'. */
  eventName: z.string(),
  /** 'Session 3 of 12', 'Pre-assessment', or the dentist's name. */
  title: z.string(),
  startsAt: instant,
  endsAt: instant,
  centre: careCentreSchema,
  /** The service the session belongs to (My Services); null for a dental visit. */
  serviceId: recordId().nullable(),
  /** Whether the rules let it be moved now: a session's grace period, an appointment's 24 hours. */
  canReschedule: z.boolean(),
});

/** A booking in the caregiver's week. */
export type CareEventView = z.output<typeof careEventSchema>;

/** Two bookings the caregiver cannot both attend (domain findClashes), by the bookings' ids. */
export const careClashSchema = z.object({
  firstId: recordId(),
  secondId: recordId(),
  kind: z.enum(['overlap', 'travel']),
  gapMinutes: z.number(),
  travelMinutes: z.number(),
});

/** GET care-calendar: everyone the customer cares for, their bookings in the period, and the clashes. */
export const careCalendarResponseSchema = z.object({
  from: isoDate,
  to: isoDate,
  people: z.array(carePersonSchema),
  events: z.array(careEventSchema),
  clashes: z.array(careClashSchema),
});

/** GET care-calendar's answer. */
export type CareCalendar = z.output<typeof careCalendarResponseSchema>;

/** The customer's private calendar feed: its address while it is on. */
export const careCalendarFeedSchema = z.object({
  active: z.boolean(),
  /** The address a phone's calendar follows; null while no feed is on. */
  url: z.url().nullable(),
  createdAt: instant.nullable(),
});

/** The customer's private calendar feed. */
export type CareCalendarFeed = z.output<typeof careCalendarFeedSchema>;
