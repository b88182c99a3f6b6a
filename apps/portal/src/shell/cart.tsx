import { readSavedCart, type Cart } from '@careportal/domain';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { CART_STORAGE_KEY, getItem, removeItem } from '../storage';

/**
 * The cart saved in localStorage (before a sign-in redirect, say), taken out once: it is returned and removed,
 * so a second call finds nothing. Anything that is not a valid cart is dropped.
 */
export function takeSavedCart(storage: Storage = localStorage): Cart | null {
  const saved = getItem(CART_STORAGE_KEY, storage);
  removeItem(CART_STORAGE_KEY, storage);
  return readSavedCart(saved);
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

/** The cart and its setter. */
export function useCart(): CartContextValue {
  return useContext(CartContext);
}
