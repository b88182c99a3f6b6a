import {
  cartPageMessages,
  formatAddressLines,
  formatCardEnding,
  formatDisplayDate,
  formatMessage,
  invoicePageMessages,
  messages,
} from '@careportal/domain';
import {
  Button,
  CheckoutSummary,
  DetailList,
  type DetailListItem,
  Link,
  Skeleton,
  SkeletonGroup,
} from '@careportal/ui';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { layout } from '../../features/payments/invoiceLayout';
import {
  downloadInvoice,
  isPayable,
  orderUrl,
  paymentPath,
  type OrderDetail,
  type PaymentTransaction,
} from '../../features/payments/orderApi';

const text = invoicePageMessages;
const dash = messages.generic.dash;
const HTTP_NOT_FOUND = 404;
const HTTP_BAD_REQUEST = 400;

/** Props of {@link InvoiceDetailPage}. */
export interface InvoiceDetailPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

function orderItems(order: OrderDetail): DetailListItem[] {
  const address = order.address ? formatAddressLines(order.address) : [];
  return [
    { label: text.orderNumber, value: order.orderNumber },
    { label: text.invoiceNumber, value: order.invoiceNumber },
    { label: text.orderDate, value: formatDisplayDate(order.createdDate) },
    { label: text.status, value: cartPageMessages.orderStatuses[order.status] },
    { label: text.servicesFor, value: order.customerName },
    { label: text.payer, value: order.payerName ?? dash },
    { label: text.paidDate, value: formatDisplayDate(order.paidDate) },
    { label: text.promotionCode, value: order.coupon ?? dash },
    {
      label: text.billingAddress,
      value:
        address.length === 0
          ? dash
          : address.map((line, index) => (
              <span key={line}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            )),
    },
  ];
}

function paymentItems(payment: PaymentTransaction): DetailListItem[] {
  const card =
    payment.cardBrand !== null && payment.cardLast4 !== null
      ? `${payment.cardBrand} ${formatCardEnding(payment.cardLast4)}`
      : null;
  return [
    { label: text.paymentMethod, value: text.paymentMethods[payment.method] },
    ...(card === null ? [] : [{ label: text.paymentCard, value: card }]),
    { label: text.paymentStatus, value: text.paymentStatuses[payment.status] },
    { label: text.paymentDate, value: formatDisplayDate(payment.completedDate ?? payment.createdDate) },
    {
      label: text.paymentReference,
      value: payment.reference ?? payment.billReferenceNumber ?? dash,
    },
  ];
}

/** Download invoice: the PDF under its own name, with what happened said politely to a screen reader. */
function DownloadInvoice({ order }: { order: OrderDetail }) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className={layout.section}>
      <div className={layout.actions}>
        <Button
          variant={isPayable(order) ? 'secondary' : 'primary'}
          isLoading={busy}
          onPress={() => {
            setBusy(true);
            setSaved(null);
            void downloadInvoice(client, order)
              .then(setSaved)
              .finally(() => {
                setBusy(false);
              });
          }}
        >
          {text.downloadInvoice}
        </Button>
      </div>
      <p role="status">{saved === null ? '' : formatMessage(text.invoiceDownloaded, { fileName: saved })}</p>
    </div>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const detailsId = useId();
  const paymentId = useId();
  const payment = order.paymentTransaction;
  return (
    <>
      {isPayable(order) ? (
        <div className={layout.actions}>
          <p>{text.unpaidNote}</p>
          <Link href={paymentPath(order.id)} variant="primaryButton">
            {text.payNow}
          </Link>
        </div>
      ) : null}
      <section className={layout.section} aria-labelledby={detailsId}>
        <h2 id={detailsId} className={layout.sectionTitle}>
          {text.detailsTitle}
        </h2>
        <DetailList columns={2} items={orderItems(order)} />
      </section>
      <CheckoutSummary
        items={order.items}
        subTotalCents={order.subTotalCents}
        discountCents={order.discountCents}
        gstCents={order.gstCents}
        gstPercentage={order.gstPercentage}
        payableCents={order.payableCents}
      />
      <section className={layout.section} aria-labelledby={paymentId}>
        <h2 id={paymentId} className={layout.sectionTitle}>
          {text.paymentTitle}
        </h2>
        {payment === null ? (
          <p>{text.noPayment}</p>
        ) : (
          <DetailList columns={2} items={paymentItems(payment)} />
        )}
      </section>
      <DownloadInvoice order={order} />
    </>
  );
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

  const body = (
    <Query
      query={order}
      loading={
        <SkeletonGroup>
          <Skeleton shape="card" lines={4} />
          <Skeleton shape="block" aspectRatio={3} />
        </SkeletonGroup>
      }
      refusal={(answer) =>
        answer.httpCode === HTTP_NOT_FOUND || answer.httpCode === HTTP_BAD_REQUEST ? (
          <p role="alert">{answer.errorMessage ?? messages.generic.noResults}</p>
        ) : undefined
      }
    >
      {(detail) => <OrderView order={detail} />}
    </Query>
  );

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      <div className={layout.actions}>
        <Link href="/invoice" variant="standalone">
          {text.backToHistory}
        </Link>
      </div>
      {body}
    </div>
  );
}
