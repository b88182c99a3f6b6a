import { CART_SOURCE, type Cart } from '@careportal/domain';
import { useEffect, useRef } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { CART_URLS, forgetSavedCart, useCart, useRefreshCart } from '../../shell/cart';
import { endCheckoutAttempt } from './cartApi';

/**
 * Sends the cart saved before sign-in (restored once at startup) with PUT cart, for the customer themselves,
 * once; then it is gone from the context. Says whether one is still on its way.
 */
export function useSendSavedCart(): boolean {
  const { cart, setCart } = useCart();
  const client = useApiClient();
  const refresh = useRefreshCart();
  const sent = useRef<Cart | null>(null);
  useEffect(() => {
    if (cart === null || sent.current === cart) return;
    sent.current = cart;
    void client
      .request('PUT', CART_URLS.cart, { body: { ...cart, customerId: null, source: CART_SOURCE } })
      .then(async () => {
        endCheckoutAttempt();
        forgetSavedCart();
        setCart(null);
        await refresh();
      });
  }, [cart, client, setCart, refresh]);
  return cart !== null;
}
