import { Stack } from '@careportal/ui';
import type { ReactNode } from 'react';
import { Query } from '../../data/Query';
import { CartContents } from '../../features/cart/CartContents';
import { CartLoading, EmptyCart, RestoringCart } from '../../features/cart/CartStates';
import { useCustomerCart } from '../../features/cart/cartApi';
import { PlacedOrderPanel } from '../../features/cart/PlacedOrderPanel';
import { useCheckout } from '../../features/cart/useCheckout';
import { useSendSavedCart } from '../../features/cart/useSendSavedCart';

/** Props of {@link CartReviewPage}. */
export interface CartReviewPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * The cart review (route ProductCatalogCartReview): who the services are for, the programmes with Remove and
 * Empty cart (each confirmed), the checkout summary the server computed, the promotion code, and Checkout,
 * which places one order that waits for payment whatever the presses or reloads. A cart saved before sign-in
 * is sent first, once.
 */
export function CartReviewPage({ title }: CartReviewPageProps) {
  const cart = useCustomerCart();
  const isSendingSaved = useSendSavedCart();
  const { order, isCheckingOut, checkout } = useCheckout();

  let body: ReactNode;
  if (order !== null) {
    body = <PlacedOrderPanel order={order} />;
  } else if (isSendingSaved) {
    body = <RestoringCart />;
  } else {
    body = (
      <Query query={cart} loading={<CartLoading />}>
        {({ view }) =>
          view === null || view.items.length === 0 ? (
            <EmptyCart />
          ) : (
            <CartContents
              view={view}
              isCheckingOut={isCheckingOut}
              onCheckout={() => {
                void checkout();
              }}
            />
          )
        }
      </Query>
    );
  }

  return (
    <Stack space="xl">
      <h1>{title}</h1>
      {body}
    </Stack>
  );
}
