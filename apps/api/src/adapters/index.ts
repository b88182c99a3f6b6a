/**
 * Outside systems, each behind an interface with a sandbox implementation (see README.md in this folder).
 *
 * `adaptersFromConfig` picks the real client where configuration names one and the sandbox otherwise;
 * `buildApp({ adapters })` takes overrides, so tests and local runs never call a real outside system.
 */
import type { Config } from '../config.ts';
import type { AppDatabase } from '../db/client.ts';
import { createSandboxBank, type BankAdapter, type SandboxBank } from './bank/index.ts';
import {
  createSandboxNotifications,
  type NotificationAdapter,
  type SandboxNotifications,
} from './notifications/index.ts';
import {
  createOneMapPostalLookup,
  createSandboxPostalLookup,
  type PostalLookupAdapter,
} from './postal/index.ts';
import {
  createSandboxPaymentGateway,
  type PaymentGatewayAdapter,
  type SandboxPaymentGateway,
} from './payment/index.ts';

export {
  PaymentGatewayError,
  type PaymentGatewayAdapter,
  type SandboxPaymentGateway,
} from './payment/index.ts';
export { type BankAdapter, type BankNotification, type SandboxBank } from './bank/index.ts';
export { AdapterError, type AdapterFailureReason } from './errors.ts';
export { PostalLookupUnavailable, type PostalLookupAdapter } from './postal/index.ts';
export {
  NotificationFailed,
  type NotificationAdapter,
  type SandboxNotifications,
  type SentMessage,
} from './notifications/index.ts';

/** Every adapter the app uses. */
export interface Adapters {
  /** Postal-code lookup: OneMap, or the embedded directory of real addresses. */
  postal: PostalLookupAdapter;
  /**
   * Mail and SMS. Only the sandbox exists today (its outbox is at GET /dev/outbox); the production provider's
   * contract is notifications/CONTRACT.md.
   */
  notifications: NotificationAdapter | SandboxNotifications;
  /**
   * The card gateway. Only the sandbox exists today (its 3-D Secure and card-form pages are under
   * /sandbox/gateway); the production gateway's contract is payment/CONTRACT.md.
   */
  payment: PaymentGatewayAdapter | SandboxPaymentGateway;
  /** The bank (PayNow). Only the sandbox exists today (pages under /sandbox/bank); see bank/CONTRACT.md. */
  bank: BankAdapter | SandboxBank;
}

/**
 * The sandbox adapters. Those that remember something (the outbox, the gateway's tokens and charges, the bank's
 * pages and mandates) keep it in `db`, so every API process on that database sees one sandbox.
 */
export function sandboxAdapters(options: {
  db: AppDatabase;
  postalFail?: boolean;
  notificationsFail?: boolean;
  publicUrl?: string;
}): Adapters {
  const { db } = options;
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:4000';
  return {
    postal: createSandboxPostalLookup({ fail: options.postalFail ?? false }),
    notifications: createSandboxNotifications({ db, fail: options.notificationsFail ?? false }),
    payment: createSandboxPaymentGateway({ db, pagesUrl: `${publicUrl}/sandbox/gateway` }),
    bank: createSandboxBank({ db, pagesUrl: `${publicUrl}/sandbox/bank` }),
  };
}

/** The real adapters the configuration names, sandboxes (keeping their state in `db`) for the rest. */
export function adaptersFromConfig(config: Config, clock: () => Date, db: AppDatabase): Adapters {
  const oneMap = config.postalLookup.oneMap;
  return {
    postal: oneMap
      ? createOneMapPostalLookup({ ...oneMap, now: clock })
      : createSandboxPostalLookup({ fail: config.postalLookup.sandboxFail }),
    notifications: createSandboxNotifications({ db, fail: config.notificationsSandboxFail, now: clock }),
    payment: createSandboxPaymentGateway({ db, pagesUrl: `${config.publicUrl}/sandbox/gateway`, now: clock }),
    bank: createSandboxBank({
      db,
      pagesUrl: `${config.publicUrl}/sandbox/bank`,
      approvalDelayMs: config.egiroSandboxApprovalMs,
      debitDelayMs: config.egiroSandboxDebitMs,
    }),
  };
}
