import { Stack } from '@careportal/ui';
import { useParams } from 'react-router';
import { BackToPaymentHistory, OrderInvoice } from '../../features/payments/InvoiceDetail';
import { useApi } from '../../data/ApiProvider';
import { orderUrl, type OrderDetail } from '../../features/payments/orderApi';

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
    <Stack space="xl">
      <h1>{title}</h1>
      <BackToPaymentHistory />
      <OrderInvoice order={order} />
    </Stack>
  );
}
