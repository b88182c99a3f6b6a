/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Card Management and card payments (docs/payments-api.md): the sandbox gateway's form keeps the number, the API
 * keeps brand, last 4 and expiry; 3-D Secure for cards and payments; every seed payment message at its cause;
 * "never twice" with one key and with many, 50 at once.
 */
import { messages } from '@careportal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  SANDBOX_CHALLENGE_MINUTES,
  SANDBOX_TEST_CARDS,
  type SandboxPaymentGateway,
} from '../src/adapters/payment/index.ts';
import { orders, paymentCards, payments } from '../src/db/schema/index.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';
import { expectSignedInOnly, newKey, placeOrder, UNKNOWN_ID } from './payment-helpers.ts';

const m = messages.payment;
const PORTAL = 'http://127.0.0.1:5173';

describe.each(drivers())('cards and card payments on %s', (driver) => {
  /** The app's clock: the system's, plus an offset a test moves (an abandoned 3-D Secure challenge expires). */
  let offsetMs = 0;
  const suite = customerSuite(driver, 'CPCARD01', {
    app: () => ({ clock: () => new Date(Date.now() + offsetMs) }),
  });
  const { call } = suite;
  const gateway = () => suite.app.adapters.payment as SandboxPaymentGateway;

  /** The gateway's form: a one-time token for a card, as the browser gets it. */
  const tokenise = (number: string, extra: Record<string, unknown> = {}) =>
    suite.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/tokens',
      payload: { number, expiryMonth: '12', expiryYear: '2035', cvc: '123', ...extra },
    });

  const addCard = async (number: string = SANDBOX_TEST_CARDS.approve, subject = 'demo-ahkow') => {
    const token = await tokenise(number, number.startsWith('37') ? { cvc: '1234' } : {});
    expect(token.statusCode, token.body).toBe(201);
    return call('POST', '/linkpay/cards', { subject, payload: { token: token.json().token } });
  };

  /** Follows a 3-D Secure page's button as the browser would: where it sends the browser back to. */
  const decide = async (redirectUrl: string, decision: 'approve' | 'decline') => {
    const path = new URL(redirectUrl).pathname;
    const page = await suite.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Approve');
    expect(page.body).toContain('Decline');
    const res = await suite.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
    expect(res.statusCode).toBe(303);
    return new URL(String(res.headers.location));
  };

  const pay = (orderId: string, key = newKey(), body: Record<string, unknown> = {}, subject = 'demo-ahkow') =>
    call('POST', '/linkpay/payments', {
      subject,
      headers: { 'idempotency-key': key },
      payload: { orderId, ...body },
    });

  const clearCards = async (subject = 'demo-ahkow') => {
    for (const card of (await call('GET', '/linkpay/cards', { subject })).json().data) {
      await call('DELETE', `/linkpay/cards/${String(card.id)}`, { subject });
    }
  };

  it('is signed in: no token, an expired token and a stranger in view-as are refused on every card route', async () => {
    const card = (await addCard()).json().data.card;
    await expectSignedInOnly(suite, [
      ['GET', '/linkpay/cards'],
      ['POST', '/linkpay/cards', { token: 'tok_x' }],
      ['PUT', `/linkpay/cards/${String(card.id)}`, { isDefault: true }],
      ['DELETE', `/linkpay/cards/${String(card.id)}`],
      ['POST', `/linkpay/cards/${String(card.id)}/authenticate`],
      ['POST', '/linkpay/payments', { orderId: UNKNOWN_ID }],
      ['POST', `/linkpay/payments/${UNKNOWN_ID}/authenticate`],
    ]);
    await clearCards();
  });

  it("refuses in the gateway's form a number that fails Luhn, a bad CVC or expiry, and an expired card", async () => {
    const luhn = await tokenise('4242424242424241');
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().errorMessage).toBe(m.cardNotValid);
    expect((await tokenise('42424242')).json().errorMessage).toBe(m.cardNotValid);
    expect((await tokenise(SANDBOX_TEST_CARDS.approve, { cvc: '12' })).json().errorMessage).toBe(
      m.invalidCard,
    );
    expect((await tokenise(SANDBOX_TEST_CARDS.approve, { expiryMonth: '13' })).json().errorMessage).toBe(
      m.invalidCard,
    );
    const expired = await tokenise(SANDBOX_TEST_CARDS.approve, { expiryMonth: '01', expiryYear: '2020' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorMessage).toBe(m.cardExpired);
  });

  it("serves the gateway's hosted card form, which returns to a portal page with a token, never elsewhere", async () => {
    const back = `${PORTAL}/cards/add`;
    const page = await suite.app.inject({
      method: 'GET',
      url: `/sandbox/gateway/card-form?returnUrl=${encodeURIComponent(back)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Card number');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${PORTAL}`);
    const foreign = await suite.app.inject({
      method: 'GET',
      url: `/sandbox/gateway/card-form?returnUrl=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(foreign.statusCode).toBe(400);
    const post = (number: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/sandbox/gateway/card-form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          returnUrl: back,
          number,
          expiryMonth: '12',
          expiryYear: '2035',
          cvc: '123',
        }).toString(),
      });
    const refused = await post('4242424242424241');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(m.cardNotValid);
    expect(refused.body).toContain('role="alert"');
    const saved = await post(SANDBOX_TEST_CARDS.approve);
    expect(saved.statusCode).toBe(303);
    const location = new URL(String(saved.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(back);
    const token = location.searchParams.get('token') ?? '';
    expect(location.toString()).not.toContain(SANDBOX_TEST_CARDS.approve);
    const card = await call('POST', '/linkpay/cards', { payload: { token } });
    expect(card.statusCode).toBe(201);
    await clearCards();
  });

  it('saves a card from a one-time token, keeping brand, last 4 and expiry only; the token works once', async () => {
    await clearCards();
    const token = (await tokenise(SANDBOX_TEST_CARDS.approveMasterCard)).json().token;
    const saved = await call('POST', '/linkpay/cards', { payload: { token } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({
      card: { brand: 'MasterCard', last4: '4444', number: '•••• 4444', status: 'ACTIVE', isDefault: true },
      authentication: { required: false, redirectUrl: null },
    });
    expect(saved.body).not.toContain(SANDBOX_TEST_CARDS.approveMasterCard);
    const rows = await suite.database.handle.db.execute(
      sql`select row_to_json(c)::text as t from payment_cards c`,
    );
    expect(JSON.stringify(rows)).not.toContain(SANDBOX_TEST_CARDS.approveMasterCard);

    const again = await call('POST', '/linkpay/cards', { payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe(m.invalidCard);
    const unknown = await call('POST', '/linkpay/cards', { payload: { token: 'tok_sandbox_nope' } });
    expect(unknown.json().errorMessage).toBe(m.invalidCard);
    const list = (await call('GET', '/linkpay/cards')).json().data;
    expect(list.map((c: any) => c.last4)).toEqual(['4444']);
  });

  it('verifies a card by 3-D Secure: approved makes it active, declined removes it with its message', async () => {
    await clearCards();
    const added = await addCard(SANDBOX_TEST_CARDS.challenge);
    expect(added.statusCode).toBe(201);
    const { card, authentication } = added.json().data;
    expect(card.status).toBe('PENDING_VERIFICATION');
    expect(authentication.required).toBe(true);
    // Not decided yet: still waiting, and it cannot pay or be the default.
    const early = await call('POST', `/linkpay/cards/${String(card.id)}/authenticate`);
    expect(early.json().data.card.status).toBe('PENDING_VERIFICATION');
    expect(
      (await call('PUT', `/linkpay/cards/${String(card.id)}`, { payload: { isDefault: true } })).json()
        .errorMessage,
    ).toBe(m.invalidCard);
    const order = await placeOrder(suite);
    const unverified = await pay(order.id, newKey(), { cardId: card.id });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().errorMessage).toBe(m.invalidCard);

    const back = await decide(authentication.redirectUrl, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/cards/verification`);
    expect(back.searchParams.get('cardId')).toBe(card.id);
    const verified = await call('POST', `/linkpay/cards/${String(card.id)}/authenticate`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.card).toMatchObject({ status: 'ACTIVE', isDefault: true });

    const declinedCard = (await addCard(SANDBOX_TEST_CARDS.challenge)).json().data;
    await decide(declinedCard.authentication.redirectUrl, 'decline');
    const declined = await call('POST', `/linkpay/cards/${String(declinedCard.card.id)}/authenticate`);
    expect(declined.statusCode).toBe(400);
    expect(declined.json().errorMessage).toBe(m.cardNotValid);
    expect((await call('GET', '/linkpay/cards')).json().data.map((c: any) => c.id)).toEqual([card.id]);
  });

  it("sets the default and deletes; another customer's card is 404 'Invalid Card' everywhere", async () => {
    await clearCards();
    const first = (await addCard()).json().data.card;
    const second = (await addCard(SANDBOX_TEST_CARDS.approveAmex)).json().data.card;
    expect(second.isDefault).toBe(false);
    const set = await call('PUT', `/linkpay/cards/${String(second.id)}`, { payload: { isDefault: true } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.map((c: any) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    for (const [method, url, payload] of [
      ['PUT', `/linkpay/cards/${String(first.id)}`, { isDefault: true }],
      ['DELETE', `/linkpay/cards/${String(first.id)}`, undefined],
      ['POST', `/linkpay/cards/${String(first.id)}/authenticate`, undefined],
    ] as const) {
      const res = await call(method, url, { subject: 'demo-siti', ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ errorMessage: m.invalidCard, data: null });
    }
    const sitiOrder = await placeOrder(suite, { subject: 'demo-siti' });
    const sitiCard = (await addCard(SANDBOX_TEST_CARDS.approve, 'demo-siti')).json().data.card;
    const stolen = await pay(sitiOrder.id, newKey(), { cardId: first.id }, 'demo-siti');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errorMessage).toBe(m.invalidCard);
    // Nor can anyone pay another customer's order.
    const other = await pay(sitiOrder.id, newKey(), { cardId: second.id });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMessage).toBe(messages.cart.orderNotFound);
    await call('DELETE', `/linkpay/cards/${String(sitiCard.id)}`, { subject: 'demo-siti' });

    const removed = await call('DELETE', `/linkpay/cards/${String(second.id)}`);
    expect(removed.json().data).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
    expect((await call('DELETE', `/linkpay/cards/${String(second.id)}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/linkpay/cards/not-a-card')).statusCode).toBe(400);
  });

  it("answers 'No added cards are available…' when the account has no card, and needs an Idempotency-Key", async () => {
    await clearCards();
    const order = await placeOrder(suite);
    const none = await pay(order.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toBe(m.noCards);
    await addCard();
    const missing = await call('POST', '/linkpay/payments', { payload: { orderId: order.id } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const bad = await pay(order.id, 'short');
    expect(bad.json().errorCode).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('pays once: the same key answers the same payment, another key finds the order paid (Invalid Payment)', async () => {
    await clearCards();
    await addCard();
    const order = await placeOrder(suite);
    const key = newKey();
    const paid = await pay(order.id, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      orderStatus: 'PAID',
      payment: { status: 'SUCCEEDED', method: 'CARD', amountCents: order.payableCents, cardLast4: '4242' },
      authentication: { required: false },
    });
    const again = await pay(order.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment.id).toBe(paid.json().data.payment.id);
    const other = await pay(order.id);
    expect(other.statusCode).toBe(409);
    expect(other.json().errorMessage).toBe(m.invalidPayment);
    const read = (await call('GET', `/order/${String(order.id)}`)).json().data;
    expect(read).toMatchObject({ status: 'PAID', paymentTransaction: { id: paid.json().data.payment.id } });
    expect(read.paidDate).not.toBeNull();
  });

  it('declines with its message and leaves the order payable: declined, insufficient funds, expired by the issuer', async () => {
    for (const [number, message] of [
      [SANDBOX_TEST_CARDS.declined, m.unsuccessful],
      [SANDBOX_TEST_CARDS.insufficientFunds, m.unsuccessful],
      [SANDBOX_TEST_CARDS.expiredCard, m.cardExpired],
    ] as const) {
      await clearCards();
      await addCard(number);
      const order = await placeOrder(suite);
      const key = newKey();
      const declined = await pay(order.id, key);
      expect(declined.statusCode, number).toBe(400);
      expect(declined.json().errorMessage, number).toBe(message);
      if (message === m.unsuccessful) expect(declined.json().data.detail).toBe(m.tryAgainOrAnotherCard);
      // The same key answers the same refusal; the order is still payable with another card.
      expect((await pay(order.id, key)).json().errorMessage).toBe(message);
      expect((await call('GET', `/order/${String(order.id)}`)).json().data.status).toBe('PENDING');
      const good = (await addCard()).json().data.card;
      const paid = await pay(order.id, newKey(), { cardId: good.id });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data.orderStatus).toBe('PAID');
    }
  });

  it("refuses a saved card past its expiry with 'This card has expired'", async () => {
    await clearCards();
    const card = (await addCard()).json().data.card;
    await suite.database.handle.db
      .update(paymentCards)
      .set({ expiryMonth: 1, expiryYear: 2021 })
      .where(eq(paymentCards.id, card.id));
    const order = await placeOrder(suite);
    const res = await pay(order.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(m.cardExpired);
    expect((await call('GET', `/order/${String(order.id)}`)).json().data.status).toBe('PENDING');
  });

  it('pays through a 3-D Secure challenge: approved pays, declined is unsuccessful and leaves the order payable', async () => {
    await clearCards();
    const added = (await addCard(SANDBOX_TEST_CARDS.challenge)).json().data;
    await decide(added.authentication.redirectUrl, 'approve');
    await call('POST', `/linkpay/cards/${String(added.card.id)}/authenticate`);

    const order = await placeOrder(suite);
    const started = await pay(order.id);
    expect(started.statusCode, started.body).toBe(202);
    const { payment, authentication } = started.json().data;
    expect(payment.status).toBe('REQUIRES_AUTHENTICATION');
    // While it waits, another attempt is refused.
    expect((await pay(order.id)).json().errorMessage).toBe(m.invalidPayment);
    const back = await decide(authentication.redirectUrl, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/payment/verification`);
    expect(back.searchParams.get('paymentId')).toBe(payment.id);
    const done = await call('POST', `/linkpay/payments/${String(payment.id)}/authenticate`, {
      headers: { 'idempotency-key': newKey() },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ orderStatus: 'PAID', payment: { status: 'SUCCEEDED' } });
    // Another customer cannot read it.
    const stranger = await call('POST', `/linkpay/payments/${String(payment.id)}/authenticate`, {
      subject: 'demo-siti',
      headers: { 'idempotency-key': newKey() },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorMessage).toBe(m.paymentNotValid);

    const second = await placeOrder(suite);
    const waiting = (await pay(second.id)).json().data;
    await decide(waiting.authentication.redirectUrl, 'decline');
    const declined = await call('POST', `/linkpay/payments/${String(waiting.payment.id)}/authenticate`, {
      headers: { 'idempotency-key': newKey() },
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().errorMessage).toBe(m.unsuccessful);
    expect((await call('GET', `/order/${String(second.id)}`)).json().data.status).toBe('PENDING');
  });

  it('lets a challenge nobody answers expire, as an issuer does: the order can then be paid with another card', async () => {
    await clearCards();
    const challenged = (await addCard(SANDBOX_TEST_CARDS.challenge)).json().data;
    await decide(challenged.authentication.redirectUrl, 'approve');
    await call('POST', `/linkpay/cards/${String(challenged.card.id)}/authenticate`);
    const order = await placeOrder(suite);
    const waiting = (await pay(order.id, newKey(), { cardId: challenged.card.id })).json().data;
    expect(waiting.payment.status).toBe('REQUIRES_AUTHENTICATION');
    // The person closed the bank's window. Another card is refused while the challenge may still be answered…
    const other = (await addCard(SANDBOX_TEST_CARDS.approve)).json().data;
    const early = await pay(order.id, newKey(), { cardId: other.card.id });
    expect(early.json().errorMessage).toBe(m.invalidPayment);

    // …and once the issuer's session is over, the challenge has failed, and the other card pays.
    offsetMs = (SANDBOX_CHALLENGE_MINUTES * 60 + 1) * 1000;
    try {
      const paid = await suite.app.inject({
        method: 'POST',
        url: '/linkpay/payments',
        headers: {
          // A token that outlives the moved clock.
          authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow', { expiresIn: 7200 })}`,
          'idempotency-key': newKey(),
        },
        payload: { orderId: order.id, cardId: other.card.id },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data).toMatchObject({ orderStatus: 'PAID', payment: { status: 'SUCCEEDED' } });
      const rows = await suite.database.handle.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id));
      expect(rows.map((p) => [p.cardLast4, p.status]).sort()).toEqual([
        ['3220', 'FAILED'],
        ['4242', 'SUCCEEDED'],
      ]);
      // The abandoned charge failed at the gateway: nothing was taken from the first card.
      const charge = (await gateway().charges()).find((c) => c.reference === waiting.payment.reference);
      expect(charge?.status).toBe('failed');
    } finally {
      offsetMs = 0;
    }
  });

  it('never pays twice across methods: a card charge that succeeds after PayNow paid the order is refunded', async () => {
    await clearCards();
    const added = (await addCard(SANDBOX_TEST_CARDS.challenge)).json().data;
    await decide(added.authentication.redirectUrl, 'approve');
    await call('POST', `/linkpay/cards/${String(added.card.id)}/authenticate`);
    const order = await placeOrder(suite);
    const waiting = (await pay(order.id)).json().data;
    expect(waiting.payment.status).toBe('REQUIRES_AUTHENTICATION');
    // Meanwhile the order is paid by PayNow in another tab.
    const qr = (await call('GET', `/order/${String(order.id)}/qr-string`)).json().data;
    const settled = await suite.app.inject({
      method: 'POST',
      url: '/sandbox/bank/paynow/settle',
      payload: { billReferenceNumber: qr.billReferenceNumber, amount: qr.amount },
    });
    expect(settled.json().outcome).toBe('APPLIED');
    // The card's challenge is approved after all: the charge is given back, the order stays paid once.
    await decide(waiting.authentication.redirectUrl, 'approve');
    const late = await call('POST', `/linkpay/payments/${String(waiting.payment.id)}/authenticate`, {
      headers: { 'idempotency-key': newKey() },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe(m.invalidPayment);
    const charge = (await gateway().charges()).find((c) => c.reference === waiting.payment.reference);
    expect(charge).toMatchObject({ status: 'succeeded', refunded: true });
    const rows = await suite.database.handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => [p.method, p.status]).sort()).toEqual([
      ['CARD', 'REFUNDED'],
      ['PAYNOW', 'SUCCEEDED'],
    ]);
    const read = (await call('GET', `/order/${String(order.id)}`)).json().data;
    expect(read).toMatchObject({ status: 'PAID', paymentTransaction: { method: 'PAYNOW' } });
  });

  it.each([
    ['the same key', true],
    ['different keys', false],
  ])('charges exactly once for 50 concurrent payments of one order with %s', async (_name, sameKey) => {
    await clearCards();
    await addCard();
    const order = await placeOrder(suite);
    const key = newKey();
    const before = (await gateway().charges()).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => pay(order.id, sameKey ? key : newKey())),
    );
    for (const res of answers) {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json().errorMessage).toBe(m.invalidPayment);
    }
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    const charges = (await gateway().charges()).slice(before);
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
    const rows = await suite.database.handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.filter((p) => p.status === 'SUCCEEDED')).toHaveLength(1);
    const [paid] = await suite.database.handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid?.status).toBe('PAID');
  });
});
