/**
 * What a promotion or referral code takes off a cart (PUT cart/applyCoupon, and again at checkout), decided once
 * here; the API reads the facts and the clock and passes them in.
 *
 * - **A promotion code** takes a percentage (basis points) or a fixed amount (cents, at most the line) off each
 *   line of the products it applies to. In order, the first that fails decides: it has expired (`now` at or after
 *   `expiresAt`: EXPIRED), it has been used `usageLimit` times (USED_UP), none of the cart's products is one it
 *   applies to (NOT_APPLICABLE).
 * - **A referral code** (a customer's Client ID) takes {@link REFERRAL_DISCOUNT_PERCENT} % off every line for a
 *   customer who has not ordered before; one's own code, or any for a customer who has, is NOT_APPLICABLE. The
 *   code's owner earns {@link referralRewardCents} of the order.
 * - No code of that name: UNKNOWN.
 *
 * Each refusal has its catalogue message (messages.cart). Amounts are integer cents, rounded by percentOfCents.
 */
import { REFERRAL_DISCOUNT_PERCENT } from '../constants.js';
import { formatMessage, messages } from '../messages/index.js';
import { percentageToBasisPoints, percentOfCents } from './totals.js';

/** The referral discount and reward, in basis points (5 % = 500). */
export const REFERRAL_BASIS_POINTS = percentageToBasisPoints(REFERRAL_DISCOUNT_PERCENT);

/** A promotion code as the API stores it. */
export interface PromotionFacts {
  kind: 'PROMOTION';
  /** Its discount line's text ('Less - {description}'). */
  description: string;
  discount: { percentBasisPoints: number } | { amountCents: number };
  /** The first instant it no longer applies. */
  expiresAt: Date;
  /** How many orders may use it; null for no limit. */
  usageLimit: number | null;
  usageCount: number;
  /** The products it applies to. */
  productIds: readonly string[];
}

/** A referral code (a Client ID), seen from the customer applying it. */
export interface ReferralFacts {
  kind: 'REFERRAL';
  /** Whether it is the customer's own Client ID. */
  isOwn: boolean;
  /** Whether the customer has placed an order before. */
  hasOrdered: boolean;
}

/** What is known of a code; undefined when no code has that name. */
export type CouponFacts = PromotionFacts | ReferralFacts;

/** Why a code takes nothing off. */
export const COUPON_REFUSALS = ['UNKNOWN', 'EXPIRED', 'USED_UP', 'NOT_APPLICABLE'] as const;
/** One of {@link COUPON_REFUSALS}. */
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** A cart line as far as a code goes: its product and its amount in cents. */
export interface CouponLine {
  productId: string;
  amountCents: number;
}

/** A discount on one line. */
export interface LineDiscount {
  description: string;
  discountCents: number;
}

/** The discounts, line by line (null where the code does not apply), or the refusal with its message. */
export type CouponOutcome =
  { ok: true; discounts: (LineDiscount | null)[] } | { ok: false; reason: CouponRefusal; message: string };

const REFUSAL_MESSAGES: Readonly<Record<CouponRefusal, string>> = {
  UNKNOWN: messages.cart.couponUnknown,
  EXPIRED: messages.cart.couponExpired,
  USED_UP: messages.cart.couponUsedUp,
  NOT_APPLICABLE: messages.cart.couponNotApplicable,
};

function refuse(reason: CouponRefusal): CouponOutcome {
  return { ok: false, reason, message: REFUSAL_MESSAGES[reason] };
}

/**
 * The discounts `coupon` gives on `lines` at `now`, or why it gives none (see the module's rules).
 *
 * @example couponDiscounts(undefined, lines, now) // { ok: false, reason: 'UNKNOWN', message: … }
 */
export function couponDiscounts(
  coupon: CouponFacts | undefined,
  lines: readonly CouponLine[],
  now: Date,
): CouponOutcome {
  if (coupon === undefined) return refuse('UNKNOWN');
  if (coupon.kind === 'REFERRAL') {
    if (coupon.isOwn || coupon.hasOrdered || lines.length === 0) return refuse('NOT_APPLICABLE');
    const description = formatMessage(messages.cart.referralDiscount, {
      percentage: REFERRAL_DISCOUNT_PERCENT,
    });
    return {
      ok: true,
      discounts: lines.map((line) => ({
        description,
        discountCents: percentOfCents(line.amountCents, REFERRAL_BASIS_POINTS),
      })),
    };
  }
  if (now.getTime() >= coupon.expiresAt.getTime()) return refuse('EXPIRED');
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return refuse('USED_UP');
  const applies = (line: CouponLine) => coupon.productIds.includes(line.productId);
  if (!lines.some(applies)) return refuse('NOT_APPLICABLE');
  const { discount } = coupon;
  return {
    ok: true,
    discounts: lines.map((line) => {
      if (!applies(line)) return null;
      const discountCents =
        'percentBasisPoints' in discount
          ? percentOfCents(line.amountCents, discount.percentBasisPoints)
          : Math.min(discount.amountCents, line.amountCents);
      return { description: coupon.description, discountCents };
    }),
  };
}

/** What the owner of a referral code earns on an order: its share of what is left after discounts, before GST. */
export function referralRewardCents(netCents: number): number {
  return percentOfCents(netCents, REFERRAL_BASIS_POINTS);
}
