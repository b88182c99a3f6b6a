/**
 * The PDF invoice of an order (GET order/{id}/invoice, and an e-invoice link's PDF), drawn by pdfkit in the
 * customer's language (customers.language, as the notices are; English until they choose): its words are domain
 * taxInvoiceMessages, written by lib/i18n.ts.
 *
 * What it holds: the issuer with its address and GST registration number; 'Tax Invoice', the invoice number, the
 * order number, the dates and the status; whom it is billed to, with the payer's ID number masked (domain
 * maskNationalId: '*****567D', never more) and the billing address in the portal's format (domain
 * formatAddressLines); who the services are for; each line with its discount ('Less - …'); the subtotal, the
 * discount, GST at the order's rate, the total and the amount payable (domain formatMoney of the stored cents:
 * nothing is computed here); and the payment.
 *
 * Names are written in the script they are stored in: the fonts (lib/invoice-fonts.ts) cover Latin, Chinese
 * characters and Tamil, chosen run by run, so a company billed as 长者护理私人有限公司 or a loved one named 陈美玲
 * or முத்துலட்சுமி shows as written, in any language's invoice. pdfkit embeds only the glyphs used: an English or
 * Malay invoice of Latin names is about 12 kB and a Tamil one about 23 kB; Chinese characters add Noto Sans SC's
 * subset, about 40 kB for each of its weights used (a Chinese invoice uses both: about 105 kB). The invoice tests
 * bound each language's size.
 *
 * Its limits: a script other than these three (Japanese kana, Korean, Arabic, Devanagari…) shows only where one of
 * the three fonts has its characters, else as empty boxes; amounts, dates (dd/MM/yyyy), the issuer's name and
 * address, product names and discount descriptions are as stored, in every language. A PDF reader that follows
 * ActualText (Acrobat, poppler) copies and searches Tamil in its spoken order; one that reads glyphs as drawn
 * (pdf.js) gets a vowel sign written before its consonant (கொ as ெகா) where Tamil draws it there. The PDF's dates
 * come from the order, so the same order gives the same text.
 */
import {
  basisPointsToPercentage,
  formatAddressLines,
  formatDisplayDate,
  formatMoney,
  maskNationalId,
  ORDER_STATUSES,
  singaporeIsoDate,
  type DisplayAddress,
  type OrderStatus,
} from '@careportal/domain';
import PDFDocument from 'pdfkit';

import type { OrderRow } from '../repositories/orders.ts';
import type { PaymentRow } from '../repositories/payments/index.ts';
import { writerFor, type Writer } from './i18n.ts';
import {
  invoiceFonts,
  INVOICE_SCRIPTS,
  INVOICE_WEIGHTS,
  scriptRuns,
  type InvoiceFonts,
  type InvoiceWeight,
} from './invoice-fonts.ts';

/**
 * Where the invoices' issuer is (the demo provider's office); the GST registration number is its UEN. Its name is
 * the configured provider's legal name (`InvoiceInput.issuerName`, config.provider), as the portal's footer has it.
 */
export const INVOICE_ISSUER = {
  address: {
    block: '2',
    street: 'Bukit Merah Central',
    level: '12',
    unit: '01',
    building: null,
    postalCode: '159835',
  } satisfies DisplayAddress,
  gstRegistrationNumber: '201912345K',
  email: 'billing@careportal.example.sg',
} as const;

export interface InvoiceInput {
  order: OrderRow;
  invoiceNumber: string;
  payment: PaymentRow | undefined;
  payer: { name: string; nationalId: string | null };
  /** The customer's stored language (customers.language): anything but one of domain LOCALES is English. */
  language: string | null;
  /** The provider's legal name (config.provider.legalName). */
  issuerName: string;
}

/** The invoice number of an order: INV- and the order number's digits. */
export function invoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^NH-/, '')}`;
}

/** The file name the browser saves it as. */
export function invoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber}.pdf`;
}

function displayDate(date: Date): string {
  return formatDisplayDate(singaporeIsoDate(date));
}

