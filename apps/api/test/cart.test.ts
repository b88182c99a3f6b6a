/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The cart and its checkout summary (docs/cart-api.md): who may reach it, every refusal at its cause with the
 * catalogue's message, promotion and referral codes at their boundaries, and a property: the summary's total is
 * the sum of the lines, less the discounts, plus GST rounded once.
 */
import {
  AUTH_STATUS,
  CATALOGUE_ERROR_CODES,
  formatMessage,
  messages,
  percentOfCents,
} from '@careportal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { promotionProducts, promotions, rateLimitCounters } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { LOVED_ONE_NOT_FOUND } from '../src/lib/owners.ts';
import { FORBIDDEN_VIEW_AS } from '../src/plugins/app/auth.ts';
import { buildTestApp, customerSuite, drivers, sharedHandle, signToken, testConfig } from './helpers.ts';

/** The codes of the catalogue's 404s, by their message. */
const NOT_VALID_CODES = new Map<string, string>([
  [messages.catalogue.productNotValid, CATALOGUE_ERROR_CODES.productNotValid],
  [messages.catalogue.serviceNotValid, CATALOGUE_ERROR_CODES.serviceNotValid],
]);

const ACTIVE_AGEING = seedId('category', 'active-ageing');
const RETAIL = seedId('category', 'retail');
const DENTICARE = seedId('category', 'denticare');
const GYM_TONIC = seedId('product', 'gym-tonic');
const FST = seedId('product', 'functional-strength-training');
const CIRCUIT = seedId('product', 'circuit-training');
const PHYSIO = seedId('product', 'physiotherapy');
const ADMIRALTY = seedId('centre', 'admiralty');
const SENGKANG = seedId('centre', 'sengkang');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const AH_KOW = seedId('customer', 'demo-ahkow');

/** The sellable offers of the seed, with their price: what a cart line can be. */
const OFFERS = {
  gymTonic: {
    categoryId: ACTIVE_AGEING,
    productId: GYM_TONIC,
    offeringId: seedId('offering', 'gym-tonic', '24 sessions / 3 months'),
    centerId: ADMIRALTY,
    priceCents: 24_000,
    description: 'Gym Tonic – 24 sessions / 3 months, Active Ageing Hub (Kampung Admiralty)',
  },
  fst: {
    categoryId: ACTIVE_AGEING,
    productId: FST,
    offeringId: seedId('offering', 'functional-strength-training', '1 run of 16 sessions / 2 months'),
    centerId: ADMIRALTY,
    priceCents: 12_800,
  },
  physio: {
    categoryId: RETAIL,
    productId: PHYSIO,
    offeringId: seedId('offering', 'physiotherapy', '1 session'),
    centerId: SENGKANG,
    priceCents: 9_500,
  },
  physioFive: {
    categoryId: RETAIL,
    productId: PHYSIO,
    offeringId: seedId('offering', 'physiotherapy', '5 sessions / 3 months'),
    centerId: SENGKANG,
    priceCents: 42_500,
  },
  gymPass: {
    categoryId: RETAIL,
    productId: seedId('product', 'senior-gym-pass'),
    offeringId: seedId('offering', 'senior-gym-pass', '10 entries / 3 months'),
    centerId: SENGKANG,
    priceCents: 2_000,
  },
} as const;

type Offer = (typeof OFFERS)[keyof typeof OFFERS];

const line = ({ categoryId, productId, offeringId, centerId }: Offer) => ({
  categoryId,
  productId,
  offeringId,
  centerId,
});

function cart(offers: Offer[], overrides: Record<string, unknown> = {}) {
  return { categoryId: offers[0]?.categoryId ?? ACTIVE_AGEING, items: offers.map(line), ...overrides };
}

