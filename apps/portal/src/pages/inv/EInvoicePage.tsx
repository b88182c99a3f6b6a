import { PageLoading } from '@careportal/ui';
import { useParams } from 'react-router';
import {
  EInvoice,
  InvoiceClosed,
  invoiceClosedReason,
  usePublicInvoice,
} from '../../features/payments/EInvoice';
import { Query } from '../../data/Query';
import type { PageProps } from '../../shell/pageProps';

/** Props of {@link EInvoicePage}. */
export interface EInvoicePageProps extends PageProps {
  /** The clock of the QR's countdown; stories pass their own. */
  now?: () => number;
}

/**
 * /inv/{id}, the e-invoice sent by SMS or email: the invoice (the payer's NRIC masked), its PDF, and PayNow while
 * it is unpaid. E-INV-S002 (already paid) and E-INV-S004 (the link's 30 days are over) each have their screen; an
 * unknown link goes to /inv/page-not-found and any other failure to load it to /inv/something-went-wrong. The
 * download and the QR are asked for behind the page: their failure is said here and never leaves it.
 */
export function EInvoicePage({ title, now }: EInvoicePageProps) {
  const { id = '' } = useParams();
  const invoice = usePublicInvoice(id);
  return (
    <Query
      query={invoice}
      loading={<PageLoading />}
      refusal={(answer) => {
        const reason = invoiceClosedReason(answer);
        return reason === null ? undefined : <InvoiceClosed title={title} reason={reason} />;
      }}
      // Any other failure leaves for its status page (usePublicInvoice).
      failure={<PageLoading />}
    >
      {(data) => <EInvoice title={title} id={id} invoice={data} now={now} />}
    </Query>
  );
}
