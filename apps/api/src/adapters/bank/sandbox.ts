/**
 * The embedded bank: the PayNow account QRs pay into, a payment page per bill (routes/sandbox/bank.ts) with Pay
 * and Decline, and a settlement endpoint that stands in for the bank's notification to the API. Like the real
 * bank it notifies the API once per transaction (its own reference), sends the same notification again when
 * asked (a retry), and returns the money of any payment the API refuses.
 */
import { randomUUID } from 'node:crypto';

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

interface Mandate {
  kind: 'mandate' | 'cancellation';
  requestedAt: Date;
  returnUrl: string;
  clientName: string;
  decision: { status: 'APPROVED' | 'REJECTED'; at: Date } | undefined;
}

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
  request(billReference: string): { amountCents: number; expiresAt: Date; returnUrl: string } | undefined;
  /** The refunds made (for tests). */
  refunds(): { bankReference: string; amountCents: number; reason: string }[];
  /** An eGIRO application or cancellation as its page shows it. */
  mandate(
    reference: string,
  ): { kind: 'mandate' | 'cancellation'; clientName: string; returnUrl: string } | undefined;
  /** Approve or Reject on the bank's eGIRO page: where the browser goes next. */
  decideMandate(reference: string, decision: 'approve' | 'reject', now: Date): string | undefined;
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
  let handler: ((notification: BankNotification) => Promise<NotificationOutcome>) | undefined;
  const requests = new Map<string, { amountCents: number; expiresAt: Date; returnUrl: string }>();
  const refunds: { bankReference: string; amountCents: number; reason: string }[] = [];
  const mandates = new Map<string, Mandate>();
  const delay = options.approvalDelayMs ?? 5000;
  const debitDelay = options.debitDelayMs ?? 5000;
  /** The debits asked for, by our reference: the same reference again is the same debit. */
  const debits = new Map<string, string>();

  function newReference(prefix: 'EG' | 'EC', now: Date): string {
    return `${prefix}${String(now.getTime()).padStart(13, '0')}${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  }

  function decision(reference: string, now: Date): MandateDecision {
    const known = mandates.get(reference);
    const requestedAt = known?.requestedAt ?? requestedAtOf(reference);
    if (requestedAt === undefined) return { status: 'REJECTED', decidedAt: now, reason: 'Unknown reference' };
    const decided = known?.decision;
    if (decided) {
      return decided.status === 'APPROVED'
        ? { status: 'APPROVED', decidedAt: decided.at, egiroReferenceNo: `GIRO${reference.slice(2, 18)}` }
        : { status: 'REJECTED', decidedAt: decided.at, reason: 'Rejected by the bank' };
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
    requestPayment(input) {
      requests.set(input.billReference, {
        amountCents: input.amountCents,
        expiresAt: input.expiresAt,
        returnUrl: input.returnUrl,
      });
      return Promise.resolve({
        redirectUrl: `${options.pagesUrl}/paynow/${encodeURIComponent(input.billReference)}`,
      });
    },
    request(billReference) {
      return requests.get(billReference);
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
    refund(input) {
      if (!refunds.some((r) => r.bankReference === input.bankReference)) refunds.push(input);
      return Promise.resolve();
    },
    refunds() {
      return [...refunds];
    },
    requestMandate(input) {
      const boTransactionRefNo = newReference('EG', input.now);
      mandates.set(boTransactionRefNo, {
        kind: 'mandate',
        requestedAt: input.now,
        returnUrl: input.returnUrl,
        clientName: input.clientName,
        decision: undefined,
      });
      return Promise.resolve({
        boTransactionRefNo,
        redirectUrl: `${options.pagesUrl}/egiro/${boTransactionRefNo}`,
      });
    },
    mandateStatus(reference, now) {
      return Promise.resolve(decision(reference, now));
    },
    requestCancellation(input) {
      const cancellationRefNo = newReference('EC', input.now);
      mandates.set(cancellationRefNo, {
        kind: 'cancellation',
        requestedAt: input.now,
        returnUrl: '',
        clientName: '',
        decision: undefined,
      });
      return Promise.resolve({ cancellationRefNo });
    },
    cancellationStatus(reference, now) {
      return Promise.resolve(decision(reference, now));
    },
    requestDebit(input) {
      const known = debits.get(input.reference);
      if (known !== undefined) return Promise.resolve({ debitRefNo: known });
      const outcome = SANDBOX_DEBIT_FAILS(input.amountCents) ? 'F' : 'S';
      const debitRefNo = `ED${String(input.now.getTime()).padStart(13, '0')}${outcome}${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
      debits.set(input.reference, debitRefNo);
      return Promise.resolve({ debitRefNo });
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
    mandate(reference) {
      const known = mandates.get(reference);
      return known && { kind: known.kind, clientName: known.clientName, returnUrl: known.returnUrl };
    },
    decideMandate(reference, choice, now) {
      const known = mandates.get(reference);
      if (!known) return undefined;
      if (!known.decision && decision(reference, now).status === 'PENDING') {
        known.decision = { status: choice === 'approve' ? 'APPROVED' : 'REJECTED', at: now };
      }
      return known.returnUrl;
    },
  };
  return bank;
}
