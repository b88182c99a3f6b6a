import { paymentPageMessages } from '@careportal/domain';
import { Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useNavigate, useSearchParams } from 'react-router';
// First: the route's chunks then keep their order in the entry's preload lists, which the size budget counts.
import { AlreadyPaid, PaymentSelection } from '../../features/payments/PaymentSelection';
import { Query } from '../../data/Query';
import type { PageProps } from '../../shell/pageProps';
import { NoOrder } from '../../features/payments/NoOrder';
import {
  completionPath,
  isOrderNotFound,
  isPayable,
  showOrder,
  useOrder,
  type StatusPoll,
} from '../../features/payments/paymentApi';

const text = paymentPageMessages;

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
  const order = useOrder(orderId);

  // The order is read again first, so the completion shows it paid rather than as it was a moment ago.
  const paid = () => {
    if (orderId === null) return;
    void order.mutate().finally(() => {
      void navigate(completionPath(orderId));
    });
  };

  return (
    <Stack space="xl">
      <h1>{title}</h1>
      {orderId === null || orderId === '' ? (
        <NoOrder>{text.noOrderChosen}</NoOrder>
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
            isOrderNotFound(answer) ? <NoOrder>{text.orderNotFound}</NoOrder> : undefined
          }
        >
          {(detail) =>
            isPayable(detail.status) ? (
              <PaymentSelection
                order={detail}
                onBilled={(next) => void showOrder(order, next)}
                onPaid={paid}
                redirect={redirect}
                now={now}
                statusPoll={statusPoll}
              />
            ) : (
              <AlreadyPaid order={detail} />
            )
          }
        </Query>
      )}
    </Stack>
  );
}
