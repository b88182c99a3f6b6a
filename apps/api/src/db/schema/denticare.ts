/**
 * Denticare (issue 16): dentists and their weekly hours, the appointment slots booked, the anonymous booking
 * sessions and their client details, the bookings, the registered Denticare clients and the analytics of the
 * booking steps.
 */
import {
  COUNTRY_CODE_MAX_LENGTH,
  DEFAULT_LOCALE,
  DENTICARE_BOOKING_STEPS,
  DENTICARE_EVENT_NAMES,
  EMAIL_MAX_LENGTH,
  LOCALES,
  NAME_MAX_LENGTH,
  NATIONAL_ID_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  REMARKS_MAX_LENGTH,
} from '@careportal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { centres, products } from './catalogue.ts';
import { createdAt, id, sqlList } from './columns.ts';
import { customers, lovedOnes } from './people.ts';

/** Dentists (Denticare "resources"); the single 'No preference' row stands for any dentist. */
export const dentists = pgTable(
  'dentists',
  {
    id: id(),
    name: text().notNull().unique(),
    centreId: uuid().references(() => centres.id),
    isNoPreference: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('dentists_one_no_preference')
      .on(t.isNoPreference)
      .where(sql`${t.isNoPreference}`),
    check(
      'dentists_centre_check',
      sql`(${t.isNoPreference} and ${t.centreId} is null) or (not ${t.isNoPreference} and ${t.centreId} is not null)`,
    ),
  ],
);

export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: id(),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    dentistId: uuid()
      .notNull()
      .references(() => dentists.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('appointment_slots_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('appointment_slots_dentist_start_unique').on(t.dentistId, t.startsAt),
    index('appointment_slots_centre_start_idx').on(t.centreId, t.startsAt),
  ],
);

/**
 * A dentist's weekly hours (issue 16): on ISO weekday `weekday` (1 = Monday) from `startMinute` to `endMinute`
 * after midnight, Singapore time. Domain sessionSlots cuts them into 45-minute slots, public holidays left out;
 * a slot gets its appointment_slots row when someone books it.
 */
export const dentistSchedules = pgTable(
  'dentist_schedules',
  {
    id: id(),
    dentistId: uuid()
      .notNull()
      .references(() => dentists.id, { onDelete: 'cascade' }),
    weekday: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
  },
  (t) => [
    check('dentist_schedules_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'dentist_schedules_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`,
    ),
    uniqueIndex('dentist_schedules_dentist_day_start_unique').on(t.dentistId, t.weekday, t.startMinute),
  ],
);

/** An anonymous Denticare booking session, keyed by the id the portal made (`clientSessionId`). */
export const publicClientSessions = pgTable('public_client_sessions', {
  id: varchar({ length: 64 }).primaryKey(),
  createdAt: createdAt(),
});

/**
 * The client details given in an anonymous booking session (booking step 2). The NRIC is kept in full, so that
 * registering later finds the person's bookings; it is only ever answered masked.
 */
export const publicClients = pgTable(
  'public_clients',
  {
    id: id(),
    clientSessionId: varchar({ length: 64 })
      .notNull()
      .unique()
      .references(() => publicClientSessions.id, { onDelete: 'cascade' }),
    name: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    email: varchar({ length: EMAIL_MAX_LENGTH }).notNull(),
    mobileNumber: varchar({ length: PHONE_MAX_LENGTH }).notNull(),
    countryCode: varchar({ length: COUNTRY_CODE_MAX_LENGTH }),
    clientIdType: text().notNull(),
    nationalId: varchar({ length: NATIONAL_ID_MAX_LENGTH }).notNull(),
    bookingForYourself: boolean().notNull(),
    marketingConsentAgreed: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('public_clients_national_id_idx').on(sql`upper(${t.nationalId})`)],
);

/** Booking statuses: HELD (a public hold until `held_until`), BOOKED, COMPLETED, CANCELLED, and the ends of holds. */
export const BOOKING_STATUSES = ['HELD', 'BOOKED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'RELEASED'] as const;

/**
 * A booking of an appointment slot: a signed-in person's (customer, or loved one), or an anonymous session's
 * (`client_session_id`; linked to the person when they register with the same NRIC). At most one live booking
 * (HELD or BOOKED) per slot, enforced by a partial unique index; an expired hold is set EXPIRED in the same
 * transaction that takes the slot. Cancelled and expired rows stay as history and free the slot.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    slotId: uuid()
      .notNull()
      .references(() => appointmentSlots.id),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    clientSessionId: varchar({ length: 64 }).references(() => publicClientSessions.id),
    /** The Denticare product booked. */
    serviceId: uuid().references(() => products.id),
    status: text().notNull().default('BOOKED'),
    heldUntil: timestamp({ withTimezone: true }),
    /** The cancellation link's id: 192 random bits, base64url. */
    cancelToken: varchar({ length: 64 }).unique(),
    cancelReason: varchar({ length: REMARKS_MAX_LENGTH }),
    bookedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * The language its confirmation, cancellation notice and any later notice are written in (domain LOCALES):
     * the booking page's, or a signed-in customer's own choice (customers.language). English for bookings made
     * before there was a choice.
     */
    language: text().notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_one_live_per_slot')
      .on(t.slotId)
      .where(sql`${t.status} in ('HELD', 'BOOKED')`),
    check('bookings_status_check', sql`${t.status} in (${sqlList(BOOKING_STATUSES)})`),
    check(
      'bookings_owner_check',
      sql`${t.customerId} is not null or ${t.lovedOneId} is not null or ${t.clientSessionId} is not null`,
    ),
    check('bookings_held_until_check', sql`${t.status} <> 'HELD' or ${t.heldUntil} is not null`),
    check('bookings_language_check', sql`${t.language} in (${sqlList(LOCALES)})`),
    index('bookings_session_idx').on(t.clientSessionId, t.createdAt),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_loved_one_idx').on(t.lovedOneId),
  ],
);

/**
 * A person registered for Denticare (POST denticare/client/register): the customer or one of their loved ones,
 * by NRIC (one registration per NRIC). A blacklisted client cannot book online.
 */
export const denticareClients = pgTable(
  'denticare_clients',
  {
    id: id(),
    customerId: uuid()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid()
      .unique()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    nationalId: varchar({ length: NATIONAL_ID_MAX_LENGTH }).notNull(),
    associationId: varchar({ length: 32 }).notNull().unique(),
    blackListed: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('denticare_clients_one_owner_check', sql`(${t.customerId} is null) <> (${t.lovedOneId} is null)`),
    uniqueIndex('denticare_clients_national_id_unique').on(sql`upper(${t.nationalId})`),
  ],
);

/** Our own analytics (the Denticare booking steps): allow-listed names and steps, no personal data. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    name: text().notNull(),
    step: text().notNull(),
    clientSessionId: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('analytics_events_name_check', sql`${t.name} in (${sqlList(DENTICARE_EVENT_NAMES)})`),
    check('analytics_events_step_check', sql`${t.step} in (${sqlList(DENTICARE_BOOKING_STEPS)})`),
  ],
);
