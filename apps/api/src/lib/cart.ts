/**
 * What the cart, checkout and order routes share (routes/cart, order, gst-configuration, subscriptions): the
 * cart and order in the API's shape (domain CartView, CheckoutInfoView, OrderView), and the pricing of a cart.
 *
 * Money: every amount is integer cents, computed by domain `cartTotals` (GST on what is left after discounts,
 * rounded once, half up, on the whole cart) and `couponDiscounts` (each line's discount, by `percentOfCents`);
 * the dollar fields are those cents / 100 (domain `centsToDollars`). Nothing here adds money up itself.
 */
import {
  basisPointsToPercentage,
  cartTotals,
  centsToDollars,
  couponDiscounts,
  formatMessage,
  messages,
  type CartTotals,
  type CartView,
  type CheckoutInfoView,
  type CouponFacts,
  type CouponOutcome,
  type CouponRefusal,
  type ErrorCode,
  type LineDiscount,
  type OrderAddress,
  type OrderBilling,
  type OrderStatus,
  type OrderView,
  type PaymentSegment,
} from '@careportal/domain';

import type { CartLineRow, CartRow } from '../repositories/cart.ts';
import type { Customer } from '../repositories/customers.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { GstRow, Promotion, PromotionsRepository } from '../repositories/promotions.ts';
import { ApiError, notFound } from './errors.ts';

/** 404 with the cart-empty message (GET cart/checkout-info). */
export const cartEmptyNotFound = () => notFound(messages.cart.empty);

/** 400 with the cart-empty message (applyCoupon, checkout). */
export const cartEmpty = () =>
  new ApiError({ httpCode: 400, errorCode: 'CART_EMPTY', message: messages.cart.empty });

/** The errorCode of each refusal of a code. */
const COUPON_ERROR_CODES = {
  UNKNOWN: 'COUPON_UNKNOWN',
  EXPIRED: 'COUPON_EXPIRED',
  USED_UP: 'COUPON_USED_UP',
  NOT_APPLICABLE: 'COUPON_NOT_APPLICABLE',
} as const satisfies Record<CouponRefusal, ErrorCode>;

/** 400 with the refusal's own catalogue message. */
export function couponRefused(outcome: Extract<CouponOutcome, { ok: false }>): ApiError {
  return new ApiError({
    httpCode: 400,
    errorCode: COUPON_ERROR_CODES[outcome.reason],
    message: outcome.message,
  });
}

/** A code as the coupon rule reads it, with the promotion or the referrer it names. */
export interface ResolvedCoupon {
  code: string;
  facts: CouponFacts | undefined;
  promotion: Promotion | undefined;
  referrerId: string | undefined;
}

/**
 * What `code` is for the account `payerId`: a promotion code (first), else a customer's Client ID (a referral:
 * the payer's own, or theirs once they have ordered, does not apply), else nothing.
 */
export async function resolveCoupon(
  promotions: PromotionsRepository,
  code: string,
  payerId: string,
): Promise<ResolvedCoupon> {
  const promotion = await promotions.findPromotion(code);
  if (promotion) return { code, facts: promotion, promotion, referrerId: undefined };
  const referrer = await promotions.findReferrer(code);
  if (!referrer) return { code, facts: undefined, promotion: undefined, referrerId: undefined };
  const hasOrdered = await promotions.hasOrdered(payerId);
  return {
    code,
    facts: { kind: 'REFERRAL', isOwn: referrer.id === payerId, hasOrdered },
    promotion: undefined,
    referrerId: referrer.id,
  };
}

/** The cart's lines as the coupon rule reads them: a line is its offering's price (one of each). */
export function couponLines(items: readonly Pick<CartLineRow, 'productId' | 'priceCents'>[]) {
  return items.map((item) => ({ productId: item.productId, amountCents: item.priceCents }));
}

/** 'Gym Tonic – 24 sessions / 3 months, Kampung Admiralty Active Ageing Hub'. */
export function lineDescription(item: CartLineRow): string {
  return formatMessage(messages.cart.lineDescription, {
    product: item.productName,
    offering: item.offeringName,
    centre: item.centreName,
  });
}

/** A priced cart: each line with its discount, and the totals. */
export interface PricedCart {
  lines: { item: CartLineRow; description: string; amountCents: number; discount: LineDiscount | null }[];
  totals: CartTotals;
}

