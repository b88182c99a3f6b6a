import {
  RATING_MAX,
  RATING_MIN,
  cartPageMessages,
  formatDisplayDate,
  formatDisplayTime,
  formatMessage,
  formatMoney,
  messages,
  paidWith,
  paymentPageMessages,
} from '@careportal/domain';
import {
  Button,
  Card,
  CopyButton,
  DetailList,
  EmptyState,
  InlineAlert,
  Link,
  Rating,
  Skeleton,
  SkeletonGroup,
  sprinkles,
} from '@careportal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import type { PageProps } from '../../pageModules';
import { OrderSummary } from '../../features/payments/OrderSummary';
import {
  PAYMENT_URLS,
  isPayable,
  paymentPath,
  pendingDeduction,
  type OrderDetail,
} from '../../features/payments/paymentApi';
import { refusalOf, type Refusal } from '../../features/payments/refusal';

const text = paymentPageMessages;
const QUIET = { quiet: true } as const;
const INVOICES = '/invoice';
const HOME = '/';
const layout = {
  page: sprinkles({ display: 'grid', gap: 'xl' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;

/** The payment's reference, to quote to the provider, with Copy. */
function Reference({ reference }: { reference: string }) {
  return (
    <span className={layout.actions}>
      <span>{reference}</span>
      <CopyButton value={reference} aria-label={`${text.copy} ${text.paymentReference}`}>
        {text.copy}
      </CopyButton>
    </span>
  );
}

/** The 1–6 rating of paying (POST order/{id}/feedback), once; afterwards the rating given, with thanks. */
function Feedback({ order, onRated }: { order: OrderDetail; onRated: (rated: OrderDetail) => void }) {
  const client = useApiClient();
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<Refusal | null>(null);
  const [isSending, setSending] = useState(false);
  const titleId = useId();

  if (order.feedbackRating !== null) {
    return (
      <section className={layout.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={layout.sectionTitle}>
          {messages.labels.feedback}
        </h2>
        <Rating label={text.ratingQuestion} value={order.feedbackRating} isReadOnly />
        <InlineAlert tone="success" title={text.ratingThanks} />
      </section>
    );
  }
  const send = async () => {
    if (value === null || value < RATING_MIN || value > RATING_MAX) {
      setError({ title: messages.validation.ratingRequired, detail: null });
      return;
    }
    setSending(true);
    const result = await client.request<OrderDetail>('POST', PAYMENT_URLS.feedback(order.id), {
      quiet: true,
      body: {
        rating: value,
      },
    });
    setSending(false);
    if (!result.error && result.data !== null) onRated(result.data);
    else setError(refusalOf(result));
  };
  return (
    <section className={layout.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {messages.labels.feedback}
      </h2>
      <Rating
        label={text.ratingQuestion}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        errorMessage={error?.title}
      />
      <div className={layout.actions}>
        <Button variant="secondary" isDisabled={isSending} onPress={() => void send()}>
          {text.sendRating}
        </Button>
      </div>
    </section>
  );
}

/** The paid order: the thanks (which takes focus), how and when it was paid, the order, and the rating. */
function Paid({ order, onRated }: { order: OrderDetail; onRated: (rated: OrderDetail) => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const payment = order.paymentTransaction;
  const reference = payment?.reference ?? payment?.billReferenceNumber ?? null;
  return (
    <>
      <Card>
        <div className={layout.section}>
          <h2 ref={headingRef} tabIndex={-1} className={layout.sectionTitle}>
            {text.completionTitle}
          </h2>
          <p>{text.completionBody}</p>
          <DetailList
            columns={2}
            items={[
              { label: text.orderNumber, value: order.orderNumber },
              { label: cartPageMessages.orderStatus, value: cartPageMessages.orderStatuses[order.status] },
              { label: text.amountPayable, value: formatMoney(order.payableCents) },
              {
                label: text.paidOn,
                value:
                  order.paidDate === null
                    ? messages.generic.dash
                    : `${formatDisplayDate(order.paidDate)}, ${formatDisplayTime(order.paidDate)}`,
              },
              { label: text.paidWith, value: paidWith(payment) },
              {
                label: text.paymentReference,
                value: reference === null ? messages.generic.dash : <Reference reference={reference} />,
              },
            ]}
          />
          <div className={layout.actions}>
            <Link href={INVOICES} variant="primaryButton">
              {text.viewPaymentHistory}
            </Link>
            <Link href={HOME} variant="secondaryButton">
              {text.backHome}
            </Link>
          </div>
        </div>
      </Card>
      <Feedback order={order} onRated={onRated} />
      <OrderSummary order={order} selfId={order.payerId ?? null} />
    </>
  );
}

/**
 * An eGIRO payment waiting for the bank's deduction: the day it will be deducted (the heading takes focus), and
 * Check again, which reads the order again (the API asks the bank then).
 */
function Scheduled({ order, date, onCheck }: { order: OrderDetail; date: string; onCheck: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <>
      <Card>
        <div className={layout.section}>
          <h2 ref={headingRef} tabIndex={-1} className={layout.sectionTitle}>
            {text.egiro.scheduledTitle}
          </h2>
          <p>
            {formatMessage(text.egiro.scheduledBody, {
              orderNumber: order.orderNumber,
              date: formatDisplayDate(date),
            })}
          </p>
          <DetailList
            columns={2}
            items={[
              { label: text.orderNumber, value: order.orderNumber },
              { label: cartPageMessages.orderStatus, value: cartPageMessages.orderStatuses[order.status] },
              { label: text.amountPayable, value: formatMoney(order.payableCents) },
              { label: text.paidWith, value: text.egiro.paidWith },
            ]}
          />
          <div className={layout.actions}>
            <Button variant="secondary" onPress={onCheck}>
              {text.checkAgain}
            </Button>
            <Link href={INVOICES} variant="primaryButton">
              {text.viewPaymentHistory}
            </Link>
          </div>
        </div>
      </Card>
      <OrderSummary order={order} selfId={order.payerId ?? null} />
    </>
  );
}

/**
 * Payment completion (/payment-completion/{id}): a paid order's summary with its payment reference ('Copied to
 * clipboard') and a 1–6 rating; an order that is still payable (the bank's page was cancelled, say) says nothing
 * was charged and leads back to the payment; an eGIRO payment waiting for its deduction says on which day.
 */
export function PaymentCompletionPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const order = useApi<OrderDetail>(id === '' ? null : PAYMENT_URLS.order(id), QUIET);

  const notFound = (
    <EmptyState action={<Link href={INVOICES}>{text.paymentHistory}</Link>}>{text.orderNotFound}</EmptyState>
  );
  const body =
    id === '' ? (
      notFound
    ) : (
      <Query
        query={order}
        loading={
          <SkeletonGroup>
            <Skeleton shape="card" lines={5} />
            <Skeleton shape="block" aspectRatio={3} />
          </SkeletonGroup>
        }
        refusal={(answer) => (answer.httpCode === 404 || answer.httpCode === 400 ? notFound : undefined)}
      >
        {(detail) => {
          const deduction = pendingDeduction(detail.paymentTransaction);
          if (deduction !== null) {
            return (
              <Scheduled
                order={detail}
                date={deduction}
                onCheck={() => {
                  void order.mutate();
                }}
              />
            );
          }
          if (isPayable(detail.status)) {
            return (
              <EmptyState
                title={text.notPaidTitle}
                headingLevel={2}
                action={
                  <Link href={paymentPath(detail.id)} variant="primaryButton">
                    {text.payNow}
                  </Link>
                }
              >
                {text.notPaidBody}
              </EmptyState>
            );
          }
          return (
            <Paid
              order={detail}
              onRated={(rated) => {
                void order.mutate(
                  (current) => (current === undefined ? current : { ...current, data: rated }),
                  {
                    revalidate: false,
                  },
                );
              }}
            />
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
