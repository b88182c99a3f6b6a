import { E_INVOICE_ERROR_CODES } from '@careportal/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { failurePath, PUBLIC_LINK_URLS, type PublicInvoice } from '../publicLinks/api';

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
