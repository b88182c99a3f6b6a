import {
  CART_SOURCE,
  formatMessage,
  formatMoney,
  messages,
  type Cart,
  cartPageMessages,
} from '@careportal/domain';
import {
  AlertDialog,
  Button,
  Card,
  CheckoutSummary,
  DetailList,
  EmptyState,
  Link,
  LoadError,
  PromoCodeField,
  ShoppingCartIcon,
  Skeleton,
  SkeletonGroup,
  sprinkles,
} from '@careportal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useApi, useApiClient } from '../../data/ApiProvider';
import {
  CART_URLS,
  forgetSavedCart,
  useCart,
  useCartView,
  useRefreshCart,
  type CartView,
  type CartViewItem,
} from '../../shell/cart';
import {
  checkoutAttemptKey,
  endCheckoutAttempt,
  paymentPath,
  type CheckoutInfo,
  type PlacedOrder,
} from '../../features/cart/cartApi';
import { failureMessage } from '../../data/client';

const text = cartPageMessages;
const REGISTER_SERVICE = '/register-service';
const QUIET = { quiet: true, background: true } as const;

const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  list: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;

/** Props of {@link CartReviewPage}. */
export interface CartReviewPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/** The body of PUT cart for `view` with only `items`. */
function saveRequest(view: CartView, items: readonly CartViewItem[]) {
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

/**
 * Sends the cart saved before sign-in (restored once at startup) with PUT cart, for the customer themselves,
 * once; then it is gone from the context. Says whether one is still on its way.
 */
function useSendSavedCart(): boolean {
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

function Loading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="heading" />
      <Skeleton shape="card" lines={3} />
      <Skeleton shape="block" aspectRatio={3} />
    </SkeletonGroup>
  );
}

/** The order that waits for payment, with the way on to pay it. */
function PlacedOrderPanel({ order }: { order: PlacedOrder }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={layout.section} aria-labelledby="placed-order">
      <h2 id="placed-order" ref={headingRef} tabIndex={-1} className={layout.sectionTitle}>
        {text.orderPlacedTitle}
      </h2>
      <p>{text.orderPlacedBody}</p>
      <DetailList
        columns={2}
        items={[
          { label: text.orderNumber, value: order.orderNumber },
          { label: text.amountPayable, value: formatMoney(order.payableCents) },
          { label: text.orderStatus, value: text.orderStatuses[order.status] },
        ]}
      />
      <div className={layout.actions}>
        <Link href={paymentPath(order.id)} variant="primaryButton">
          {text.continueToPayment}
        </Link>
      </div>
    </section>
  );
}

interface ProgrammesProps {
  view: CartView;
  onRemove: (item: CartViewItem) => void;
  onEmpty: () => void;
}

