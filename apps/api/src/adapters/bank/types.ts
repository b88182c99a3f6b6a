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
}

export class BankError extends AdapterError {
  constructor(message: string, options: AdapterErrorOptions) {
    super('bank', message, options);
    this.name = 'BankError';
  }
}
