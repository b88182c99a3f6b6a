/**
 * The payment pages' calls (docs/payments-api.md): the order, saved cards, card payments with 3-D Secure, the
 * PayNow QR and the order's status, and the completion's rating. Every amount is the server's, in cents; every
 * payment call carries an idempotency key, kept until the attempt has an answer.
 */
import type { SWRResponse } from 'swr';
import { useApi } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import type { SavedCard } from './cardApi';
import type { Arrangement } from './egiroApi';
import type { OrderDetail, PaymentTransaction } from './orderApi';

// The order and the saved cards as Payment History and Card Management read them: one shape for each.
export type { OrderDetail, SavedCard };

/** A payment attempt as the API answers it. */
export type PaymentView = PaymentTransaction;

/** How an order was (or is being) paid. */
export type PaymentMethod = PaymentView['method'];

/** What a card payment or its 3-D Secure check answers. */
export interface PaymentResult {
  payment: PaymentView;
  orderStatus: string;
  authentication: { required: boolean; redirectUrl: string | null };
}

/** GET order/{id}/qr-string: the order's current PayNow QR. */
export interface PayNowQrInfo {
  qrString: string;
  billReferenceNumber: string;
  amount: number;
  amountCents: number;
  issuedDate: string;
  expiryDate: string;
  expiresInSeconds: number;
}

/** GET order/{id}/status: what the payment page polls. */
export interface OrderPaymentStatus {
  id: string;
  orderNumber: string;
  status: string;
  paid: boolean;
  paymentTransaction: PaymentView | null;
  qr: { billReferenceNumber: string; expiryDate: string; expired: boolean } | null;
}

/** POST payment/dbs-pay: the bank's own page for the bill. */
export interface BankRedirect {
  redirectUrl: string;
  billReferenceNumber: string;
  amountCents: number;
  expiryDate: string;
}

/** GET order/{id}/egiro-arrangements: the arrangements that can pay the order, and when a debit would be made. */
export interface EgiroChoices {
  deductionDate: string;
  arrangements: Arrangement[];
}

/** POST payment/egiro: the payment, PROCESSING until the bank's deduction on its `deductionDate`. */
export interface EgiroPaymentResult {
  payment: PaymentView;
  orderStatus: string;
}

const order = (id: string) => `order/${encodeURIComponent(id)}`;

/** The payment pages' paths, relative to the API. */
export const PAYMENT_URLS = {
  order,
  status: (id: string) => `${order(id)}/status`,
  qrString: (id: string) => `${order(id)}/qr-string`,
  qrImage: (id: string) => `${order(id)}/qr?format=svg`,
  feedback: (id: string) => `${order(id)}/feedback`,
  billing: (id: string) => `${order(id)}/billing`,
  cards: 'linkpay/cards',
  payments: 'linkpay/payments',
  authenticatePayment: (id: string) => `linkpay/payments/${encodeURIComponent(id)}/authenticate`,
  dbsPay: 'payment/dbs-pay',
  egiroArrangements: (id: string) => `${order(id)}/egiro-arrangements`,
  egiroPay: 'payment/egiro',
} as const;

/** Reads the order `id` (GET order/{id}), quietly: the page says what went wrong. Null reads nothing. */
export function useOrder(id: string | null) {
  return useApi<OrderDetail>(id === null ? null : PAYMENT_URLS.order(id), { quiet: true });
}

/** Shows `order` as the read's answer without reading again: what a change call answered (billed, rated). */
export function showOrder(read: SWRResponse<ApiResult<OrderDetail>>, order: OrderDetail): Promise<unknown> {
  return read.mutate((current) => (current === undefined ? current : { ...current, data: order }), {
    revalidate: false,
  });
}

/** An order that is not there or not the customer's (404), or no order id at all (400): the page says so. */
export function isOrderNotFound(answer: ApiResult): boolean {
  return answer.httpCode === 404 || answer.httpCode === 400;
}

/** An eGIRO payment waiting for the bank's deduction: its day (YYYY-MM-DD), else null. */
export function pendingDeduction(payment: PaymentView | null): string | null {
  if (payment?.method !== 'EGIRO' || payment.status !== 'PROCESSING') return null;
  return payment.deductionDate ?? null;
}

/** Where an order is paid. */
export function paymentPath(orderId: string): string {
  return `/payment?${new URLSearchParams({ orderId }).toString()}`;
}

/** Where a paid order is shown, with its rating. */
export function completionPath(orderId: string): string {
  return `/payment-completion/${encodeURIComponent(orderId)}`;
}

/** How a payment page asks an order's status: every `intervalMs`, at most `timesPerRound` times a round. */
export interface StatusPoll {
  intervalMs: number;
  timesPerRound: number;
}

/** The status polling of the seeds: every 3 s, at most 5 times a round. */
export const STATUS_POLL: StatusPoll = { intervalMs: 3000, timesPerRound: 5 };

/** An order that can still be paid. */
export function isPayable(status: string): boolean {
  return status === 'PENDING';
}

/**
 * The key of one payment the person means: the same for a retry or a second press of the same attempt, a new
 * one once the attempt has an answer. Kept per order and method in session storage, so a reload while waiting
 * sends the same key again.
 */
export function paymentAttemptKey(
  orderId: string,
  method: PaymentMethod,
  storage: Storage = sessionStorage,
  makeKey: () => string = () => crypto.randomUUID(),
): string {
  const name = `payment-attempt:${method}:${orderId}`;
  const kept = storage.getItem(name);
  if (kept !== null && /^[A-Za-z0-9_-]{8,128}$/.test(kept)) return kept;
  const key = makeKey();
  storage.setItem(name, key);
  return key;
}

/**
 * The key of asking for a card payment's 3-D Secure outcome: the payment's own, so a reload or "Check again"
 * asks the same question. Never the payment attempt's key: a key is one request (the API answers 422 for a key
 * sent before with another one).
 */
export function verificationKey(paymentId: string): string {
  return `verify-${paymentId}`;
}

/** The attempt has its answer: the next press is a new payment. */
export function endPaymentAttempt(orderId: string, method: PaymentMethod, storage: Storage = sessionStorage) {
  storage.removeItem(`payment-attempt:${method}:${orderId}`);
}
