import { cartPageMessages, formatMoney } from '@careportal/domain';
import { DetailList, Link } from '@careportal/ui';
import { useEffect, useRef } from 'react';
import { paymentPath, type PlacedOrder } from './cartApi';
import { layout } from './layout';

const text = cartPageMessages;

/** The order Checkout placed, which waits for payment, with the way on to pay it; its heading takes the focus. */
export function PlacedOrderPanel({ order }: { order: PlacedOrder }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={layout.section} aria-labelledby="placed-order">
      <h2 id="placed-order" ref={headingRef} tabIndex={-1} className={layout.sectionTitle}>
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
      <div className={layout.actions}>
        <Link href={paymentPath(order.id)} variant="primaryButton">
          {text.continueToPayment}
        </Link>
      </div>
    </section>
  );
}
