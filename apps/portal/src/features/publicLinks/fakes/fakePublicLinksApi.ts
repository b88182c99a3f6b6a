/**
 * An in-memory public links API (issue 17) for the stories and page tests: reminders and invoices by link id,
 * answering as public/v1/appointment-reminder/client-attendance/{id} and public/v1/inv/{id}… do.
 */
import type { AppointmentReminder, PublicInvoice, ReminderStatus } from '@careportal/domain';
import { answer, readJson } from '../../../test/fakeEnvelope';
import type { InvoiceQr } from '../api';

export const SAMPLE_REMINDER_ID = 'Rk7dQ2xVb9nLm4Tz8sWp1cYh6JfA3eGu';
export const SAMPLE_INVOICE_ID = 'Iv4pN8sQ1wZk6Xc3Bm9Lt2Hd7Ry5Fg0J';

/** A reminder in `status`. */
export function sampleReminder(status: ReminderStatus = 'PENDING'): AppointmentReminder {
  return {
    id: SAMPLE_REMINDER_ID,
    status,
    clientName: 'Goh Boon Huat',
    nric: '*****345C',
    serviceName: 'Circuit Training',
    sessionType: 'Session',
    centreName: 'Jurong Central Active Ageing Centre',
    centreAddress: '501 Jurong West Street 51, Singapore 640501',
    startDate: '2026-12-03T01:30:00.000Z',
    endDate: '2026-12-03T02:30:00.000Z',
    expiryDate: '2026-12-03T01:30:00.000Z',
    answeredDate: status === 'CONFIRMED' || status === 'DECLINED' ? '2026-11-30T02:00:00.000Z' : null,
  };
}

export function sampleInvoice(): PublicInvoice {
  return {
    id: SAMPLE_INVOICE_ID,
    invoiceNumber: 'INV-0001002',
    orderNumber: 'NH-0001002',
    status: 'PENDING',
    issuedDate: '2026-11-25T02:00:00.000Z',
    expiryDate: '2026-12-25T02:00:00.000Z',
    billedTo: 'Goh Boon Huat',
    nric: '*****345C',
    customerName: 'Goh Boon Huat',
    items: [{ description: 'Gym Tonic: 24 sessions / 3 months at Admiralty', quantity: 1, amount: 240 }],
    subTotal: 240,
    discount: 0,
    gstPercentage: 9,
    gst: 21.6,
    total: 261.6,
    payableAmount: 261.6,
  };
}

/** What the fake holds, and how it misbehaves. */
export interface FakePublicLinksData {
  reminders: Record<string, AppointmentReminder>;
  /** An invoice, or the E-INV code its link answers (409 E-INV-S002, 410 E-INV-S004). */
  invoices: Record<string, PublicInvoice | 'E-INV-S002' | 'E-INV-S004'>;
  /** Every call of these paths fails with this status (a 500, a network failure is 0). */
  failing?: { path: RegExp; httpCode: number; method?: 'GET' | 'PUT' }[];
  /** Answers wait this long (ms), to show the loading states. */
  delayMs?: number;
}

export function publicLinksData(): FakePublicLinksData {
  return {
    reminders: { [SAMPLE_REMINDER_ID]: sampleReminder() },
    invoices: { [SAMPLE_INVOICE_ID]: sampleInvoice() },
  };
}

const QR: InvoiceQr = {
  // A real EMVCo payload shape: the image itself is drawn below.
  qrString: '00020101021226370009SG.PAYNOW010120213201912345K03010520400005303702540526160580SG',
  billReferenceNumber: 'NH0001002A7Q',
  amountCents: 26160,
  expiryDate: '2026-11-27T02:15:00.000Z',
};

/** A small black-and-white square, standing in for the QR image. */
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM10 10h2v2h-2zM14 14h3v3h-3z" fill="#000"/></svg>';

const REMINDER = /\/public\/v1\/appointment-reminder\/client-attendance\/([^/?]+)$/;
const INVOICE = /\/public\/v1\/inv\/([^/?]+)(\/pdf|\/qr-string|\/qr)?(\?.*)?$/;

/** The fake's fetch. */
export function createFakePublicLinksApi(data: FakePublicLinksData): { fetch: typeof fetch } {
  const respond = (url: string, init: RequestInit | undefined): Response => {
    const failing = data.failing?.find(
      (f) => f.path.test(url) && (f.method === undefined || f.method === (init?.method ?? 'GET')),
    );
    if (failing) {
      if (failing.httpCode === 0) throw new TypeError('Failed to fetch');
      return answer(failing.httpCode, { message: 'Server error' });
    }
    const reminder = REMINDER.exec(url);
    if (reminder) {
      const id = decodeURIComponent(reminder[1] ?? '');
      const found = data.reminders[id];
      if (!found)
        return answer(404, { errorCode: 'NOT_FOUND', message: 'This appointment reminder was not found.' });
      if (init?.method === 'PUT') {
        if (found.status === 'EXPIRED') return answer(410, { errorCode: 'REMINDER_EXPIRED' });
        const status = readJson(init).status === 'DECLINED' ? 'DECLINED' : 'CONFIRMED';
        data.reminders[id] = { ...found, status, answeredDate: '2026-11-30T02:00:00.000Z' };
      }
      return answer(200, { data: data.reminders[id] });
    }
    const invoice = INVOICE.exec(url);
    if (invoice) {
      const found = data.invoices[decodeURIComponent(invoice[1] ?? '')];
      if (found === undefined)
        return answer(404, { errorCode: 'NOT_FOUND', message: 'This invoice was not found.' });
      if (found === 'E-INV-S004') return answer(410, { errorCode: found });
      if (invoice[2] === '/pdf') {
        return new Response(new Blob(['%PDF-1.7 fake'], { type: 'application/pdf' }), {
          headers: {
            'content-disposition': `attachment; filename="${typeof found === 'string' ? 'INV' : found.invoiceNumber}.pdf"`,
          },
        });
      }
      if (found === 'E-INV-S002') return answer(409, { errorCode: found });
      if (invoice[2] === '/qr-string') return answer(200, { data: QR });
      if (invoice[2] === '/qr') return new Response(new Blob([QR_SVG], { type: 'image/svg+xml' }));
      return answer(200, { data: found });
    }
    return answer(404, { errorCode: 'NOT_FOUND' });
  };
  return {
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (data.delayMs) await new Promise((resolve) => setTimeout(resolve, data.delayMs));
      return respond(url, init);
    },
  };
}
