/** The e-invoice of a public link (/inv/{id}): its read, its screens and its PayNow QR. */
import {
  E_INVOICE_ERROR_CODES,
  formatMoney,
  formatSingaporeDate,
  publicLinkMessages,
} from '@careportal/domain';
import {
  Button,
  DetailList,
  InlineAlert,
  PayNowQr,
  Stack,
  useCatalogue,
  useLocale,
  useToast,
  useTranslated,
} from '@careportal/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { useBlobImage } from '../../data/useBlobImage';
import { saveBlob } from '../../data/download';
import { failurePath, PUBLIC_LINK_URLS, type InvoiceQr, type PublicInvoice } from '../publicLinks/api';
import { textStyles } from '../../shell/textStyles';

const cents = (dollars: number) => Math.round(dollars * 100);
const money = (dollars: number) => formatMoney(cents(dollars));

function useText() {
  return useTranslated(publicLinkMessages, 'publicLinkMessages').invoice;
}

/** Why an e-invoice link no longer shows its invoice: it is paid (E-INV-S002), or its 30 days are over (E-INV-S004). */
export type InvoiceClosedReason = 'paid' | 'expired';

/** The reason a refused e-invoice read has its own screen, else null. */
export function invoiceClosedReason(answer: Pick<ApiResult, 'errorCode'>): InvoiceClosedReason | null {
  if (answer.errorCode === E_INVOICE_ERROR_CODES.alreadyPaid) return 'paid';
  if (answer.errorCode === E_INVOICE_ERROR_CODES.linkExpired) return 'expired';
  return null;
}

/**
 * The e-invoice of a public link (GET public/v1/inv/{id}, without sign-in). A refusal without a screen of its own
 * leaves for the area's status page: /inv/page-not-found for an unknown link, /inv/something-went-wrong otherwise.
 */
export function usePublicInvoice(id: string) {
  const navigate = useNavigate();
  const invoice = useApi<PublicInvoice>(PUBLIC_LINK_URLS.invoice(id), { auth: false, quiet: true });
  const result = invoice.data;
  const known = result !== undefined && invoiceClosedReason(result) !== null;

  useEffect(() => {
    if (result?.error && !known) void navigate(failurePath('inv', result.httpCode), { replace: true });
  }, [result, known, navigate]);

  return invoice;
}

/** Props of {@link InvoiceClosed}. */
export interface InvoiceClosedProps {
  /** The page's title, its h1. */
  title: string;
  reason: InvoiceClosedReason;
}

/** An e-invoice link that no longer shows its invoice: already paid, or its 30 days are over. */
export function InvoiceClosed({ title, reason }: InvoiceClosedProps) {
  const text = useText();
  const paid = reason === 'paid';
  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <InlineAlert tone={paid ? 'success' : 'info'} title={paid ? text.alreadyPaidTitle : text.expiredTitle}>
        {paid ? text.alreadyPaidBody : text.expiredBody}
      </InlineAlert>
    </Stack>
  );
}

