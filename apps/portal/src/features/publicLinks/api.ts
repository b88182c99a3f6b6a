/** The public links' API calls (issue 17) and the paths of their pages. */
import type { AppointmentReminder, PublicInvoice } from '@careportal/domain';

export type { AppointmentReminder, PublicInvoice };

export const PUBLIC_LINK_URLS = {
  reminder: (id: string) => `public/v1/appointment-reminder/client-attendance/${encodeURIComponent(id)}`,
  invoice: (id: string) => `public/v1/inv/${encodeURIComponent(id)}`,
  invoicePdf: (id: string) => `public/v1/inv/${encodeURIComponent(id)}/pdf`,
  invoiceQrString: (id: string) => `public/v1/inv/${encodeURIComponent(id)}/qr-string`,
  invoiceQr: (id: string) => `public/v1/inv/${encodeURIComponent(id)}/qr`,
} as const;

/** Where a page's own failed load goes (the area's status pages). */
export const PUBLIC_LINK_PATHS = {
  appt: { notFound: '/appt/page-not-found', error: '/appt/something-went-wrong' },
  inv: { notFound: '/inv/page-not-found', error: '/inv/something-went-wrong' },
} as const;

/** The status page a failed load of the page's own data leads to: 404 not found, anything else the error page. */
export function failurePath(area: keyof typeof PUBLIC_LINK_PATHS, httpCode: number): string {
  return httpCode === 404 ? PUBLIC_LINK_PATHS[area].notFound : PUBLIC_LINK_PATHS[area].error;
}

/** A PayNow QR as GET public/v1/inv/{id}/qr-string answers it. */
export interface InvoiceQr {
  qrString: string;
  billReferenceNumber: string;
  amountCents: number;
  expiryDate: string;
}
