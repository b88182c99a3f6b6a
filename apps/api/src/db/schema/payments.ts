/**
 * Payments of orders (linkpay): saved cards, payment attempts by card, PayNow or eGIRO, PayNow QRs, the bank's
 * settlement notifications, and eGIRO direct-debit arrangements.
 */
import {
  EGIRO_BANKS,
  EGIRO_STATUSES,
  NAME_MAX_LENGTH,
  OTHER_TEXT_MAX_LENGTH,
  PAYMENT_METHODS,
} from '@careportal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { createdAt, id, sqlList } from './columns.ts';
import { orders } from './orders.ts';
import { customers, lovedOnes } from './people.ts';

/**
 * A payment attempt's states: PROCESSING while the gateway is asked, REQUIRES_AUTHENTICATION while a 3-D Secure
 * challenge waits, then SUCCEEDED, FAILED, CANCELLED (a challenge left behind for a newer attempt) or REFUNDED (it
 * succeeded at the gateway after another payment had already paid the order, and was given back).
 */
export const PAYMENT_STATUSES = [
  'PROCESSING',
  'REQUIRES_AUTHENTICATION',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
] as const;

/** A card's states: PENDING_VERIFICATION until its 3-D Secure challenge is approved, then ACTIVE. */
export const CARD_STATUSES = ['PENDING_VERIFICATION', 'ACTIVE'] as const;

/**
 * A card saved with the gateway (linkpay/cards). Only the gateway's token, the brand, the last 4 digits and the
 * expiry are kept: the number never reaches the API. At most one default card per customer.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The gateway's reusable token of the card. */
    gatewayToken: text().notNull().unique(),
    brand: text().notNull(),
    last4: varchar({ length: 4 }).notNull(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    status: text().notNull().default('PENDING_VERIFICATION'),
    isDefault: boolean().notNull().default(false),
    /** The gateway's 3-D Secure challenge of the card's verification, and its page, while it waits. */
    challengeId: text(),
    challengeUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_cards_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('payment_cards_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    check('payment_cards_status_check', sql`${t.status} in (${sqlList(CARD_STATUSES)})`),
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_expiry_check', sql`${t.expiryMonth} between 1 and 12 and ${t.expiryYear} >= 2000`),
  ],
);

/**
 * A payment of an order, by card or PayNow. The database holds "never twice": one payment per (payer,
 * Idempotency-Key), at most one attempt in flight per order, and at most one SUCCEEDED payment per order.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    method: text().notNull(),
    /** The payer's key for a card payment; the bill reference's for a PayNow settlement. */
    idempotencyKey: varchar({ length: 128 }).notNull(),
    amountCents: integer().notNull(),
    status: text().notNull(),
    cardId: uuid().references(() => paymentCards.id, { onDelete: 'set null' }),
    /** The card as it was charged: brand and last 4 digits. */
    cardBrand: text(),
    cardLast4: varchar({ length: 4 }),
    /** The gateway's payment (card) or the bank's transaction (PayNow) reference. */
    gatewayReference: text(),
    /** The gateway's 3-D Secure challenge and its page, while it waits. */
    challengeId: text(),
    challengeUrl: text(),
    /** Why it failed: the gateway's decline code (declined, insufficient_funds, expired_card, …). */
    failureCode: text(),
    billReference: text(),
    /** The eGIRO arrangement debited (method EGIRO), and the day the bank deducts it. */
    egiroArrangementId: uuid().references(() => egiroArrangements.id, { onDelete: 'set null' }),
    deductionDate: date(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_customer_idempotency_key_unique').on(t.customerId, t.idempotencyKey),
    uniqueIndex('payments_one_success_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'SUCCEEDED'`),
    uniqueIndex('payments_one_in_flight_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('PROCESSING', 'REQUIRES_AUTHENTICATION')`),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    check('payments_method_check', sql`${t.method} in (${sqlList(PAYMENT_METHODS)})`),
    check('payments_status_check', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A PayNow QR issued for an order: its bill reference, amount and the end of its 15 minutes. */
export const paynowQrs = pgTable(
  'paynow_qrs',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    billReference: varchar({ length: 25 }).notNull().unique(),
    amountCents: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('paynow_qrs_order_idx').on(t.orderId, t.issuedAt),
    check('paynow_qrs_amount_check', sql`${t.amountCents} > 0`),
    check('paynow_qrs_window_check', sql`${t.expiresAt} > ${t.issuedAt}`),
  ],
);

/** The outcomes of a bank notification. */
export const SETTLEMENT_OUTCOMES = [
  'APPLIED',
  'DUPLICATE',
  'REFUSED_UNKNOWN_REFERENCE',
  'REFUSED_AMOUNT_MISMATCH',
  'REFUSED_EXPIRED',
  'REFUSED_ALREADY_PAID',
] as const;

/** One of {@link SETTLEMENT_OUTCOMES}. */
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

/**
 * Every notification the bank sent (PayNow settlements), applied or not: a late, wrong or second payment is
 * refused, kept here and returned to the payer by the bank.
 */
export const bankSettlements = pgTable(
  'bank_settlements',
  {
    id: id(),
    billReference: text().notNull(),
    bankReference: text().notNull(),
    amountCents: integer().notNull(),
    outcome: text().notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('bank_settlements_bill_idx').on(t.billReference, t.receivedAt),
    check('bank_settlements_outcome_check', sql`${t.outcome} in (${sqlList(SETTLEMENT_OUTCOMES)})`),
  ],
);

/**
 * An eGIRO direct-debit arrangement (a DDA) applied for by a customer, for themself or a loved one. PENDING until
 * the applicant's bank approves it, then ACTIVE (or REJECTED); a cancellation leaves it ACTIVE, with
 * `cancellationRequestedAt` set, until the bank approves the cancellation, then CANCELLED.
 */
export const egiroArrangements = pgTable(
  'egiro_arrangements',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lovedOneId: uuid().references(() => lovedOnes.id, { onDelete: 'cascade' }),
    clientName: varchar({ length: NAME_MAX_LENGTH }).notNull(),
    relationship: varchar({ length: OTHER_TEXT_MAX_LENGTH }).notNull(),
    bankCode: text().notNull(),
    /** Ours (egiro/generateDDARefNo). */
    ddaReferenceNo: varchar({ length: 32 }).notNull().unique(),
    /** The bank's transaction reference of the application. */
    boTransactionRefNo: text().notNull().unique(),
    /** The eGIRO reference the bank gives an approved arrangement. */
    egiroReferenceNo: text(),
    status: text().notNull().default('PENDING'),
    limitCents: integer(),
    remarks: text(),
    effectiveDate: date(),
    expiryDate: date(),
    acceptedAt: timestamp({ withTimezone: true }),
    cancellationRequestedAt: timestamp({ withTimezone: true }),
    cancellationTransactionRefNo: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('egiro_arrangements_customer_idx').on(t.customerId, t.createdAt),
    check('egiro_arrangements_status_check', sql`${t.status} in (${sqlList(EGIRO_STATUSES)})`),
    check(
      'egiro_arrangements_bank_check',
      sql`${t.bankCode} in (${sqlList(EGIRO_BANKS.map((bank) => bank.code))})`,
    ),
    check('egiro_arrangements_limit_check', sql`${t.limitCents} is null or ${t.limitCents} > 0`),
  ],
);
