/**
 * Public links (issue 17): appointment reminders and e-invoices opened from an SMS or email without signing in,
 * and the private calendar feed (issue 19) a phone's calendar follows.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { customers } from './people.ts';
import { serviceBookings } from './services.ts';

/**
 * The reminder link of a scheduled appointment (/appt/{token}): an unguessable token (domain PUBLIC_LINK_ID_BYTES),
 * the booking it points to, when it lapses (the appointment's start) and the client's answer, which staff read.
 * Declining keeps the booking SCHEDULED; the answer can be changed until the link lapses.
 */
export const appointmentReminderLinks = pgTable(
  'appointment_reminder_links',
  {
    id: id(),
    token: text().notNull().unique(),
    serviceBookingId: uuid()
      .notNull()
      .references(() => serviceBookings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'appointment_reminder_links_answer_check',
      sql`${t.answer} is null or ${t.answer} in ('CONFIRMED', 'DECLINED')`,
    ),
    check(
      'appointment_reminder_links_answered_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null)`,
    ),
    index('appointment_reminder_links_booking_idx').on(t.serviceBookingId),
  ],
);

/**
 * A customer's private calendar feed (issue 19): the caregiver's week as an iCalendar file, at an unguessable
 * address a phone's calendar follows (GET public/v1/care-calendar/{token}). One live feed per customer; revoking
 * it, or making a new one, ends the old address at once. The token is 192 random bits, base64url.
 */
export const careCalendarFeeds = pgTable(
  'care_calendar_feeds',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('care_calendar_feeds_one_live')
      .on(t.customerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The e-invoice link of an order (/inv/{token}): an unguessable token, the order, and when it lapses (30 days). */
export const invoiceLinks = pgTable(
  'invoice_links',
  {
    id: id(),
    token: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_links_order_idx').on(t.orderId)],
);
