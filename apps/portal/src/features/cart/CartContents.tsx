import { cartPageMessages, formatMessage, messages } from '@careportal/domain';
import { AlertDialog, DetailList } from '@careportal/ui';
import { useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { CART_URLS, useRefreshCart, type CartView, type CartViewItem } from '../../shell/cart';
import { cartWithOnly, endCheckoutAttempt } from './cartApi';
import { CartProgrammes } from './CartProgrammes';
import { CheckoutSection } from './CheckoutSection';

const text = cartPageMessages;

/** Props of {@link CartContents}. */
export interface CartContentsProps {
  /** The customer's cart, with at least one programme. */
  view: CartView;
  isCheckingOut: boolean;
  /** Checkout was pressed. */
  onCheckout: () => void;
}

/**
 * A cart with programmes: who the services are for, the programmes with Remove and Empty cart (each confirmed
 * first), and the checkout summary with the promotion code and Checkout. Any change to the cart is a new checkout
 * attempt, and the cart is read again.
 */
export function CartContents({ view, isCheckingOut, onCheckout }: CartContentsProps) {
  const client = useApiClient();
  const refresh = useRefreshCart();
  const [removing, setRemoving] = useState<CartViewItem | 'all' | null>(null);
  const [isChanging, setChanging] = useState(false);

  const cartChanged = async () => {
    endCheckoutAttempt();
    await refresh();
  };

  const confirmRemove = async () => {
    if (removing === null) return;
    setChanging(true);
    const remaining = removing === 'all' ? [] : view.items.filter((item) => item.id !== removing.id);
    const result =
      remaining.length === 0
        ? await client.request('DELETE', CART_URLS.cart)
        : await client.request('PUT', CART_URLS.cart, { body: cartWithOnly(view, remaining) });
    if (!result.error) await cartChanged();
    setChanging(false);
    setRemoving(null);
  };

  return (
    <>
      <DetailList items={[{ label: text.servicesFor, value: view.customerName }]} />
      <CartProgrammes
        view={view}
        onRemove={(item) => {
          setRemoving(item);
        }}
        onEmpty={() => {
          setRemoving('all');
        }}
      />
      <CheckoutSection isCheckingOut={isCheckingOut} onCheckout={onCheckout} onCartChanged={cartChanged} />
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        title={
          removing === 'all'
            ? text.emptyCartTitle
            : formatMessage(text.removeProgrammeTitle, { name: removing?.productName ?? '' })
        }
        variant="danger"
        confirmLabel={removing === 'all' ? text.emptyCart : text.removeProgramme}
        cancelLabel={messages.labels.cancel}
        isConfirming={isChanging}
        closeOnConfirm={false}
        onConfirm={() => {
          void confirmRemove();
        }}
      >
        {removing === 'all' ? text.emptyCartBody : text.removeProgrammeBody}
      </AlertDialog>
    </>
  );
}
