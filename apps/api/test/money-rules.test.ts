/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any,
   @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * Money and trust (issue 32): the rules a dishonest customer found the server did not own, each as it was
 * attacked from outside.
 *
 * - The cart's category is its lines', never the body's; lines of two categories are refused; an order's
 *   category is its lines'.
 * - eGIRO is offered and taken only for an order whose every line is an Active Ageing programme.
 * - An Idempotency-Key is one request: the same key with another request (another order, route or card) is 422
 *   IDEMPOTENCY_KEY_REUSED and nothing runs; the same request again answers what it made; keys are kept 24 hours.
 * - Whether a Client ID or an ID number exists cannot be guessed at: every signed-in lookup is limited.
 */
import { messages, nationalIdCheckLetter } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { SANDBOX_TEST_CARDS } from '../src/adapters/payment/index.ts';
import { idempotencyKeys, orders, payments, rateLimitCounters } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { IDEMPOTENCY_KEY_KEEP_MS } from '../src/plugins/app/idempotency.ts';
import { buildTestApp, customerSuite, drivers, sharedHandle, signToken, testConfig } from './helpers.ts';
import { ACTIVE_AGEING, GYM_TONIC_LINE, endHeldServices, newKey, placeOrder } from './payment-helpers.ts';

const RETAIL = seedId('category', 'retail');
const AH_KOW = seedId('customer', 'demo-ahkow');
const AH_KOW_CODE = 'CP7K2Q9A';
const SENIOR_GYM_PASS_LINE = {
  categoryId: RETAIL,
  productId: seedId('product', 'senior-gym-pass'),
  offeringId: seedId('offering', 'senior-gym-pass', '10 entries / 3 months'),
  centerId: seedId('centre', 'sengkang'),
};
const PHYSIO_LINE = {
  categoryId: RETAIL,
  productId: seedId('product', 'physiotherapy'),
  offeringId: seedId('offering', 'physiotherapy', '1 session'),
  centerId: seedId('centre', 'sengkang'),
};

