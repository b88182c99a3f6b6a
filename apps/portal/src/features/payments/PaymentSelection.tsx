import { formatMessage, paymentPageMessages, type PaymentSegment } from '@careportal/domain';
import { EmptyState, InlineAlert, Link, RadioGroup, Stack } from '@careportal/ui';
import { useState } from 'react';
import { BillingChoice } from './BillingChoice';
import { CardPayment } from './CardPayment';
import { EgiroPayment } from './EgiroPayment';
import { OrderSummary } from './OrderSummary';
import { PayNowPayment } from './PayNowPayment';
import { completionPath, type OrderDetail, type PaymentMethod, type StatusPoll } from './paymentApi';

const text = paymentPageMessages;

/** Props of {@link PaymentSelection}. */
export interface PaymentSelectionProps {
  /** The order, still payable. */
  order: OrderDetail;
  /** The order as the server answered a change of whom its invoice is for. */
  onBilled: (order: OrderDetail) => void;
  /** The order is paid (or, by eGIRO, arranged). */
  onPaid: () => void;
  /** Leaves for a card issuer's or bank's page (the browser's own navigation by default). */
  redirect?: ((url: string) => void) | undefined;
  /** The clock of the PayNow countdown, for stories. */
  now?: (() => number) | undefined;
  /** How the PayNow status is asked: the seeds' polling by default; quicker in stories. */
  statusPoll?: StatusPoll | undefined;
}

/**
 * A payable order's payment selection: the order as the server priced it, whom the tax invoice is for (a retail or
 * a corporate customer; a change waits for the company's name), then how to pay: a saved card, a PayNow QR, or,
 * for an Active Ageing order, an eGIRO arrangement.
 */
export function PaymentSelection({
  order,
  onBilled,
  onPaid,
  redirect,
  now,
  statusPoll,
}: PaymentSelectionProps) {
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  // The invoice's choice on screen; null until the person changes it, the order's own until then.
  const [segment, setSegment] = useState<PaymentSegment | null>(null);
  const billed = order.paymentSegment ?? 'RETAIL';
  const chosen = segment ?? billed;
  return (
    <>
      <OrderSummary order={order} selfId={order.payerId ?? null} />
      <Stack as="section" space="md" aria-label={text.billTo}>
        <BillingChoice order={order} segment={chosen} onSegmentChange={setSegment} onBilled={onBilled} />
      </Stack>
      {chosen !== billed ? (
        <InlineAlert tone="info" title={text.companyNeeded} role="status" />
      ) : (
        <Stack as="section" space="md" aria-label={text.howToPay}>
          <RadioGroup
            label={text.howToPay}
            value={method}
            onChange={setMethod}
            options={order.paymentMethods.map((value) =>
              value === 'EGIRO'
                ? { value, label: text.egiro.method, description: text.egiro.methodHint }
                : { value, label: text.methods[value], description: text.methodHints[value] },
            )}
          />
          {method === 'CARD' ? (
            <CardPayment order={order} onPaid={onPaid} {...(redirect === undefined ? {} : { redirect })} />
          ) : method === 'EGIRO' ? (
            <EgiroPayment order={order} onPaid={onPaid} />
          ) : (
            <PayNowPayment
              order={order}
              onPaid={onPaid}
              {...(redirect === undefined ? {} : { redirect })}
              {...(now === undefined ? {} : { now })}
              {...(statusPoll === undefined ? {} : { statusPoll })}
            />
          )}
        </Stack>
      )}
    </>
  );
}

/** An order already paid: says so, and leads to its completion. */
export function AlreadyPaid({ order }: { order: OrderDetail }) {
  return (
    <EmptyState
      title={text.alreadyPaidTitle}
      headingLevel={2}
      action={
        <Link href={completionPath(order.id)} variant="primaryButton">
          {text.seeCompletion}
        </Link>
      }
    >
      {formatMessage(text.alreadyPaidBody, { orderNumber: order.orderNumber })}
    </EmptyState>
  );
}
