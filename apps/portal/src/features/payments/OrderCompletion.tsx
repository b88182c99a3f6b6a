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
  type DetailListItem,
  EmptyState,
  Inline,
  InlineAlert,
  Link,
  Rating,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@careportal/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { OrderSummary } from './OrderSummary';
import {
  PAYMENT_URLS,
  isOrderNotFound,
  isPayable,
  paymentPath,
  pendingDeduction,
  showOrder,
  type OrderDetail,
  type useOrder,
} from './paymentApi';
import { refusalOf, type Refusal } from './refusal';
import { NoOrder } from './NoOrder';
import { textStyles } from '../../shell/textStyles';
import { PAYMENT_HISTORY_PATH } from '../../paths';

const text = paymentPageMessages;
const HOME = '/';

/** Props of {@link OrderCompletion}. */
export interface OrderCompletionProps {
  order: OrderDetail;
  /** Reads the order again (an eGIRO payment's Check again: the API asks the bank then). */
  onCheck: () => void;
  /** The order as the server answered the rating. */
  onRated: (rated: OrderDetail) => void;
}

/**
 * What the completion says of an order: an eGIRO payment waiting for its deduction, on which day; an order still
 * payable (the bank's page was cancelled, say), that nothing was charged, with the way back to the payment; a
 * paid order, its summary, its payment reference and the rating.
 */
export function OrderCompletion({ order, onCheck, onRated }: OrderCompletionProps) {
  const deduction = pendingDeduction(order.paymentTransaction);
  if (deduction !== null) return <Scheduled order={order} date={deduction} onCheck={onCheck} />;
  if (isPayable(order.status)) return <NotPaid order={order} />;
  return <Paid order={order} onRated={onRated} />;
}

/** Props of {@link PaymentCompletion}. */
export interface PaymentCompletionProps {
  /** The order's read (GET order/{id}). */
  order: ReturnType<typeof useOrder>;
}

/**
 * The completion of the order read: its placeholders while it is read, 'order not found' for one that is not there
 * or not the customer's, the load error with Retry, else what the completion says of it ({@link OrderCompletion}).
 */
export function PaymentCompletion({ order }: PaymentCompletionProps) {
  return (
    <Query
      query={order}
      loading={
        <SkeletonGroup>
          <Skeleton shape="card" lines={5} />
          <Skeleton shape="block" aspectRatio={3} />
        </SkeletonGroup>
      }
      refusal={(answer) => (isOrderNotFound(answer) ? <NoOrder>{text.orderNotFound}</NoOrder> : undefined)}
    >
      {(detail) => (
        <OrderCompletion
          order={detail}
          onCheck={() => void order.mutate()}
          onRated={(rated) => void showOrder(order, rated)}
        />
      )}
    </Query>
  );
}

/** An order still payable: nothing was charged, and Pay now leads back to the payment. */
function NotPaid({ order }: { order: OrderDetail }) {
  return (
    <EmptyState
      title={text.notPaidTitle}
      headingLevel={2}
      action={
        <Link href={paymentPath(order.id)} variant="primaryButton">
          {text.payNow}
        </Link>
      }
    >
      {text.notPaidBody}
    </EmptyState>
  );
}

/** The payment's reference, to quote to the provider, with Copy. */
function Reference({ reference }: { reference: string }) {
  return (
    <Inline as="span" space="sm" alignY="center">
      <span>{reference}</span>
      <CopyButton value={reference} aria-label={`${text.copy} ${text.paymentReference}`}>
        {text.copy}
      </CopyButton>
    </Inline>
  );
}

/** Props of {@link CompletionFeedback}. */
interface CompletionFeedbackProps {
  order: OrderDetail;
  /** The order as the server answered the rating. */
  onRated: (rated: OrderDetail) => void;
}

