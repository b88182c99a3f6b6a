import {
  bookingPageMessages,
  formatMessage,
  messages,
  registerPageMessages,
  type CartItem,
  planCart,
  type CartPlan,
  type SavedCart,
} from '@careportal/domain';
import { AlertDialog, Button, Card, DetailList, InlineAlert, Link, useToast } from '@careportal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import { failureMessage, type ApiResult } from '../../data/client';
import type { PageProps } from '../../pageModules';
import { MY_SERVICES_PATH, type ServiceSummary } from '../../features/services/api';
import { ServiceGate } from '../../features/services/ServiceGate';
import { bookingLayout } from '../../features/services/bookingLayout';
import { CART_URLS } from '../../shell/cart';
import { CART_REVIEW_PATH } from '../../features/cart/registerApi';

const text = bookingPageMessages.renew;

/** The cart line that renews `service`: the same category, product, offer and centre; null without an offer. */
export function renewalItem(service: ServiceSummary): CartItem | null {
  if (service.offeringId == null) return null;
  return {
    categoryId: service.categoryId,
    productId: service.productId,
    offeringId: service.offeringId,
    centerId: service.centerId,
  };
}

/** The body of PUT cart that renews `service` for the same person (null: the customer themselves). */
function renewalBody(service: ServiceSummary, item: CartItem) {
  return {
    categoryId: service.categoryId,
    customerId: service.forSelf ? null : service.personId,
    items: [item],
    source: 'MYNH' as const,
  };
}

/** Why a service cannot be renewed, plainly, with the way back; the cart is never touched. */
function Refused() {
  return (
    <InlineAlert tone="warning" title={text.refusedTitle} role="alert">
      <p className={bookingLayout.text}>{messages.catalogue.cannotRenew}</p>
      <div className={bookingLayout.actions}>
        <Link href={MY_SERVICES_PATH} variant="primaryButton">
          {bookingPageMessages.backToMyServices}
        </Link>
      </div>
    </InlineAlert>
  );
}

function Renewal({ service }: { service: ServiceSummary }) {
  const navigate = useNavigate();
  const client = useApiClient();
  const { show } = useToast();
  const { mutate } = useSWRConfig();
  const [plan, setPlan] = useState<CartPlan<ReturnType<typeof renewalBody>> | null>(null);
  const [isSaving, setSaving] = useState(false);
  const item = renewalItem(service);
  const details = (
    <DetailList
      items={[
        { label: text.offering, value: service.offeringName ?? messages.generic.dash },
        { label: text.centre, value: service.centreName },
        { label: text.person, value: service.personName },
      ]}
    />
  );

  if (!service.renewable || item === null) {
    return (
      <>
        <Refused />
        <Card title={service.productName} headingLevel={2}>
          {details}
        </Card>
      </>
    );
  }

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
    const next = planCart(existing.error ? null : existing.data, renewalBody(service, item), selfId);
    if (next.ask === null) {
      await putCart(next.body);
    } else {
      setSaving(false);
      setPlan(next);
    }
  };

  return (
    <>
      <p className={bookingLayout.text}>{text.intro}</p>
      <Card
        title={service.productName}
        headingLevel={2}
        actionsPlacement="footer"
        actions={
          <Button
            isLoading={isSaving}
            onPress={() => {
              void renew();
            }}
          >
            {text.renew}
          </Button>
        }
      >
        {details}
      </Card>
      <AlertDialog
        isOpen={plan !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPlan(null);
        }}
        title={
          plan?.ask === 'replace'
            ? registerPageMessages.replaceCartTitle
            : registerPageMessages.changeOfferTitle
        }
        onConfirm={() => {
          if (plan !== null) void putCart(plan.body);
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
 * Renew a service (/renew?serviceId=…): the same programme, offer and centre for the same person go into the
 * cart (as the registration wizard puts them there, asking first when the cart holds another person's or
 * category's programmes), and the cart review opens. A service that cannot be renewed (still held) says 'The
 * service is purchased and can not be renewed' with the way back to My Services, and the cart is not touched.
 */
export function RenewPage({ title }: PageProps) {
  return (
    <div className={bookingLayout.page}>
      <h1>{title}</h1>
      <ServiceGate programme={null}>{(service) => <Renewal service={service} />}</ServiceGate>
    </div>
  );
}
