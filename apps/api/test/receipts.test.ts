/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment,
   @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-explicit-any --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * The payment receipt (lib/receipts.ts): every payment that pays an order, by card (with or without 3-D Secure),
 * PayNow (the bank's notification) or eGIRO (the deduction the order's reads record), mails its payer one receipt
 * in their language, with the order number, the amount, how it was paid and the link to the order's invoice page
 * in the portal. A repeated confirmation, a repeated bank notification and the payment page's polls send no
 * second one; a declined, cancelled, refused or failed payment sends none; a receipt the mail provider could not
 * take waits for the next read of the order.
 */
import {
  EGIRO_BANKS,
  formatDisplayDate,
  formatMoney,
  loadTranslations,
  singaporeIsoDate,
  type Locale,
  type TranslationTable,
} from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { NotificationFailed, type SandboxNotifications } from '../src/adapters/index.ts';
import { SANDBOX_TEST_CARDS } from '../src/adapters/payment/index.ts';
import { orders } from '../src/db/schema/index.ts';
import { customerSuite, drivers, testConfig } from './helpers.ts';
import { newKey, placeOrder } from './payment-helpers.ts';

const PORTAL = 'https://portal.example.sg';
const EMAIL = 'ahkow.tan@example.sg';
const EGIRO_DELAY_MS = 5000;

const tables = new Map<Locale, TranslationTable>();
beforeAll(async () => {
  for (const locale of ['zh-Hans', 'ms', 'ta'] as const)
    tables.set(locale, (await loadTranslations(locale)) ?? {});
});

