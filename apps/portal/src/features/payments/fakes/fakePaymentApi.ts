/**
 * An in-memory payments API for the payment pages' stories and tests (docs/payments-api.md): the order, saved
 * cards, whom the invoice is for, card payments with 3-D Secure, the PayNow QR and status, the bank's page and the rating, in the API's
 * envelope. Payments are kept by idempotency key, as the server does, so a test can count the charges. No vitest
 * or browser-only imports, so stories and tests share it.
 */
import { PAYNOW_QR_WINDOW_MINUTES, messages, orderBillingSchema } from '@careportal/domain';
import { config } from '../../../config';
import { SAMPLE_PAYNOW_QR_SVG } from './sampleQr';
import type { Arrangement } from '../egiroApi';
import type { OrderDetail, PaymentResult, PaymentView, PayNowQrInfo, SavedCard } from '../paymentApi';
import { answer, readJson } from '../../../test/fakeEnvelope';

/** What a card payment meets at the issuer. */
export type FakeCardOutcome = 'approve' | 'decline' | 'insufficient' | 'expired' | 'challenge';

/** What the fake holds. */
export interface FakePaymentData {
  order: OrderDetail;
  cards: SavedCard[];
  /** What every card payment meets. */
  cardOutcome: FakeCardOutcome;
  /** What the 3-D Secure challenge decides, once the person comes back ('open': not yet). */
  challenge: 'approve' | 'decline' | 'open';
  /** The current QR, once issued. */
  qr: PayNowQrInfo | null;
  /** Payments made, by idempotency key. */
  payments: Record<string, PaymentView>;
  /** The arrangements that can pay an Active Ageing order by eGIRO (GET order/{id}/egiro-arrangements). */
  egiroArrangements?: Arrangement[];
  /** The day an eGIRO debit asked for now is deducted (YYYY-MM-DD). */
  deductionDate?: string;
  /** What POST payment/egiro refuses with (400), if anything. */
  egiroRefusal?: string | null;
}

/** How the fake misbehaves, for the loading and error states. */
export interface FakePaymentOptions {
  /** GET order/{id} never answers. */
  orderHangs?: boolean;
  /** POST linkpay/payments never answers. */
  paymentHangs?: boolean;
}

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakePaymentApi {
  fetch: typeof fetch;
  data: FakePaymentData;
  /** Every call made, as 'METHOD path'. */
  calls: string[];
  /** The bank settles the current QR: the order is paid by PayNow. */
  settle: () => void;
  /** The bank makes the eGIRO deduction waiting: the order is paid. */
  deduct: () => void;
}

const DECLINES: Record<Exclude<FakeCardOutcome, 'approve' | 'challenge'>, [number, string, string | null]> = {
  decline: [400, messages.payment.unsuccessful, messages.payment.tryAgainOrAnotherCard],
  insufficient: [400, messages.payment.unsuccessful, messages.payment.tryAgainOrAnotherCard],
  expired: [400, messages.payment.cardExpired, null],
};