describe.each(drivers())('money and trust on %s', (driver) => {
  const suite = customerSuite(driver, 'CPMONEY1');
  const { call } = suite;
  const db = () => suite.database.handle.db;

  const putCart = (payload: object, subject = 'demo-ahkow') => call('PUT', '/cart', { subject, payload });
  const checkout = (key = newKey(), subject = 'demo-ahkow') =>
    call('POST', '/cart/checkout', { subject, headers: { 'idempotency-key': key } });

  /** Writes demo-ahkow's cart as it stands, its own column saying Active Ageing, past the route's rules. */
  const saveAsActiveAgeing = (lines: (typeof GYM_TONIC_LINE)[]) =>
    suite.app.repos.cart.save(
      AH_KOW,
      {
        lovedOneId: null,
        categoryId: ACTIVE_AGEING,
        referralSource: null,
        marketingConsent: false,
        couponCode: null,
        items: lines.map((line) => ({ ...line, centreId: line.centerId })),
      },
      new Date(),
    );

  describe('the cart is what its lines are', () => {
    it('refuses a cart whose category is not its lines’, and keeps the cart as it was', async () => {
      await endHeldServices(suite, 'demo-ahkow');
      expect((await putCart({ categoryId: ACTIVE_AGEING, items: [GYM_TONIC_LINE] })).statusCode).toBe(200);
      const lying = await putCart({ categoryId: RETAIL, items: [GYM_TONIC_LINE] });
      expect(lying.statusCode, lying.body).toBe(404);
      expect(lying.json()).toMatchObject({ errorMessage: messages.catalogue.serviceNotValid, data: null });
      const kept = (await call('GET', '/cart')).json().data;
      expect(kept.categoryId).toBe(ACTIVE_AGEING);
      expect(kept.categoryName).toBe('Active Ageing');
    });

    it('refuses lines of two categories with the catalogue message', async () => {
      for (const categoryId of [ACTIVE_AGEING, RETAIL]) {
        const mixed = await putCart({ categoryId, items: [GYM_TONIC_LINE, SENIOR_GYM_PASS_LINE] });
        expect(mixed.statusCode, mixed.body).toBe(400);
        expect(mixed.json()).toMatchObject({
          errorCode: 'CART_MIXED_CATEGORIES',
          errorMessage: messages.cart.mixedCategories,
          data: null,
        });
      }
    });

    it('makes an order of its lines’ category, and refuses a mixed cart saved before the rule', async () => {
      await endHeldServices(suite, 'demo-ahkow');
      expect((await putCart({ categoryId: RETAIL, items: [PHYSIO_LINE] })).statusCode).toBe(200);
      // The cart's own column says Active Ageing (as a cart saved before this rule could): its line decides.
      await saveAsActiveAgeing([PHYSIO_LINE]);
      const placed = await checkout();
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().data;
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row?.categoryId).toBe(RETAIL);
      const viewed = (await call('GET', `/order/${String(order.id)}`)).json().data;
      expect(viewed.categoryName).toBe('Retail');
      expect(viewed.paymentMethods).toEqual(['CARD', 'PAYNOW']);

      await saveAsActiveAgeing([GYM_TONIC_LINE, SENIOR_GYM_PASS_LINE]);
      const before = await db().select().from(orders).where(eq(orders.customerId, AH_KOW));
      const refused = await checkout();
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'CART_MIXED_CATEGORIES' });
      expect(await db().select().from(orders).where(eq(orders.customerId, AH_KOW))).toHaveLength(
        before.length,
      );
      await call('DELETE', '/cart');
    });
  });

  describe('eGIRO pays Active Ageing programmes only', () => {
    it('is offered for an Active Ageing order, and neither offered nor taken for any other', async () => {
      const activeAgeing = await placeOrder(suite);
      const offered = (await call('GET', `/order/${String(activeAgeing.id)}`)).json().data;
      expect(offered.paymentMethods).toEqual(['CARD', 'PAYNOW', 'EGIRO']);
      expect((await call('GET', `/order/${String(activeAgeing.id)}/egiro-arrangements`)).statusCode).toBe(
        200,
      );

      expect((await putCart({ categoryId: RETAIL, items: [PHYSIO_LINE] })).statusCode).toBe(200);
      const placed = await checkout();
      expect(placed.statusCode, placed.body).toBe(201);
      const retail = placed.json().data;
      const listed = (await call('GET', '/order?page=0&size=100')).json().data.content;
      const inList = listed.find((o: any) => o.id === retail.id);
      expect(inList.paymentMethods).toEqual(['CARD', 'PAYNOW']);
      const arrangements = await call('GET', `/order/${String(retail.id)}/egiro-arrangements`);
      expect(arrangements.statusCode).toBe(400);
      expect(arrangements.json()).toMatchObject({ errorMessage: messages.egiro.payNotActiveAgeing });
      const paid = await call('POST', '/payment/egiro', {
        headers: { 'idempotency-key': newKey() },
        payload: { orderId: retail.id, arrangementId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(paid.statusCode, paid.body).toBe(400);
      expect(paid.json()).toMatchObject({ errorMessage: messages.egiro.payNotActiveAgeing });
      expect(await db().select().from(payments).where(eq(payments.orderId, retail.id))).toHaveLength(0);
    });
  });

  describe('an Idempotency-Key is one request', () => {
    const tokenise = (number: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/sandbox/gateway/tokens',
        payload: { number, expiryMonth: '12', expiryYear: '2035', cvc: '123' },
      });
    const addCard = async () => {
      const token = await tokenise(SANDBOX_TEST_CARDS.approve);
      const saved = await call('POST', '/linkpay/cards', { payload: { token: token.json().token } });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json().data.card;
    };
    const pay = (orderId: string, key: string, cardId?: string) =>
      call('POST', '/linkpay/payments', {
        headers: { 'idempotency-key': key },
        payload: { orderId, ...(cardId ? { cardId } : {}) },
      });

    it('answers 422 for a key already used with another order, and charges nothing', async () => {
      const card = await addCard();
      const first = await placeOrder(suite);
      const key = newKey();
      const paid = await pay(first.id, key, card.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data.payment).toMatchObject({ orderId: first.id, status: 'SUCCEEDED' });

      // The same request again: what it made, not a second charge.
      const again = await pay(first.id, key, card.id);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.payment.id).toBe(paid.json().data.payment.id);

      const second = await placeOrder(suite);
      const reused = await pay(second.id, key, card.id);
      expect(reused.statusCode, reused.body).toBe(422);
      expect(reused.json()).toMatchObject({
        errorCode: 'IDEMPOTENCY_KEY_REUSED',
        errorMessage: messages.api.idempotencyKeyReused,
        data: null,
      });
      expect(await db().select().from(payments).where(eq(payments.orderId, second.id))).toHaveLength(0);
      const still = (await call('GET', `/order/${String(second.id)}`)).json().data;
      expect(still.status).toBe('PENDING');

      // A body with its fields in another order is the same request.
      const reordered = await call('POST', '/linkpay/payments', {
        headers: { 'idempotency-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify({ cardId: card.id, orderId: first.id }),
      });
      expect(reordered.statusCode, reordered.body).toBe(200);
    });

    it('answers 422 for a key used on another route, and for another customer’s key nothing is shared', async () => {
      await endHeldServices(suite, 'demo-ahkow');
      expect((await putCart({ categoryId: ACTIVE_AGEING, items: [GYM_TONIC_LINE] })).statusCode).toBe(200);
      const key = newKey();
      const placed = await checkout(key);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().data;
      const onPayment = await pay(order.id, key);
      expect(onPayment.statusCode, onPayment.body).toBe(422);
      expect(onPayment.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
      const onEgiro = await call('POST', '/payment/egiro', {
        headers: { 'idempotency-key': key },
        payload: { orderId: order.id, arrangementId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(onEgiro.statusCode, onEgiro.body).toBe(422);
      // The checkout again with its own key: the same order.
      const replay = await checkout(key);
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json().data.id).toBe(order.id);
      // Siti's key is hers: the same text from her is a new request.
      await endHeldServices(suite, 'demo-siti');
      expect(
        (await putCart({ categoryId: ACTIVE_AGEING, items: [GYM_TONIC_LINE] }, 'demo-siti')).statusCode,
      ).toBe(200);
      const hers = await checkout(key, 'demo-siti');
      expect(hers.statusCode, hers.body).toBe(201);
      expect(hers.json().data.id).not.toBe(order.id);
    });

    it('keeps a key for 24 hours in the database, and never answers another order’s payment after that', async () => {
      const card = await addCard();
      const first = await placeOrder(suite);
      const key = newKey();
      expect((await pay(first.id, key, card.id)).statusCode).toBe(200);
      const [kept] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      if (!kept) throw new Error('the key was not kept');
      expect(kept).toMatchObject({ customerId: AH_KOW, route: 'POST /linkpay/payments' });
      expect(kept.expiresAt.getTime() - kept.createdAt.getTime()).toBe(IDEMPOTENCY_KEY_KEEP_MS);

      const second = await placeOrder(suite);
      // 24 hours later (the key's time moved back, as the access token could not outlive a moved clock).
      const past = (ms: number) => new Date(Date.now() - ms);
      await db()
        .update(idempotencyKeys)
        .set({ createdAt: past(IDEMPOTENCY_KEY_KEEP_MS + 60_000), expiresAt: past(60_000) })
        .where(eq(idempotencyKeys.key, key));
      // The key is free again, but the payment it made is the first order's: still not this one's answer.
      const late = await pay(second.id, key, card.id);
      expect(late.statusCode, late.body).toBe(422);
      expect(late.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await db().select().from(payments).where(eq(payments.orderId, second.id))).toHaveLength(0);
      const [renewed] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(renewed?.fingerprint).not.toBe(kept.fingerprint);
      expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now());
      // Expired keys are deleted now and then.
      await suite.app.repos.idempotency.deleteExpired(new Date(Date.now() + 2 * IDEMPOTENCY_KEY_KEEP_MS));
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    });

    it('agrees across API processes: concurrent requests with one key and two bodies run one of them', async () => {
      const card = await addCard();
      const [a, b] = [await placeOrder(suite), await placeOrder(suite)];
      const other = await buildTestApp(sharedHandle(suite.database), suite.keys);
      try {
        const key = newKey();
        const token = await signToken(suite.keys, 'demo-ahkow');
        const send = (app: typeof other, orderId: string) =>
          app.inject({
            method: 'POST',
            url: '/linkpay/payments',
            headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
            payload: { orderId, cardId: card.id },
          });
        const answers = await Promise.all([
          send(suite.app, a.id),
          send(other, b.id),
          send(suite.app, b.id),
          send(other, a.id),
        ]);
        const codes = answers.map((r) => r.statusCode).sort();
        expect(codes).toEqual([200, 200, 422, 422]);
        const charged = await db().select().from(payments).where(eq(payments.idempotencyKey, key));
        expect(charged).toHaveLength(1);
      } finally {
        await other.close();
      }
    });
  });

  describe('Client IDs and ID numbers cannot be guessed at', () => {
    const limitedApp = () =>
      buildTestApp(sharedHandle(suite.database), suite.keys, {
        config: testConfig({ couponAttemptMax: 3, nricCheckMax: 3 }),
      });
    type LimitedApp = Awaited<ReturnType<typeof limitedApp>>;
    const as = async (app: LimitedApp, subject: string, url: string, init = {}) =>
      app.inject({
        url,
        headers: { authorization: `Bearer ${await signToken(suite.keys, subject)}` },
        ...init,
      });
    /** Runs `check` against an app with the small limits, from no counters, and clears them after. */
    const withLimits = async (check: (app: LimitedApp) => Promise<void>) => {
      await db().delete(rateLimitCounters);
      const app = await limitedApp();
      try {
        await check(app);
      } finally {
        await app.close();
        await db().delete(rateLimitCounters);
      }
    };

    it('limits the rewards lookup per customer and per code, with the other Client ID lookups', async () => {
      await withLimits(async (app) => {
        const guesses = ['CP0GUES1', 'CP0GUES2', 'CP0GUES3'];
        for (const code of guesses) {
          expect((await as(app, 'demo-siti', `/subscriptions/rewards/${code}`)).statusCode).toBe(404);
        }
        const over = await as(app, 'demo-siti', '/subscriptions/rewards/CP0GUES4');
        expect(over.statusCode).toBe(429);
        expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
        // A real code answers no differently once the limit is reached: nothing to learn.
        expect((await as(app, 'demo-siti', `/subscriptions/rewards/${AH_KOW_CODE}`)).statusCode).toBe(429);
        // The same allowance as the promotion codes and the linking.
        const coupon = await as(app, 'demo-siti', '/cart/applyCoupon', {
          method: 'PUT',
          payload: { coupon: 'CP0GUES5' },
        });
        expect(coupon.statusCode).toBe(429);

        // Per code: many accounts asking about one code.
        await db().delete(rateLimitCounters);
        for (const subject of ['demo-ahkow', 'demo-beehoon', 'demo-siewlan']) {
          expect((await as(app, subject, '/subscriptions/rewards/CP0TARGT')).statusCode).toBe(404);
        }
        expect((await as(app, 'demo-rachel', '/subscriptions/rewards/CP0TARGT')).statusCode).toBe(429);
      });
    });

    it('limits every ID-number lookup together: the check, the linking question and the Client ID send', async () => {
      await withLimits(async (app) => {
        expect((await as(app, 'demo-siti', '/profile/nric/S1000001A')).statusCode).not.toBe(429);
        const linking = await as(app, 'demo-siti', '/profile/linking?nric=S1000002B&linkingType=SELF');
        expect(linking.statusCode, linking.body).toBe(200);
        const send = await as(app, 'demo-siti', '/profile/referral-code/send', {
          method: 'POST',
          payload: { channel: 'EMAIL', idType: 'NRIC', nric: 'S1000003C' },
        });
        expect(send.statusCode).not.toBe(429);
        const over = await as(app, 'demo-siti', '/profile/linking?nric=S1000004D&linkingType=SELF');
        expect(over.statusCode).toBe(429);
        // Sending one's own Client ID names nobody else: it is not an ID-number lookup.
        await db().delete(rateLimitCounters);
        for (let i = 0; i < 4; i += 1) {
          const own = await as(app, 'demo-siti', '/profile/referral-code/send', {
            method: 'POST',
            payload: { channel: 'EMAIL' },
          });
          expect(own.statusCode, own.body).not.toBe(429);
        }
      });
    });

    it('counts a save that names an ID number new to the person, which tells whether it is a client’s', async () => {
      const nric = (digits: string) => `S${digits}${nationalIdCheckLetter('S', digits)}`;
      const lovedOne = (id: string) => ({
        name: 'Wong Siew Lan',
        dateOfBirth: '1955-02-11',
        gender: 'Female',
        idType: 'NRIC',
        nric: id,
        countryCode: '+65',
        email: 'siewlan.wong@example.sg',
        mobileNumber: '82345678',
        homeNumber: null,
        language: 'Cantonese',
        relationship: 'Spouse',
      });
      await withLimits(async (app) => {
        // Three new ID numbers (the demo client record's among them: 'Please link your profile'), then no more.
        const created: Record<string, string> = {};
        for (const id of ['S4912345J', nric('5611111'), nric('5611112')]) {
          const res = await as(app, 'demo-siti', '/lovedone', { method: 'POST', payload: lovedOne(id) });
          expect(res.statusCode, res.body).not.toBe(429);
          expect(res.json().errorCode, res.body).not.toBe('VALIDATION_FAILED');
          if (res.statusCode === 201) created[id] = res.json().data.id;
        }
        const over = await as(app, 'demo-siti', '/lovedone', {
          method: 'POST',
          payload: lovedOne(nric('5611113')),
        });
        expect(over.statusCode, over.body).toBe(429);
        // Changing a loved one's details but not their ID number is no lookup.
        const renamed = await as(app, 'demo-siti', `/lovedone/${String(created[nric('5611111')])}`, {
          method: 'PUT',
          payload: { ...lovedOne(nric('5611111')), name: 'Wong Siew Lan Tan' },
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
      });
    });

    it('limits linking by Client ID with the other Client ID lookups', async () => {
      await withLimits(async (app) => {
        for (const code of ['CP0LINK1', 'CP0LINK2', 'CP0LINK3']) {
          const res = await as(app, 'demo-beehoon', '/profile/linking', {
            method: 'POST',
            payload: { referralCode: code, idType: 'NRIC', nric: 'S4912345J' },
          });
          expect(res.statusCode, res.body).toBe(400);
        }
        const over = await as(app, 'demo-beehoon', '/profile/linking', {
          method: 'POST',
          payload: { referralCode: 'CP6B4H1L', idType: 'NRIC', nric: 'S4912345J' },
        });
        expect(over.statusCode).toBe(429);
      });
    });
  });
});
