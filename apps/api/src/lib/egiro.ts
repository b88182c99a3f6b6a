/**
 * What the egiro, order and payment routes share about eGIRO: an arrangement in the API's shape, its next
 * deduction date, and the bank's latest word read when an arrangement or an eGIRO payment is read (no timers:
 * decisions are exact under a test's clock). Each change is recorded once (a conditional update), and its email
 * sent once, in the account holder's language (customers.language; English until they choose): an arrangement's
 * approval, rejection and cancellation here, a deduction's receipt by lib/receipts.ts.
 */
import {
  EGIRO_BANKS,
  egiroArrangementSchema,
  egiroDeductionDate,
  singaporeIsoDate,
  toApiDate,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { EgiroRow } from '../repositories/egiro.ts';
import type { PaymentRow } from '../repositories/payments/index.ts';
import { writerFor, type Writer } from './i18n.ts';
import { gatewayUnavailable } from './payments.ts';
import { sendReceipt } from './receipts.ts';

/** An arrangement as answered: domain egiroArrangementSchema, its id, and what the page shows besides. */
export const arrangementSchema = egiroArrangementSchema.extend({
  id: z.string(),
  bankCode: z.string(),
  /** A cancellation waits for the bank (the status stays ACTIVE until then). */
  cancellationRequested: z.boolean(),
  /** The next deduction (domain egiroDeductionDate), for an ACTIVE arrangement. */
  nextDeductionDate: z.string().nullable(),
});

export type ArrangementView = z.output<typeof arrangementSchema>;

/** The next deduction date on or after `now`'s Singapore date, YYYY-MM-DD. */
export function nextDeductionDate(now: Date): string {
  const today = singaporeIsoDate(now);
  const [year = 0, month = 0] = today.split('-').map(Number);
  const thisMonth = toApiDate(egiroDeductionDate(year, month));
  if (thisMonth >= today) return thisMonth;
  return toApiDate(egiroDeductionDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1));
}

export function arrangementView(row: EgiroRow, now: Date): ArrangementView {
  return {
    id: row.id,
    clientName: row.clientName,
    ddaReferenceNo: row.ddaReferenceNo,
    boTransactionRefNo: row.boTransactionRefNo,
    status: row.status as ArrangementView['status'],
    bankCode: row.bankCode,
    bankName: EGIRO_BANKS.find((b) => b.code === row.bankCode)?.name ?? row.bankCode,
    effectiveDate: row.effectiveDate,
    expiryDate: row.expiryDate,
    relationship: row.relationship,
    limit: row.limitCents === null ? null : row.limitCents / 100,
    cancellationDate: row.cancelledAt ? singaporeIsoDate(row.cancelledAt) : null,
    acceptedDate: row.acceptedAt ? singaporeIsoDate(row.acceptedAt) : null,
    remarks: row.remarks,
    egiroReferenceNo: row.egiroReferenceNo,
    cancellationRequested: row.cancellationRequestedAt !== null && row.status === 'ACTIVE',
    nextDeductionDate: row.status === 'ACTIVE' ? nextDeductionDate(now) : null,
  };
}

/** An arrangement that can pay now: ACTIVE, and no cancellation asked for. */
export function canPay(row: EgiroRow): boolean {
  return row.status === 'ACTIVE' && row.cancellationRequestedAt === null;
}

/** Whom the eGIRO emails go to: the account holder's email, in their language (English until they choose). */
export interface EgiroRecipient {
  email: string;
  language: string | null;
}

async function mail(
  app: FastifyInstance,
  to: EgiroRecipient,
  write: (writer: Writer) => { subject: string; text: string },
): Promise<void> {
  try {
    const { subject, text } = write(await writerFor(to.language));
    await app.adapters.notifications.send({ channel: 'EMAIL', to: to.email, subject, text });
  } catch (error) {
    app.log.warn({ err: error }, 'an eGIRO email was not sent');
  }
}

