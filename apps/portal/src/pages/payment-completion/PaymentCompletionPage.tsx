import { paymentPageMessages } from '@careportal/domain';
import { sprinkles } from '@careportal/ui';
import { useParams } from 'react-router';
import { Query } from '../../data/Query';
import type { PageProps } from '../../pageModules';
import { NoOrder } from '../../features/payments/NoOrder';
import { OrderCompletion } from '../../features/payments/OrderCompletion';
import { OrderLoading } from '../../features/payments/OrderLoading';
import { isOrderNotFound, useOrder } from '../../features/payments/paymentApi';
import { replaceAnswer } from '../../features/payments/replaceAnswer';

const text = paymentPageMessages;
const page = sprinkles({ display: 'grid', gap: 'xl' });

/**
 * Payment completion (/payment-completion/{id}): a paid order's summary with its payment reference ('Copied to
 * clipboard') and a 1–6 rating; an order that is still payable (the bank's page was cancelled, say) says nothing
 * was charged and leads back to the payment; an eGIRO payment waiting for its deduction says on which day.
 */
export function PaymentCompletionPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const order = useOrder(id === '' ? null : id);
  const notFound = <NoOrder>{text.orderNotFound}</NoOrder>;
  return (
    <div className={page}>
      <h1>{title}</h1>
      {id === '' ? (
        notFound
      ) : (
        <Query
          query={order}
          loading={<OrderLoading lines={5} />}
          refusal={(answer) => (isOrderNotFound(answer) ? notFound : undefined)}
        >
          {(detail) => (
            <OrderCompletion
              order={detail}
              onCheck={() => void order.mutate()}
              onRated={(rated) => void replaceAnswer(order, rated)}
            />
          )}
        </Query>
      )}
    </div>
  );
}
