/**
 * What the order, linkpay and payment routes share: the payment transaction and card in the API's shape, each
 * payment message of the seeds at its cause, and the PayNow bill reference (the Idempotency-Key is
 * plugins/app/idempotency.ts's).
 *
 * The payment messages (domain messages.payment), by cause:
 * - 'No added cards are available, please save your card details.': a card payment by an account with no active
 *   card (400 NO_CARDS);
 * - 'Invalid Card': a card id that is not one of the account's (404), a card whose verification is not done
 *   (400), a one-time token the gateway does not know or has used (400);
 * - 'Your credit / debit card is not valid': a card whose 3-D Secure verification was declined (400), a number
 *   the hosted form refuses (Luhn or length);
 * - 'This card has expired': a saved card past its expiry, or one the issuer says has expired (400);
 * - 'Your payment was unsuccessful', with 'Please try again or use another card.' as its detail: a charge the
 *   issuer declined, for insufficient funds too, or whose 3-D Secure challenge was declined (400 PAYMENT_DECLINED);
 * - 'Invalid Payment': paying an order that is not payable any more (paid, cancelled), or while another attempt
 *   of it is in flight (409);
 * - 'Payment is not valid': a payment id or bill reference that is not the account's, an amount that is not the
 *   bill's, a QR past its 15 minutes (400/404).
 * - messages.egiro.debitInFlight: a card, PayNow or second eGIRO payment of an order whose eGIRO debit waits for
 *   its deduction day (409 EGIRO_DEBIT_IN_FLIGHT).
 */
import {
  buildPayNowPayload,
  centsToDollars,
  formatDisplayDate,
  formatMessage,
  messages,
  PAYMENT_METHODS,
  PAYNOW_QR_WINDOW_MINUTES,
} from '@careportal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';

import type { DeclineCode } from '../adapters/payment/index.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { CardRow, PaymentRow, PayNowQrRow } from '../repositories/payments/index.ts';
import { ApiError } from './errors.ts';

const m = messages.payment;

export const noCards = () => new ApiError({ httpCode: 400, errorCode: 'NO_CARDS', message: m.noCards });
export const cardNotFound = () =>
  new ApiError({ httpCode: 404, errorCode: 'NOT_FOUND', message: m.invalidCard });
export const invalidCard = () =>
  new ApiError({ httpCode: 400, errorCode: 'INVALID_CARD', message: m.invalidCard });
export const cardNotValid = () =>
  new ApiError({ httpCode: 400, errorCode: 'CARD_NOT_VALID', message: m.cardNotValid });
export const cardExpiredError = () =>
  new ApiError({ httpCode: 400, errorCode: 'CARD_EXPIRED', message: m.cardExpired });
export const paymentDeclined = (code: DeclineCode) =>
  new ApiError({
    httpCode: 400,
    errorCode: code === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'PAYMENT_DECLINED',
    message: m.unsuccessful,
    detail: m.tryAgainOrAnotherCard,
  });
export const invalidPayment = () =>
  new ApiError({ httpCode: 409, errorCode: 'INVALID_PAYMENT', message: m.invalidPayment });
export const paymentNotValid = (httpCode = 400) =>
  new ApiError({
    httpCode,
    errorCode: httpCode === 404 ? 'NOT_FOUND' : 'PAYMENT_NOT_VALID',
    message: m.paymentNotValid,
  });

/**
 * Another attempt of the order is in flight: 409 'Invalid Payment', or, when it is an eGIRO debit waiting for its
 * deduction day, the words that say so and when.
 */
export function inFlightError(running: PaymentRow | undefined): ApiError {
  if (running?.method !== 'EGIRO' || running.deductionDate === null) return invalidPayment();
  return new ApiError({
    httpCode: 409,
    errorCode: 'EGIRO_DEBIT_IN_FLIGHT',
    message: formatMessage(messages.egiro.debitInFlight, { date: formatDisplayDate(running.deductionDate) }),
  });
}

/** The error of a refused card or payment, by the gateway's decline code. */
export function declineError(code: DeclineCode, stage: 'card' | 'payment'): ApiError {
  switch (code) {
    case 'invalid_number':
      return cardNotValid();
    case 'invalid_card':
      return invalidCard();
    case 'expired_card':
      return cardExpiredError();
    case 'authentication_failed':
      return stage === 'card' ? cardNotValid() : paymentDeclined(code);
    default:
      return paymentDeclined(code);
  }
}

/** A saved card as answered (linkpay/cards): domain cardSchema plus what the tiles show. */
export const cardViewSchema = z.object({
  id: z.string(),
  /** The masked number: only the last 4 digits ('•••• 4242'). */
  number: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.int(),
  expiryYear: z.int(),
  status: z.enum(['PENDING_VERIFICATION', 'ACTIVE']),
  isDefault: z.boolean(),
});

export type CardView = z.output<typeof cardViewSchema>;

export function cardView(card: CardRow): CardView {
  return {
    id: card.id,
    number: `•••• ${card.last4}`,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    status: card.status as CardView['status'],
    isDefault: card.isDefault,
  };
}

