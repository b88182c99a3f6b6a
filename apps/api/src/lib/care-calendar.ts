/**
 * The caregiver's week (issue 19): every scheduled session and appointment (My Services) and every booked dental
 * visit (Denticare) of the customer and of each loved one they own, in one answer, with the clashes a caregiver
 * would meet (domain findClashes: overlaps, and too little time to travel between centres).
 *
 * Who is in it is decided the way `view-as` decides whom a customer may act for: the customer, and the loved
 * ones whose owner they are (none while the remote configuration switches loved ones off). Each person's
 * bookings are read with that person's own query, as My Services and My Denticare read them, so nobody else's
 * booking can appear.
 *
 * The private feed serves the same bookings as an iCalendar file (METHOD:PUBLISH) at an unguessable address,
 * from a week ago to 13 weeks ahead, for a phone's calendar to follow; turning it off ends the address at once.
 */
import { randomBytes } from 'node:crypto';

import { TZDate } from '@date-fns/tz';
import {
  SESSION_LENGTH_MINUTES,
  bookingPageMessages,
  canChangeAppointment,
  findClashes,
  messages,
  singaporeInstant,
  singaporeIsoDate,
  type CareCalendar,
  type CareCalendarFeed,
  type CareClashCheckQuery,
  type CareDentalClashCheckQuery,
  type CareNewBookingsClashCheckQuery,
  type CareIntakeClashCheckQuery,
  type CareEventView,
  type CarePerson,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import type { Customer } from '../repositories/customers.ts';
import type { CareCalendarFeedRow } from '../repositories/care-calendar.ts';
import type { PersonRef } from '../repositories/owner.ts';
import { CALENDAR_TIME_ZONE, SINGAPORE_VTIMEZONE } from './calendar-file.ts';
import { bookingViews, intakeAppointmentTimes, offeredIntake } from './my-services/index.ts';
import { ownedBooking, ownedService } from './my-services/changes.ts';
import { notFound } from './errors.ts';

/** Random bytes in a feed's address: 192 bits, base64url (32 characters), like the other public links. */
export const CARE_FEED_TOKEN_BYTES = 24;

/** How far the feed reaches: from 7 days ago to 91 days ahead. */
export const CARE_FEED_DAYS_BEFORE = 7;
export const CARE_FEED_DAYS_AFTER = 91;

const MS_PER_DAY = 86_400_000;

/** A dental visit's name when its service has none. */
const DENTAL_EVENT_NAME = 'Denticare';

interface CarePersonRef extends CarePerson {
  ref: PersonRef;
}

/** A booking as {@link eventsOf} reads it: the answer's shape, with its times still instants. */
type CareEventRow = Omit<CareEventView, 'startsAt' | 'endsAt'> & { startsAt: Date; endsAt: Date };

/** The customer and the loved ones they may act for, in the order shown: the customer first, then by age of record. */
async function peopleOf(app: FastifyInstance, customer: Customer): Promise<CarePersonRef[]> {
  const self: CarePersonRef = {
    id: customer.id,
    kind: 'SELF',
    name: customer.name,
    ref: { customerId: customer.id },
  };
  const config = await app.repos.config.getAppConfig();
  if (config.disabledLovedOne) return [self];
  const lovedOnes = await app.repos.people.listLovedOnes(customer.id);
  return [
    self,
    ...lovedOnes.map((person): CarePersonRef => ({
      id: person.id,
      kind: 'LOVED_ONE',
      name: person.name,
      ref: person.ref,
    })),
  ];
}

/** Everyone's live bookings that overlap [from, to), earliest first. */
async function eventsOf(
  app: FastifyInstance,
  people: readonly CarePersonRef[],
  from: Date,
  to: Date,
  now: Date,
): Promise<CareEventRow[]> {
  const within = (startsAt: Date, endsAt: Date) => startsAt < to && endsAt > from;
  const found = await Promise.all(
    people.map(async (person) => {
      const services = await app.repos.myServices.listServices(person.ref);
      const bookings = await app.repos.myServices.bookingsOf(services.map((s) => s.id));
      const sessions = services.flatMap((service) =>
        bookingViews(
          bookings.filter((b) => b.serviceId === service.id),
          service,
          now,
        )
          .filter((view) => view.status === 'SCHEDULED')
          .map((view) => ({
            id: view.id,
            kind: view.format === 'APPOINTMENT' ? ('APPOINTMENT' as const) : ('SESSION' as const),
            personId: person.id,
            eventName: view.eventName,
            title: view.title,
            startsAt: new Date(view.startsAt),
            endsAt: new Date(view.endsAt),
            centreId: view.centreId,
            serviceId: service.id,
            canReschedule: view.changeRules.canReschedule,
          })),
      );
      const dental = (await app.repos.denticare.listOfPerson(person.ref))
        .filter((view) => view.booking.status === 'BOOKED')
        .map((view) => ({
          id: view.booking.id,
          kind: 'DENTAL' as const,
          personId: person.id,
          eventName: view.serviceName ?? DENTAL_EVENT_NAME,
          title: view.dentistName,
          startsAt: view.startsAt,
          endsAt: view.endsAt,
          centreId: view.centreId,
          serviceId: null,
          canReschedule: canChangeAppointment(view.startsAt, now),
        }));
      return [...sessions, ...dental].filter((event) => within(event.startsAt, event.endsAt));
    }),
  );
  const events = found.flat();
  const centres = await app.repos.careCalendar.centres(events.map((event) => event.centreId));
  return events
    .flatMap(({ centreId, ...event }) => {
      const centre = centres.get(centreId);
      return centre ? [{ ...event, centre }] : [];
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

/** The instant a Singapore date (`yyyy-MM-dd`) starts. */
function singaporeMidnight(date: string): Date {
  return singaporeInstant(date, 0);
}

/** GET care-calendar: the people, their bookings from `from` to `to` (Singapore dates, both included), the clashes. */
export async function careCalendar(
  app: FastifyInstance,
  customer: Customer,
  period: { from: string; to: string },
  now: Date,
): Promise<CareCalendar> {
  const people = await peopleOf(app, customer);
  const start = singaporeMidnight(period.from);
  const end = new Date(singaporeMidnight(period.to).getTime() + MS_PER_DAY);
  const events = await eventsOf(app, people, start, end, now);
  const clashes = findClashes(events).map((clash) => ({
    firstId: clash.first.id,
    secondId: clash.second.id,
    kind: clash.kind,
    gapMinutes: clash.gapMinutes,
    travelMinutes: clash.travelMinutes,
  }));
  return {
    from: period.from,
    to: period.to,
    people: people.map(({ id, kind, name }) => ({ id, kind, name })),
    events: events.map((event) => ({
      ...event,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
    })),
    clashes,
  };
}

/** Bookings proposed for a clash check: at their new times, and the booking they replace when it is a move. */
export interface ClashProposal {
  events: (Omit<CareEventRow, 'centre'> & { centreId: string })[];
  replaces: string | null;
}

/** GET care-calendar/clash-check: a My Services booking of `person` moved to `startsAt`, its length kept; or 404. */
export async function movedBooking(
  app: FastifyInstance,
  person: PersonRef,
  query: CareClashCheckQuery,
  now: Date,
): Promise<ClashProposal> {
  const { booking, service } = await ownedBooking(app, person, query.sessionId);
  const [view] = bookingViews([booking], service, now);
  const startsAt = new Date(query.startsAt);
  return {
    replaces: booking.id,
    events: [
      {
        id: booking.id,
        kind: view?.format === 'APPOINTMENT' ? 'APPOINTMENT' : 'SESSION',
        personId: '',
        eventName: view?.eventName ?? service.productName,
        title: view?.title ?? '',
        startsAt,
        endsAt: new Date(startsAt.getTime() + booking.endsAt.getTime() - booking.startsAt.getTime()),
        centreId: service.centreId,
        serviceId: service.id,
        canReschedule: true,
      },
    ],
  };
}

/** GET denticare/client/appointment/{id}/clash-check: the appointment moved, its length kept; or 404. */
export async function movedAppointment(
  app: FastifyInstance,
  person: PersonRef,
  appointmentId: string,
  query: CareDentalClashCheckQuery,
): Promise<ClashProposal> {
  const current = await app.repos.denticare.ofPerson(person, appointmentId);
  if (!current) throw notFound(messages.denticare.appointmentNotFound);
  const startsAt = new Date(query.startsAt);
  return {
    replaces: current.booking.id,
    events: [
      {
        id: current.booking.id,
        kind: 'DENTAL',
        personId: '',
        eventName: current.serviceName ?? DENTAL_EVENT_NAME,
        title: current.dentistName,
        startsAt,
        endsAt: new Date(startsAt.getTime() + current.endsAt.getTime() - current.startsAt.getTime()),
        centreId: current.centreId,
        serviceId: null,
        canReschedule: true,
      },
    ],
  };
}

/** GET care-calendar/clash-check/new-bookings: new bookings of a service, a session's length each; or 404. */
export async function newBookings(
  app: FastifyInstance,
  person: PersonRef,
  query: CareNewBookingsClashCheckQuery,
): Promise<ClashProposal> {
  const service = await ownedService(app, person, query.serviceId);
  return {
    replaces: null,
    events: query.startsAt.map((value, index) => {
      const startsAt = new Date(value);
      return {
        id: `new-${String(index + 1)}`,
        kind: query.type === 'SESSION' ? 'SESSION' : 'APPOINTMENT',
        personId: '',
        eventName: service.productName,
        title: bookingPageMessages.steps[query.type],
        startsAt,
        endsAt: new Date(startsAt.getTime() + SESSION_LENGTH_MINUTES * 60_000),
        centreId: service.centreId,
        serviceId: service.id,
        canReschedule: true,
      };
    }),
  };
}

/**
 * GET care-calendar/clash-check/intake: the appointments enrolling the service in the intake run would make (one on
 * each date of the run, at its times, as POST intake/enroll makes them), read from the run itself; 404 for a
 * service that is not the person's, or a run it may not enrol in.
 */
export async function intakeEnrolment(
  app: FastifyInstance,
  person: PersonRef,
  query: CareIntakeClashCheckQuery,
  now: Date,
): Promise<ClashProposal> {
  const service = await ownedService(app, person, query.serviceId);
  const run = await offeredIntake(app, service, query.intakeId, now);
  if (!run) throw notFound(messages.booking.intakeNotOffered);
  return {
    replaces: null,
    events: intakeAppointmentTimes(run).map(({ startsAt, endsAt }, index) => ({
      id: `new-${String(index + 1)}`,
      kind: 'APPOINTMENT',
      personId: '',
      eventName: service.productName,
      title: bookingPageMessages.steps.INTAKE,
      startsAt,
      endsAt,
      centreId: run.centreId,
      serviceId: service.id,
      canReschedule: false,
    })),
  };
}

/**
 * GET care-calendar/clash-check and its kin: the clashes that bookings of `person` (one of the customer's people)
 * would meet, before they are moved or made ({@link movedBooking}, {@link movedAppointment}, {@link newBookings},
 * {@link intakeEnrolment}),
 * against everyone's bookings on their days (domain
 * findClashes, as the week's clashes are found). A moved booking is never counted against itself. The answer is
 * the care calendar of those Singapore days, narrowed to the proposed bookings (first, at their new times, in the
 * order asked) and the bookings they would clash with; no clash, and it holds the proposed bookings alone.
 */
export async function clashCheck(
  app: FastifyInstance,
  customer: Customer,
  person: PersonRef,
  proposed: ClashProposal,
  now: Date,
): Promise<CareCalendar> {
  const people = await peopleOf(app, customer);
  const owner = people.find((candidate) =>
    'lovedOneId' in person ? candidate.id === person.lovedOneId : candidate.kind === 'SELF',
  );
  const days = [...new Set(proposed.events.map((event) => singaporeIsoDate(event.startsAt)))].sort();
  const first = days[0] ?? singaporeIsoDate(now);
  const last = days.at(-1) ?? first;
  const centres = await app.repos.careCalendar.centres(proposed.events.map((event) => event.centreId));
  const empty = { from: first, to: last, people: people.map(publicPerson), events: [], clashes: [] };
  if (owner === undefined) return empty;
  const mine = proposed.events.flatMap(({ centreId, ...event }) => {
    const centre = centres.get(centreId);
    return centre ? [{ ...event, personId: owner.id, centre }] : [];
  });
  const others = (
    await eventsOf(
      app,
      people,
      singaporeMidnight(first),
      new Date(singaporeMidnight(last).getTime() + MS_PER_DAY),
      now,
    )
  ).filter((event) => event.id !== proposed.replaces);
  // Each proposed booking against the others in place, never against another proposed one.
  const found = mine.flatMap((event) =>
    findClashes([event, ...others]).filter((clash) => clash.first === event || clash.second === event),
  );
  const involved = new Set(
    found.flatMap((clash) => [clash.first, clash.second]).filter((event) => !mine.includes(event)),
  );
  return {
    ...empty,
    events: [...mine, ...others.filter((event) => involved.has(event))].map((event) => ({
      ...event,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
    })),
    clashes: found.map((clash) => ({
      firstId: clash.first.id,
      secondId: clash.second.id,
      kind: clash.kind,
      gapMinutes: clash.gapMinutes,
      travelMinutes: clash.travelMinutes,
    })),
  };
}

function publicPerson({ id, kind, name }: CarePersonRef): CarePerson {
  return { id, kind, name };
}

/** A new feed address's secret: {@link CARE_FEED_TOKEN_BYTES} random bytes, base64url. */
export function newFeedToken(): string {
  return randomBytes(CARE_FEED_TOKEN_BYTES).toString('base64url');
}

/** The address a phone's calendar follows. */
export function feedUrl(app: FastifyInstance, token: string): string {
  return `${app.config.publicUrl}/public/v1/care-calendar/${token}/calendar.ics`;
}

/** The feed as GET, POST and DELETE care-calendar/feed answer it. */
export function feedView(app: FastifyInstance, row: CareCalendarFeedRow | undefined): CareCalendarFeed {
  return row
    ? { active: true, url: feedUrl(app, row.token), createdAt: row.createdAt.toISOString() }
    : { active: false, url: null, createdAt: null };
}

/** The feed's iCalendar text: everyone's bookings from a week ago to 13 weeks ahead. */
export async function feedCalendar(app: FastifyInstance, customer: Customer, now: Date): Promise<string> {
  const people = await peopleOf(app, customer);
  const from = new Date(now.getTime() - CARE_FEED_DAYS_BEFORE * MS_PER_DAY);
  const to = new Date(now.getTime() + CARE_FEED_DAYS_AFTER * MS_PER_DAY);
  const events = await eventsOf(app, people, from, to, now);
  const names = new Map(people.map((person) => [person.id, person.name]));
  const calendar = ical({
    name: `Care calendar of ${customer.name}`,
    prodId: { company: 'careportal', product: 'Care calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: CALENDAR_TIME_ZONE, generator: () => SINGAPORE_VTIMEZONE },
    ttl: 60 * 60,
  });
  for (const event of events) {
    const person = names.get(event.personId) ?? '';
    calendar.createEvent({
      id: `${event.kind.toLowerCase()}-${event.id}@careportal`,
      start: new TZDate(event.startsAt.getTime(), CALENDAR_TIME_ZONE),
      end: new TZDate(event.endsAt.getTime(), CALENDAR_TIME_ZONE),
      timezone: CALENDAR_TIME_ZONE,
      stamp: now,
      summary: `${person}: ${event.eventName}, ${event.title}`,
      location: event.centre.address,
      description: `${person}, ${event.eventName} (${event.title}) at ${event.centre.name}`,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
