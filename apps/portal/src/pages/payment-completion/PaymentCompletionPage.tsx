import { paymentPageMessages } from '@careportal/domain';
import { Stack } from '@careportal/ui';
import { useParams } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { PaymentCompletion } from '../../features/payments/OrderCompletion';
import { NoOrder } from '../../features/payments/NoOrder';
import { useOrder } from '../../features/payments/paymentApi';

/**
 * Payment completion (/payment-completion/{id}): a paid order's summary with its payment reference ('Copied to
 * clipboard') and a 1–6 rating; an order that is still payable (the bank's page was cancelled, say) says nothing
 * was charged and leads back to the payment; an eGIRO payment waiting for its deduction says on which day.
 */
export function PaymentCompletionPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const order = useOrder(id === '' ? null : id);
  return (
    <Stack space="xl">
      <h1>{title}</h1>
      {id === '' ? (
        <NoOrder>{paymentPageMessages.orderNotFound}</NoOrder>
      ) : (
        <PaymentCompletion order={order} />
      )}
    </Stack>
  );
}
