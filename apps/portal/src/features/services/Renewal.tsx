import {
  bookingPageMessages,
  formatMessage,
  messages,
  planCart,
  registerPageMessages,
  renewalCart,
  type CartPlan,
  type RenewalCart,
  type SavedCart,
} from '@careportal/domain';
import { AlertDialog, Button, Card, DetailList, Inline, InlineAlert, Link, useToast } from '@careportal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import { failureMessage, type ApiResult } from '../../data/client';
import { CART_URLS } from '../../shell/cart';
import { type ServiceSummary } from './api';
import { textStyles } from '../../shell/textStyles';
import { MY_SERVICES_PATH, CART_REVIEW_PATH } from '../../paths';

const text = bookingPageMessages.renew;

/** What {@link useRenewal} gives the Renew page. */
export interface Renewal {
  /** What to ask before the cart changes (another person's or category's cart, another offer), or null. */
  plan: CartPlan<RenewalCart> | null;
  isSaving: boolean;
  /** Reads the cart and renews, or asks first ({@link Renewal.plan}). */
  renew: () => Promise<void>;
  /** Renews as {@link Renewal.plan} asked. */
  confirm: () => Promise<void>;
  /** Leaves the cart as it is. */
  dismiss: () => void;
}

/**
 * Renewing `service` with `cart` (domain renewalCart): added to the cart already there (domain planCart, asking
 * first when it holds another person's or category's programmes, or another offer of this one), then the cart
 * review opens. A refused save says why in a toast and stays.
 */
export function useRenewal(service: ServiceSummary, cart: RenewalCart): Renewal {
  const navigate = useNavigate();
  const client = useApiClient();
  const { show } = useToast();
  const { mutate } = useSWRConfig();
  const [plan, setPlan] = useState<CartPlan<RenewalCart> | null>(null);
  const [isSaving, setSaving] = useState(false);

  const putCart = async (body: object) => {
    setSaving(true);
    const result: ApiResult = await client.request('PUT', CART_URLS.cart, { quiet: true, body: body });
    setSaving(false);
    setPlan(null);
    if (result.error) {
      show({ type: 'support', content: failureMessage(result) });
      return;
    }
    void mutate((key) => Array.isArray(key) && key[0] === CART_URLS.cart);
    void navigate(CART_REVIEW_PATH);
  };

  const renew = async () => {
    setSaving(true);
    const existing = await client.request<SavedCart | null>('GET', CART_URLS.cart, { quiet: true });
    const selfId = service.forSelf ? service.personId : null;
    const next = planCart(existing.error ? null : existing.data, cart, selfId);
    if (next.ask === null) {
      await putCart(next.body);
    } else {
      setSaving(false);
      setPlan(next);
    }
  };

  return {
    plan,
    isSaving,
    renew,
    confirm: async () => {
      if (plan !== null) await putCart(plan.body);
    },
    dismiss: () => {
      setPlan(null);
    },
  };
}

/** What is renewed: the offer, the centre and the person. */
function RenewalDetails({ service }: { service: ServiceSummary }) {
  return (
    <DetailList
      items={[
        { label: text.offering, value: service.offeringName ?? messages.generic.dash },
        { label: text.centre, value: service.centreName },
        { label: text.person, value: service.personName },
      ]}
    />
  );
}

/** Why a service cannot be renewed, plainly, with the way back, then the service; the cart is never touched. */
function RenewalRefused({ service }: { service: ServiceSummary }) {
  return (
    <>
      <InlineAlert tone="warning" title={text.refusedTitle} role="alert">
        <p className={textStyles.flush}>{messages.catalogue.cannotRenew}</p>
        <Inline space="sm" alignY="center">
          <Link href={MY_SERVICES_PATH} variant="primaryButton">
            {bookingPageMessages.backToMyServices}
          </Link>
        </Inline>
      </InlineAlert>
      <Card title={service.productName} headingLevel={2}>
        <RenewalDetails service={service} />
      </Card>
    </>
  );
}

/** The service to renew, with Renew, and what to ask before the cart changes. */
function RenewalOffer({ service, cart }: { service: ServiceSummary; cart: RenewalCart }) {
  const renewal = useRenewal(service, cart);
  const { plan } = renewal;
  return (
    <>
      <p className={textStyles.flush}>{text.intro}</p>
      <Card
        title={service.productName}
        headingLevel={2}
        actionsPlacement="footer"
        actions={
          <Button
            isLoading={renewal.isSaving}
            onPress={() => {
              void renewal.renew();
            }}
          >
            {text.renew}
          </Button>
        }
      >
        <RenewalDetails service={service} />
      </Card>
      <AlertDialog
        isOpen={plan !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) renewal.dismiss();
        }}
        title={
          plan?.ask === 'replace'
            ? registerPageMessages.replaceCartTitle
            : registerPageMessages.changeOfferTitle
        }
        onConfirm={() => {
          void renewal.confirm();
        }}
      >
        {plan?.ask === 'replace'
          ? formatMessage(registerPageMessages.replaceCartBody, {
              name: plan.existingCustomerName,
              category: plan.existingCategoryName,
            })
          : messages.catalogue.offerAlreadyInCart}
      </AlertDialog>
    </>
  );
}

/**
 * Renewing a service: the same programme, offer and centre for the same person, into the cart (domain
 * renewalCart), or why it cannot be renewed ('The service is purchased and can not be renewed') with the way
 * back to My Services.
 */
export function ServiceRenewal({ service }: { service: ServiceSummary }) {
  const cart = renewalCart(service);
  return cart === null ? (
    <RenewalRefused service={service} />
  ) : (
    <RenewalOffer service={service} cart={cart} />
  );
}