function Programmes({ view, onRemove, onEmpty }: ProgrammesProps) {
  const titleId = useId();
  return (
    <section className={layout.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {text.programmesTitle}
      </h2>
      <div className={layout.list}>
        {view.items.map((item) => (
          <div key={item.id}>
            <Card
              title={item.productName}
              headingLevel={3}
              actionsPlacement="footer"
              actions={
                <Button
                  variant="tertiary"
                  aria-label={formatMessage(text.removeProgrammeNamed, { name: item.productName })}
                  onPress={() => {
                    onRemove(item);
                  }}
                >
                  {text.removeProgramme}
                </Button>
              }
            >
              <DetailList
                items={[
                  { label: text.offer, value: item.offeringName },
                  { label: text.centre, value: item.centerName },
                  { label: text.price, value: formatMoney(item.priceCents) },
                ]}
              />
            </Card>
          </div>
        ))}
      </div>
      <div className={layout.actions}>
        <Button variant="secondary" onPress={onEmpty}>
          {text.emptyCart}
        </Button>
      </div>
    </section>
  );
}

interface SummaryProps {
  isCheckingOut: boolean;
  onCheckout: () => void;
  onCartChanged: () => Promise<void>;
}

/** The checkout summary from the server, the promotion code and Checkout. */
function Summary({ isCheckingOut, onCheckout, onCartChanged }: SummaryProps) {
  const client = useApiClient();
  const info = useApi<CheckoutInfo>(CART_URLS.checkoutInfo, QUIET);
  const [busy, setBusy] = useState<'applying' | 'removing' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = async (url: string, body?: unknown) => {
    const result = await client.request<CheckoutInfo>('PUT', url, { quiet: true, body: body });
    if (result.error || result.data === null) {
      setRefusal(failureMessage(result));
      return;
    }
    setRefusal(null);
    await info.mutate({ ...result, data: result.data }, { revalidate: false });
    await onCartChanged();
  };

  if (info.data === undefined) return <Skeleton shape="block" aspectRatio={3} />;
  const checkout = info.data.data;
  if (info.data.error || checkout === null) {
    return (
      <LoadError
        onRetry={() => {
          void info.mutate();
        }}
      />
    );
  }
  return (
    <section className={layout.section} aria-label={text.summaryTitle}>
      <CheckoutSummary
        items={checkout.items}
        subTotalCents={checkout.subTotalCents}
        discountCents={checkout.discountCents}
        gstCents={checkout.gstCents}
        gstPercentage={checkout.gstConfig.percentage}
        payableCents={checkout.payableCents}
      />
      <PromoCodeField
        appliedCode={checkout.coupon}
        isApplying={busy === 'applying'}
        isRemoving={busy === 'removing'}
        errorMessage={refusal}
        isDisabled={isCheckingOut}
        onApply={(coupon) => {
          setBusy('applying');
          void change(CART_URLS.applyCoupon, { coupon }).finally(() => {
            setBusy(null);
          });
        }}
        onRemove={() => {
          setBusy('removing');
          void change(CART_URLS.removeCoupon).finally(() => {
            setBusy(null);
          });
        }}
      />
      <div className={layout.actions}>
        <Button isLoading={isCheckingOut} isDisabled={busy !== null} onPress={onCheckout}>
          {text.checkout}
        </Button>
      </div>
    </section>
  );
}

/**
 * The cart review (route ProductCatalogCartReview): who the services are for, the programmes with Remove and
 * Empty cart (each confirmed), the checkout summary the server computed, the promotion code, and Checkout,
 * which places one order that waits for payment whatever the presses or reloads. A cart saved before sign-in
 * is sent first, once.
 */
export function CartReviewPage({ title }: CartReviewPageProps) {
  const client = useApiClient();
  const cart = useCartView();
  const refresh = useRefreshCart();
  const isSendingSaved = useSendSavedCart();
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [isCheckingOut, setCheckingOut] = useState(false);
  const checkingOut = useRef(false);
  const [removing, setRemoving] = useState<CartViewItem | 'all' | null>(null);
  const [isChanging, setChanging] = useState(false);

  const cartChanged = async () => {
    endCheckoutAttempt();
    await refresh();
  };

  const checkout = async () => {
    // A second press while the first is on its way sends nothing; a reload sends the same key again.
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

  const confirmRemove = async (view: CartView) => {
    if (removing === null) return;
    setChanging(true);
    const remaining = removing === 'all' ? [] : view.items.filter((item) => item.id !== removing.id);
    const result =
      remaining.length === 0
        ? await client.request('DELETE', CART_URLS.cart)
        : await client.request('PUT', CART_URLS.cart, { body: saveRequest(view, remaining) });
    if (!result.error) await cartChanged();
    setChanging(false);
    setRemoving(null);
  };

  let body;
  if (order !== null) {
    body = <PlacedOrderPanel order={order} />;
  } else if (isSendingSaved) {
    body = (
      <SkeletonGroup label={text.restoringCart}>
        <Skeleton shape="card" lines={3} />
      </SkeletonGroup>
    );
  } else if (cart.data === undefined) {
    body = <Loading />;
  } else if (cart.data.error) {
    body = (
      <LoadError
        onRetry={() => {
          void cart.mutate();
        }}
      />
    );
  } else if (cart.data.data === null || cart.data.data.items.length === 0) {
    body = (
      <EmptyState
        title={text.emptyTitle}
        headingLevel={2}
        icon={ShoppingCartIcon}
        action={
          <Link href={REGISTER_SERVICE} variant="primaryButton">
            {text.registerService}
          </Link>
        }
      >
        {text.emptyBody}
      </EmptyState>
    );
  } else {
    const view = cart.data.data;
    body = (
      <>
        <DetailList items={[{ label: text.servicesFor, value: view.customerName }]} />
        <Programmes
          view={view}
          onRemove={(item) => {
            setRemoving(item);
          }}
          onEmpty={() => {
            setRemoving('all');
          }}
        />
        <Summary
          isCheckingOut={isCheckingOut}
          onCheckout={() => {
            void checkout();
          }}
          onCartChanged={cartChanged}
        />
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
            void confirmRemove(view);
          }}
        >
          {removing === 'all' ? text.emptyCartBody : text.removeProgrammeBody}
        </AlertDialog>
      </>
    );
  }

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      {body}
    </div>
  );
}
