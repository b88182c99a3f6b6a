/**
 * The cart review's calls (docs/cart-api.md) beyond the cart itself (shell/cart.tsx): the checkout information,
 * promotion codes and checkout with its idempotency key. Every amount is the server's, in cents.
 */
import type { CheckoutInfoView, OrderView } from '@careportal/domain';
import { CHECKOUT_ATTEMPT_STORAGE_KEY, getItem, removeItem, setItem } from '../../storage';

/** GET cart/checkout-info, and the answer of applying or removing a promotion code. */
export type CheckoutInfo = CheckoutInfoView;

/** What the page shows of the order POST cart/checkout answers: it waits for payment. */
export type PlacedOrder = Pick<OrderView, 'id' | 'orderNumber' | 'status' | 'payableAmount' | 'payableCents'>;

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
