import { CART_SOURCE, type Cart, type CatalogueProduct } from '@careportal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { useSession } from '../../auth/session';
import { CART_URLS, saveCartForSignIn, useCart, useRefreshCart } from '../../shell/cart';
import { CART_REVIEW_PATH } from '../../paths';

/** What {@link useCheckOutProduct} gives a product's page. */
export interface CheckOutProduct {
  /** Puts the product with the offer and centre chosen in the cart, then opens the cart review. */
  checkOut: (product: CatalogueProduct, offeringId: string, centreId: string) => Promise<void>;
  /** The customer's cart is on its way to the server. */
  isSaving: boolean;
}

/**
 * Check out from a product's page: a customer's cart of this one programme is saved (PUT cart, for themselves)
 * and the cart review opens; a visitor's is kept in the browser through the sign-in, which the cart review starts.
 */
export function useCheckOutProduct(): CheckOutProduct {
  const session = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const refresh = useRefreshCart();
  const { setCart } = useCart();
  const [isSaving, setSaving] = useState(false);

  const checkOut = async (product: CatalogueProduct, offeringId: string, centreId: string) => {
    const cart: Cart = {
      categoryId: product.categoryId,
      customerId: null,
      referralSource: null,
      marketingConsent: false,
      items: [{ categoryId: product.categoryId, productId: product.id, offeringId, centerId: centreId }],
    };
    if (session.status !== 'signed-in') {
      // Kept through the sign-in, sent from the cart review once the visitor is back. The cart review needs a
      // sign-in and starts it from there, so the provider returns to the page the sign-in started on.
      saveCartForSignIn(cart);
      setCart(cart);
      await navigate(CART_REVIEW_PATH);
      return;
    }
    setSaving(true);
    const result = await client.request('PUT', CART_URLS.cart, { body: { ...cart, source: CART_SOURCE } });
    setSaving(false);
    if (result.error) return;
    await refresh();
    await navigate(CART_REVIEW_PATH);
  };

  return { checkOut, isSaving };
}
