import { useRef, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { CART_URLS, useRefreshCart } from '../../shell/cart';
import { checkoutAttemptKey, endCheckoutAttempt, type PlacedOrder } from './cartApi';

/** What {@link useCheckout} gives the cart review. */
export interface Checkout {
  /** The order Checkout placed, which waits for payment; null until then. */
  order: PlacedOrder | null;
  isCheckingOut: boolean;
  /** Places one order for the cart (POST cart/checkout with the attempt's idempotency key). */
  checkout: () => Promise<void>;
}

/**
 * Checkout from the cart review: one order whatever the presses or reloads. A second press while the first is on
 * its way sends nothing; a reload sends the same key again, and a refusal ends the attempt.
 */
export function useCheckout(): Checkout {
  const client = useApiClient();
  const refresh = useRefreshCart();
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [isCheckingOut, setCheckingOut] = useState(false);
  const checkingOut = useRef(false);

  const checkout = async () => {
    if (checkingOut.current) return;
    checkingOut.current = true;
    setCheckingOut(true);
    const result = await client.request<PlacedOrder>('POST', CART_URLS.checkout, {
      headers: { 'Idempotency-Key': checkoutAttemptKey() },
    });
    if (!result.error && result.data !== null) {
      endCheckoutAttempt();
      setOrder(result.data);
      await refresh();
    } else if (result.httpCode < 500) {
      // Refused: no order was made with this key, and the next press is a new attempt.
      endCheckoutAttempt();
    }
    checkingOut.current = false;
    setCheckingOut(false);
  };

  return { order, isCheckingOut, checkout };
}
