import { formatMessage, formatMoney, messages, paymentPageMessages } from '@careportal/domain';
import { CheckoutSummary, DetailList, Stack } from '@careportal/ui';
import { useId } from 'react';
import type { OrderDetail } from './paymentApi';
import { textStyles } from '../../shell/textStyles';

const text = paymentPageMessages;

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  order: OrderDetail;
  /** The signed-in customer's id: an order they pay for themselves says "(you)". */
  selfId: string | null;
}

/**
 * The order being paid, as the server priced it: its number, whom the services are for and who pays (the payer of
 * the order: the customer themselves, or for a dependant), each line with its discount, GST and the amount payable.
 */
export function OrderSummary({ order, selfId }: OrderSummaryProps) {
  const titleId = useId();
  const named = (id: string | null | undefined, name: string | null | undefined) =>
    name === null || name === undefined || name === ''
      ? messages.generic.dash
      : id === selfId
        ? formatMessage(text.yourself, { name })
        : name;
  return (
    <Stack as="section" space="md" aria-labelledby={titleId}>
      <h2 id={titleId} className={textStyles.sectionTitle}>
        {text.orderTitle}
      </h2>
      <DetailList
        columns={2}
        items={[
          { label: text.orderNumber, value: order.orderNumber },
          { label: text.amountPayable, value: formatMoney(order.payableCents) },
          { label: text.servicesFor, value: named(order.customerId, order.customerName) },
          { label: text.paidBy, value: named(order.payerId, order.payerName) },
        ]}
      />
      <CheckoutSummary
        items={order.items}
        subTotalCents={order.subTotalCents}
        discountCents={order.discountCents}
        gstCents={order.gstCents}
        gstPercentage={order.gstPercentage}
        payableCents={order.payableCents}
      />
    </Stack>
  );
}