/** The cart priced with `discounts` (one per line, null for none) and GST at `gst`'s rate. */
export function priceCart(
  items: readonly CartLineRow[],
  discounts: readonly (LineDiscount | null)[],
  gst: GstRow,
): PricedCart {
  const lines = items.map((item, index) => ({
    item,
    description: lineDescription(item),
    amountCents: item.priceCents,
    discount: discounts[index] ?? null,
  }));
  const totals = cartTotals(
    lines.map((line) => ({
      unitPriceCents: line.amountCents,
      quantity: 1,
      discountCents: line.discount?.discountCents ?? 0,
    })),
    gst.rateBasisPoints,
  );
  return { lines, totals };
}

/** The five amounts in dollars and in cents. */
function amounts(totals: CartTotals) {
  return {
    subTotalAmount: centsToDollars(totals.subTotalCents),
    discountAmount: centsToDollars(totals.discountCents),
    gstAmount: centsToDollars(totals.gstCents),
    totalAmount: centsToDollars(totals.totalCents),
    payableAmount: centsToDollars(totals.payableCents),
    ...totals,
  };
}

function discountView(discount: LineDiscount | null) {
  return discount === null
    ? null
    : {
        description: discount.description,
        amount: centsToDollars(discount.discountCents),
        amountCents: discount.discountCents,
      };
}

/** The checkout summary of a priced cart. */
export function checkoutInfoView(priced: PricedCart, gst: GstRow, coupon: string | null): CheckoutInfoView {
  return {
    items: priced.lines.map((line) => ({
      id: line.item.id,
      description: line.description,
      quantity: 1,
      amount: centsToDollars(line.amountCents),
      amountCents: line.amountCents,
      discount: discountView(line.discount),
    })),
    gstConfig: { id: gst.id, percentage: basisPointsToPercentage(gst.rateBasisPoints) },
    coupon,
    ...amounts(priced.totals),
  };
}

/** The cart in the API's shape; `person` is whom the services are for. */
export function cartView(cart: CartRow, person: { id: string; name: string }): CartView {
  return {
    categoryId: cart.categoryId,
    categoryName: cart.categoryName,
    customerId: person.id,
    customerName: person.name,
    referralSource: cart.hasReferralSource
      ? { source: cart.referralSource, sourceOthers: cart.referralSourceOthers }
      : null,
    marketingConsent: cart.marketingConsent,
    coupon: cart.couponCode,
    items: cart.items.map((item) => ({
      id: item.id,
      categoryId: item.categoryId,
      productId: item.productId,
      productName: item.productName,
      offeringId: item.offeringId,
      offeringName: item.offeringName,
      centerId: item.centreId,
      centerName: item.centreName,
      priceCents: item.priceCents,
      amount: centsToDollars(item.priceCents),
    })),
    itemCount: cart.items.length,
  };
}

/** An order in the API's shape. */
/**
 * Whom a new order is billed to until the payer chooses: their own payment segment, corporate only when their
 * profile names the company (a corporate order is always billed to one).
 */
export function initialBilling(customer: Customer): OrderBilling {
  const named = customer.profile.companyName;
  const companyName = typeof named === 'string' ? named.trim() : '';
  return customer.paymentSegment === 'CORPORATE' && companyName !== ''
    ? { paymentSegment: 'CORPORATE', companyName }
    : { paymentSegment: 'RETAIL' };
}

export function orderView(order: OrderRow): OrderView {
  return {
    id: order.id,
    customerId: order.lovedOneId ?? order.customerId,
    customerName: order.customerName,
    payerId: order.customerId,
    payerName: order.payerName,
    paymentSegment: order.paymentSegment as PaymentSegment,
    companyName: order.companyName,
    orderNumber: order.orderNumber,
    createdDate: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    coupon: order.couponCode,
    ...amounts({
      subTotalCents: order.subTotalCents,
      discountCents: order.discountCents,
      gstCents: order.gstCents,
      totalCents: order.totalCents,
      payableCents: order.payableCents,
    }),
    address: (order.billingAddress as OrderAddress | null) ?? null,
    items: order.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      amount: centsToDollars(item.amountCents),
      amountCents: item.amountCents,
      discount:
        item.discountDescription === null
          ? null
          : {
              description: item.discountDescription,
              amount: centsToDollars(item.discountCents),
              amountCents: item.discountCents,
            },
    })),
    paymentTransaction: null,
  };
}

/** Whether the outcome of a code applies, for a cart that has lines. */
export function evaluateCoupon(
  resolved: ResolvedCoupon,
  items: readonly Pick<CartLineRow, 'productId' | 'priceCents'>[],
  now: Date,
): CouponOutcome {
  return couponDiscounts(resolved.facts, couponLines(items), now);
}
