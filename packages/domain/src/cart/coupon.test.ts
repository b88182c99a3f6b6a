import { describe, expect, it } from 'vitest';

import { messages } from '../messages/index.js';
import { couponDiscounts, referralRewardCents, type PromotionFacts } from './coupon.js';

const NOW = new Date('2026-03-01T04:00:00Z');
const GYM = 'gym-tonic';
const PHYSIO = 'physiotherapy';
const lines = [
  { productId: GYM, amountCents: 24_000 },
  { productId: PHYSIO, amountCents: 9_500 },
];
const promotion = (overrides: Partial<PromotionFacts> = {}): PromotionFacts => ({
  kind: 'PROMOTION',
  description: 'Active Ageing 10% off',
  discount: { percentBasisPoints: 1000 },
  expiresAt: new Date('2026-03-01T05:00:00Z'),
  usageLimit: 10,
  usageCount: 9,
  productIds: [GYM],
  ...overrides,
});

describe('couponDiscounts', () => {
  it('takes a percentage off the lines of the products the promotion applies to', () => {
    expect(couponDiscounts(promotion(), lines, NOW)).toEqual({
      ok: true,
      discounts: [{ description: 'Active Ageing 10% off', discountCents: 2_400 }, null],
    });
  });

  it('takes a fixed amount off each line, never more than the line', () => {
    const fixed = promotion({ discount: { amountCents: 30_000 }, productIds: [GYM, PHYSIO] });
    const outcome = couponDiscounts(fixed, lines, NOW);
    expect(outcome.ok && outcome.discounts.map((d) => d?.discountCents)).toEqual([24_000, 9_500]);
  });

  it('has expired at its expiry instant, not a millisecond before', () => {
    const expiresAt = NOW;
    expect(couponDiscounts(promotion({ expiresAt }), lines, NOW)).toMatchObject({
      ok: false,
      reason: 'EXPIRED',
      message: messages.cart.couponExpired,
    });
    expect(couponDiscounts(promotion({ expiresAt }), lines, new Date(NOW.getTime() - 1)).ok).toBe(true);
  });

  it('is used up at its limit, and still open one use before it', () => {
    expect(couponDiscounts(promotion({ usageCount: 9 }), lines, NOW).ok).toBe(true);
    expect(couponDiscounts(promotion({ usageCount: 10 }), lines, NOW)).toMatchObject({
      reason: 'USED_UP',
      message: messages.cart.couponUsedUp,
    });
    expect(couponDiscounts(promotion({ usageLimit: null, usageCount: 10_000 }), lines, NOW).ok).toBe(true);
  });

  it('does not apply to a cart without its products, and an unknown code is unknown', () => {
    expect(couponDiscounts(promotion({ productIds: ['dentures'] }), lines, NOW)).toMatchObject({
      reason: 'NOT_APPLICABLE',
      message: messages.cart.couponNotApplicable,
    });
    expect(couponDiscounts(undefined, lines, NOW)).toMatchObject({
      reason: 'UNKNOWN',
      message: messages.cart.couponUnknown,
    });
  });

  it('gives a new customer 5 % off every line for a referral code, never for their own or once they have ordered', () => {
    const outcome = couponDiscounts({ kind: 'REFERRAL', isOwn: false, hasOrdered: false }, lines, NOW);
    expect(outcome).toEqual({
      ok: true,
      discounts: [
        { description: 'Referral discount (5%)', discountCents: 1_200 },
        { description: 'Referral discount (5%)', discountCents: 475 },
      ],
    });
    for (const facts of [
      { kind: 'REFERRAL', isOwn: true, hasOrdered: false },
      { kind: 'REFERRAL', isOwn: false, hasOrdered: true },
    ] as const) {
      expect(couponDiscounts(facts, lines, NOW)).toMatchObject({ ok: false, reason: 'NOT_APPLICABLE' });
    }
  });

  it('rewards the referrer 5 % of what is left after discounts, rounded half up', () => {
    expect(referralRewardCents(31_325)).toBe(1_566);
    expect(referralRewardCents(10)).toBe(1);
  });
});