function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * How an order was paid, as its invoice says it ('Paid by Visa ending in 4242 on 01/03/2027'), and the receipt
 * mail (lib/receipts.ts) too; undefined while no payment succeeded.
 */
export function paymentText(write: Writer, payment: PaymentRow | undefined): string | undefined {
  if (payment?.status !== 'SUCCEEDED') return undefined;
  const date = payment.completedAt ? displayDate(payment.completedAt) : undefined;
  if (payment.method === 'PAYNOW') {
    const reference = payment.billReference ?? '';
    return date === undefined
      ? write.text('taxInvoiceMessages.paidByPayNow', { reference })
      : write.text('taxInvoiceMessages.paidByPayNowOn', { date, reference });
  }
  if (payment.method === 'EGIRO') {
    return date === undefined
      ? write.text('taxInvoiceMessages.paidByEgiro', {})
      : write.text('taxInvoiceMessages.paidByEgiroOn', { date });
  }
  const brand = payment.cardBrand ?? write.text('taxInvoiceMessages.card', {});
  const last4 = payment.cardLast4 ?? '';
  return date === undefined
    ? write.text('taxInvoiceMessages.paidByCard', { brand, last4 })
    : write.text('taxInvoiceMessages.paidByCardOn', { brand, last4, date });
}

type TextOptions = PDFKit.Mixins.TextOptions & { weight?: InvoiceWeight; size: number };

/**
 * Writes `text` in the fonts of its scripts, one pdfkit text run per font (lib/invoice-fonts.ts scriptRuns), at
 * `at` or where the last text ended. Every run sits on Noto Sans's baseline, so a line mixing scripts is level
 * (pdfkit would hang each font from its own ascender), and right-aligned text is placed whole. A Tamil run carries
 * its text as ActualText, so that a PDF reader copying or searching it reads the vowel signs in their spoken
 * order, not in the order they are drawn.
 */
function writeText(
  doc: PDFKit.PDFDocument,
  fonts: InvoiceFonts,
  text: string,
  { weight = 'regular', size, ...options }: TextOptions,
  at?: { x: number; y: number },
): void {
  const runs = scriptRuns(text, fonts);
  const latin = fonts['latin-regular'];
  const baseline = -(latin.ascent / latin.unitsPerEm) * size;
  let start = at;
  if (options.align === 'right' && at && options.width !== undefined && runs.length > 1) {
    const width = runs.reduce(
      (sum, run) => sum + doc.font(`${run.script}-${weight}`).fontSize(size).widthOfString(run.text),
      0,
    );
    start = { x: at.x + Math.max(0, options.width - width), y: at.y };
    options = { ...options, align: 'left', width: Math.min(options.width, width + 1) };
  }
  runs.forEach((run, index) => {
    const runOptions = { ...options, baseline, continued: index < runs.length - 1 };
    doc.font(`${run.script}-${weight}`).fontSize(size);
    if (run.script === 'tamil') doc.markContent('Span', { actual: run.text, lang: 'ta' });
    if (index === 0 && start) doc.text(run.text, start.x, start.y, runOptions);
    else doc.text(run.text, runOptions);
    if (run.script === 'tamil') doc.endMarkedContent();
  });
}

