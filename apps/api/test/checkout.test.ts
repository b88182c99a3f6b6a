/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Checkout and the order (docs/cart-api.md): one order per Idempotency-Key, sequential and concurrent, in one
 * transaction that empties the cart and counts the code's use; the order read back by its owner only, also after
 * a restart; a promotion's usage limit at n-1 and n; referral codes (new and returning customers, one's own) and
 * the referrer's reward; the GST configuration.
 */
import { randomUUID } from 'node:crypto';

import { messages } from '@careportal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  gstConfiguration,
  orders,
  promotionProducts,
  promotionRedemptions,
  promotions,
  referralRewards,
} from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { FORBIDDEN_VIEW_AS } from '../src/plugins/app/auth.ts';
import { buildTestApp, customerSuite, drivers, sharedHandle, signToken } from './helpers.ts';

const ACTIVE_AGEING = seedId('category', 'active-ageing');
const GYM_TONIC = seedId('product', 'gym-tonic');
const GYM_TONIC_LINE = {
  categoryId: ACTIVE_AGEING,
  productId: GYM_TONIC,
  offeringId: seedId('offering', 'gym-tonic', '24 sessions / 3 months'),
  centerId: seedId('centre', 'admiralty'),
};
const FST_LINE = {
  categoryId: ACTIVE_AGEING,
  productId: seedId('product', 'functional-strength-training'),
  offeringId: seedId('offering', 'functional-strength-training', '1 run of 16 sessions / 2 months'),
  centerId: seedId('centre', 'admiralty'),
};
const AH_KOW = seedId('customer', 'demo-ahkow');
const SITI = seedId('customer', 'demo-siti');
const AH_KOW_CODE = 'CP7K2Q9A';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(drivers())('checkout on %s', (driver) => {
  const suite = customerSuite(driver, 'CPCHKO01');
  const { call } = suite;

  const fill = async (subject = 'demo-ahkow', items = [GYM_TONIC_LINE, FST_LINE]) => {
    const res = await call('PUT', '/cart', { subject, payload: { categoryId: ACTIVE_AGEING, items } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const checkout = (key: string, subject = 'demo-ahkow', headers: Record<string, string> = {}) =>
    call('POST', '/cart/checkout', { subject, headers: { 'idempotency-key': key, ...headers } });
  const key = () => `test-${randomUUID()}`;

  it("places a loved one's order, named for them and paid by the account (the embedded database does not wait on itself)", async () => {
    const meiLing = seedId('loved-one', 'demo-ahkow', 'Tan Mei Ling');
    const physio = {
      categoryId: seedId('category', 'retail'),
      productId: seedId('product', 'physiotherapy'),
      offeringId: seedId('offering', 'physiotherapy', '1 session'),
      centerId: seedId('centre', 'sengkang'),
    };
    const saved = await call('PUT', '/cart', {
      payload: { categoryId: physio.categoryId, customerId: meiLing, items: [physio] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = await checkout(key());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({
      customerId: meiLing,
      customerName: 'Tan Mei Ling',
      payerId: AH_KOW,
      payerName: 'Tan Ah Kow',
      status: 'PENDING',
    });
  });

  it('places the order once: 201, the same order again for the same key (200), the cart emptied', async () => {
    await fill();
    await call('PUT', '/cart/applyCoupon', { payload: { coupon: 'active10' } });
    const summary = (await call('GET', '/cart/checkout-info')).json().data;
    const k = key();
    const placed = await checkout(k);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({
      customerId: AH_KOW,
      customerName: 'Tan Ah Kow',
      payerId: AH_KOW,
      payerName: 'Tan Ah Kow',
      status: 'PENDING',
      coupon: 'ACTIVE10',
      orderNumber: expect.stringMatching(/^NH-\d{7}$/),
      subTotalCents: summary.subTotalCents,
      discountCents: summary.discountCents,
      gstCents: summary.gstCents,
      totalCents: summary.totalCents,
      payableCents: summary.payableCents,
      totalAmount: summary.totalAmount,
      paymentTransaction: null,
    });
    expect(order.items.map((i: any) => [i.description, i.amountCents, i.discount?.amountCents])).toEqual(
      summary.items.map((i: any) => [i.description, i.amountCents, i.discount?.amountCents]),
    );
    // The cart is gone with the order.
    expect((await call('GET', '/cart')).json().data).toBeNull();
    expect((await call('GET', '/cart/checkout-info')).statusCode).toBe(404);

    const again = await checkout(k);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(order);
    const read = await call('GET', `/order/${String(order.id)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject(order);

    // Another key with the cart gone: nothing to order.
    const empty = await checkout(key());
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'CART_EMPTY', errorMessage: messages.cart.empty });
  });

  it('asks for an Idempotency-Key of 8 to 128 letters, digits, _ or -', async () => {
    await fill();
    const missing = await call('POST', '/cart/checkout');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_REQUIRED',
      errorMessage: messages.cart.idempotencyKeyMissing,
    });
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', "k'; drop table orders"]) {
      const res = await checkout(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorMessage, bad).toBe(messages.cart.idempotencyKeyInvalid);
    }
    expect((await call('GET', '/cart')).json().data.itemCount).toBe(2);
    const spoof = await checkout(key(), 'demo-ahkow', { 'view-as': suite.strangerLovedOneId });
    expect(spoof.statusCode).toBe(403);
    expect(spoof.json().errorMessage).toBe(FORBIDDEN_VIEW_AS);
    expect((await call('GET', '/cart')).json().data.itemCount).toBe(2);
  });

  it('creates one order for concurrent submits with one key, and one for concurrent submits with many', async () => {
    await fill();
    const k = key();
    const same = await Promise.all(Array.from({ length: 6 }, () => checkout(k)));
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(same.map((r) => r.json().data.id)).size).toBe(1);
    const db = suite.database.handle.db;
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, AH_KOW), eq(orders.idempotencyKey, k)));
    expect(rows).toHaveLength(1);

    await fill();
    const many = await Promise.all(Array.from({ length: 5 }, () => checkout(key())));
    const statuses = many.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const res of many.filter((r) => r.statusCode === 400)) {
      expect(res.json().errorMessage).toBe(messages.cart.empty);
    }
  });

  it("shows an order to its payer only: another customer's, an unknown one 404, a bad id 400", async () => {
    await fill();
    const order = (await checkout(key())).json().data;
    const stranger = await call('GET', `/order/${String(order.id)}`, { subject: 'demo-siti' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ errorMessage: messages.cart.orderNotFound, data: null });
    expect(stranger.body).not.toContain(order.orderNumber);
    expect((await call('GET', `/order/${UNKNOWN}`)).statusCode).toBe(404);
    const bad = await call('GET', '/order/NH-0001001');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe(messages.validation.recordIdInvalid);
    expect((await suite.app.inject({ method: 'GET', url: `/order/${String(order.id)}` })).statusCode).toBe(
      401,
    );
  });

  it('keeps the order, its lines and amounts across a restart of the API', async () => {
    await fill();
    const order = (await checkout(key())).json().data;
    const restarted = await buildTestApp(sharedHandle(suite.database), suite.keys);
    try {
      const read = await restarted.inject({
        method: 'GET',
        url: `/order/${String(order.id)}`,
        headers: { authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow')}` },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject(order);
    } finally {
      await restarted.close();
    }
  });

  it('lets a code be used up to its limit: the use at n-1 goes through, then the code is used up', async () => {
    const db = suite.database.handle.db;
    const [promotion] = await db
      .insert(promotions)
      .values({
        code: 'LAST-ONE',
        description: 'Last one 10% off',
        discountType: 'PERCENTAGE',
        percentBasisPoints: 1000,
        expiresAt: new Date('2036-01-01T00:00:00+08:00'),
        usageLimit: 2,
        usageCount: 1,
      })
      .returning();
    if (!promotion) throw new Error('no promotion');
    await db.insert(promotionProducts).values({ promotionId: promotion.id, productId: GYM_TONIC });

    // Both customers apply it while one use is left; the first to check out gets it.
    await fill();
    await fill('demo-siti', [GYM_TONIC_LINE]);
    expect((await call('PUT', '/cart/applyCoupon', { payload: { coupon: 'last-one' } })).statusCode).toBe(
      200,
    );
    const sitiApplied = await call('PUT', '/cart/applyCoupon', {
      subject: 'demo-siti',
      payload: { coupon: 'LAST-ONE' },
    });
    expect(sitiApplied.statusCode).toBe(200);

    const first = await checkout(key());
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ coupon: 'LAST-ONE', discountCents: 2_400 });
    const [counted] = await db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(counted?.usageCount).toBe(2);
    const redemptions = await db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(redemptions).toEqual([
      expect.objectContaining({ orderId: first.json().data.id, customerId: AH_KOW, discountCents: 2_400 }),
    ]);

    // Siti's checkout finds it used up: refused with its message, and the code comes off her cart.
    const second = await checkout(key(), 'demo-siti');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      errorCode: 'COUPON_USED_UP',
      errorMessage: messages.cart.couponUsedUp,
    });
    const sitiCart = (await call('GET', '/cart', { subject: 'demo-siti' })).json().data;
    expect(sitiCart).toMatchObject({ coupon: null, itemCount: 1 });
    const reapplied = await call('PUT', '/cart/applyCoupon', {
      subject: 'demo-siti',
      payload: { coupon: 'LAST-ONE' },
    });
    expect(reapplied.json().errorMessage).toBe(messages.cart.couponUsedUp);
    await call('DELETE', '/cart', { subject: 'demo-siti' });
  });

  it("gives a new customer 5 % off with a Client ID and rewards its owner at checkout; never one's own, never a returning customer", async () => {
    const db = suite.database.handle.db;
    // Siti has not ordered yet (the test above refused her only order).
    await fill('demo-siti', [GYM_TONIC_LINE]);
    const applied = await call('PUT', '/cart/applyCoupon', {
      subject: 'demo-siti',
      payload: { coupon: AH_KOW_CODE.toLowerCase() },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({
      coupon: AH_KOW_CODE,
      items: [{ discount: { description: 'Referral discount (5%)', amountCents: 1_200 } }],
      discountCents: 1_200,
      gstCents: 2_052,
      totalCents: 24_852,
    });
    // Tan Ah Kow cannot use his own.
    await fill();
    const own = await call('PUT', '/cart/applyCoupon', { payload: { coupon: AH_KOW_CODE } });
    expect(own.statusCode).toBe(400);
    expect(own.json().errorMessage).toBe(messages.cart.couponNotApplicable);

    const before: number = (await call('GET', `/subscriptions/rewards/${AH_KOW_CODE}`)).json().data.rewards
      .length;
    const placed = await checkout(key(), 'demo-siti');
    expect(placed.statusCode, placed.body).toBe(201);
    const order: { id: string; orderNumber: string } = placed.json().data;
    expect(order).toMatchObject({ coupon: AH_KOW_CODE, discountCents: 1_200, payerId: SITI });
    const [reward] = await db.select().from(referralRewards).where(eq(referralRewards.orderId, order.id));
    // 5 % of what she pays before GST: 22 800 cents.
    expect(reward).toMatchObject({
      referrerCustomerId: AH_KOW,
      referredCustomerId: SITI,
      rewardCents: 1_140,
    });

    const mine = await call('GET', `/subscriptions/rewards/${AH_KOW_CODE.toLowerCase()}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      code: AH_KOW_CODE,
      discountPercentage: 5,
      rewardPercentage: 5,
      isOwn: true,
    });
    expect(mine.json().data.rewards).toHaveLength(before + 1);
    expect(mine.json().data.rewards[0]).toEqual({
      orderNumber: order.orderNumber,
      amount: 11.4,
      amountCents: 1_140,
      createdDate: expect.any(String),
    });
    // Seen by someone else: what the code gives, nothing it earned.
    const seen = await call('GET', `/subscriptions/rewards/${AH_KOW_CODE}`, { subject: 'demo-siti' });
    expect(seen.json().data).toMatchObject({ isOwn: false, rewards: [] });
    const unknown = await call('GET', '/subscriptions/rewards/CP0NOBODY');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(messages.cart.referralCodeNotFound);

    // Now a returning customer, Siti may not use a Client ID again.
    await fill('demo-siti', [GYM_TONIC_LINE]);
    const returning = await call('PUT', '/cart/applyCoupon', {
      subject: 'demo-siti',
      payload: { coupon: AH_KOW_CODE },
    });
    expect(returning.statusCode).toBe(400);
    expect(returning.json().errorMessage).toBe(messages.cart.couponNotApplicable);
  });

  it("names the GST rate in force ('current') and any rate by id", async () => {
    const db = suite.database.handle.db;
    const seeded = { id: seedId('gst', '2024-01-01'), percentage: 9, effectiveFrom: '2024-01-01' };
    expect((await call('GET', '/gst-configuration/current')).json().data).toEqual(seeded);
    expect((await call('GET', `/gst-configuration/${seeded.id}`)).json().data).toEqual(seeded);
    // A rate that takes effect later is not the current one yet.
    const [future] = await db
      .insert(gstConfiguration)
      .values({ rateBasisPoints: 1000, effectiveFrom: '2099-01-01', description: 'GST 10%' })
      .returning();
    expect((await call('GET', '/gst-configuration/current')).json().data).toEqual(seeded);
    expect((await call('GET', `/gst-configuration/${String(future?.id)}`)).json().data).toMatchObject({
      percentage: 10,
      effectiveFrom: '2099-01-01',
    });
    const unknown = await call('GET', `/gst-configuration/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(messages.cart.gstConfigurationNotFound);
    expect((await call('GET', '/gst-configuration/latest')).statusCode).toBe(400);
    expect((await suite.app.inject({ method: 'GET', url: '/gst-configuration/current' })).statusCode).toBe(
      401,
    );
  });
});
