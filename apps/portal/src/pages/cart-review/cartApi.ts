/**
 * The cart review's calls (docs/cart-api.md) beyond the cart itself (shell/cart.tsx): the checkout information,
 * promotion codes and checkout with its idempotency key. Every amount is the server's, in cents.
 */
import type { OrderStatus } from '@careportal/domain';
import { CHECKOUT_ATTEMPT_STORAGE_KEY, getItem, removeItem, setItem } from '../../storage';

/** One line of the checkout information. */
export interface CheckoutInfoItem {
  id: string;
  description: string;
  quantity: number;
  amount: number;
  amountCents: number;
  discount: { description: string; amount: number; amountCents: number } | null;
}

/** GET cart/checkout-info, and the answer of applying or removing a promotion code. */
export interface CheckoutInfo {
  items: CheckoutInfoItem[];
  gstConfig: { id: string; percentage: number };
  coupon: string | null;
  subTotalAmount: number;
  discountAmount: number;
  gstAmount: number;
  totalAmount: number;
  payableAmount: number;
  subTotalCents: number;
  discountCents: number;
  gstCents: number;
  totalCents: number;
  payableCents: number;
}

/** The order POST cart/checkout answers: it waits for payment. */
export interface PlacedOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  payableAmount: number;
  payableCents: number;
}

/** Where an order is paid (the payment pages). */
export function paymentPath(orderId: string): string {
  return `/payment?${new URLSearchParams({ orderId }).toString()}`;
}

/**
 * The key of the checkout being attempted: the one kept from an attempt that got no answer, or a new one,
 * kept until {@link endCheckoutAttempt}.
 */
export function checkoutAttemptKey(
  storage: Storage = sessionStorage,
  makeKey: () => string = () => crypto.randomUUID(),
): string {
  const kept = getItem(CHECKOUT_ATTEMPT_STORAGE_KEY, storage);
  if (typeof kept === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(kept)) return kept;
  const key = makeKey();
  setItem(CHECKOUT_ATTEMPT_STORAGE_KEY, key, undefined, storage);
  return key;
}

/** The attempt is over: an order answered, or the cart changed (a new cart is a new attempt). */
export function endCheckoutAttempt(storage: Storage = sessionStorage): void {
  removeItem(CHECKOUT_ATTEMPT_STORAGE_KEY, storage);
}
