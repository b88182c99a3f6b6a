/**
 * The cart review's calls (docs/cart-api.md) beyond the cart itself (shell/cart.tsx, which the header shares): the
 * cart as the review reads it, the checkout information, promotion codes and checkout with its idempotency key.
 * Every amount is the server's, in cents.
 */
import { CART_SOURCE, type CheckoutInfoView, type OrderView } from '@careportal/domain';
import { useApi } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import type { Read } from '../../data/Query';
import { CART_URLS, useCartView, type CartView, type CartViewItem } from '../../shell/cart';
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

/** The customer's cart as the cart review reads it: `view` is null when they have none. */
export interface CustomerCart {
  view: CartView | null;
}

/**
 * The signed-in customer's cart (GET cart, the header's read) for the cart review: an answer without a cart is a
 * cart to show as empty, not a failure.
 */
export function useCustomerCart(): Read<CustomerCart> {
  const { data, mutate } = useCartView();
  let answer: ApiResult<CustomerCart> | undefined;
  if (data !== undefined)
    answer = data.error ? { ...data, data: null } : { ...data, data: { view: data.data } };
  return { data: answer, mutate };
}

/** GET cart/checkout-info: the summary the server computed, with the promotion code applied. */
export function useCheckoutInfo() {
  return useApi<CheckoutInfo>(CART_URLS.checkoutInfo, { quiet: true, background: true });
}

/** The body of PUT cart that keeps `view`'s person, source and consent with only `items`. */
export function cartWithOnly(view: CartView, items: readonly CartViewItem[]) {
  return {
    categoryId: view.categoryId,
    customerId: view.customerId,
    referralSource: view.referralSource,
    marketingConsent: view.marketingConsent,
    items: items.map(({ categoryId, productId, offeringId, centerId }) => ({
      categoryId,
      productId,
      offeringId,
      centerId,
    })),
    source: CART_SOURCE,
  };
}
