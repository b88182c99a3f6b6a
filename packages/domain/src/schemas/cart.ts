import { z } from 'zod';

import { CART_SOURCE, MASTER_CODE_MAX_LENGTH, OTHER_TEXT_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { recordUuid } from './ids.js';
import { discountSchema, orderItemSchema, orderSchema } from './orders.js';
import { optionalText, recordId } from './shared.js';

/** One programme in the cart: its category, product, offering and centre. */
export const cartItemSchema = z.object({
  categoryId: recordId(),
  productId: recordId(),
  offeringId: recordId(),
  centerId: recordId(),
});

/** One cart line. */
export type CartItem = z.output<typeof cartItemSchema>;

/** Where the customer heard about the provider: the marketing channel's value and, for 'Others', a text. */
export const referralSourceSchema = z.object({
  source: z.string().nullish(),
  sourceOthers: z.string().nullish(),
});

/** A referral source. */
export type ReferralSource = z.output<typeof referralSourceSchema>;

/** The cart (specification 001, section 3). customerId is the person the services are for. */
export const cartSchema = z.object({
  categoryId: recordId(),
  customerId: z.string().nullish(),
  referralSource: referralSourceSchema.nullish(),
  items: z.array(cartItemSchema),
  marketingConsent: z.boolean().nullish(),
});

/** A cart. */
export type Cart = z.output<typeof cartSchema>;

/** The body of PUT cart: the cart with the portal's source tag 'MYNH' (added when missing). */
export const cartSaveRequestSchema = cartSchema.extend({
  source: z.literal(CART_SOURCE).default(CART_SOURCE),
});

/** A cart save request. */
export type CartSaveRequest = z.output<typeof cartSaveRequestSchema>;

/** The longest promotion or referral code (a Client ID is at most 20). */
export const COUPON_MAX_LENGTH = 32;
/** What a promotion or referral code is made of: letters, digits and dashes. */
export const COUPON_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * A promotion or referral code as typed: trimmed, letters, digits and dashes, at most {@link COUPON_MAX_LENGTH},
 * upper-cased (codes are compared without regard to case).
 *
 * @example couponCodeSchema.parse(' active5 ') // 'ACTIVE5'
 */
export const couponCodeSchema = z
  .string({ error: messages.cart.couponRequired })
  .trim()
  .min(1, { error: messages.cart.couponRequired, abort: true })
  .max(COUPON_MAX_LENGTH, { error: messages.cart.couponInvalid, abort: true })
  .regex(COUPON_PATTERN, { error: messages.cart.couponInvalid })
  .toUpperCase();

/** The body of PUT cart/applyCoupon. */
export const couponRequestSchema = z.object({ coupon: couponCodeSchema });

/** A coupon request. */
export type CouponRequest = z.output<typeof couponRequestSchema>;

/**
 * The tax (GST) configuration from /gst-configuration/{id}. The specification only says GST is shown as a
 * percentage from data; `percentage` is that figure, and any other fields are kept as sent.
 */
export const gstConfigSchema = z.looseObject({
  percentage: z.number().min(0).max(100),
});

/** A GST configuration. */
export type GstConfig = z.output<typeof gstConfigSchema>;

/** One line of the checkout summary, with its optional discount (shown as 'Less - {description}'). */
export const checkoutItemSchema = orderItemSchema.extend({
  quantity: z.int().nonnegative().nullish(),
});

/** One checkout line. */
export type CheckoutItem = z.output<typeof checkoutItemSchema>;

/** The checkout summary from cart/checkout-info: its lines, the GST configuration and the amounts. */
export const checkoutInfoSchema = z.object({
  items: z.array(checkoutItemSchema),
  gstConfig: gstConfigSchema.nullish(),
  subTotalAmount: z.number(),
  discountAmount: z.number(),
  gstAmount: z.number(),
  totalAmount: z.number(),
  payableAmount: z.number(),
});

/** A checkout summary. */
export type CheckoutInfo = z.output<typeof checkoutInfoSchema>;

/** The most lines a cart holds: one offer per product, and a registration chooses a few. */
export const CART_MAX_ITEMS = 20;

/** One cart line of PUT cart, its ids checked as the record ids they are (UUIDs). */
export const cartItemBodySchema = z.object({
  categoryId: recordUuid(),
  productId: recordUuid(),
  offeringId: recordUuid(),
  centerId: recordUuid(),
});

/**
 * What PUT cart accepts: {@link cartSaveRequestSchema} with every id a UUID and every text by the text rule
 * (what passes here passes it too). `customerId` null or absent is the signed-in account itself.
 */
export const cartSaveBodySchema = z.object({
  categoryId: recordUuid(),
  customerId: recordUuid().nullish(),
  referralSource: z
    .object({
      source: optionalText({ max: MASTER_CODE_MAX_LENGTH }),
      sourceOthers: optionalText({ max: OTHER_TEXT_MAX_LENGTH }),
    })
    .nullish(),
  items: z.array(cartItemBodySchema).max(CART_MAX_ITEMS),
  marketingConsent: z.boolean().nullish(),
  source: z.literal(CART_SOURCE).default(CART_SOURCE),
});

/** A PUT cart body. */
export type CartSaveBody = z.output<typeof cartSaveBodySchema>;

/** One line of the cart as the API answers it: names to show, the price in cents and in dollars (`amount`). */
export const cartLineViewSchema = z.object({
  id: z.guid(),
  categoryId: z.guid(),
  productId: z.guid(),
  productName: z.string(),
  offeringId: z.guid(),
  offeringName: z.string(),
  centerId: z.guid(),
  centerName: z.string(),
  priceCents: z.int().nonnegative(),
  amount: z.number().nonnegative(),
});

/** A cart line as answered. */
export type CartLineView = z.output<typeof cartLineViewSchema>;

/** The cart as GET and PUT cart answer it (docs/cart-api.md `CartView`). */
export const cartViewSchema = z.object({
  categoryId: z.guid(),
  categoryName: z.string(),
  customerId: z.guid(),
  customerName: z.string(),
  referralSource: z.object({ source: z.string().nullable(), sourceOthers: z.string().nullable() }).nullable(),
  marketingConsent: z.boolean(),
  coupon: z.string().nullable(),
  items: z.array(cartLineViewSchema),
  itemCount: z.int().nonnegative(),
});

/** A cart as answered. */
export type CartView = z.output<typeof cartViewSchema>;

/** A discount as answered: its text and amount in dollars and in cents. */
export const discountViewSchema = discountSchema.extend({ amountCents: z.int().nonnegative() });

/** One line of the checkout summary or of an order as answered, each amount in dollars and in cents. */
export const checkoutLineViewSchema = z.object({
  id: z.guid(),
  description: z.string(),
  quantity: z.int().positive(),
  amount: z.number().nonnegative(),
  amountCents: z.int().nonnegative(),
  discount: discountViewSchema.nullable(),
});

/** A checkout or order line as answered. */
export type CheckoutLineView = z.output<typeof checkoutLineViewSchema>;

/** The five amounts of a cart or an order in cents, as computed by `cartTotals`. */
export const amountsCentsSchema = z.object({
  subTotalCents: z.int().nonnegative(),
  discountCents: z.int().nonnegative(),
  gstCents: z.int().nonnegative(),
  totalCents: z.int().nonnegative(),
  payableCents: z.int().nonnegative(),
});

/** The checkout summary as cart/checkout-info, applyCoupon and removeCoupon answer it (`CheckoutInfo`). */
export const checkoutInfoViewSchema = checkoutInfoSchema
  .extend({
    items: z.array(checkoutLineViewSchema),
    gstConfig: z.object({ id: z.guid(), percentage: z.number().min(0).max(100) }),
    coupon: z.string().nullable(),
  })
  .extend(amountsCentsSchema.shape);

/** A checkout summary as answered. */
export type CheckoutInfoView = z.output<typeof checkoutInfoViewSchema>;

/** GET /gst-configuration/{id}: a GST rate and the Singapore date it applies from. */
export const gstConfigurationSchema = z.object({
  id: z.guid(),
  percentage: z.number().min(0).max(100),
  effectiveFrom: z.iso.date(),
});

/** A GST configuration as answered. */
export type GstConfiguration = z.output<typeof gstConfigurationSchema>;

/** An order as GET order/{id} and POST cart/checkout answer it: {@link orderSchema} plus the amounts in cents. */
export const orderViewSchema = orderSchema
  .extend({ items: z.array(checkoutLineViewSchema), coupon: z.string().nullable() })
  .extend(amountsCentsSchema.shape);

/** An order as answered. */
export type OrderView = z.output<typeof orderViewSchema>;

/** One reward the owner of a referral code earned: the order that used it, and the reward's amount. */
export const referralRewardSchema = z.object({
  orderNumber: z.string(),
  amount: z.number().nonnegative(),
  amountCents: z.int().nonnegative(),
  createdDate: z.string(),
});

/** GET subscriptions/rewards/{code}: what a referral code gives, and (to its owner) what it has earned. */
export const referralRewardsSchema = z.object({
  code: z.string(),
  discountPercentage: z.number(),
  rewardPercentage: z.number(),
  isOwn: z.boolean(),
  rewards: z.array(referralRewardSchema),
});

/** A referral code's rewards as answered. */
export type ReferralRewards = z.output<typeof referralRewardsSchema>;

/** The Idempotency-Key header of POST cart/checkout: 8 to 128 letters, digits, `_` or `-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
