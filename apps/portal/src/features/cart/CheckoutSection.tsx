import { cartPageMessages } from '@careportal/domain';
import { Button, CheckoutSummary, Inline, PromoCodeField, Skeleton, Stack } from '@careportal/ui';
import { useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { failureMessage } from '../../data/client';
import { Query } from '../../data/Query';
import { CART_URLS } from '../../shell/cart';
import { useCheckoutInfo, type CheckoutInfo } from './cartApi';

const text = cartPageMessages;

/** Props of {@link CheckoutSection}. */
export interface CheckoutSectionProps {
  isCheckingOut: boolean;
  /** Checkout was pressed. */
  onCheckout: () => void;
  /** A promotion code was applied or removed: the cart changed. */
  onCartChanged: () => Promise<void>;
}

/**
 * The checkout summary the server computed, the promotion code (applied or removed by the server, which says why
 * it refuses one) and Checkout.
 */
export function CheckoutSection({ isCheckingOut, onCheckout, onCartChanged }: CheckoutSectionProps) {
  const client = useApiClient();
  const info = useCheckoutInfo();
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

  return (
    <Query query={info} loading={<Skeleton shape="block" aspectRatio={3} />}>
      {(checkout) => (
        <Stack as="section" space="md" aria-label={text.summaryTitle}>
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
          <Inline space="sm" alignY="center">
            <Button isLoading={isCheckingOut} isDisabled={busy !== null} onPress={onCheckout}>
              {text.checkout}
            </Button>
          </Inline>
        </Stack>
      )}
    </Query>
  );
}
