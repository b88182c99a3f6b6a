/**
 * The PDF invoice of an order (GET order/{id}/invoice), drawn by pdfkit with its built-in Helvetica.
 *
 * What it holds: the issuer with its address and GST registration number; 'Tax Invoice', the invoice number, the
 * order number, the dates and the status; whom it is billed to, with the payer's ID number masked (domain
 * maskNationalId: '*****567D', never more) and the billing address in the portal's format (domain
 * formatAddressLines); who the services are for; each line with its discount ('Less - …'); the subtotal, the
 * discount, GST at the order's rate, the total and the amount payable (domain formatMoney of the stored cents:
 * nothing is computed here); and the payment.
 *
 * Its limits: Helvetica writes Latin text only (a name in Chinese characters would not show); the PDF's dates
 * come from the order, so the same order gives the same text.
 */
import {
  basisPointsToPercentage,
  formatAddressLines,
  formatDisplayDate,
  formatMoney,
  maskNationalId,
  singaporeIsoDate,
  type DisplayAddress,
} from '@careportal/domain';
import PDFDocument from 'pdfkit';

import type { OrderRow } from '../repositories/orders.ts';
import type { PaymentRow } from '../repositories/payments.ts';

/** Who issues the invoices (the demo provider); the GST registration number is its UEN. */
export const INVOICE_ISSUER = {
  name: 'CarePortal Health Ltd',
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
}

/** The invoice number of an order: INV- and the order number's digits. */
export function invoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^NH-/, '')}`;
}

/** The file name the browser saves it as. */
export function invoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber}.pdf`;
}

const STATUS_TEXT: Record<string, string> = {
  PENDING: 'Pending payment',
  PAID: 'Paid',
  FAILED: 'Payment failed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
};

function displayDate(date: Date): string {
  return formatDisplayDate(singaporeIsoDate(date));
}

function paymentText(payment: PaymentRow | undefined): string | undefined {
  if (payment?.status !== 'SUCCEEDED') return undefined;
  const when = payment.completedAt ? ` on ${displayDate(payment.completedAt)}` : '';
  if (payment.method === 'PAYNOW') {
    return `Paid by PayNow${when}, bill reference ${payment.billReference ?? ''}`;
  }
  if (payment.method === 'EGIRO') return `Paid by eGIRO${when}`;
  return `Paid by ${payment.cardBrand ?? 'card'} ending in ${payment.cardLast4 ?? ''}${when}`;
}

/** The invoice as a PDF. */
export async function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const { order, invoiceNumber, payment, payer } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Tax Invoice ${invoiceNumber}`,
      Author: INVOICE_ISSUER.name,
      Subject: `Order ${order.orderNumber}`,
      CreationDate: order.createdAt,
    },
  });
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

  doc.font('Helvetica-Bold').fontSize(16).text(INVOICE_ISSUER.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of formatAddressLines(INVOICE_ISSUER.address)) doc.text(line);
  doc.text(`GST Reg. No.: ${INVOICE_ISSUER.gstRegistrationNumber}`);
  doc.text(INVOICE_ISSUER.email);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(14).text('Tax Invoice');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoiceNumber}`);
  doc.text(`Order number: ${order.orderNumber}`);
  doc.text(`Invoice date: ${displayDate(order.createdAt)}`);
  doc.text(`Status: ${STATUS_TEXT[order.status] ?? order.status}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Bill to');
  // A corporate customer's invoice is made out to the company, for the attention of the payer.
  if (order.paymentSegment === 'CORPORATE' && order.companyName !== null) {
    doc.font('Helvetica').text(order.companyName);
    doc.text(`Attn: ${payer.name}`);
  } else {
    doc.font('Helvetica').text(payer.name);
    if (payer.nationalId) doc.text(`NRIC/FIN: ${maskNationalId(payer.nationalId)}`);
  }
  const address = order.billingAddress as DisplayAddress | null;
  if (address) for (const line of formatAddressLines(address)) doc.text(line);
  if (order.customerName !== order.payerName) doc.text(`Services for: ${order.customerName}`);
  doc.moveDown();

  const row = (label: string, amount: string, options: { bold?: boolean } = {}) => {
    const y = doc.y;
    doc.font(options.bold === true ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: amountX - left - 10 });
    const after = doc.y;
    doc.text(amount, amountX, y, { width: right - amountX, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };

  row('Description', 'Amount (SGD)', { bold: true });
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.3);
  for (const item of order.items) {
    row(
      `${item.description}${item.quantity > 1 ? ` x ${String(item.quantity)}` : ''}`,
      formatMoney(item.amountCents),
    );
    if (item.discountCents > 0 && item.discountDescription !== null) {
      row(`Less - ${item.discountDescription}`, formatMoney(-item.discountCents));
    }
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.3);
  row('Subtotal', formatMoney(order.subTotalCents));
  if (order.discountCents > 0) row('Discount', formatMoney(-order.discountCents));
  row(`GST ${String(basisPointsToPercentage(order.gstRateBasisPoints))}%`, formatMoney(order.gstCents));
  row('Total', formatMoney(order.totalCents), { bold: true });
  row('Amount payable', formatMoney(order.payableCents), { bold: true });
  doc.moveDown();

  const paid = paymentText(payment);
  doc.font('Helvetica').text(paid ?? 'Not paid yet.');
  doc.moveDown();
  doc.fontSize(8).text('This is a computer-generated invoice. No signature is required.');

  doc.end();
  return finished;
}