/** The 1–6 rating of paying (POST order/{id}/feedback), once; afterwards the rating given, with thanks. */
function CompletionFeedback({ order, onRated }: CompletionFeedbackProps) {
  const client = useApiClient();
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<Refusal | null>(null);
  const [isSending, setSending] = useState(false);
  const titleId = useId();

  if (order.feedbackRating !== null) {
    return (
      <Stack as="section" space="md" aria-labelledby={titleId}>
        <h2 id={titleId} className={textStyles.sectionTitle}>
          {messages.labels.feedback}
        </h2>
        <Rating label={text.ratingQuestion} value={order.feedbackRating} isReadOnly />
        <InlineAlert tone="success" title={text.ratingThanks} />
      </Stack>
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
    <Stack as="section" space="md" aria-labelledby={titleId}>
      <h2 id={titleId} className={textStyles.sectionTitle}>
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
      <Inline space="sm" alignY="center">
        <Button variant="secondary" isDisabled={isSending} onPress={() => void send()}>
          {text.sendRating}
        </Button>
      </Inline>
    </Stack>
  );
}

/** Props of {@link OutcomeCard}. */
interface OutcomeCardProps {
  order: OrderDetail;
  /** What became of the payment, the card's heading (which takes focus). */
  title: string;
  /** The sentence under the heading. */
  body: string;
  /** What the outcome adds to the order's number, status and amount (how and when it was paid). */
  items: DetailListItem[];
  /** Where to go from here, under the details. */
  actions: ReactNode;
}

/**
 * What became of a payment, on a card whose heading takes focus when it shows (so a screen reader reads the
 * outcome first): the sentence under it, the order's number, status and amount with what the outcome adds, and
 * where to go from here.
 */
function OutcomeCard({ order, title, body, items, actions }: OutcomeCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card>
      <Stack space="md">
        <h2 ref={headingRef} tabIndex={-1} className={textStyles.sectionTitle}>
          {title}
        </h2>
        <p>{body}</p>
        <DetailList
          columns={2}
          items={[
            { label: text.orderNumber, value: order.orderNumber },
            { label: cartPageMessages.orderStatus, value: cartPageMessages.orderStatuses[order.status] },
            { label: text.amountPayable, value: formatMoney(order.payableCents) },
            ...items,
          ]}
        />
        <Inline space="sm" alignY="center">
          {actions}
        </Inline>
      </Stack>
    </Card>
  );
}

/** The paid order: the thanks (which takes focus), how and when it was paid, the order, and the rating. */
function Paid({ order, onRated }: { order: OrderDetail; onRated: (rated: OrderDetail) => void }) {
  const payment = order.paymentTransaction;
  const reference = payment?.reference ?? payment?.billReferenceNumber ?? null;
  return (
    <>
      <OutcomeCard
        order={order}
        title={text.completionTitle}
        body={text.completionBody}
        items={[
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
        actions={
          <>
            <Link href={PAYMENT_HISTORY_PATH} variant="primaryButton">
              {text.viewPaymentHistory}
            </Link>
            <Link href={HOME} variant="secondaryButton">
              {text.backHome}
            </Link>
          </>
        }
      />
      <CompletionFeedback order={order} onRated={onRated} />
      <OrderSummary order={order} selfId={order.payerId ?? null} />
    </>
  );
}

/**
 * An eGIRO payment waiting for the bank's deduction: the day it will be deducted (the heading takes focus), and
 * Check again, which reads the order again (the API asks the bank then).
 */
function Scheduled({ order, date, onCheck }: { order: OrderDetail; date: string; onCheck: () => void }) {
  return (
    <>
      <OutcomeCard
        order={order}
        title={text.egiro.scheduledTitle}
        body={formatMessage(text.egiro.scheduledBody, {
          orderNumber: order.orderNumber,
          date: formatDisplayDate(date),
        })}
        items={[{ label: text.paidWith, value: text.egiro.paidWith }]}
        actions={
          <>
            <Button variant="secondary" onPress={onCheck}>
              {text.checkAgain}
            </Button>
            <Link href={PAYMENT_HISTORY_PATH} variant="primaryButton">
              {text.viewPaymentHistory}
            </Link>
          </>
        }
      />
      <OrderSummary order={order} selfId={order.payerId ?? null} />
    </>
  );
}