/** The fake over `data`; `now` is the clock QRs are issued by. */
export function createFakePaymentApi(
  data: FakePaymentData,
  options: FakePaymentOptions = {},
  now: () => number = Date.now,
): FakePaymentApi {
  const calls: string[] = [];
  let paymentCount = 0;
  const { order } = data;

  function payment(fields: Partial<PaymentView>): PaymentView {
    paymentCount += 1;
    return {
      id: `payment-${String(paymentCount)}`,
      orderId: order.id,
      method: 'CARD',
      status: 'PROCESSING',
      amount: order.payableAmount,
      amountCents: order.payableCents,
      cardBrand: null,
      cardLast4: null,
      reference: `PAY-${String(700000 + paymentCount)}`,
      billReferenceNumber: null,
      failureCode: null,
      createdDate: new Date(now()).toISOString(),
      completedDate: null,
      ...fields,
    };
  }

  function markPaid(paid: PaymentView) {
    const at = new Date(now()).toISOString();
    const done = { ...paid, status: 'SUCCEEDED' as const, completedDate: at };
    data.order = { ...data.order, status: 'PAID', paidDate: at, paymentTransaction: done };
    return done;
  }

  function result(paid: PaymentView, code = 200): Response {
    const body: PaymentResult = {
      payment: paid,
      orderStatus: data.order.status,
      authentication: {
        required: paid.status === 'REQUIRES_AUTHENTICATION',
        redirectUrl:
          paid.status === 'REQUIRES_AUTHENTICATION' ? `https://gateway.example/3ds/${paid.id}` : null,
      },
    };
    return answer(code, { data: body });
  }

  function pay(body: Record<string, unknown>, key: string | null): Response {
    if (key === null || !/^[A-Za-z0-9_-]{8,128}$/.test(key)) {
      return answer(400, { errorMessage: messages.cart.idempotencyKeyMissing });
    }
    const earlier = data.payments[key];
    if (earlier !== undefined)
      return result(earlier, earlier.status === 'REQUIRES_AUTHENTICATION' ? 202 : 200);
    if (data.order.status !== 'PENDING')
      return answer(409, { errorMessage: messages.payment.invalidPayment });
    const card = data.cards.find((each) => each.id === body.cardId && each.status === 'ACTIVE');
    if (card === undefined) return answer(400, { errorMessage: messages.payment.noCards });
    const attempt = payment({ cardBrand: card.brand, cardLast4: card.last4 });
    if (data.cardOutcome === 'approve') {
      data.payments[key] = markPaid(attempt);
      return result(data.payments[key]);
    }
    if (data.cardOutcome === 'challenge') {
      data.payments[key] = { ...attempt, status: 'REQUIRES_AUTHENTICATION' };
      return result(data.payments[key], 202);
    }
    const [httpCode, errorMessage, detail] = DECLINES[data.cardOutcome];
    return answer(httpCode, {
      errorMessage,
      errorCode: 'PAYMENT_DECLINED',
      data: detail === null ? null : { detail },
    });
  }

  function authenticate(id: string): Response {
    const entry = Object.entries(data.payments).find(([, each]) => each.id === id);
    if (entry === undefined) return answer(404, { errorMessage: messages.payment.paymentNotValid });
    const [key, attempt] = entry;
    if (attempt.status !== 'REQUIRES_AUTHENTICATION') return result(attempt);
    if (data.challenge === 'open') return result(attempt, 202);
    if (data.challenge === 'decline') {
      data.payments[key] = { ...attempt, status: 'FAILED', failureCode: 'authentication_declined' };
      return answer(400, {
        errorMessage: messages.payment.unsuccessful,
        data: { detail: messages.payment.tryAgainOrAnotherCard },
      });
    }
    data.payments[key] = markPaid(attempt);
    return result(data.payments[key]);
  }

  const deductionDate = () => data.deductionDate ?? '2026-12-21';

  function payByEgiro(body: Record<string, unknown>, key: string | null): Response {
    if (key === null || !/^[A-Za-z0-9_-]{8,128}$/.test(key)) {
      return answer(400, { errorMessage: messages.cart.idempotencyKeyMissing });
    }
    const earlier = data.payments[key];
    if (earlier !== undefined)
      return answer(200, { data: { payment: earlier, orderStatus: data.order.status } });
    if (data.order.status !== 'PENDING')
      return answer(409, { errorMessage: messages.payment.invalidPayment });
    if (data.egiroRefusal) return answer(400, { errorMessage: data.egiroRefusal });
    const arrangement = (data.egiroArrangements ?? []).find((each) => each.id === body.arrangementId);
    if (arrangement === undefined) return answer(404, { errorMessage: messages.egiro.arrangementNotFound });
    const debit = payment({
      method: 'EGIRO',
      reference: `ED${String(paymentCount)}`,
      egiroArrangementId: arrangement.id,
      deductionDate: deductionDate(),
    });
    data.payments[key] = debit;
    data.order = { ...data.order, paymentTransaction: { ...debit } };
    return answer(200, { data: { payment: debit, orderStatus: data.order.status } });
  }

  function currentQr(): PayNowQrInfo {
    if (data.qr === null || Date.parse(data.qr.expiryDate) <= now()) {
      const issued = now();
      const count = data.qr === null ? 1 : Number(data.qr.billReferenceNumber.slice(-2)) + 1;
      data.qr = {
        qrString: '00020101021226',
        billReferenceNumber: `${data.order.orderNumber}-${String(count).padStart(2, '0')}`,
        amount: data.order.payableAmount,
        amountCents: data.order.payableCents,
        issuedDate: new Date(issued).toISOString(),
        expiryDate: new Date(issued + PAYNOW_QR_WINDOW_MINUTES * 60_000).toISOString(),
        expiresInSeconds: PAYNOW_QR_WINDOW_MINUTES * 60,
      };
    }
    return data.qr;
  }

  function route(method: string, path: string, init: RequestInit | undefined): Response {
    const headers = new Headers(init?.headers);
    if (path === 'config/app') {
      return answer(200, { data: { versionNumber: config.appVersion, disabledLovedOne: false } });
    }
    if (!headers.has('Authorization')) return answer(401, { errorMessage: 'Your token is expired' });
    const orderPath = /^order\/([^/]+)(\/[a-z-]+)?$/.exec(path);
    if (orderPath !== null) {
      if (orderPath[1] !== data.order.id) return answer(404, { errorMessage: 'This order was not found.' });
      const part = orderPath[2] ?? '';
      if (part === '' && method === 'GET') return answer(200, { data: data.order });
      if (part === '/billing' && method === 'PUT') {
        if (data.order.status !== 'PENDING')
          return answer(409, { errorMessage: messages.cart.orderBillingLocked });
        const billing = orderBillingSchema.safeParse(readJson(init));
        if (!billing.success) return answer(400, { errorMessage: billing.error.issues[0]?.message ?? '' });
        data.order = {
          ...data.order,
          paymentSegment: billing.data.paymentSegment,
          companyName: billing.data.paymentSegment === 'CORPORATE' ? billing.data.companyName : null,
        };
        return answer(200, { data: data.order });
      }
      if (part === '/egiro-arrangements' && method === 'GET') {
        if (data.order.categoryName !== 'Active Ageing') {
          return answer(400, { errorMessage: messages.egiro.payNotActiveAgeing });
        }
        return answer(200, {
          data: { deductionDate: deductionDate(), arrangements: data.egiroArrangements ?? [] },
        });
      }
      if (part === '/qr-string' && method === 'GET') {
        if (data.order.status !== 'PENDING')
          return answer(409, { errorMessage: messages.payment.invalidPayment });
        return answer(200, { data: currentQr() });
      }
      if (part === '/qr' && method === 'GET') {
        return new Response(SAMPLE_PAYNOW_QR_SVG, {
          status: 200,
          headers: { 'Content-Type': 'image/svg+xml' },
        });
      }
      if (part === '/status' && method === 'GET') {
        const qr = data.qr;
        return answer(200, {
          data: {
            id: data.order.id,
            orderNumber: data.order.orderNumber,
            status: data.order.status,
            paid: data.order.status === 'PAID',
            paymentTransaction: data.order.paymentTransaction,
            qr:
              qr === null
                ? null
                : {
                    billReferenceNumber: qr.billReferenceNumber,
                    expiryDate: qr.expiryDate,
                    expired: Date.parse(qr.expiryDate) <= now(),
                  },
          },
        });
      }
      if (part === '/feedback' && method === 'POST') {
        const rating = readJson(init).rating;
        if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 6) {
          return answer(400, { errorMessage: messages.validation.ratingRequired });
        }
        if (data.order.status !== 'PAID' || data.order.feedbackRating !== null) {
          return answer(409, { errorMessage: messages.payment.invalidPayment });
        }
        data.order = { ...data.order, feedbackRating: rating };
        return answer(200, { data: data.order });
      }
    }
    if (path === 'linkpay/cards' && method === 'GET') return answer(200, { data: data.cards });
    if (path === 'payment/egiro' && method === 'POST') {
      return payByEgiro(readJson(init), headers.get('Idempotency-Key'));
    }
    if (path === 'linkpay/payments' && method === 'POST') {
      return pay(readJson(init), headers.get('Idempotency-Key'));
    }
    const authenticatePath = /^linkpay\/payments\/([^/]+)\/authenticate$/.exec(path);
    if (authenticatePath !== null && method === 'POST') return authenticate(authenticatePath[1] ?? '');
    if (path === 'payment/dbs-pay' && method === 'POST') {
      const body = readJson(init);
      const qr = data.qr;
      if (qr === null || body.billReferenceNumber !== qr.billReferenceNumber || body.amount !== qr.amount) {
        return answer(400, { errorMessage: messages.payment.paymentNotValid });
      }
      return answer(200, {
        data: {
          redirectUrl: `https://bank.example/paynow/${qr.billReferenceNumber}`,
          billReferenceNumber: qr.billReferenceNumber,
          amountCents: qr.amountCents,
          expiryDate: qr.expiryDate,
        },
      });
    }
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    const hangs =
      (options.orderHangs === true && method === 'GET' && path === `order/${order.id}`) ||
      (options.paymentHangs === true && path === 'linkpay/payments');
    if (hangs) return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, init));
  };

  return {
    fetch: fakeFetch,
    data,
    calls,
    deduct: () => {
      const waiting = data.order.paymentTransaction;
      if (waiting?.method === 'EGIRO' && waiting.status === 'PROCESSING') markPaid(waiting);
    },
    settle: () => {
      const qr = currentQr();
      markPaid(
        payment({
          method: 'PAYNOW',
          billReferenceNumber: qr.billReferenceNumber,
          reference: 'DBS-20261122-0001',
        }),
      );
    },
  };
}
