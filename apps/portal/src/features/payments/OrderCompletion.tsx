import {
  cartPageMessages,
  formatDisplayDate,
  formatDisplayTime,
  formatMessage,
  formatMoney,
  messages,
  paidWith,
  paymentPageMessages,
} from '@careportal/domain';
import { Button, Card, CopyButton, DetailList, EmptyState, Link, sprinkles } from '@careportal/ui';
import { useEffect, useRef } from 'react';
import { CompletionFeedback } from './CompletionFeedback';
import { OrderSummary } from './OrderSummary';
import { PAYMENT_HISTORY_PATH } from './paths';
import { isPayable, paymentPath, pendingDeduction, type OrderDetail } from './paymentApi';

const text = paymentPageMessages;
const HOME = '/';
const layout = {
  section: sprinkles({ display: 'grid', gap: 'md' }),
  actions: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' }),
  sectionTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold' }),
} as const;

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
    <span className={layout.actions}>
      <span>{reference}</span>
      <CopyButton value={reference} aria-label={`${text.copy} ${text.paymentReference}`}>
        {text.copy}
      </CopyButton>
    </span>
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
            <Link href={PAYMENT_HISTORY_PATH} variant="primaryButton">
              {text.viewPaymentHistory}
            </Link>
            <Link href={HOME} variant="secondaryButton">
              {text.backHome}
            </Link>
          </div>
        </div>
      </Card>
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
            <Link href={PAYMENT_HISTORY_PATH} variant="primaryButton">
              {text.viewPaymentHistory}
            </Link>
          </div>
        </div>
      </Card>
      <OrderSummary order={order} selfId={order.payerId ?? null} />
    </>
  );
}
