import { invoicePageMessages, messages } from '@careportal/domain';
import { Link } from '@careportal/ui';
import { useParams } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { InvoiceDetail } from '../../features/payments/InvoiceDetail';
import { layout } from '../../features/payments/invoiceLayout';
import { OrderLoading } from '../../features/payments/OrderLoading';
import { PAYMENT_HISTORY_PATH, orderUrl, type OrderDetail } from '../../features/payments/orderApi';

const HTTP_NOT_FOUND = 404;
const HTTP_BAD_REQUEST = 400;

/** Props of {@link InvoiceDetailPage}. */
export interface InvoiceDetailPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * An order of Payment History (route InvoiceDetail): its number, invoice number, dates, status, who it is for and
 * who paid, the billing address, each line with its 'Less - …' discount, the subtotal, discount, GST at the
 * order's rate and the amount payable (all the server's), the payment, and Download invoice, which saves the
 * tax invoice PDF under its own name. An order still waiting for payment leads to /payment.
 */
export function InvoiceDetailPage({ title }: InvoiceDetailPageProps) {
  const { id = '' } = useParams();
  const order = useApi<OrderDetail>(orderUrl(id), { quiet: true });
  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      <div className={layout.actions}>
        <Link href={PAYMENT_HISTORY_PATH} variant="standalone">
          {invoicePageMessages.backToHistory}
        </Link>
      </div>
      <Query
        query={order}
        loading={<OrderLoading lines={4} />}
        refusal={(answer) =>
          answer.httpCode === HTTP_NOT_FOUND || answer.httpCode === HTTP_BAD_REQUEST ? (
            <p role="alert">{answer.errorMessage ?? messages.generic.noResults}</p>
          ) : undefined
        }
      >
        {(detail) => <InvoiceDetail order={detail} />}
      </Query>
    </div>
  );
}
