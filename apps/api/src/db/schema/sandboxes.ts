/**
 * The state of the sandboxes that stand in for outside systems (the mail and SMS provider, the card gateway, the
 * bank), in the API's database so that every API process sees one system (issue 18). A real provider keeps
 * nothing here.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { CardDetails, ChargeResult } from '../../adapters/payment/types.ts';
import { createdAt } from './columns.ts';

/**
 * The outbox of the mail and SMS sandbox (adapters/notifications/sandbox.ts): what it accepted instead of
 * delivering, newest first by `seq`, the last OUTBOX_LIMIT kept. A real provider keeps nothing here.
 */
export const outboxMessages = pgTable('outbox_messages', {
  /** The order of acceptance: messages stamped with the same instant still list newest first. */
  seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The provider's message id. */
  id: uuid().notNull().unique(),
  /** EMAIL or SMS. */
  channel: text().notNull(),
  recipient: text().notNull(),
  subject: text(),
  text: text().notNull(),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});

/** How a sandbox test card behaves (adapters/payment/sandbox.ts, SANDBOX_TEST_CARDS). */
export type SandboxCardBehaviour =
  'approve' | 'challenge' | 'declined' | 'insufficient_funds' | 'expired_card';

/** A card as the sandbox keeps it: what the gateway tells about it, and how it behaves. Never its number. */
export interface SandboxCard extends CardDetails {
  behaviour: SandboxCardBehaviour;
}

/**
 * The sandbox card gateway's one-time tokens (adapters/payment/sandbox.ts): what the hosted form tokenised, taken
 * once by `saveCard`. The card is the sandbox's own description (brand, last 4, expiry, test behaviour), never a
 * number.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text().primaryKey(),
  card: jsonb().$type<SandboxCard>().notNull(),
  used: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The sandbox card gateway's charges: one per idempotency key (a unique index, so two API processes sending the
 * same key at once still charge once), in the order they were made (`seq`), with the result the gateway answers.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text().primaryKey(),
  seq: bigint({ mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  idempotencyKey: text().notNull().unique(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  card: jsonb().$type<SandboxCard>().notNull(),
  result: jsonb().$type<ChargeResult>().notNull(),
  refunded: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The sandbox card gateway's 3-D Secure challenges: a card's verification (`kind` card) or the charge it guards
 * (`kind` charge, `reference`). `decision` goes from pending to approved or declined once.
 */
export const sandboxChallenges = pgTable(
  'sandbox_challenges',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    reference: text().references(() => sandboxCharges.reference, { onDelete: 'cascade' }),
    returnUrl: text().notNull(),
    decision: text().notNull().default('pending'),
    /** When a challenge nobody answered fails, as an issuer's 3-D Secure session times out. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_challenges_reference_idx').on(t.reference),
    check('sandbox_challenges_kind_check', sql`${t.kind} in ('card', 'charge')`),
    check('sandbox_challenges_decision_check', sql`${t.decision} in ('pending', 'approved', 'declined')`),
  ],
);

/** The sandbox bank's payment pages (adapters/bank/sandbox.ts): one per bill, the latest request's. */
export const sandboxBankPaymentRequests = pgTable('sandbox_bank_payment_requests', {
  billReference: text().primaryKey(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  returnUrl: text().notNull(),
});

/** The sandbox bank's refunds of money the API refused: one per bank transaction, in the order made. */
export const sandboxBankRefunds = pgTable('sandbox_bank_refunds', {
  bankReference: text().primaryKey(),
  seq: bigint({ mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  reason: text().notNull(),
});

/**
 * The sandbox bank's eGIRO applications and cancellations, by the bank's reference: the decision made on the
 * bank's page, if any (left alone, the sandbox approves after its delay, computed from `requested_at`).
 */
export const sandboxBankMandates = pgTable(
  'sandbox_bank_mandates',
  {
    reference: text().primaryKey(),
    kind: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    returnUrl: text().notNull(),
    clientName: text().notNull(),
    /** APPROVED or REJECTED on the bank's page; null while nobody decided. */
    decision: text(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('sandbox_bank_mandates_kind_check', sql`${t.kind} in ('mandate', 'cancellation')`),
    check(
      'sandbox_bank_mandates_decision_check',
      sql`(${t.decision} is null and ${t.decidedAt} is null) or (${t.decision} in ('APPROVED', 'REJECTED') and ${t.decidedAt} is not null)`,
    ),
  ],
);

/** The sandbox bank's eGIRO debits, by our reference (the payment's id): the same reference is the same debit. */
export const sandboxBankDebits = pgTable('sandbox_bank_debits', {
  reference: text().primaryKey(),
  debitRefNo: text().notNull(),
});