/** The translation of `path` in `locale`'s table, its `{name}`s filled with `values`. */
function translated(locale: Locale, path: string, values: Record<string, string> = {}): string {
  const text = tables.get(locale)?.[path]?.text;
  if (text === undefined) throw new Error(`${locale} has no translation of ${path}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A payment's completion date as the receipt writes it (dd/MM/yyyy, in Singapore). */
const paidOn = (payment: { completedDate: string }) =>
  formatDisplayDate(singaporeIsoDate(new Date(payment.completedDate)));

describe.each(drivers())('payment receipts on %s', (driver) => {
  const base = Date.now();
  let offsetMs = 0;
  const suite = customerSuite(driver, 'CPRCPT01', {
    app: () => ({
      clock: () => new Date(base + offsetMs),
      config: testConfig({ portalOrigin: PORTAL }),
    }),
  });
  const { call } = suite;
  const outbox = () => (suite.app.adapters.notifications as SandboxNotifications).outbox();
  /** The receipts mailed for `order`, newest first. */
  const receiptsOf = async (order: { id: string }) =>
    (await outbox()).filter((m) => m.to === EMAIL && m.text.includes(`${PORTAL}/invoice/${order.id}`));

  const speak = async (language: Locale) => {
    const res = await call('PUT', '/profile/language', { payload: { language } });
    expect(res.statusCode, res.body).toBe(200);
  };

  const tokenise = (number: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/tokens',
      payload: { number, expiryMonth: '12', expiryYear: '2035', cvc: '123' },
    });

  /** Saves `number` as the only card, verified (3-D Secure approved when the card asks for it). */
  async function onlyCard(number: string) {
    for (const card of (await call('GET', '/linkpay/cards')).json().data) {
      await call('DELETE', `/linkpay/cards/${String(card.id)}`);
    }
    const added = await call('POST', '/linkpay/cards', {
      payload: { token: (await tokenise(number)).json().token },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { card, authentication } = added.json().data;
    if (authentication?.required) {
      await decide(authentication.redirectUrl, 'approve');
      await call('POST', `/linkpay/cards/${String(card.id)}/authenticate`);
    }
  }

  /** A 3-D Secure page's button, as the browser presses it. */
  async function decide(redirectUrl: string, decision: 'approve' | 'decline') {
    const res = await suite.app.inject({
      method: 'POST',
      url: new URL(redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
    expect(res.statusCode).toBe(303);
  }

  const payByCard = (orderId: string, key = newKey()) =>
    call('POST', '/linkpay/payments', { headers: { 'idempotency-key': key }, payload: { orderId } });
  /** GET order/{id}/status, as the payment page polls it: its data. */
  const status = async (orderId: string): Promise<any> =>
    (await call('GET', `/order/${orderId}/status`)).json().data;

  /** The bank's notification that `bill` was paid (a banking app scanned the QR). */
  const settle = (billReferenceNumber: string, amount: number, bankReference?: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/sandbox/bank/paynow/settle',
      payload: { billReferenceNumber, amount, ...(bankReference === undefined ? {} : { bankReference }) },
    });

  it('mails one receipt of a card payment, in English, whatever is asked again', async () => {
    offsetMs = 0;
    await onlyCard(SANDBOX_TEST_CARDS.approve);
    const order = await placeOrder(suite);
    const key = newKey();
    const paid = await payByCard(order.id, key);
    expect(paid.statusCode, paid.body).toBe(200);
    const { payment } = paid.json().data;

    const [receipt, ...more] = await receiptsOf(order);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      channel: 'EMAIL',
      subject: `Your receipt for order ${order.orderNumber}`,
    });
    expect(receipt?.text).toBe(
      [
        'Thank you for your payment.',
        '',
        `Order: ${order.orderNumber}`,
        `Amount paid (SGD): ${formatMoney(order.payableCents)}`,
        `Paid by ${payment.cardBrand} ending in 4242 on ${paidOn(payment)}`,
        '',
        `Your tax invoice: ${PORTAL}/invoice/${order.id}`,
      ].join('\n'),
    );
    expect(formatMoney(order.payableCents)).toMatch(/^\$\d/);

    // The same request again, the payment page's polls, the order and the list: no second receipt.
    expect((await payByCard(order.id, key)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await status(order.id)).paid).toBe(true);
    await call('GET', `/order/${String(order.id)}`);
    await call('GET', '/order');
    expect(await receiptsOf(order)).toHaveLength(1);
  });

  it('mails it once the 3-D Secure challenge is approved, in Chinese, however often it is confirmed', async () => {
    offsetMs = 0;
    await onlyCard(SANDBOX_TEST_CARDS.challenge);
    await speak('zh-Hans');
    try {
      const order = await placeOrder(suite);
      const started = await payByCard(order.id);
      expect(started.statusCode, started.body).toBe(202);
      const { payment, authentication } = started.json().data;
      // Waiting for the challenge is not paid: no receipt yet.
      expect((await status(order.id)).paid).toBe(false);
      expect(await receiptsOf(order)).toEqual([]);

      await decide(authentication.redirectUrl, 'approve');
      for (let i = 0; i < 2; i += 1) {
        const done = await call('POST', `/linkpay/payments/${String(payment.id)}/authenticate`, {
          headers: { 'idempotency-key': newKey() },
        });
        expect(done.statusCode, done.body).toBe(200);
      }
      const finished = (await status(order.id)).paymentTransaction;
      const receipts = await receiptsOf(order);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.subject).toBe(
        translated('zh-Hans', 'messages.payment.receiptEmailSubject', { orderNumber: order.orderNumber }),
      );
      expect(receipts[0]?.text).toBe(
        translated('zh-Hans', 'messages.payment.receiptEmailText', {
          orderNumber: order.orderNumber,
          amount: formatMoney(order.payableCents),
          paidBy: translated('zh-Hans', 'taxInvoiceMessages.paidByCardOn', {
            brand: finished.cardBrand,
            last4: '3220',
            date: paidOn(finished),
          }),
          link: `${PORTAL}/invoice/${order.id}`,
        }),
      );
      expect(receipts[0]?.text).toMatch(/\p{Script=Han}/u);
    } finally {
      await speak('en');
    }
  });

  it('mails none for a declined card or a declined challenge, and the order stays payable', async () => {
    offsetMs = 0;
    await onlyCard(SANDBOX_TEST_CARDS.declined);
    const declined = await placeOrder(suite);
    expect((await payByCard(declined.id)).statusCode).toBe(400);
    expect((await status(declined.id)).status).toBe('PENDING');
    expect(await receiptsOf(declined)).toEqual([]);

    await onlyCard(SANDBOX_TEST_CARDS.challenge);
    const challenged = await placeOrder(suite);
    const waiting = (await payByCard(challenged.id)).json().data;
    await decide(waiting.authentication.redirectUrl, 'decline');
    const refused = await call('POST', `/linkpay/payments/${String(waiting.payment.id)}/authenticate`, {
      headers: { 'idempotency-key': newKey() },
    });
    expect(refused.statusCode).toBe(400);
    expect((await status(challenged.id)).status).toBe('PENDING');
    expect(await receiptsOf(challenged)).toEqual([]);
    const [row] = await suite.database.handle.db.select().from(orders).where(eq(orders.id, challenged.id));
    expect(row?.receiptStatus).toBeNull();
  });

  it('mails one receipt of a PayNow payment, in Malay, when the bank notifies it, and none for its repeats', async () => {
    offsetMs = 0;
    await speak('ms');
    try {
      const order = await placeOrder(suite);
      const qr = (await call('GET', `/order/${String(order.id)}/qr-string`)).json().data;
      const amount = order.payableCents / 100;

      // The bank's page, cancelled: nothing paid, nothing mailed.
      const page = await call('POST', '/payment/dbs-pay', {
        headers: { 'idempotency-key': newKey() },
        payload: { billReferenceNumber: qr.billReferenceNumber, amount },
      });
      expect(page.statusCode, page.body).toBe(200);
      const cancelled = await suite.app.inject({
        method: 'POST',
        url: new URL(page.json().data.redirectUrl as string).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=cancel',
      });
      expect(cancelled.statusCode).toBe(303);
      expect((await status(order.id)).paid).toBe(false);
      // A notification of another amount is refused (and refunded): nothing mailed either.
      expect((await settle(qr.billReferenceNumber, amount + 1)).json().outcome).toBe(
        'REFUSED_AMOUNT_MISMATCH',
      );
      expect(await receiptsOf(order)).toEqual([]);

      const applied = await settle(qr.billReferenceNumber, amount);
      expect(applied.json().outcome).toBe('APPLIED');
      const bankReference = applied.json().bankReference as string;
      // The same notification again, a second payment of the bill, and the payment page's polls.
      expect((await settle(qr.billReferenceNumber, amount, bankReference)).json().outcome).toBe('DUPLICATE');
      expect((await settle(qr.billReferenceNumber, amount)).json().outcome).toBe('REFUSED_ALREADY_PAID');
      for (let i = 0; i < 3; i += 1) expect((await status(order.id)).paid).toBe(true);

      const payment = (await status(order.id)).paymentTransaction;
      const receipts = await receiptsOf(order);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.subject).toBe(
        translated('ms', 'messages.payment.receiptEmailSubject', { orderNumber: order.orderNumber }),
      );
      expect(receipts[0]?.text).toBe(
        translated('ms', 'messages.payment.receiptEmailText', {
          orderNumber: order.orderNumber,
          amount: formatMoney(order.payableCents),
          paidBy: translated('ms', 'taxInvoiceMessages.paidByPayNowOn', {
            date: paidOn(payment),
            reference: qr.billReferenceNumber,
          }),
          link: `${PORTAL}/invoice/${order.id}`,
        }),
      );
      expect(receipts[0]?.text).toContain('Terima kasih');
    } finally {
      await speak('en');
    }
  });

  describe('by eGIRO', () => {
    let arranged = 0;
    /**
     * An ACTIVE arrangement of demo-ahkow for themself, approved after the bank's delay: each with the next bank, as
     * the API allows one arrangement per person and bank.
     */
    async function activeArrangement(): Promise<{ id: string }> {
      const ddaRefNo = (await call('GET', '/egiro/generateDDARefNo')).json().data.ddaRefNo;
      const nric = (await call('GET', '/profile')).json().data.nric;
      const bank = EGIRO_BANKS[arranged % EGIRO_BANKS.length]?.code ?? 'OCBC';
      arranged += 1;
      const applied = await call('POST', '/egiro/create', {
        payload: { applicantBankCode: bank, ddaRefNo, relationship: 'Self', nric },
      });
      expect(applied.statusCode, applied.body).toBe(201);
      offsetMs += EGIRO_DELAY_MS;
      const history: { id: string; status: string }[] = (await call('GET', '/egiro/history')).json().data;
      const arrangement = history.find((a) => a.id === applied.json().data.arrangement.id);
      expect(arrangement?.status).toBe('ACTIVE');
      return { id: arrangement?.id ?? '' };
    }
    const payByEgiro = (orderId: string, arrangementId: string) =>
      call('POST', '/payment/egiro', {
        headers: { 'idempotency-key': newKey() },
        payload: { orderId, arrangementId },
      });

    it('mails one receipt when the deduction is made, in Tamil, however often the order is read', async () => {
      offsetMs = 0;
      const arrangement = await activeArrangement();
      await speak('ta');
      try {
        const order = await placeOrder(suite);
        const paid = await payByEgiro(order.id, arrangement.id);
        expect(paid.json().data.payment.status).toBe('PROCESSING');
        expect((await status(order.id)).paid).toBe(false);
        expect(await receiptsOf(order)).toEqual([]);

        offsetMs += EGIRO_DELAY_MS;
        for (let i = 0; i < 3; i += 1) expect((await status(order.id)).paid).toBe(true);
        await call('GET', `/order/${String(order.id)}`);
        await call('GET', '/order');

        const payment = (await status(order.id)).paymentTransaction;
        const receipts = await receiptsOf(order);
        expect(receipts).toHaveLength(1);
        expect(receipts[0]?.subject).toBe(
          translated('ta', 'messages.payment.receiptEmailSubject', { orderNumber: order.orderNumber }),
        );
        expect(receipts[0]?.text).toBe(
          translated('ta', 'messages.payment.receiptEmailText', {
            orderNumber: order.orderNumber,
            amount: formatMoney(order.payableCents),
            paidBy: translated('ta', 'taxInvoiceMessages.paidByEgiroOn', { date: paidOn(payment) }),
            link: `${PORTAL}/invoice/${order.id}`,
          }),
        );
        expect(receipts[0]?.text).toMatch(/\p{Script=Tamil}/u);
        // The receipt is the deduction's only mail.
        const sent = (await outbox()).filter((m) => m.to === EMAIL && m.text.includes(order.orderNumber));
        expect(sent).toHaveLength(1);
      } finally {
        await speak('en');
      }
    });

    it('mails none when the bank refuses the deduction', async () => {
      offsetMs = 0;
      const arrangement = await activeArrangement();
      const order = await placeOrder(suite);
      const cents = 12_399;
      await suite.database.handle.db
        .update(orders)
        .set({ subTotalCents: cents, discountCents: 0, gstCents: 0, totalCents: cents, payableCents: cents })
        .where(eq(orders.id, order.id));
      expect((await payByEgiro(order.id, arrangement.id)).json().data.payment.status).toBe('PROCESSING');
      offsetMs += EGIRO_DELAY_MS;
      const read = await status(order.id);
      expect(read).toMatchObject({ paid: false, paymentTransaction: { status: 'FAILED' } });
      expect(await receiptsOf(order)).toEqual([]);
    });
  });

  it('keeps a receipt the mail provider could not take, and sends it once when the order is next read', async () => {
    offsetMs = 0;
    await onlyCard(SANDBOX_TEST_CARDS.approve);
    const notifications = suite.app.adapters.notifications;
    const send = notifications.send.bind(notifications);
    notifications.send = () =>
      Promise.reject(new NotificationFailed('The provider is not available.', { reason: 'unavailable' }));
    const order = await placeOrder(suite);
    try {
      const paid = await payByCard(order.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data.orderStatus).toBe('PAID');
      // Still down: the payment page's poll answers as ever, and the receipt still waits.
      expect((await status(order.id)).paid).toBe(true);
    } finally {
      notifications.send = send;
    }
    expect(await receiptsOf(order)).toEqual([]);
    const [row] = await suite.database.handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.receiptStatus).toBe('DUE');

    // The payment page in two tabs, and the invoice page, all at once: one of them sends it.
    const reads = await Promise.all([
      status(order.id),
      status(order.id),
      call('GET', `/order/${String(order.id)}`),
    ]);
    expect(reads[0].paid && reads[1].paid).toBe(true);
    expect((await status(order.id)).paid).toBe(true);
    const receipts = await receiptsOf(order);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`Your receipt for order ${order.orderNumber}`);
  });
});
