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
  Inline,
  Link,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@careportal/ui';
import { useId, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { Query, type Read } from '../../data/Query';
import {
  downloadInvoice,
  isPayable,
  paymentPath,
  type OrderDetail,
  type PaymentTransaction,
} from './orderApi';
import { textStyles } from '../../shell/textStyles';
import { PAYMENT_HISTORY_PATH } from '../../paths';

const text = invoicePageMessages;
const dash = messages.generic.dash;
const HTTP_NOT_FOUND = 404;
const HTTP_BAD_REQUEST = 400;

/** The order's details, as Payment History shows them. */
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

/** The order's payment: how, with which card, its status, date and reference. */
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
    <Stack space="md">
      <Inline space="sm" alignY="center">
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
      </Inline>
      <p role="status">{saved === null ? '' : formatMessage(text.invoiceDownloaded, { fileName: saved })}</p>
    </Stack>
  );
}

/** Back to Payment History. */
export function BackToPaymentHistory() {
  return (
    <Inline space="sm" alignY="center">
      <Link href={PAYMENT_HISTORY_PATH} variant="standalone">
        {text.backToHistory}
      </Link>
    </Inline>
  );
}

/**
 * The order read, as Payment History shows it: placeholders while it is read, the API's words for an order that
 * is not there or not the customer's, the load error with Retry, else {@link InvoiceDetail}.
 */
export function OrderInvoice({ order }: { order: Read<OrderDetail> }) {
  return (
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
      {(detail) => <InvoiceDetail order={detail} />}
    </Query>
  );
}

/**
 * An order of Payment History: Pay now while it waits for payment, its details, its lines with the server's
 * amounts, its payment, and Download invoice.
 */
export function InvoiceDetail({ order }: { order: OrderDetail }) {
  const detailsId = useId();
  const paymentId = useId();
  const payment = order.paymentTransaction;
  return (
    <>
      {isPayable(order) ? (
        <Inline space="sm" alignY="center">
          <p>{text.unpaidNote}</p>
          <Link href={paymentPath(order.id)} variant="primaryButton">
            {text.payNow}
          </Link>
        </Inline>
      ) : null}
      <Stack as="section" space="md" aria-labelledby={detailsId}>
        <h2 id={detailsId} className={textStyles.sectionTitle}>
          {text.detailsTitle}
        </h2>
        <DetailList columns={2} items={orderItems(order)} />
      </Stack>
      <CheckoutSummary
        items={order.items}
        subTotalCents={order.subTotalCents}
        discountCents={order.discountCents}
        gstCents={order.gstCents}
        gstPercentage={order.gstPercentage}
        payableCents={order.payableCents}
      />
      <Stack as="section" space="md" aria-labelledby={paymentId}>
        <h2 id={paymentId} className={textStyles.sectionTitle}>
          {text.paymentTitle}
        </h2>
        {payment === null ? (
          <p>{text.noPayment}</p>
        ) : (
          <DetailList columns={2} items={paymentItems(payment)} />
        )}
      </Stack>
      <DownloadInvoice order={order} />
    </>
  );
}
