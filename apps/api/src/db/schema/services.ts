/**
 * Services and their bookings (issue 15, My Services): the services a person is registered for, the classes
 * (schedules and their sessions) and the centres' appointment hours, the places taken in each slot, and the
 * bookings of class sessions and appointments.
 */
import {
  BOOKING_FORMATS,
  REMARKS_MAX_LENGTH,
  SERVICE_BOOKING_STAGES,
  SESSION_STATUSES,
  SESSION_TYPES,
} from '@careportal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { centres, events, offerings, products } from './catalogue.ts';
import { createdAt, id, sqlList } from './columns.ts';
import { orderItems } from './orders.ts';
import { customers, lovedOnes } from './people.ts';

/**
 * A service a customer or one of their loved ones is registered for (seed 000 section 3, "Service
 * (registered)"): exactly one owner, a product at a centre, and its status (domain SERVICE_STATUSES). The
 * eligibility rule reads the ones still held.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    offeringId: uuid().references(() => offerings.id),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    status: text().notNull(),
    /** Singapore calendar dates; the end is null until known. */
    startDate: date().notNull(),
    endDate: date(),
    /** Where booking it has got to (domain serviceBookingStage), moved on by every booking change. */
    bookingStage: text(),
    /** The intake run an INTAKES service is enrolled in; null before POST intake/enroll. */
    intakeId: uuid().references(() => events.id),
    /** The order line that bought it: unique, so a paid order never creates a service twice. */
    orderItemId: uuid()
      .unique()
      .references((): AnyPgColumn => orderItems.id, { onDelete: 'set null' }),
    /** The sessions it holds (the offer's session count). */
    sessionsTotal: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('services_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    check('services_sessions_total_check', sql`${t.sessionsTotal} >= 0`),
    check(
      'services_booking_stage_check',
      sql`${t.bookingStage} is null or ${t.bookingStage} in (${sqlList(SERVICE_BOOKING_STAGES)})`,
    ),
    check(
      'services_status_check',
      sql`${t.status} in ('UPCOMING', 'ONGOING', 'EXPIRED', 'COMPLETED', 'HEALTH_DECLARATION')`,
    ),
    check('services_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    index('services_customer_idx').on(t.customerId),
    index('services_loved_one_idx').on(t.lovedOneId),
  ],
);

/** A recurring class: a product at a centre on a weekday. */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** ISO weekday, 1 = Monday. */
    dayOfWeek: integer().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    capacity: integer().notNull(),
  },
  (t) => [
    check('schedules_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check('schedules_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('schedules_capacity_check', sql`${t.capacity} > 0`),
    uniqueIndex('schedules_unique').on(t.productId, t.centreId, t.dayOfWeek, t.startTime),
  ],
);

/** One occurrence of a schedule. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    scheduleId: uuid()
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('sessions_schedule_start_unique').on(t.scheduleId, t.startsAt),
  ],
);

/**
 * A centre's opening hours for one-to-one appointments (pre- and post-assessments): per ISO weekday, when it
 * opens and closes (Singapore time) and how many people one 45-minute appointment slot takes. Domain
 * sessionSlots cuts them into slots, public holidays left out.
 */
export const centreOpeningHours = pgTable(
  'centre_opening_hours',
  {
    centreId: uuid()
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday. */
    dayOfWeek: integer().notNull(),
    opens: time().notNull(),
    closes: time().notNull(),
    /** People per appointment slot. */
    places: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.dayOfWeek] }),
    check('centre_opening_hours_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check('centre_opening_hours_time_check', sql`${t.closes} > ${t.opens}`),
    check('centre_opening_hours_places_check', sql`${t.places} > 0`),
  ],
);

/**
 * The places taken in one slot (issue 15, "two people can never take the last vacant slot"): a 45-minute class
 * session of a schedule (kind CLASS) or a centre's appointment slot (kind APPOINTMENT), keyed by `slotKey`
 * (`CLASS:{scheduleId}:{start}` or `APPOINTMENT:{centreId}:{start}`). The row is made on the first booking; a
 * booking takes a place with `update … set taken = taken + 1 where taken < {capacity now}`, which PostgreSQL runs
 * on the row under its lock: of two requests for the last place, the second finds it full. Cancelling gives the
 * place back.
 */
export const slotPlaces = pgTable(
  'slot_places',
  {
    id: id(),
    slotKey: text().notNull().unique(),
    kind: text().notNull(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    scheduleId: uuid().references(() => schedules.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    taken: integer().notNull().default(0),
  },
  (t) => [
    check('slot_places_kind_check', sql`${t.kind} in ('CLASS', 'APPOINTMENT')`),
    check('slot_places_taken_check', sql`${t.taken} >= 0`),
    check('slot_places_schedule_check', sql`(${t.kind} = 'CLASS') = (${t.scheduleId} is not null)`),
    index('slot_places_centre_start_idx').on(t.centreId, t.startsAt),
  ],
);

/**
 * A booking of a service (issue 15): a class session (format SESSION) or an appointment (APPOINTMENT: a pre- or
 * post-assessment, or a date of an intake run), and its status (domain SESSION_STATUSES). Rescheduling moves
 * the same row (same `calendarUid`, `sequence` + 1); cancelling keeps it as history. Denticare's dental bookings
 * are the `bookings` table.
 */
export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    type: text().notNull(),
    status: text().notNull().default('SCHEDULED'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    /** The place it holds while SCHEDULED; null for an intake appointment (the intake's place is the run's). */
    slotId: uuid().references(() => slotPlaces.id),
    cancellationReason: varchar({ length: REMARKS_MAX_LENGTH }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The calendar file's SEQUENCE: 0 when booked, + 1 at each reschedule and at the cancellation. */
    sequence: integer().notNull().default(0),
    /** The calendar file's UID: never changes, so a calendar updates the event instead of adding one. */
    calendarUid: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('service_bookings_format_check', sql`${t.format} in (${sqlList(BOOKING_FORMATS)})`),
    check('service_bookings_type_check', sql`${t.type} in (${sqlList(SESSION_TYPES)})`),
    check('service_bookings_status_check', sql`${t.status} in (${sqlList(SESSION_STATUSES)})`),
    check('service_bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('service_bookings_sequence_check', sql`${t.sequence} >= 0`),
    check(
      'service_bookings_cancelled_check',
      sql`(${t.status} in ('CANCELLED', 'CANCELLED_WITH_CHARGE')) = (${t.cancelledAt} is not null)`,
    ),
    index('service_bookings_service_idx').on(t.serviceId, t.startsAt),
    // A service never holds the same time twice.
    uniqueIndex('service_bookings_one_per_time')
      .on(t.serviceId, t.startsAt)
      .where(sql`${t.status} = 'SCHEDULED'`),
  ],
);
