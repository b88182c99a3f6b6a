import { cartPageMessages, formatMoney } from '@careportal/domain';
import { DetailList, Inline, Link, Stack } from '@careportal/ui';
import { useEffect, useRef } from 'react';
import { paymentPath, type PlacedOrder } from './cartApi';
import { textStyles } from '../../shell/textStyles';

const text = cartPageMessages;

/** The order Checkout placed, which waits for payment, with the way on to pay it; its heading takes the focus. */
export function PlacedOrderPanel({ order }: { order: PlacedOrder }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack as="section" space="md" aria-labelledby="placed-order">
      <h2 id="placed-order" ref={headingRef} tabIndex={-1} className={textStyles.sectionTitle}>
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
      <Inline space="sm" alignY="center">
        <Link href={paymentPath(order.id)} variant="primaryButton">
          {text.continueToPayment}
        </Link>
      </Inline>
    </Stack>
  );
}
