import {
  readSavedCart,
  type Cart,
  type CartLineView,
  type CartView as DomainCartView,
} from '@careportal/domain';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../data/ApiProvider';
import type { ApiResult } from '../data/client';
import { useSession } from '../auth/session';
import { CART_STORAGE_KEY, getItem, removeItem, setItem } from '../storage';

/**
 * The cart saved in localStorage (before a sign-in redirect, say), taken out once: it is returned and removed,
 * so a second call finds nothing. Anything that is not a valid cart is dropped.
 *
 * With `keep`, a valid cart is returned and left in storage: the load that carries a sign-in response, which
 * MSAL may follow with a full load of the page the sign-in started on; that load takes it.
 */
export function takeSavedCart(storage: Storage = localStorage, { keep = false } = {}): Cart | null {
  const cart = readSavedCart(getItem(CART_STORAGE_KEY, storage));
  if (!keep || cart === null) removeItem(CART_STORAGE_KEY, storage);
  return cart;
}

/** Forgets the saved cart: the cart review has sent it. */
export function forgetSavedCart(storage: Storage = localStorage): void {
  removeItem(CART_STORAGE_KEY, storage);
}

/** Keeps a visitor's cart in localStorage through the sign-in redirect (restored once at startup). */
export function saveCartForSignIn(cart: Cart, storage: Storage = localStorage): void {
  setItem(CART_STORAGE_KEY, cart, undefined, storage);
}

interface CartContextValue {
  cart: Cart | null;
  setCart: (cart: Cart | null) => void;
}

const CartContext = createContext<CartContextValue>({ cart: null, setCart: () => undefined });

/** Holds the cart; it starts from the one restored at startup. */
export function CartProvider({ initialCart, children }: { initialCart: Cart | null; children: ReactNode }) {
  const [cart, setCart] = useState(initialCart);
  const value = useMemo(() => ({ cart, setCart }), [cart]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart saved before sign-in (not yet sent to the server), and its setter. */
export function useCart(): CartContextValue {
  return useContext(CartContext);
}

/** The cart's paths, relative to the API (docs/cart-api.md). */
export const CART_URLS = {
  cart: 'cart',
  checkoutInfo: 'cart/checkout-info',
  applyCoupon: 'cart/applyCoupon',
  removeCoupon: 'cart/removeCoupon',
  checkout: 'cart/checkout',
} as const;

/** One programme of the signed-in customer's cart (GET cart). */
export type CartViewItem = CartLineView;

/** The signed-in customer's cart as the API answers it (GET and PUT cart). */
export type CartView = DomainCartView;

const CART_READ = { quiet: true, background: true } as const;

/**
 * The signed-in customer's cart (GET cart; `data` null when there is none), read once for the header and every
 * page that shows it: they share one SWR entry, so a change made on one page shows everywhere once
 * {@link useRefreshCart} is called. A visitor reads nothing.
 */
export function useCartView() {
  const session = useSession();
  return useApi<CartView>(session.status === 'signed-in' ? CART_URLS.cart : null, CART_READ);
}

/** Whether an SWR key is a read of `url` (the keys of {@link useApi} start with their URL). */
const readOf = (url: string) => (key: unknown) => Array.isArray(key) && key[0] === url;

/**
 * Reads the cart again after any change to it, then its checkout information only if it still has programmes.
 * A cart that checkout or Empty cart has just emptied has no summary (GET cart/checkout-info answers 404 for it):
 * its old summary is dropped without asking, so a later cart's page reads its own.
 */
export function useRefreshCart(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    const carts = await mutate<ApiResult<CartView | null> | undefined>(readOf(CART_URLS.cart));
    const hasProgrammes = carts.some((read) => (read?.data?.items.length ?? 0) > 0);
    if (hasProgrammes) await mutate(readOf(CART_URLS.checkoutInfo));
    else await mutate(readOf(CART_URLS.checkoutInfo), undefined, { revalidate: false });
  };
}

/**
 * The number of programmes the header's cart shows: signed in, the server's cart (and a saved cart still on
 * its way there); a visitor, the cart saved for after sign-in.
 */
export function useCartCount(): number {
  const { cart } = useCart();
  const { data } = useCartView();
  const saved = cart?.items.length ?? 0;
  const server = data?.data?.itemCount ?? 0;
  return saved > 0 ? saved : server;
}
