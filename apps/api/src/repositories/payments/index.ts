/**
 * Payments: saved cards (cards.ts), payment attempts by card and eGIRO (attempts.ts), PayNow QRs and the bank's
 * settlements (paynow.ts), as one repository (`app.repos.payments`).
 *
 * "Never twice" is held by the database as well as by the order of the steps:
 * - a payment attempt is written before the gateway is asked (PROCESSING), under the payer's Idempotency-Key
 *   (unique per payer): the same key again finds that attempt, and never asks the gateway a second time;
 * - at most one attempt per order is in flight (a partial unique index), so two tabs with two keys cannot both
 *   reach the gateway: the second is refused while the first runs;
 * - at most one SUCCEEDED payment per order (a partial unique index), and the order becomes PAID only from
 *   PENDING, in the same transaction, under a lock of the order's row.
 * A failed attempt leaves the order PENDING, so it can be paid again.
 */
import type { AppDatabase } from '../../db/client.ts';
import { attemptsRepository } from './attempts.ts';
import { cardsRepository } from './cards.ts';
import { paynowRepository } from './paynow.ts';

export type { PaymentFinish, PaymentStart } from './attempts.ts';
export type { Settlement } from './paynow.ts';
export type { CardRow, PaymentRow, PayNowQrRow, SettlementOutcome } from './shared.ts';

export function paymentsRepository(db: AppDatabase) {
  return { ...cardsRepository(db), ...attemptsRepository(db), ...paynowRepository(db) };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