/** The invoice as a PDF, in the customer's language. */
export async function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const { order, invoiceNumber, payment, payer } = input;
  const [write, fonts] = await Promise.all([writerFor(input.language), invoiceFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: write.locale,
    info: {
      Title: write.text('taxInvoiceMessages.documentTitle', { invoiceNumber }),
      Author: input.issuerName,
      Subject: write.text('taxInvoiceMessages.documentSubject', { orderNumber: order.orderNumber }),
      CreationDate: order.createdAt,
    },
  });
  // pdfkit takes a parsed fontkit font as a font's source (its types know only files and bytes), so each PDF
  // embeds the fonts parsed once for the process.
  for (const script of INVOICE_SCRIPTS) {
    for (const weight of INVOICE_WEIGHTS) {
      doc.registerFont(`${script}-${weight}`, fonts[`${script}-${weight}`] as unknown as Uint8Array);
    }
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountX = right - 110;
  let size = 10;
  const line = (text: string, options: { weight?: InvoiceWeight } = {}) => {
    writeText(doc, fonts, text, { ...options, size });
  };

  size = 16;
  line(input.issuerName, { weight: 'bold' });
  size = 9;
  for (const addressLine of formatAddressLines(INVOICE_ISSUER.address)) line(addressLine);
  line(
    write.text('taxInvoiceMessages.gstRegistrationNumber', { number: INVOICE_ISSUER.gstRegistrationNumber }),
  );
  line(INVOICE_ISSUER.email);
  doc.moveDown();

  size = 14;
  line(write.text('taxInvoiceMessages.title', {}), { weight: 'bold' });
  size = 10;
  line(write.text('taxInvoiceMessages.invoiceNumber', { invoiceNumber }));
  line(write.text('taxInvoiceMessages.orderNumber', { orderNumber: order.orderNumber }));
  line(write.text('taxInvoiceMessages.invoiceDate', { date: displayDate(order.createdAt) }));
  const status = isOrderStatus(order.status)
    ? write.text(`taxInvoiceMessages.orderStatuses.${order.status}`, {})
    : order.status;
  line(write.text('taxInvoiceMessages.status', { status }));
  doc.moveDown();

  line(write.text('taxInvoiceMessages.billTo', {}), { weight: 'bold' });
  // A corporate customer's invoice is made out to the company, for the attention of the payer.
  if (order.paymentSegment === 'CORPORATE' && order.companyName !== null) {
    line(order.companyName);
    line(write.text('taxInvoiceMessages.attention', { name: payer.name }));
  } else {
    line(payer.name);
    if (payer.nationalId) {
      line(write.text('taxInvoiceMessages.nationalId', { maskedId: maskNationalId(payer.nationalId) }));
    }
  }
  const address = order.billingAddress as DisplayAddress | null;
  if (address) for (const addressLine of formatAddressLines(address)) line(addressLine);
  if (order.customerName !== order.payerName) {
    line(write.text('taxInvoiceMessages.servicesFor', { name: order.customerName }));
  }
  doc.moveDown();

  const row = (label: string, amount: string, options: { bold?: boolean } = {}) => {
    const y = doc.y;
    const weight = options.bold === true ? 'bold' : 'regular';
    writeText(doc, fonts, label, { weight, size, width: amountX - left - 10 }, { x: left, y });
    const after = doc.y;
    writeText(
      doc,
      fonts,
      amount,
      { weight, size, width: right - amountX, align: 'right' },
      { x: amountX, y },
    );
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };

  row(write.text('taxInvoiceMessages.description', {}), write.text('taxInvoiceMessages.amount', {}), {
    bold: true,
  });
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.3);
  for (const item of order.items) {
    row(
      item.quantity > 1
        ? write.text('taxInvoiceMessages.lineQuantity', {
            description: item.description,
            quantity: String(item.quantity),
          })
        : item.description,
      formatMoney(item.amountCents),
    );
    if (item.discountCents > 0 && item.discountDescription !== null) {
      row(
        write.text('taxInvoiceMessages.lineDiscount', { description: item.discountDescription }),
        formatMoney(-item.discountCents),
      );
    }
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.3);
  row(write.text('taxInvoiceMessages.subtotal', {}), formatMoney(order.subTotalCents));
  if (order.discountCents > 0) {
    row(write.text('taxInvoiceMessages.discount', {}), formatMoney(-order.discountCents));
  }
  row(
    write.text('taxInvoiceMessages.gst', {
      rate: String(basisPointsToPercentage(order.gstRateBasisPoints)),
    }),
    formatMoney(order.gstCents),
  );
  row(write.text('taxInvoiceMessages.total', {}), formatMoney(order.totalCents), { bold: true });
  row(write.text('taxInvoiceMessages.amountPayable', {}), formatMoney(order.payableCents), { bold: true });
  doc.moveDown();

  line(paymentText(write, payment) ?? write.text('taxInvoiceMessages.notPaidYet', {}));
  doc.moveDown();
  size = 8;
  line(write.text('taxInvoiceMessages.computerGenerated', {}));

  doc.end();
  return finished;
}
