/**
 * The bank (PayNow): the account a PayNow QR pays into, the bank's payment page for a bill (POST payment/dbs-pay),
 * its notifications of money received (reconciled by bill reference), and refunds of money the API refuses.
 * Amounts are integer cents of SGD.
 */
import type { PayNowProxyType } from '@careportal/domain';

import { AdapterError, type AdapterErrorOptions } from '../errors.ts';

/** Where PayNow QRs pay into. */
export interface PayNowAccount {
  proxyType: PayNowProxyType;
  proxyValue: string;
  merchantName: string;
  merchantCity: string;
}

/** A notification of the bank: money received for a bill reference. */
export interface BankNotification {
  billReference: string;
  /** The bank's own transaction reference: the same notification sent twice carries the same one. */
  bankReference: string;
  amountCents: number;
  receivedAt: Date;
}

/** What the API made of a notification, which the bank acts on (a refused payment is returned to the payer). */
export type NotificationOutcome = 'APPLIED' | 'DUPLICATE' | `REFUSED_${string}`;

/** The bank's decision on an eGIRO mandate or its cancellation, at a moment. */
export type MandateDecision =
  | { status: 'PENDING' }
  | { status: 'APPROVED'; decidedAt: Date; egiroReferenceNo: string }
  | { status: 'REJECTED'; decidedAt: Date; reason: string };

/**
 * The bank's word on an eGIRO debit, at a moment: PENDING until the deduction is made, then SUCCEEDED, or FAILED
 * with the bank's reason (`insufficient_funds`, `mandate_cancelled`, `over_limit`, `declined`).
 */
export type DebitDecision =
  | { status: 'PENDING' }
  | { status: 'SUCCEEDED'; settledAt: Date; bankReference: string }
  | { status: 'FAILED'; decidedAt: Date; failureCode: string };

export interface BankAdapter {
  readonly payNow: PayNowAccount;
  /**
   * Opens the bank's payment page for a bill (DBS PayLah!/digibank): where to send the browser. The same bill
   * again answers the same page.
   */
  requestPayment(input: {
    billReference: string;
    amountCents: number;
    expiresAt: Date;
    returnUrl: string;
  }): Promise<{ redirectUrl: string }>;
  /** Returns money the API refused (late, wrong amount, or the order already paid). */
  refund(input: { bankReference: string; amountCents: number; reason: string }): Promise<void>;
  /**
   * Applies for an eGIRO direct-debit authorisation (DDA) with the applicant's bank: the bank's transaction
   * reference, and its page where the applicant authorises it (it returns to `returnUrl`).
   */
  requestMandate(input: {
    ddaReferenceNo: string;
    bankCode: string;
    clientName: string;
    returnUrl: string;
    now: Date;
  }): Promise<{ boTransactionRefNo: string; redirectUrl: string }>;
  /** The bank's decision on a mandate at `now`. */
  mandateStatus(boTransactionRefNo: string, now: Date): Promise<MandateDecision>;
  /** Asks the bank to cancel an approved mandate: the cancellation's own reference. */
  requestCancellation(input: {
    boDDARefNo: string;
    boTransactionRefNo: string;
    now: Date;
  }): Promise<{ cancellationRefNo: string }>;
  /** The bank's decision on a cancellation at `now`. */
  cancellationStatus(cancellationRefNo: string, now: Date): Promise<MandateDecision>;
  /**
   * Asks the bank to debit an approved mandate (its eGIRO reference) on `deductionDate` (YYYY-MM-DD) for
   * `amountCents`: the debit's own reference. `reference` is ours (the payment's id): the same one again answers
   * the same debit, so a retry never debits twice.
   */
  requestDebit(input: {
    egiroReferenceNo: string;
    ddaReferenceNo: string;
    amountCents: number;
    deductionDate: string;
    reference: string;
    now: Date;
  }): Promise<{ debitRefNo: string }>;
  /** The bank's word on a debit at `now`. */
  debitStatus(debitRefNo: string, now: Date): Promise<DebitDecision>;
}

export class BankError extends AdapterError {
  constructor(message: string, options: AdapterErrorOptions) {
    super('bank', message, options);
    this.name = 'BankError';
  }
}