/** The arrangement with the bank's latest decisions recorded (and mailed, once). */
export async function refreshArrangement(
  app: FastifyInstance,
  row: EgiroRow,
  to: EgiroRecipient,
): Promise<EgiroRow> {
  const bank = app.adapters.bank;
  const now = app.clock();
  let current = row;
  if (current.status === 'PENDING') {
    const decision = await bank.mandateStatus(current.boTransactionRefNo, now).catch((error: unknown) => {
      throw gatewayUnavailable(error);
    });
    if (decision.status === 'APPROVED') {
      const approved = await app.repos.egiro.approve(current.id, {
        egiroReferenceNo: decision.egiroReferenceNo,
        acceptedAt: decision.decidedAt,
        effectiveDate: singaporeIsoDate(decision.decidedAt),
      });
      if (approved) {
        await mail(app, to, (w) => ({
          subject: w.text('messages.egiro.approvedEmailSubject', {}),
          text: w.text('messages.egiro.approvedEmailText', {
            reference: approved.ddaReferenceNo,
            name: approved.clientName,
          }),
        }));
      }
    } else if (decision.status === 'REJECTED') {
      const rejected = await app.repos.egiro.reject(current.id, decision.reason);
      if (rejected) {
        await mail(app, to, (w) => ({
          subject: w.text('messages.egiro.rejectedEmailSubject', {}),
          text: w.text('messages.egiro.rejectedEmailText', {
            reference: rejected.ddaReferenceNo,
            name: rejected.clientName,
          }),
        }));
      }
    }
    current = (await app.repos.egiro.get(current.id)) ?? current;
  }
  if (current.status === 'ACTIVE' && current.cancellationTransactionRefNo !== null) {
    const decision = await bank
      .cancellationStatus(current.cancellationTransactionRefNo, now)
      .catch((error: unknown) => {
        throw gatewayUnavailable(error);
      });
    if (decision.status === 'APPROVED') {
      const cancelled = await app.repos.egiro.cancel(current.id, decision.decidedAt);
      if (cancelled) {
        await mail(app, to, (w) => ({
          subject: w.text('messages.egiro.cancelledEmailSubject', {}),
          text: w.text('messages.egiro.cancelledEmailText', {
            reference: cancelled.ddaReferenceNo,
            name: cancelled.clientName,
          }),
        }));
      }
      current = (await app.repos.egiro.get(current.id)) ?? current;
    }
  }
  return current;
}

/**
 * Records the bank's word on each eGIRO debit among `payments` still PROCESSING: SUCCEEDED pays the order (and
 * its payer is mailed the receipt, once: lib/receipts.ts), FAILED leaves it payable. True when any changed (read
 * the payments again).
 */
export async function refreshDebits(app: FastifyInstance, payments: Iterable<PaymentRow>): Promise<boolean> {
  let changed = false;
  for (const payment of payments) {
    if (payment.method !== 'EGIRO' || payment.status !== 'PROCESSING' || payment.gatewayReference === null) {
      continue;
    }
    // A bank that cannot answer now leaves the debit as last known: reading the orders never fails for it.
    const decision = await app.adapters.bank
      .debitStatus(payment.gatewayReference, app.clock())
      .catch((error: unknown) => {
        app.log.warn({ err: error, paymentId: payment.id }, 'the bank did not say how an eGIRO debit stands');
        return null;
      });
    if (decision === null || decision.status === 'PENDING') continue;
    const reference = payment.gatewayReference;
    const result = await app.repos.payments.finishPayment(
      payment.id,
      decision.status === 'SUCCEEDED'
        ? { status: 'SUCCEEDED', gatewayReference: reference }
        : { status: 'FAILED', gatewayReference: reference, failureCode: decision.failureCode },
      decision.status === 'SUCCEEDED' ? decision.settledAt : decision.decidedAt,
    );
    if (!result.changed) continue;
    changed = true;
    const finished = result.payment;
    if (result.refund) {
      // The order was paid another way meanwhile: the bank gives the deduction back.
      await app.adapters.bank
        .refund({ bankReference: reference, amountCents: finished.amountCents, reason: 'already_paid' })
        .catch((error: unknown) => {
          app.log.error({ err: error, paymentId: finished.id }, 'an eGIRO refund was not made');
        });
    } else if (finished.status === 'SUCCEEDED') {
      await sendReceipt(app, finished.orderId);
    }
  }
  return changed;
}
