/**
 * The embedded bank: the PayNow account QRs pay into, a payment page per bill (routes/sandbox/bank.ts) with Pay
 * and Decline, and a settlement endpoint that stands in for the bank's notification to the API. Like the real
 * bank it notifies the API once per transaction (its own reference), sends the same notification again when
 * asked (a retry), and returns the money of any payment the API refuses.
 *
 * What the bank remembers (payment pages, refunds, eGIRO applications and their decisions, debits) is rows of the
 * `sandbox_bank_*` tables of the API's database: the real bank is one system for every API process, so a page
 * opened through one process is paid through another. Its notifications reach the API process that handles the
 * payment page (`onNotification`), as a real bank's webhook reaches whichever process the load balancer picks.
 */
import { randomUUID } from 'node:crypto';

import { and, asc, eq, gt, isNull } from 'drizzle-orm';

import type { AppDatabase } from '../../db/client.ts';
import {
  sandboxBankDebits,
  sandboxBankMandates,
  sandboxBankPaymentRequests,
  sandboxBankRefunds,
} from '../../db/schema/index.ts';
import type {
  BankAdapter,
  BankNotification,
  DebitDecision,
  MandateDecision,
  NotificationOutcome,
  PayNowAccount,
} from './types.ts';

/** The sandbox's PayNow account: a made-up UEN. */
export const SANDBOX_PAYNOW_ACCOUNT: PayNowAccount = {
  proxyType: 'UEN',
  proxyValue: '201912345K',
  merchantName: 'CAREPORTAL HEALTH',
  merchantCity: 'Singapore',
};

export interface SandboxBankOptions {
  /** Where the bank keeps what it remembers: the API's database (tables `sandbox_bank_*`). */
  db: AppDatabase;
  /** Where the bank's own pages are served (the API's public URL + /sandbox/bank). */
  pagesUrl: string;
  account?: PayNowAccount | undefined;
  /**
   * How long the bank takes to approve an eGIRO application or cancellation nobody decided on its page (a few
   * minutes at a real bank; EGIRO_SANDBOX_APPROVAL_SECONDS, 5 s by default).
   */
  approvalDelayMs?: number | undefined;
  /**
   * How long the bank takes to make an eGIRO deduction (the deduction day at a real bank; EGIRO_SANDBOX_DEBIT_SECONDS,
   * 5 s by default). A debit the sandbox refuses ({@link SANDBOX_DEBIT_FAILS}) fails after the same delay.
   */
  debitDelayMs?: number | undefined;
}

/**
 * The sandbox's test rule for eGIRO debits: an amount whose cents are 99 (S$ 12.99) fails with
 * `insufficient_funds`; any other amount is deducted.
 */
export const SANDBOX_DEBIT_FAILS = (amountCents: number): boolean => amountCents % 100 === 99;

export interface SandboxBank extends BankAdapter {
  readonly sandbox: true;
  /** Where the API receives notifications; the app sets it. */
  onNotification(handler: (notification: BankNotification) => Promise<NotificationOutcome>): void;
  /**
   * The payer's bank pays `billReference`: a notification is sent to the API (`bankReference` names a retry of an
   * earlier one). Refused payments are refunded.
   */
  pay(input: {
    billReference: string;
    amountCents: number;
    bankReference?: string | undefined;
    now: Date;
  }): Promise<{ bankReference: string; outcome: NotificationOutcome }>;
  /** The payment page's request for a bill, if one was opened. */
  request(
    billReference: string,
  ): Promise<{ amountCents: number; expiresAt: Date; returnUrl: string } | undefined>;
  /** The refunds made, in order (for tests). */
  refunds(): Promise<{ bankReference: string; amountCents: number; reason: string }[]>;
  /** An eGIRO application or cancellation as its page shows it. */
  mandate(
    reference: string,
  ): Promise<{ kind: 'mandate' | 'cancellation'; clientName: string; returnUrl: string } | undefined>;
  /** Approve or Reject on the bank's eGIRO page: where the browser goes next. */
  decideMandate(reference: string, decision: 'approve' | 'reject', now: Date): Promise<string | undefined>;
}

