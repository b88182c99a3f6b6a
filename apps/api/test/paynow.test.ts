/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment,
   @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument, @typescript-eslint/restrict-plus-operands --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * PayNow (docs/payments-api.md): the order's dynamic QR (its EMVCo text decoded, and the image read back), its
 * 15 minutes to the millisecond, the sandbox bank's settlement reconciled by bill reference (a wrong amount, a
 * late payment, a second payment are refused, refunded and recorded), POST payment/dbs-pay and the bank's page,
 * and GET order/{id}/status as the payment page polls it.
 */
import { messages, parseEmvTlv, verifyEmvCrc } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { SandboxBank } from '../src/adapters/bank/index.ts';
import { SANDBOX_PAYNOW_ACCOUNT } from '../src/adapters/bank/index.ts';
import { bankSettlements, orders, payments } from '../src/db/schema/index.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';
import { expectSignedInOnly, newKey, placeOrder } from './payment-helpers.ts';

/** jsqr is CommonJS: at run time its function is what the import gives; its types call it `default`. */
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule.default }).default ??
  jsQRModule) as unknown as typeof jsQRModule.default;

const m = messages.payment;
const PORTAL = 'http://127.0.0.1:5173';
const MINUTE = 60 * 1000;

describe.each(drivers())('PayNow on %s', (driver) => {
  /** The app's clock: frozen at the suite's start, plus an offset the tests move. */
  const base = Date.now();
  let offsetMs = 0;
  const suite = customerSuite(driver, 'CPPAYN01', {
    app: () => ({ clock: () => new Date(base + offsetMs) }),
  });
  const bank = () => suite.app.adapters.bank as SandboxBank;

  /** A call with a token that outlives the moved clock. */
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    options: { subject?: string; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await signToken(suite.keys, options.subject ?? 'demo-ahkow', { expiresIn: 7200 })}`,
        ...options.headers,
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  const qrString = async (orderId: string, subject?: string) =>
    call('GET', `/order/${orderId}/qr-string`, subject === undefined ? {} : { subject });

  const settle = (billReferenceNumber: string, amount: number, bankReference?: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/sandbox/bank/paynow/settle',
      payload: { billReferenceNumber, amount, ...(bankReference === undefined ? {} : { bankReference }) },
    });

  const statusOf = async (orderId: string) => (await call('GET', `/order/${orderId}/status`)).json().data;

  it('is signed in: no token, an expired token and a stranger in view-as are refused', async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    await expectSignedInOnly(suite, [
      ['GET', `/order/${String(order.id)}/qr`],
      ['GET', `/order/${String(order.id)}/qr-string`],
      ['GET', `/order/${String(order.id)}/status`],
      ['POST', '/payment/dbs-pay', { billReferenceNumber: 'NH0000000AAAAAA', amount: 1 }],
    ]);
  });

  it('gives a QR that a banking app can read: CRC, tags, the amount and the bill reference', async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    const res = await qrString(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const qr = res.json().data;
    expect(verifyEmvCrc(qr.qrString)).toBe(true);
    const tags = Object.fromEntries(parseEmvTlv(qr.qrString).map((t) => [t.id, t.value]));
    expect(tags['00']).toBe('01');
    expect(tags['01']).toBe('12');
    expect(tags['53']).toBe('702');
    expect(tags['58']).toBe('SG');
    expect(tags['54']).toBe((order.payableCents / 100).toFixed(2));
    const account = Object.fromEntries(parseEmvTlv(tags['26'] ?? '').map((t) => [t.id, t.value]));
    expect(account).toMatchObject({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': SANDBOX_PAYNOW_ACCOUNT.proxyValue,
      '03': '0',
    });
    const additional = Object.fromEntries(parseEmvTlv(tags['62'] ?? '').map((t) => [t.id, t.value]));
    expect(additional['01']).toBe(qr.billReferenceNumber);
    expect(qr.billReferenceNumber.length).toBeLessThanOrEqual(25);
    expect(qr).toMatchObject({ amountCents: order.payableCents, expiresInSeconds: 15 * 60 });
    expect(new Date(qr.expiryDate).getTime() - new Date(qr.issuedDate).getTime()).toBe(15 * MINUTE);

    // The image carries the same text.
    const png = await call('GET', `/order/${String(order.id)}/qr`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-bill-reference']).toBe(qr.billReferenceNumber);
    const { data, info } = await sharp(png.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(read?.data).toBe(qr.qrString);
    const svg = await call('GET', `/order/${String(order.id)}/qr?format=svg`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await call('GET', `/order/${String(order.id)}/qr?format=gif`)).statusCode).toBe(400);
  });

  it('keeps a QR for 15 minutes, then issues a new one; a payment at 15:00 is late, refused, refunded and recorded', async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    const first = (await qrString(order.id)).json().data;
    offsetMs = 15 * MINUTE - 1000;
    const same = (await qrString(order.id)).json().data;
    expect(same.billReferenceNumber).toBe(first.billReferenceNumber);
    expect(same.expiresInSeconds).toBe(1);

    // Paid exactly when the 15 minutes end: late.
    offsetMs = new Date(first.expiryDate).getTime() - base;
    const late = await settle(first.billReferenceNumber, first.amount);
    expect(late.json()).toMatchObject({ outcome: 'REFUSED_EXPIRED', refunded: true });
    expect((await bank().refunds()).map((r) => r.bankReference)).toContain(late.json().bankReference);
    expect((await statusOf(order.id)).status).toBe('PENDING');
    const recorded = await suite.database.handle.db
      .select()
      .from(bankSettlements)
      .where(eq(bankSettlements.billReference, first.billReferenceNumber));
    expect(recorded.map((r) => r.outcome)).toEqual(['REFUSED_EXPIRED']);
    expect((await statusOf(order.id)).qr).toMatchObject({
      billReferenceNumber: first.billReferenceNumber,
      expired: true,
    });

    const next = (await qrString(order.id)).json().data;
    expect(next.billReferenceNumber).not.toBe(first.billReferenceNumber);
    // One millisecond before its end, it still pays.
    offsetMs = new Date(next.expiryDate).getTime() - base - 1;
    const paid = await settle(next.billReferenceNumber, next.amount);
    expect(paid.json().outcome).toBe('APPLIED');
    const status = await statusOf(order.id);
    expect(status).toMatchObject({
      status: 'PAID',
      paid: true,
      paymentTransaction: {
        method: 'PAYNOW',
        status: 'SUCCEEDED',
        billReferenceNumber: next.billReferenceNumber,
      },
    });
  });

  it('reconciles by bill reference: a wrong amount or an unknown bill is refused; the same notice twice is one payment; a second payment is refunded', async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    const qr = (await qrString(order.id)).json().data;
    const wrong = await settle(qr.billReferenceNumber, qr.amount - 0.01);
    expect(wrong.json()).toMatchObject({ outcome: 'REFUSED_AMOUNT_MISMATCH', refunded: true });
    const more = await settle(qr.billReferenceNumber, qr.amount + 1);
    expect(more.json().outcome).toBe('REFUSED_AMOUNT_MISMATCH');
    expect((await statusOf(order.id)).status).toBe('PENDING');
    expect((await settle('NH9999999ZZZZZZ', qr.amount)).json().outcome).toBe('REFUSED_UNKNOWN_REFERENCE');

    const paid = await settle(qr.billReferenceNumber, qr.amount, 'BANKREF0001');
    expect(paid.json()).toMatchObject({ outcome: 'APPLIED', refunded: false });
    const again = await settle(qr.billReferenceNumber, qr.amount, 'BANKREF0001');
    expect(again.json()).toMatchObject({ outcome: 'DUPLICATE', refunded: false });
    const second = await settle(qr.billReferenceNumber, qr.amount, 'BANKREF0002');
    expect(second.json()).toMatchObject({ outcome: 'REFUSED_ALREADY_PAID', refunded: true });
    const rows = await suite.database.handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    const recorded = await suite.database.handle.db
      .select()
      .from(bankSettlements)
      .where(eq(bankSettlements.billReference, qr.billReferenceNumber));
    expect(recorded.map((r) => r.outcome).sort()).toEqual(
      [
        'APPLIED',
        'DUPLICATE',
        'REFUSED_ALREADY_PAID',
        'REFUSED_AMOUNT_MISMATCH',
        'REFUSED_AMOUNT_MISMATCH',
      ].sort(),
    );

    // Paid: no new QR, no bank page, no card payment.
    const after = await qrString(order.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().errorMessage).toBe(m.invalidPayment);
    const dbs = await call('POST', '/payment/dbs-pay', {
      headers: { 'idempotency-key': newKey() },
      payload: { billReferenceNumber: qr.billReferenceNumber, amount: qr.amount },
    });
    expect(dbs.statusCode).toBe(409);
    expect(dbs.json().errorMessage).toBe(m.invalidPayment);
  });

  it('applies exactly one of 50 concurrent bank payments of one bill', async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    const qr = (await qrString(order.id)).json().data;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        settle(qr.billReferenceNumber, qr.amount, `CONCURRENT${String(i)}`),
      ),
    );
    const outcomes = answers.map((res) => res.json().outcome);
    expect(outcomes.filter((o) => o === 'APPLIED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'REFUSED_ALREADY_PAID')).toHaveLength(49);
    const rows = await suite.database.handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
  });

  it("opens the bank's page for a bill (POST payment/dbs-pay), whose Pay settles it; each refusal has its message", async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    const qr = (await qrString(order.id)).json().data;
    const dbsPay = (payload: object, subject?: string, key: string | null = newKey()) =>
      call('POST', '/payment/dbs-pay', {
        ...(subject === undefined ? {} : { subject }),
        headers: key === null ? {} : { 'idempotency-key': key },
        payload,
      });
    const stranger = await dbsPay(
      { billReferenceNumber: qr.billReferenceNumber, amount: qr.amount },
      'demo-siti',
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ errorMessage: m.paymentNotValid, data: null });
    expect((await dbsPay({ billReferenceNumber: 'NH0000000AAAAAA', amount: qr.amount })).statusCode).toBe(
      404,
    );
    const wrong = await dbsPay({ billReferenceNumber: qr.billReferenceNumber, amount: qr.amount + 0.01 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessage).toBe(m.paymentNotValid);
    const fraction = await dbsPay({ billReferenceNumber: qr.billReferenceNumber, amount: qr.amount + 0.001 });
    expect(fraction.statusCode).toBe(400);
    const noKey = await dbsPay(
      { billReferenceNumber: qr.billReferenceNumber, amount: qr.amount },
      undefined,
      null,
    );
    expect(noKey.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await dbsPay({ billReferenceNumber: qr.billReferenceNumber, amount: 'ten' })).statusCode).toBe(
      400,
    );

    const opened = await dbsPay({ billReferenceNumber: qr.billReferenceNumber, amount: qr.amount });
    expect(opened.statusCode, opened.body).toBe(200);
    const { redirectUrl } = opened.json().data;
    const page = await suite.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(qr.billReferenceNumber);
    const pay = await suite.app.inject({
      method: 'POST',
      url: new URL(redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(pay.statusCode).toBe(303);
    const back = new URL(String(pay.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/payment-completion/${String(order.id)}`);
    expect(back.searchParams.get('outcome')).toBe('APPLIED');
    expect((await statusOf(order.id)).paid).toBe(true);

    // Past its 15 minutes, the bill cannot be opened.
    const other = await placeOrder(suite);
    const otherQr = (await qrString(other.id)).json().data;
    offsetMs = 15 * MINUTE;
    const expired = await dbsPay({
      billReferenceNumber: otherQr.billReferenceNumber,
      amount: otherQr.amount,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorMessage).toBe(m.paymentNotValid);
    offsetMs = 0;
  });

  it("refuses to take a payment of nothing: an order whose payable amount is $0.00 is 'Invalid Payment'", async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    await suite.database.handle.db
      .update(orders)
      .set({ subTotalCents: 0, discountCents: 0, gstCents: 0, totalCents: 0, payableCents: 0 })
      .where(eq(orders.id, order.id));
    const qr = await qrString(order.id);
    expect(qr.statusCode).toBe(409);
    expect(qr.json().errorMessage).toBe(m.invalidPayment);
    const card = await call('POST', '/linkpay/payments', {
      headers: { 'idempotency-key': newKey() },
      payload: { orderId: order.id },
    });
    expect(card.statusCode).toBe(409);
    expect(card.json().errorMessage).toBe(m.invalidPayment);
  });

  it("does not show another customer's QR or status", async () => {
    offsetMs = 0;
    const order = await placeOrder(suite);
    for (const url of [
      `/order/${String(order.id)}/qr`,
      `/order/${String(order.id)}/qr-string`,
      `/order/${String(order.id)}/status`,
    ]) {
      const res = await call('GET', url, { subject: 'demo-siti' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ errorMessage: messages.cart.orderNotFound, data: null });
    }
  });
});
