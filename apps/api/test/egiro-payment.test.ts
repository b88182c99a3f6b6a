/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * Paying an order by eGIRO (POST payment/egiro, docs/payments-api.md): an Active Ageing order, by an active
 * arrangement of the account for the same person, within its limit. The payment waits for the bank's deduction
 * (PROCESSING, with its deduction day) and reading the order records it: PAID with one receipt, or FAILED with the
 * order payable again. One payment per key, one in flight per order, whatever the concurrency.
 */
import { EGIRO_BANKS, formatDisplayDate, formatMessage, formatMoney, messages } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { SandboxNotifications } from '../src/adapters/index.ts';
import { SANDBOX_TEST_CARDS } from '../src/adapters/payment/index.ts';
import { seedId } from '../src/db/seed.ts';
import { egiroArrangements, orderItems, orders, payments } from '../src/db/schema/index.ts';
import { nextDeductionDate } from '../src/lib/egiro.ts';
import { customerSuite, drivers } from './helpers.ts';
import { expectSignedInOnly, newKey, placeOrder } from './payment-helpers.ts';

const DELAY_MS = 5000;

describe.each(drivers())('paying by eGIRO on %s', (driver) => {
  const base = Date.now();
  let offsetMs = 0;
  const suite = customerSuite(driver, 'CPEGPY01', {
    app: () => ({ clock: () => new Date(base + offsetMs) }),
  });
  const db = () => suite.database.handle.db;
  const outbox = () => (suite.app.adapters.notifications as SandboxNotifications).outbox();

  /** How many arrangements each person has had here: each new one is with the next bank (one per bank and person). */
  const arranged = new Map<string, number>();
  /** The next bank `subject`'s `person` has no arrangement with yet. */
  function nextBank(subject: string, person: 'self' | { lovedOneId: string }): string {
    const key = `${subject}:${JSON.stringify(person)}`;
    const count = arranged.get(key) ?? 0;
    arranged.set(key, count + 1);
    return EGIRO_BANKS[count % EGIRO_BANKS.length]?.code ?? 'OCBC';
  }

  /**
   * An ACTIVE arrangement of `subject` (for themself by NRIC, or a loved one), approved after the bank's delay: with
   * a bank the person has none with yet, as the API allows one arrangement per person and bank.
   */
  async function activeArrangement(
    person: 'self' | { lovedOneId: string } = 'self',
    subject = 'demo-ahkow',
  ): Promise<{ id: string; ddaReferenceNo: string; boTransactionRefNo: string }> {
    const ddaRefNo = (await suite.call('GET', '/egiro/generateDDARefNo', { subject })).json().data.ddaRefNo;
    const who =
      person === 'self'
        ? { nric: (await suite.call('GET', '/profile', { subject })).json().data.nric }
        : person;
    const saved = offsetMs;
    const bank = nextBank(subject, person);
    const applied = await suite.call('POST', '/egiro/create', {
      subject,
      payload: { applicantBankCode: bank, ddaRefNo, relationship: 'Self', ...who },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    offsetMs += DELAY_MS;
    const history = (await suite.call('GET', '/egiro/history', { subject })).json().data;
    offsetMs = saved + DELAY_MS;
    const arrangement = history.find((a: { id: string }) => a.id === applied.json().data.arrangement.id);
    expect(arrangement.status).toBe('ACTIVE');
    return arrangement;
  }

  const pay = (orderId: string, arrangementId: string, key = newKey(), subject = 'demo-ahkow') =>
    suite.call('POST', '/payment/egiro', {
      subject,
      headers: { 'idempotency-key': key },
      payload: { orderId, arrangementId },
    });

  /** Sets an order's payable amount (no discount, no GST), for the sandbox's amount rules. */
  async function priceAt(orderId: string, cents: number) {
    await db()
      .update(orders)
      .set({ subTotalCents: cents, discountCents: 0, gstCents: 0, totalCents: cents, payableCents: cents })
      .where(eq(orders.id, orderId));
  }

  it('is signed in: no token, an expired token and a stranger in view-as are refused', async () => {
    await expectSignedInOnly(suite, [
      ['POST', '/payment/egiro', { orderId: seedId('x', 'order'), arrangementId: seedId('x', 'arr') }],
      ['GET', `/order/${seedId('x', 'order')}/egiro-arrangements`],
    ]);
  });

  it('pays an Active Ageing order: PROCESSING until the deduction, then PAID with one receipt', async () => {
    offsetMs = 0;
    const arrangement = await activeArrangement();
    const order = await placeOrder(suite);
    expect((await suite.call('GET', `/order/${String(order.id)}`)).json().data).toMatchObject({
      categoryName: 'Active Ageing',
      categorySlug: 'active-ageing',
    });

    const listed = (await suite.call('GET', `/order/${String(order.id)}/egiro-arrangements`)).json().data;
    expect(listed.arrangements.map((a: { id: string }) => a.id)).toContain(arrangement.id);
    expect(listed.deductionDate).toBe(nextDeductionDate(new Date(base + offsetMs)));

    const key = newKey();
    const paid = await pay(order.id, arrangement.id, key);
    expect(paid.statusCode, paid.body).toBe(200);
    const { payment, orderStatus } = paid.json().data;
    expect(orderStatus).toBe('PENDING');
    expect(payment).toMatchObject({
      method: 'EGIRO',
      status: 'PROCESSING',
      amountCents: order.payableCents,
      egiroArrangementId: arrangement.id,
      deductionDate: nextDeductionDate(new Date(base + offsetMs)),
    });

    // The same key again: the same payment.
    const again = await pay(order.id, arrangement.id, key);
    expect(again.json().data.payment.id).toBe(payment.id);

    // A card or PayNow attempt meanwhile is refused, saying when the deduction is.
    const inFlight = formatMessage(messages.egiro.debitInFlight, {
      date: formatDisplayDate(payment.deductionDate),
    });
    const token = await suite.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/tokens',
      payload: { number: SANDBOX_TEST_CARDS.approve, expiryMonth: '12', expiryYear: '2035', cvc: '123' },
    });
    const added = await suite.call('POST', '/linkpay/cards', { payload: { token: token.json().token } });
    expect(added.statusCode, added.body).toBe(201);
    const card = await suite.call('POST', '/linkpay/payments', {
      headers: { 'idempotency-key': newKey() },
      payload: { orderId: order.id },
    });
    expect(card.statusCode, card.body).toBe(409);
    expect(card.json().errorMessage).toBe(inFlight);
    const qr = await suite.call('GET', `/order/${String(order.id)}/qr-string`);
    expect(qr.statusCode).toBe(409);
    expect(qr.json().errorMessage).toBe(inFlight);
    const second = await pay(order.id, arrangement.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMessage).toBe(inFlight);

    const before = (await outbox()).length;
    offsetMs += DELAY_MS - 1;
    const waiting = (await suite.call('GET', `/order/${String(order.id)}`)).json().data;
    expect(waiting).toMatchObject({ status: 'PENDING', paymentTransaction: { status: 'PROCESSING' } });
    expect(waiting.paymentTransaction.deductionDate).toBe(payment.deductionDate);

    offsetMs += 1;
    const settled = (await suite.call('GET', `/order/${String(order.id)}`)).json().data;
    expect(settled).toMatchObject({
      status: 'PAID',
      paymentTransaction: { status: 'SUCCEEDED', method: 'EGIRO' },
    });
    expect(settled.paidDate).not.toBeNull();
    const status = (await suite.call('GET', `/order/${String(order.id)}/status`)).json().data;
    expect(status).toMatchObject({ paid: true });
    await suite.call('GET', '/order');
    const all = await outbox();
    const mails = all.slice(0, all.length - before);
    expect(mails.map((m) => m.subject)).toEqual([`Your receipt for order ${String(order.orderNumber)}`]);
    expect(mails[0]?.text).toContain(`Amount paid (SGD): ${formatMoney(order.payableCents)}`);
    expect(mails[0]?.text).toContain('Paid by eGIRO on');

    // Paid: the same key still answers the payment; a new key is refused.
    expect((await pay(order.id, arrangement.id, key)).json().data).toMatchObject({
      payment: { id: payment.id, status: 'SUCCEEDED' },
      orderStatus: 'PAID',
    });
    const late = await pay(order.id, arrangement.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe(messages.payment.invalidPayment);
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('still lists and reads orders while the bank cannot answer, and records the deduction once it can', async () => {
    offsetMs = 0;
    const arrangement = await activeArrangement();
    const order = await placeOrder(suite);
    expect((await pay(order.id, arrangement.id)).json().data.payment.status).toBe('PROCESSING');
    offsetMs += DELAY_MS;
    const bank = suite.app.adapters.bank;
    const debitStatus = bank.debitStatus.bind(bank);
    bank.debitStatus = () => Promise.reject(new Error('the bank is down'));
    try {
      const listed = await suite.call('GET', '/order');
      expect(listed.statusCode, listed.body).toBe(200);
      const one = await suite.call('GET', `/order/${String(order.id)}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().data).toMatchObject({
        status: 'PENDING',
        paymentTransaction: { status: 'PROCESSING' },
      });
    } finally {
      bank.debitStatus = debitStatus;
    }
    const later = (await suite.call('GET', `/order/${String(order.id)}`)).json().data;
    expect(later).toMatchObject({ status: 'PAID', paymentTransaction: { status: 'SUCCEEDED' } });
  });

  it('a deduction the bank refuses (amounts ending in .99) fails and leaves the order payable', async () => {
    offsetMs = 0;
    const arrangement = await activeArrangement();
    const order = await placeOrder(suite);
    await priceAt(order.id, 12_399);
    const paid = await pay(order.id, arrangement.id);
    expect(paid.json().data.payment.status).toBe('PROCESSING');
    offsetMs += DELAY_MS;
    const read = (await suite.call('GET', `/order/${String(order.id)}/status`)).json().data;
    expect(read).toMatchObject({
      status: 'PENDING',
      paid: false,
      paymentTransaction: { status: 'FAILED', failureCode: 'insufficient_funds' },
    });
    // Payable again: a new attempt is allowed.
    await priceAt(order.id, 12_300);
    const retry = await pay(order.id, arrangement.id);
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it("refuses an order not Active Ageing, a stranger's arrangement, one not active or being cancelled, another person's, one over its limit", async () => {
    offsetMs = 0;
    const mine = await activeArrangement();
    const order = await placeOrder(suite);
    const refusal = async (arrangementId: string, httpCode: number, message: string, orderId = order.id) => {
      const res = await pay(orderId, arrangementId);
      expect(res.statusCode, res.body).toBe(httpCode);
      expect(res.json()).toMatchObject({ errorMessage: message, data: null });
    };

    // Not Active Ageing: a line that is not an Active Ageing programme, whatever the order's own category says
    // (domain egiroCanPay reads the lines' products).
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).limit(1);
    if (!line) throw new Error('the order has no line');
    await db()
      .update(orderItems)
      .set({ productId: seedId('product', 'physiotherapy') })
      .where(eq(orderItems.id, line.id));
    await refusal(mine.id, 400, messages.egiro.payNotActiveAgeing);
    const listed = await suite.call('GET', `/order/${String(order.id)}/egiro-arrangements`);
    expect(listed.statusCode).toBe(400);
    const viewed = await suite.call('GET', `/order/${String(order.id)}`);
    expect(viewed.json().data.paymentMethods).toEqual(['CARD', 'PAYNOW']);
    await db().update(orderItems).set({ productId: line.productId }).where(eq(orderItems.id, line.id));
    expect((await suite.call('GET', `/order/${String(order.id)}`)).json().data.paymentMethods).toEqual([
      'CARD',
      'PAYNOW',
      'EGIRO',
    ]);

    // Another customer's, or none.
    const theirs = await activeArrangement({ lovedOneId: suite.strangerLovedOneId }, 'other-sub');
    await refusal(theirs.id, 404, messages.egiro.arrangementNotFound);
    await refusal('00000000-0000-4000-8000-000000000000', 404, messages.egiro.arrangementNotFound);

    // For Mei Ling, not for the order's person (the account holder).
    const meiLings = await activeArrangement({ lovedOneId: suite.meiLingId });
    await refusal(meiLings.id, 400, messages.egiro.payOtherPerson);

    // Over its limit.
    await db()
      .update(egiroArrangements)
      .set({ limitCents: order.payableCents - 1 })
      .where(eq(egiroArrangements.id, mine.id));
    await refusal(
      mine.id,
      400,
      formatMessage(messages.egiro.payOverLimit, { limit: formatMoney(order.payableCents - 1) }),
    );
    const usable = (await suite.call('GET', `/order/${String(order.id)}/egiro-arrangements`)).json().data;
    expect(usable.arrangements.map((a: { id: string }) => a.id)).not.toContain(mine.id);
    await db().update(egiroArrangements).set({ limitCents: null }).where(eq(egiroArrangements.id, mine.id));

    // A cancellation asked for (still ACTIVE), then cancelled.
    const cancel = await suite.call('POST', '/egiro/cancel', {
      payload: { boDDARefNo: mine.ddaReferenceNo, boTransactionRefNo: mine.boTransactionRefNo },
    });
    expect(cancel.json().data).toMatchObject({ status: 'ACTIVE', cancellationRequested: true });
    await refusal(mine.id, 400, messages.egiro.payNotActive);
    offsetMs += DELAY_MS;
    await refusal(mine.id, 400, messages.egiro.payNotActive);

    // Still pending at the bank.
    const ddaRefNo = (await suite.call('GET', '/egiro/generateDDARefNo')).json().data.ddaRefNo;
    const nric = (await suite.call('GET', '/profile')).json().data.nric;
    const pending = (
      await suite.call('POST', '/egiro/create', {
        payload: { applicantBankCode: nextBank('demo-ahkow', 'self'), ddaRefNo, relationship: 'Self', nric },
      })
    ).json().data.arrangement;
    await refusal(pending.id, 400, messages.egiro.payNotActive);

    // Nothing was written by any refusal.
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);

    // An order already paid.
    const other = await activeArrangement();
    const paidOrder = await placeOrder(suite);
    await db().update(orders).set({ status: 'PAID', paidAt: new Date() }).where(eq(orders.id, paidOrder.id));
    await refusal(other.id, 409, messages.payment.invalidPayment, paidOrder.id);
    // Another customer's order.
    await refusal(
      other.id,
      404,
      messages.cart.orderNotFound,
      (await placeOrder(suite, { subject: 'demo-siti' })).id,
    );
  });

  it('makes exactly one payment for 20 concurrent calls, with one key or with 20 keys', async () => {
    offsetMs = 0;
    const arrangement = await activeArrangement();
    for (const sameKey of [true, false]) {
      const order = await placeOrder(suite);
      const key = newKey();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => pay(order.id, arrangement.id, sameKey ? key : newKey())),
      );
      const codes = results.map((r) => r.statusCode);
      const rows = await db().select().from(payments).where(eq(payments.orderId, order.id));
      expect(rows, `same key: ${String(sameKey)}`).toHaveLength(1);
      if (sameKey) {
        expect(
          codes.every((c) => c === 200),
          codes.join(),
        ).toBe(true);
        expect(new Set(results.map((r) => r.json().data.payment.id))).toEqual(new Set([rows[0]?.id]));
      } else {
        expect(
          codes.filter((c) => c === 200),
          codes.join(),
        ).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(19);
      }
    }
  });
});