describe.each(drivers())('cart on %s', (driver) => {
  let now: Date | undefined;
  const suite = customerSuite(driver, 'CPCART01', { app: () => ({ clock: () => now ?? new Date() }) });
  const { call } = suite;

  const put = (payload: unknown, subject?: string) =>
    call('PUT', '/cart', { payload, ...(subject ? { subject } : {}) });
  const info = (subject?: string) => call('GET', '/cart/checkout-info', subject ? { subject } : {});
  const apply = (coupon: string, subject?: string) =>
    call('PUT', '/cart/applyCoupon', { payload: { coupon }, ...(subject ? { subject } : {}) });

  /** A promotion of the test's own, applying to `products`. */
  async function promotion(
    values: Partial<typeof promotions.$inferInsert> & { code: string },
    products: string[],
  ) {
    const db = suite.database.handle.db;
    const [row] = await db
      .insert(promotions)
      .values({
        description: `${values.code} 10% off`,
        discountType: 'PERCENTAGE',
        percentBasisPoints: 1000,
        expiresAt: new Date('2036-01-01T00:00:00+08:00'),
        ...values,
      })
      .returning();
    if (!row) throw new Error('promotion insert returned no row');
    await db
      .insert(promotionProducts)
      .values(products.map((productId) => ({ promotionId: row.id, productId })));
    return row;
  }

  it('is signed in: no token 401, expired 400/1003, a stranger in view-as 403, on every cart route', async () => {
    const expired = await signToken(suite.keys, 'demo-ahkow', { expiresIn: -30, at: suite.app.clock() });
    const routes = [
      ['GET', '/cart'],
      ['PUT', '/cart'],
      ['DELETE', '/cart'],
      ['GET', '/cart/checkout-info'],
      ['PUT', '/cart/applyCoupon'],
      ['PUT', '/cart/removeCoupon'],
      ['POST', '/cart/checkout'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'PUT' && url === '/cart' ? cart([OFFERS.gymTonic]) : { coupon: 'ACTIVE10' };
      const body = method === 'PUT' ? { payload } : {};
      const none = await suite.app.inject({ method, url, ...body });
      expect(none.statusCode, url).toBe(401);
      expect(none.json().statusCode, url).toBe(AUTH_STATUS.tokenInvalid);
      const old = await suite.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${expired}` },
        ...body,
      });
      expect(old.statusCode, url).toBe(400);
      expect(old.json().statusCode, url).toBe(AUTH_STATUS.tokenExpired);
      for (const viewAs of [suite.strangerLovedOneId, UNKNOWN]) {
        const spoof = await call(method, url, { headers: { 'view-as': viewAs }, ...body });
        expect(spoof.statusCode, `${method} ${url}`).toBe(403);
        expect(spoof.json(), url).toMatchObject({ errorMessage: FORBIDDEN_VIEW_AS, data: null });
      }
    }
  });

  it('saves, reads and empties the cart; view-as does not change whose cart it is', async () => {
    expect((await call('GET', '/cart')).json().data).toBeNull();
    const saved = await put(
      cart([OFFERS.gymTonic, OFFERS.fst], {
        customerId: AH_KOW,
        referralSource: { source: 'Friends', sourceOthers: null },
        marketingConsent: true,
        source: 'MYNH',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const view = saved.json().data;
    expect(view).toEqual({
      categoryId: ACTIVE_AGEING,
      categoryName: 'Active Ageing',
      customerId: AH_KOW,
      customerName: 'Tan Ah Kow',
      referralSource: { source: 'Friends', sourceOthers: null },
      marketingConsent: true,
      coupon: null,
      items: [
        {
          id: expect.any(String),
          categoryId: ACTIVE_AGEING,
          productId: GYM_TONIC,
          productName: 'Gym Tonic',
          offeringId: OFFERS.gymTonic.offeringId,
          offeringName: '24 sessions / 3 months',
          centerId: ADMIRALTY,
          centerName: 'Active Ageing Hub (Kampung Admiralty)',
          priceCents: 24_000,
          amount: 240,
        },
        expect.objectContaining({ productId: FST, priceCents: 12_800, amount: 128 }),
      ],
      itemCount: 2,
    });
    expect((await call('GET', '/cart')).json().data).toEqual(view);
    // Acting for his loved one, it is still his own cart.
    expect((await call('GET', '/cart', { headers: { 'view-as': suite.meiLingId } })).json().data).toEqual(
      view,
    );
    // Another customer has a cart of their own.
    expect((await call('GET', '/cart', { subject: 'demo-siti' })).json().data).toBeNull();

    const emptied = await call('DELETE', '/cart');
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().data).toBeNull();
    expect((await call('GET', '/cart')).json().data).toBeNull();
    // A cart without lines reads as none.
    expect((await put(cart([]))).statusCode).toBe(200);
    expect((await call('GET', '/cart')).json().data).toBeNull();
  });

  it("keeps the cart for a loved one of his own, and refuses anyone else with the loved-one routes' 404", async () => {
    const physio = await put(cart([OFFERS.physio], { customerId: suite.meiLingId }));
    expect(physio.statusCode, physio.body).toBe(200);
    expect(physio.json().data).toMatchObject({ customerId: suite.meiLingId, customerName: 'Tan Mei Ling' });
    for (const customerId of [suite.strangerLovedOneId, seedId('customer', 'demo-siti'), UNKNOWN]) {
      const res = await put(cart([OFFERS.physio], { customerId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorMessage: LOVED_ONE_NOT_FOUND, data: null });
    }
    // Siti cannot name his loved one either, and his cart is unchanged.
    const spy = await put(cart([OFFERS.physio], { customerId: suite.meiLingId }), 'demo-siti');
    expect(spy.statusCode).toBe(404);
    expect((await call('GET', '/cart')).json().data).toMatchObject({ customerId: suite.meiLingId });
  });

  it('refuses each bad line with its catalogue message', async () => {
    const cases: [unknown, number, string][] = [
      [cart([{ ...OFFERS.gymTonic, productId: UNKNOWN }]), 404, messages.catalogue.productNotValid],
      // The offer of another product, a trial staff give out, a centre that does not run it, another category.
      [
        cart([{ ...OFFERS.gymTonic, offeringId: OFFERS.fst.offeringId }]),
        404,
        messages.catalogue.serviceNotValid,
      ],
      [
        cart([
          {
            ...OFFERS.gymTonic,
            productId: CIRCUIT,
            offeringId: seedId('offering', 'circuit-training', 'Trial session'),
          },
        ]),
        404,
        messages.catalogue.serviceNotValid,
      ],
      [cart([{ ...OFFERS.gymTonic, centerId: SENGKANG }]), 404, messages.catalogue.serviceNotValid],
      [cart([{ ...OFFERS.gymTonic, categoryId: DENTICARE }]), 404, messages.catalogue.serviceNotValid],
      [cart([OFFERS.gymTonic], { categoryId: UNKNOWN }), 404, messages.catalogue.serviceNotValid],
      [cart([OFFERS.physio, OFFERS.physioFive]), 409, messages.catalogue.offerAlreadyInCart],
      // He holds an ongoing Circuit Training; his daughter is 60 only in 2041.
      [
        cart([
          {
            ...OFFERS.gymTonic,
            productId: CIRCUIT,
            offeringId: seedId('offering', 'circuit-training', '12 sessions / 3 months'),
          },
        ]),
        400,
        messages.catalogue.cannotRenew,
      ],
      [
        cart([OFFERS.gymTonic], { customerId: suite.meiLingId }),
        400,
        formatMessage(messages.catalogue.belowMinimumAge, { minAge: 60 }),
      ],
    ];
    const before = (await call('GET', '/cart')).json().data;
    for (const [payload, status, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().errorMessage, JSON.stringify(payload)).toBe(message);
      // The two 404s a client acts on (going home) carry codes of their own.
      const code = NOT_VALID_CODES.get(message);
      if (code !== undefined) expect(res.json().errorCode, JSON.stringify(payload)).toBe(code);
      expect(res.json().data?.errors ?? null).toBeNull();
    }
    const bad = await put({ ...cart([OFFERS.gymTonic]), categoryId: 'S1234567D' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toContainEqual({
      in: 'body',
      path: 'categoryId',
      message: messages.validation.recordIdInvalid,
    });
    expect((await call('GET', '/cart')).json().data).toEqual(before);
  });

  it("documents GET cart/checkout-info's 404 for an empty cart in the OpenAPI document", async () => {
    const doc = (await call('GET', '/docs/json')).json();
    const notFound = doc.paths['/cart/checkout-info'].get.responses['404'];
    expect(notFound.description).toMatch(/^The cart is empty/);
  });

  it('sums the checkout summary in cents: lines, GST at 9 % on the whole cart, total', async () => {
    await call('DELETE', '/cart');
    const empty = await info();
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ errorMessage: messages.cart.empty, data: null });

    await put(cart([OFFERS.gymTonic, OFFERS.fst]));
    const res = await info();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          id: expect.any(String),
          description: OFFERS.gymTonic.description,
          quantity: 1,
          amount: 240,
          amountCents: 24_000,
          discount: null,
        },
        expect.objectContaining({ amountCents: 12_800, discount: null }),
      ],
      gstConfig: { id: seedId('gst', '2024-01-01'), percentage: 9 },
      coupon: null,
      subTotalAmount: 368,
      discountAmount: 0,
      gstAmount: 33.12,
      totalAmount: 401.12,
      payableAmount: 401.12,
      subTotalCents: 36_800,
      discountCents: 0,
      gstCents: 3_312,
      totalCents: 40_112,
      payableCents: 40_112,
    });
  });

  it('applies a percentage code to its products, in any case, and takes it off again', async () => {
    await put(cart([OFFERS.gymTonic, OFFERS.fst]));
    const res = await apply(' active10 ');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.coupon).toBe('ACTIVE10');
    expect(data.items.map((i: any) => i.discount)).toEqual([
      { description: 'Active Ageing 10% off', amount: 24, amountCents: 2_400 },
      { description: 'Active Ageing 10% off', amount: 12.8, amountCents: 1_280 },
    ]);
    // GST on what is left (33 120 cents), rounded once: 2 980.8 → 2 981.
    expect(data).toMatchObject({
      discountCents: 3_680,
      gstCents: 2_981,
      totalCents: 36_101,
      totalAmount: 361.01,
    });
    expect((await info()).json().data).toEqual(data);
    expect((await call('GET', '/cart')).json().data.coupon).toBe('ACTIVE10');

    const removed = await call('PUT', '/cart/removeCoupon');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ coupon: null, discountCents: 0, totalCents: 40_112 });
    expect((await call('GET', '/cart')).json().data.coupon).toBeNull();
  });

  it('takes a fixed amount off a Retail line, and keeps or drops a code as the cart changes', async () => {
    await put(cart([OFFERS.physio, OFFERS.gymPass]));
    const res = await apply('physio20');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items.map((i: any) => i.discount?.amountCents ?? null)).toEqual([2_000, null]);
    // Saved again with Physiotherapy still in it: the code stays. Without it: the code goes.
    expect((await put(cart([OFFERS.physioFive]))).json().data.coupon).toBe('PHYSIO20');
    expect((await put(cart([OFFERS.gymPass]))).json().data.coupon).toBeNull();
  });

  it('refuses each code with its own message: unknown, expired, used up, not for these programmes', async () => {
    await put(cart([OFFERS.gymTonic, OFFERS.fst]));
    const cases: [string, string, string][] = [
      ['NOPE-2026', 'COUPON_UNKNOWN', messages.cart.couponUnknown],
      ['CNY2024', 'COUPON_EXPIRED', messages.cart.couponExpired],
      ['first100', 'COUPON_USED_UP', messages.cart.couponUsedUp],
      ['SMILE15', 'COUPON_NOT_APPLICABLE', messages.cart.couponNotApplicable],
      ['PHYSIO20', 'COUPON_NOT_APPLICABLE', messages.cart.couponNotApplicable],
      // His own Client ID.
      ['CP7K2Q9A', 'COUPON_NOT_APPLICABLE', messages.cart.couponNotApplicable],
    ];
    for (const [code, errorCode, message] of cases) {
      const res = await apply(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toMatchObject({ errorCode, errorMessage: message, data: null });
    }
    expect((await call('GET', '/cart')).json().data.coupon).toBeNull();
    for (const [coupon, message] of [
      ['', messages.cart.couponRequired],
      ['ACTIVE 10', messages.cart.couponInvalid],
      ['X'.repeat(33), messages.cart.couponInvalid],
    ] as const) {
      const res = await call('PUT', '/cart/applyCoupon', { payload: { coupon } });
      expect(res.statusCode, coupon).toBe(400);
      expect(res.json().data.errors, coupon).toContainEqual({ in: 'body', path: 'coupon', message });
    }
    await call('DELETE', '/cart');
    const empty = await apply('ACTIVE10');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toBe(messages.cart.empty);
  });

  it('expires a code at its expiry instant, not a millisecond before', async () => {
    const expiresAt = new Date(Date.now() + 120_000);
    await promotion({ code: 'EDGE-EXPIRY', expiresAt }, [GYM_TONIC]);
    await put(cart([OFFERS.gymTonic]));
    try {
      now = new Date(expiresAt.getTime() - 1);
      expect((await apply('EDGE-EXPIRY')).statusCode).toBe(200);
      now = expiresAt;
      const expired = await apply('EDGE-EXPIRY');
      expect(expired.statusCode).toBe(400);
      expect(expired.json().errorMessage).toBe(messages.cart.couponExpired);
      // The code already applied no longer counts in the summary.
      expect((await info()).json().data).toMatchObject({ coupon: null, discountCents: 0 });
    } finally {
      now = undefined;
    }
  });

  it('limits codes tried per customer (guessing), counted per customer', async () => {
    // The counters are the database's, shared with the suite's app and its earlier codes: start from none.
    await suite.database.handle.db.delete(rateLimitCounters);
    const limited = await buildTestApp(sharedHandle(suite.database), suite.keys, {
      config: testConfig({ couponAttemptMax: 3 }),
    });
    try {
      const tryCode = async (subject: string) =>
        limited.inject({
          method: 'PUT',
          url: '/cart/applyCoupon',
          headers: { authorization: `Bearer ${await signToken(suite.keys, subject)}` },
          payload: { coupon: 'GUESS-1' },
        });
      for (let i = 0; i < 3; i += 1) expect((await tryCode('demo-ahkow')).statusCode).toBe(400);
      const blocked = await tryCode('demo-ahkow');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errorCode).toBe('RATE_LIMITED');
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another customer has tries of their own.
      expect((await tryCode('demo-siti')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('answers a summary whose total is the sum of the lines, less the discounts, plus GST rounded once', async () => {
    // A cart is for one service (domain cartCategory): the lines of each category, any of them.
    const offers = Object.values(OFFERS).filter((o) => o !== OFFERS.physioFive);
    const byCategory = [ACTIVE_AGEING, RETAIL].map((id) => offers.filter((o) => o.categoryId === id));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...byCategory).chain((same) => fc.subarray(same, { minLength: 1 })),
        fc.constantFrom(null, 'ACTIVE10', 'PHYSIO20'),
        async (chosen, code) => {
          await put(cart(chosen));
          const data =
            code !== null && (await apply(code)).statusCode === 200
              ? (await info()).json().data
              : (await call('PUT', '/cart/removeCoupon')).json().data;
          const subTotal = chosen.reduce((sum, o) => sum + o.priceCents, 0);
          const lines: number[] = data.items.map((i: any) => i.amountCents);
          const discounts: number[] = data.items.map((i: any) => i.discount?.amountCents ?? 0);
          const discount = discounts.reduce((a, b) => a + b, 0);
          expect(lines).toEqual(chosen.map((o) => o.priceCents));
          expect(data.subTotalCents).toBe(subTotal);
          expect(data.discountCents).toBe(discount);
          const gst = percentOfCents(subTotal - discount, 900);
          expect(data.gstCents).toBe(gst);
          expect(data.totalCents).toBe(subTotal - discount + gst);
          expect(data.payableCents).toBe(data.totalCents);
          expect(data.totalAmount).toBe(data.totalCents / 100);
        },
      ),
      { numRuns: 20 },
    );
  });
});