/**
 * A debit's moment and outcome, from its reference (`ED`, the request's epoch milliseconds, `S` or `F`, 8 random
 * characters), so the bank's word survives a restart of the sandbox.
 */
function debitOf(reference: string): { requestedAt: Date; fails: boolean } | undefined {
  const match = /^ED(\d{13})([SF])[A-Z0-9]{8}$/.exec(reference);
  if (match?.[1] === undefined) return undefined;
  return { requestedAt: new Date(Number(match[1])), fails: match[2] === 'F' };
}

/** The moment a reference was made, from the reference itself (so a decision survives a restart). */
function requestedAtOf(reference: string): Date | undefined {
  const match = /^(?:EG|EC)(\d{13})/.exec(reference);
  return match?.[1] === undefined ? undefined : new Date(Number(match[1]));
}

export function createSandboxBank(options: SandboxBankOptions): SandboxBank {
  const { db } = options;
  let handler: ((notification: BankNotification) => Promise<NotificationOutcome>) | undefined;
  const delay = options.approvalDelayMs ?? 5000;
  const debitDelay = options.debitDelayMs ?? 5000;

  function newReference(prefix: 'EG' | 'EC', now: Date): string {
    return `${prefix}${String(now.getTime()).padStart(13, '0')}${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  }

  async function findMandate(reference: string) {
    const [row] = await db
      .select()
      .from(sandboxBankMandates)
      .where(eq(sandboxBankMandates.reference, reference));
    return row;
  }

  async function newMandate(
    reference: string,
    values: Omit<typeof sandboxBankMandates.$inferInsert, 'reference'>,
  ) {
    await db.insert(sandboxBankMandates).values({ reference, ...values });
  }

  async function decision(reference: string, now: Date): Promise<MandateDecision> {
    const known = await findMandate(reference);
    const requestedAt = known?.requestedAt ?? requestedAtOf(reference);
    if (requestedAt === undefined) return { status: 'REJECTED', decidedAt: now, reason: 'Unknown reference' };
    if (known?.decision && known.decidedAt) {
      return known.decision === 'APPROVED'
        ? {
            status: 'APPROVED',
            decidedAt: known.decidedAt,
            egiroReferenceNo: `GIRO${reference.slice(2, 18)}`,
          }
        : { status: 'REJECTED', decidedAt: known.decidedAt, reason: 'Rejected by the bank' };
    }
    const due = new Date(requestedAt.getTime() + delay);
    return now >= due
      ? { status: 'APPROVED', decidedAt: due, egiroReferenceNo: `GIRO${reference.slice(2, 18)}` }
      : { status: 'PENDING' };
  }

  const bank: SandboxBank = {
    sandbox: true,
    payNow: options.account ?? SANDBOX_PAYNOW_ACCOUNT,
    onNotification(next) {
      handler = next;
    },
    async requestPayment(input) {
      // The same bill again is the same page, with the latest amount and return address.
      const values = {
        amountCents: input.amountCents,
        expiresAt: input.expiresAt,
        returnUrl: input.returnUrl,
      };
      await db
        .insert(sandboxBankPaymentRequests)
        .values({ billReference: input.billReference, ...values })
        .onConflictDoUpdate({ target: sandboxBankPaymentRequests.billReference, set: values });
      return { redirectUrl: `${options.pagesUrl}/paynow/${encodeURIComponent(input.billReference)}` };
    },
    async request(billReference) {
      const [row] = await db
        .select()
        .from(sandboxBankPaymentRequests)
        .where(eq(sandboxBankPaymentRequests.billReference, billReference));
      return row && { amountCents: row.amountCents, expiresAt: row.expiresAt, returnUrl: row.returnUrl };
    },
    async pay(input) {
      if (!handler) throw new Error('the sandbox bank has nobody to notify');
      const bankReference =
        input.bankReference ?? `PN${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
      const outcome = await handler({
        billReference: input.billReference,
        bankReference,
        amountCents: input.amountCents,
        receivedAt: input.now,
      });
      if (outcome.startsWith('REFUSED')) {
        await bank.refund({ bankReference, amountCents: input.amountCents, reason: outcome });
      }
      return { bankReference, outcome };
    },
    async refund(input) {
      // One refund per transaction, however often the API asks.
      await db.insert(sandboxBankRefunds).values(input).onConflictDoNothing();
    },
    async refunds() {
      const rows = await db.select().from(sandboxBankRefunds).orderBy(asc(sandboxBankRefunds.seq));
      return rows.map((row) => ({
        bankReference: row.bankReference,
        amountCents: row.amountCents,
        reason: row.reason,
      }));
    },
    async requestMandate(input) {
      const boTransactionRefNo = newReference('EG', input.now);
      await newMandate(boTransactionRefNo, {
        kind: 'mandate',
        requestedAt: input.now,
        returnUrl: input.returnUrl,
        clientName: input.clientName,
      });
      return { boTransactionRefNo, redirectUrl: `${options.pagesUrl}/egiro/${boTransactionRefNo}` };
    },
    mandateStatus(reference, now) {
      return decision(reference, now);
    },
    async requestCancellation(input) {
      const cancellationRefNo = newReference('EC', input.now);
      await newMandate(cancellationRefNo, {
        kind: 'cancellation',
        requestedAt: input.now,
        returnUrl: '',
        clientName: '',
      });
      return { cancellationRefNo };
    },
    cancellationStatus(reference, now) {
      return decision(reference, now);
    },
    async requestDebit(input) {
      const outcome = SANDBOX_DEBIT_FAILS(input.amountCents) ? 'F' : 'S';
      const debitRefNo = `ED${String(input.now.getTime()).padStart(13, '0')}${outcome}${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
      // The same reference again is the same debit, even when two requests for it arrive at once.
      const [inserted] = await db
        .insert(sandboxBankDebits)
        .values({ reference: input.reference, debitRefNo })
        .onConflictDoNothing()
        .returning({ debitRefNo: sandboxBankDebits.debitRefNo });
      if (inserted) return inserted;
      const [known] = await db
        .select({ debitRefNo: sandboxBankDebits.debitRefNo })
        .from(sandboxBankDebits)
        .where(eq(sandboxBankDebits.reference, input.reference));
      if (!known) throw new Error('The sandbox debit with this reference vanished');
      return known;
    },
    debitStatus(reference, now): Promise<DebitDecision> {
      const debit = debitOf(reference);
      if (!debit) return Promise.resolve({ status: 'FAILED', decidedAt: now, failureCode: 'declined' });
      const due = new Date(debit.requestedAt.getTime() + debitDelay);
      if (now < due) return Promise.resolve({ status: 'PENDING' });
      return Promise.resolve(
        debit.fails
          ? { status: 'FAILED', decidedAt: due, failureCode: 'insufficient_funds' }
          : { status: 'SUCCEEDED', settledAt: due, bankReference: `GD${reference.slice(2)}` },
      );
    },
    async mandate(reference) {
      const known = await findMandate(reference);
      return (
        known && {
          kind: known.kind as 'mandate' | 'cancellation',
          clientName: known.clientName,
          returnUrl: known.returnUrl,
        }
      );
    },
    async decideMandate(reference, choice, now) {
      const known = await findMandate(reference);
      if (!known) return undefined;
      // Only while nobody decided and the bank has not approved it on its own (its delay has not passed).
      await db
        .update(sandboxBankMandates)
        .set({ decision: choice === 'approve' ? 'APPROVED' : 'REJECTED', decidedAt: now })
        .where(
          and(
            eq(sandboxBankMandates.reference, reference),
            isNull(sandboxBankMandates.decision),
            gt(sandboxBankMandates.requestedAt, new Date(now.getTime() - delay)),
          ),
        );
      return known.returnUrl;
    },
  };
  return bank;
}