/** The PayNow QR of an unpaid invoice (ui PayNowQr, as on the payment page), asked for in the background. */
function InvoicePayNow({ id, now }: { id: string; now?: (() => number) | undefined }) {
  const text = useText();
  const catalogue = useCatalogue();
  const client = useApiClient();
  const { show } = useToast();
  const [qr, setQr] = useState<InvoiceQr | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const image = useBlobImage(PUBLIC_LINK_URLS.invoiceQr(id), false, qr?.billReferenceNumber ?? null);
  const load = async () => {
    setLoading(true);
    setFailed(false);
    const result = await client.request<InvoiceQr>('GET', PUBLIC_LINK_URLS.invoiceQrString(id), {
      auth: false,
      quiet: true,
      background: true,
    });
    setLoading(false);
    if (result.error || result.data === null) setFailed(true);
    else setQr(result.data);
  };
  const failure = failed ? (
    <div role="alert">
      <InlineAlert tone="error" title={text.qrFailed} />
    </div>
  ) : null;
  // Once the QR is there, its card's own heading ('Pay by PayNow') names it: 'Pay with PayNow' above it again
  // would say the same twice.
  if (qr !== null) {
    return (
      <Stack space="sm">
        {failure}
        <PayNowQr
          qrSrc={image}
          amount={formatMoney(qr.amountCents)}
          reference={qr.billReferenceNumber}
          expiresAt={qr.expiryDate}
          onRefresh={() => {
            void load();
          }}
          isRefreshing={isLoading}
          onReferenceCopied={() => {
            show({ type: 'success', content: catalogue.generic.copiedToClipboard });
          }}
          headingLevel={2}
          {...(now === undefined ? {} : { now })}
        />
      </Stack>
    );
  }
  return (
    <Stack as="section" space="sm" aria-labelledby="inv-pay-title">
      <h2 id="inv-pay-title" className={textStyles.subtitle}>
        {text.payTitle}
      </h2>
      {failure}
      <Button
        variant="primary"
        fullWidth
        isLoading={isLoading}
        onPress={() => {
          void load();
        }}
      >
        {text.showQr}
      </Button>
    </Stack>
  );
}

/** Props of {@link EInvoice}. */
export interface EInvoiceProps {
  /** The page's title, its h1. */
  title: string;
  /** The link's id. */
  id: string;
  invoice: PublicInvoice;
  /** The clock of the QR's countdown; stories pass their own. */
  now?: (() => number) | undefined;
}

/**
 * An e-invoice: its numbers, date and whom it bills (the payer's NRIC masked), its lines and amounts, how long the
 * link is valid, its PDF and, while it is unpaid, PayNow. A failed download is said here and never leaves it.
 */
export function EInvoice({ title, id, invoice, now }: EInvoiceProps) {
  const text = useText();
  const { format } = useLocale();
  const client = useApiClient();
  const [isDownloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    const pdf = await client.requestBlob(PUBLIC_LINK_URLS.invoicePdf(id), { auth: false, quiet: true });
    setDownloading(false);
    if (pdf.error || pdf.data === null) setDownloadFailed(true);
    else saveBlob(pdf.data, `${invoice.invoiceNumber}.pdf`);
  };

  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <DetailList
        items={[
          { label: text.invoiceNumber, value: invoice.invoiceNumber },
          { label: text.orderNumber, value: invoice.orderNumber },
          { label: text.issued, value: formatSingaporeDate(invoice.issuedDate) },
          { label: text.billedTo, value: invoice.billedTo },
          { label: text.idNumber, value: invoice.nric === '' ? '-' : invoice.nric },
          { label: text.for, value: invoice.customerName },
        ]}
      />
      <Stack as="section" space="sm" aria-labelledby="inv-items-title">
        <h2 id="inv-items-title" className={textStyles.subtitle}>
          {text.itemsTitle}
        </h2>
        <DetailList
          items={[
            ...invoice.items.map((item) => ({ label: item.description, value: money(item.amount) })),
            { label: text.subTotal, value: money(invoice.subTotal) },
            ...(invoice.discount > 0 ? [{ label: text.discount, value: `-${money(invoice.discount)}` }] : []),
            {
              label: format(text.gst, { rate: String(invoice.gstPercentage) }),
              value: money(invoice.gst),
            },
            { label: text.total, value: money(invoice.total) },
            { label: text.amountDue, value: money(invoice.payableAmount) },
          ]}
        />
      </Stack>
      <p className={textStyles.mutedFlush}>
        {format(text.linkValidUntil, { date: formatSingaporeDate(invoice.expiryDate) })}
      </p>
      {downloadFailed ? (
        <div role="alert">
          <InlineAlert tone="error" title={text.downloadFailed} />
        </div>
      ) : null}
      <Button
        variant="secondary"
        fullWidth
        isLoading={isDownloading}
        onPress={() => {
          void download();
        }}
      >
        {text.download}
      </Button>
      {invoice.status === 'PENDING' && invoice.payableAmount > 0 ? <InvoicePayNow id={id} now={now} /> : null}
    </Stack>
  );
}
