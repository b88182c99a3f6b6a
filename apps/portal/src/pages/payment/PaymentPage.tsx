import { formatMessage, paymentPageMessages, type PaymentSegment } from '@careportal/domain';
import {
  EmptyState,
  InlineAlert,
  Link,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  sprinkles,
} from '@careportal/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import type { PageProps } from '../../pageModules';
import { BillingChoice } from '../../features/payments/BillingChoice';
import { CardPayment } from '../../features/payments/CardPayment';
import { EgiroPayment } from '../../features/payments/EgiroPayment';
import { OrderSummary } from '../../features/payments/OrderSummary';
import {
  PAYMENT_URLS,
  completionPath,
  isPayable,
  type OrderDetail,
  type PaymentMethod,
  type StatusPoll,
} from '../../features/payments/paymentApi';
import { PayNowPayment } from '../../features/payments/PayNowPayment';

const text = paymentPageMessages;
const QUIET = { quiet: true } as const;
const INVOICES = '/invoice';
const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
} as const;

/** Props of {@link PaymentPage}. */
export interface PaymentPageProps extends PageProps {
  /** Leaves for a card issuer's or bank's page (the browser's own navigation by default); stories record it. */
  redirect?: (url: string) => void;
  /** The clock of the PayNow countdown, for stories. */
  now?: () => number;
  /** How the PayNow status is asked: the seeds' polling by default; quicker in stories. */
  statusPoll?: StatusPoll;
}

/**
 * Payment selection (/payment?orderId=…): the order as the server priced it, for whom and paid by whom, whom the
 * tax invoice is for (a retail or a corporate customer), then how to pay: a saved card (with the issuer's 3-D
 * Secure), a PayNow QR, or, for an Active Ageing order, an active eGIRO arrangement (the bank deducts it on its
 * day). A paid order leads to its completion; an
 * order that is not the customer's, or none, says so.
 */
export function PaymentPage({ title, redirect, now, statusPoll }: PaymentPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useApi<OrderDetail>(orderId === null ? null : PAYMENT_URLS.order(orderId), QUIET);
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  // The invoice's choice on screen; null until the person changes it, the order's own until then.
  const [segment, setSegment] = useState<PaymentSegment | null>(null);

  // The order is read again first, so the completion shows it paid rather than as it was a moment ago.
  const paid = () => {
    if (orderId === null) return;
    void order.mutate().finally(() => {
      void navigate(completionPath(orderId));
    });
  };

  const body =
    orderId === null || orderId === '' ? (
      <EmptyState action={<Link href={INVOICES}>{text.paymentHistory}</Link>}>
        {text.noOrderChosen}
      </EmptyState>
    ) : (
      <Query
        query={order}
        loading={
          <SkeletonGroup>
            <Skeleton shape="card" lines={4} />
            <Skeleton shape="block" aspectRatio={3} />
          </SkeletonGroup>
        }
        refusal={(answer) =>
          answer.httpCode === 404 || answer.httpCode === 400 ? (
            <EmptyState action={<Link href={INVOICES}>{text.paymentHistory}</Link>}>
              {text.orderNotFound}
            </EmptyState>
          ) : undefined
        }
      >
        {(detail) => {
          if (!isPayable(detail.status)) {
            return (
              <EmptyState
                title={text.alreadyPaidTitle}
                headingLevel={2}
                action={
                  <Link href={completionPath(detail.id)} variant="primaryButton">
                    {text.seeCompletion}
                  </Link>
                }
              >
                {formatMessage(text.alreadyPaidBody, { orderNumber: detail.orderNumber })}
              </EmptyState>
            );
          }
          const billed = detail.paymentSegment ?? 'RETAIL';
          const chosen = segment ?? billed;
          return (
            <>
              <OrderSummary order={detail} selfId={detail.payerId ?? null} />
              <section className={layout.section} aria-label={text.billTo}>
                <BillingChoice
                  order={detail}
                  segment={chosen}
                  onSegmentChange={setSegment}
                  onBilled={(next) => {
                    void order.mutate(
                      (current) => (current === undefined ? current : { ...current, data: next }),
                      {
                        revalidate: false,
                      },
                    );
                  }}
                />
              </section>
              {chosen !== billed ? (
                <InlineAlert tone="info" title={text.companyNeeded} role="status" />
              ) : (
                <section className={layout.section} aria-label={text.howToPay}>
                  <RadioGroup
                    label={text.howToPay}
                    value={method}
                    onChange={setMethod}
                    options={detail.paymentMethods.map((value) =>
                      value === 'EGIRO'
                        ? { value, label: text.egiro.method, description: text.egiro.methodHint }
                        : { value, label: text.methods[value], description: text.methodHints[value] },
                    )}
                  />
                  {method === 'CARD' ? (
                    <CardPayment
                      order={detail}
                      onPaid={paid}
                      {...(redirect === undefined ? {} : { redirect })}
                    />
                  ) : method === 'EGIRO' ? (
                    <EgiroPayment order={detail} onPaid={paid} />
                  ) : (
                    <PayNowPayment
                      order={detail}
                      onPaid={paid}
                      {...(redirect === undefined ? {} : { redirect })}
                      {...(now === undefined ? {} : { now })}
                      {...(statusPoll === undefined ? {} : { statusPoll })}
                    />
                  )}
                </section>
              )}
            </>
          );
        }}
      </Query>
    );

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      {body}
    </div>
  );
}