/** An order's payment transaction as answered (the order's `paymentTransaction`, linkpay/payments). */
export const paymentViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(['PROCESSING', 'REQUIRES_AUTHENTICATION', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REFUNDED']),
  amount: z.number(),
  amountCents: z.int(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  reference: z.string().nullable(),
  billReferenceNumber: z.string().nullable(),
  failureCode: z.string().nullable(),
  createdDate: z.string(),
  completedDate: z.string().nullable(),
  /** An eGIRO debit: the arrangement debited and the day the bank deducts it (YYYY-MM-DD); null otherwise. */
  egiroArrangementId: z.string().nullable(),
  deductionDate: z.string().nullable(),
});

export type PaymentView = z.output<typeof paymentViewSchema>;

export function paymentView(payment: PaymentRow): PaymentView {
  return {
    id: payment.id,
    orderId: payment.orderId,
    method: payment.method as PaymentView['method'],
    status: payment.status as PaymentView['status'],
    amount: centsToDollars(payment.amountCents),
    amountCents: payment.amountCents,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    reference: payment.gatewayReference,
    billReferenceNumber: payment.billReference,
    failureCode: payment.failureCode,
    createdDate: payment.createdAt.toISOString(),
    completedDate: payment.completedAt?.toISOString() ?? null,
    egiroArrangementId: payment.egiroArrangementId,
    deductionDate: payment.deductionDate,
  };
}

/** The PayNow window in milliseconds. */
export const PAYNOW_WINDOW_MS = PAYNOW_QR_WINDOW_MINUTES * 60 * 1000;

/**
 * A new bill reference for an order's QR: the order number's digits and 6 random letters and digits
 * ('NH0001001A7K2QZ'), at most 25 characters as EMV field 62 allows, and unique (the table's index).
 */
export function newBillReference(orderNumber: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const suffix = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${orderNumber.replace(/[^A-Z0-9]/gi, '')}${suffix}`.slice(0, 25);
}

/** The QR's expiry as field 26-04 writes it: the Singapore date of `expiresAt`, YYYYMMDD. */
export function payNowExpiryDate(expiresAt: Date): string {
  const singapore = new Date(expiresAt.getTime() + 8 * 60 * 60 * 1000);
  return singapore.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The gateway or the bank did not answer: 503, try again (the same key is safe to send again). */
export function gatewayUnavailable(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  return new ApiError({
    httpCode: 503,
    errorCode: 'PAYMENT_PROVIDER_UNAVAILABLE',
    message: messages.generic.somethingWentWrong,
    headers: { 'retry-after': '5' },
    cause,
  });
}

/** Dollars as the seeds send them (`amount: 12.5`) to integer cents; undefined for more than 2 decimals. */
export function dollarsToCents(amount: number): number | undefined {
  const cents = Math.round(amount * 100);
  return Number.isSafeInteger(cents) && Math.abs(cents - amount * 100) < 1e-6 ? cents : undefined;
}

/** A PayNow QR as answered: its EMVCo text, bill reference, amount and the end of its 15 minutes. */
export const qrSchema = z.object({
  qrString: z.string(),
  billReferenceNumber: z.string(),
  amount: z.number(),
  amountCents: z.int(),
  issuedDate: z.string(),
  expiryDate: z.string(),
  /** Whole seconds left at the answer, for the page's countdown. */
  expiresInSeconds: z.int(),
});

/** An order's PayNow QR and its EMVCo text. */
export interface OrderQr {
  qr: PayNowQrRow;
  text: string;
}

/**
 * The PayNow QR of a payable order, whoever asks for it (GET order/{id}/qr…, and the e-invoice link's
 * public/v1/inv/{id}/qr…): the current one, or a new one (a new bill reference) when there is none, the last has
 * expired or the amount changed. An order that is not payable: 409 'Invalid Payment'; one whose eGIRO debit waits
 * for its deduction day: 409 EGIRO_DEBIT_IN_FLIGHT (a QR now could pay it twice).
 */
export async function payableOrderQr(app: FastifyInstance, order: OrderRow): Promise<OrderQr> {
  // Nothing to pay (a promotion took the whole amount) is not a payment either.
  if (order.status !== 'PENDING' || order.payableCents <= 0) throw invalidPayment();
  const running = await app.repos.payments.inFlightOf(order.id);
  if (running?.method === 'EGIRO') throw inFlightError(running);
  const now = app.clock();
  let qr = await app.repos.payments.currentQr(order.id, now);
  if (qr?.amountCents !== order.payableCents) {
    qr = await app.repos.payments.issueQr({
      orderId: order.id,
      billReference: newBillReference(order.orderNumber),
      amountCents: order.payableCents,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + PAYNOW_WINDOW_MS),
    });
  }
  const text = buildPayNowPayload({
    ...app.adapters.bank.payNow,
    amount: centsToDollars(qr.amountCents).toFixed(2),
    editable: false,
    expiry: payNowExpiryDate(qr.expiresAt),
    reference: qr.billReference,
  });
  return { qr, text };
}

/** A QR as {@link qrSchema} answers it. */
export function qrView(app: FastifyInstance, { qr, text }: OrderQr): z.output<typeof qrSchema> {
  return {
    qrString: text,
    billReferenceNumber: qr.billReference,
    amount: centsToDollars(qr.amountCents),
    amountCents: qr.amountCents,
    issuedDate: qr.issuedAt.toISOString(),
    expiryDate: qr.expiresAt.toISOString(),
    expiresInSeconds: Math.max(0, Math.floor((qr.expiresAt.getTime() - app.clock().getTime()) / 1000)),
  };
}

/** Sends a QR as an image drawn by `qrcode` (PNG, or SVG), with its bill reference and expiry in headers. */
export async function sendQrImage(
  reply: FastifyReply,
  { qr, text }: OrderQr,
  format: 'png' | 'svg',
): Promise<FastifyReply> {
  void reply.headers({
    'x-bill-reference': qr.billReference,
    'x-qr-expires-at': qr.expiresAt.toISOString(),
  });
  if (format === 'svg') {
    const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return reply.type('image/svg+xml').send(svg);
  }
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return reply.type('image/png').send(png);
}
