import { z } from 'zod';

import { CART_SOURCE } from '../constants.js';
import { orderItemSchema } from './orders.js';
import { recordId } from './shared.js';

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

/** The body of PUT cart/applyCoupon. */
export const couponRequestSchema = z.object({ coupon: z.string().trim().min(1) });

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
