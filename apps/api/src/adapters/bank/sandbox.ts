/**
 * The embedded bank: the PayNow account QRs pay into, a payment page per bill (routes/sandbox/bank.ts) with Pay
 * and Decline, and a settlement endpoint that stands in for the bank's notification to the API. Like the real
 * bank it notifies the API once per transaction (its own reference), sends the same notification again when
 * asked (a retry), and returns the money of any payment the API refuses.
 */
import { randomUUID } from 'node:crypto';

import type { BankAdapter, BankNotification, NotificationOutcome, PayNowAccount } from './types.ts';

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
}

export function createSandboxBank(options: SandboxBankOptions): SandboxBank {
  let handler: ((notification: BankNotification) => Promise<NotificationOutcome>) | undefined;
  const requests = new Map<string, { amountCents: number; expiresAt: Date; returnUrl: string }>();
  const refunds: { bankReference: string; amountCents: number; reason: string }[] = [];
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
  };
  return bank;
}
