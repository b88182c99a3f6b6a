/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * The PDF invoice (GET order/{id}/invoice): its file name, and its text read back with a PDF parser: the issuer's
 * address and GST number, the invoice and order numbers, the masked NRIC and never the whole one, the lines and
 * their discounts, GST at the order's rate and the amounts, and the payment.
 */
import {
  basisPointsToPercentage,
  COMPANY_NAME_MAX_LENGTH,
  formatAddressLines,
  formatMoney,
  maskNationalId,
  messages,
} from '@careportal/domain';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';

import { INVOICE_ISSUER } from '../src/lib/invoice.ts';
import { customerSuite, drivers } from './helpers.ts';
import { expectSignedInOnly, FST_LINE, GYM_TONIC_LINE, placeOrder } from './payment-helpers.ts';

/** The PDF's text, every page, with runs of white space made one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(drivers())('invoices on %s', (driver) => {
  const suite = customerSuite(driver, 'CPINVC01');
  const { call } = suite;

  it('is signed in: no token, an expired token and a stranger in view-as are refused', async () => {
    const order = await placeOrder(suite);
    await expectSignedInOnly(suite, [
      ['GET', `/order/${String(order.id)}/invoice`],
      ['PUT', `/order/${String(order.id)}/billing`, { paymentSegment: 'RETAIL' }],
    ]);
  });

  it('downloads as INV-….pdf with the issuer, the numbers, the masked NRIC, the lines, GST and the payment', async () => {
    const order = await placeOrder(suite, { items: [GYM_TONIC_LINE, FST_LINE], coupon: 'ACTIVE10' });
    const qr = (await call('GET', `/order/${String(order.id)}/qr-string`)).json().data;
    await suite.app.inject({
      method: 'POST',
      url: '/sandbox/bank/paynow/settle',
      payload: { billReferenceNumber: qr.billReferenceNumber, amount: qr.amount },
    });
    const detail = (await call('GET', `/order/${String(order.id)}`)).json().data;
    const profile = (await call('GET', '/profile')).json().data;
    expect(profile.nric).toMatch(/^[STFGM]\d{7}[A-Z]$/);

    const res = await call('GET', `/order/${String(order.id)}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${String(detail.invoiceNumber)}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);

    for (const expected of [
      'Tax Invoice',
      suite.app.config.provider.legalName,
      ...formatAddressLines(INVOICE_ISSUER.address),
      `GST Reg. No.: ${INVOICE_ISSUER.gstRegistrationNumber}`,
      `Invoice number: ${String(detail.invoiceNumber)}`,
      `Order number: ${String(detail.orderNumber)}`,
      'Status: Paid',
      'Tan Ah Kow',
      `NRIC/FIN: ${maskNationalId(profile.nric)}`,
      `Subtotal ${formatMoney(detail.subTotalCents)}`,
      `Discount ${formatMoney(-detail.discountCents)}`,
      `GST ${String(basisPointsToPercentage(900))}% ${formatMoney(detail.gstCents)}`,
      `Total ${formatMoney(detail.totalCents)}`,
      `Amount payable ${formatMoney(detail.payableCents)}`,
      `Paid by PayNow`,
      qr.billReferenceNumber,
    ]) {
      expect(text).toContain(expected);
    }
    for (const item of detail.items) {
      expect(text).toContain(formatMoney(item.amountCents));
      expect(text).toContain(`Less - ${String(item.discount.description)}`);
    }
    expect(text).not.toContain(profile.nric);
    expect(res.rawPayload.toString('latin1')).not.toContain(profile.nric);
    if (detail.address) {
      for (const line of formatAddressLines(detail.address)) expect(text).toContain(line);
    }
  });

  it('bills a payable order to a company: the invoice is made out to it, and the choice ends at payment', async () => {
    const order = await placeOrder(suite);
    const id = String(order.id);
    expect(order.paymentSegment).toBe('RETAIL');
    expect(order.companyName).toBeNull();

    const missing = await call('PUT', `/order/${id}/billing`, { payload: { paymentSegment: 'CORPORATE' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toContain(messages.validation.companyNameRequired);
    const blank = await call('PUT', `/order/${id}/billing`, {
      payload: { paymentSegment: 'CORPORATE', companyName: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await call('PUT', `/order/${id}/billing`, { payload: { paymentSegment: 'WHOLESALE' } });
    expect(unknown.statusCode).toBe(400);
    const tooLong = await call('PUT', `/order/${id}/billing`, {
      payload: { paymentSegment: 'CORPORATE', companyName: 'x'.repeat(COMPANY_NAME_MAX_LENGTH + 1) },
    });
    expect(tooLong.statusCode).toBe(400);

    const billed = await call('PUT', `/order/${id}/billing`, {
      payload: { paymentSegment: 'CORPORATE', companyName: '  Kampung Care Pte Ltd ' },
    });
    expect(billed.statusCode).toBe(200);
    expect(billed.json().data).toMatchObject({
      paymentSegment: 'CORPORATE',
      companyName: 'Kampung Care Pte Ltd',
    });
    expect((await call('GET', `/order/${id}`)).json().data.companyName).toBe('Kampung Care Pte Ltd');
    const corporate = await pdfText((await call('GET', `/order/${id}/invoice`)).rawPayload);
    expect(corporate).toContain('Bill to Kampung Care Pte Ltd Attn: Tan Ah Kow');
    expect(corporate).not.toContain('NRIC/FIN');

    // Back to retail: the company is forgotten, and the payer is billed with the masked NRIC.
    const retail = await call('PUT', `/order/${id}/billing`, { payload: { paymentSegment: 'RETAIL' } });
    expect(retail.json().data).toMatchObject({ paymentSegment: 'RETAIL', companyName: null });
    expect(await pdfText((await call('GET', `/order/${id}/invoice`)).rawPayload)).toContain(
      'Bill to Tan Ah Kow',
    );

    const stranger = await call('PUT', `/order/${id}/billing`, {
      subject: 'demo-siti',
      payload: { paymentSegment: 'RETAIL' },
    });
    expect(stranger.statusCode).toBe(404);

    const qr = (await call('GET', `/order/${id}/qr-string`)).json().data;
    await suite.app.inject({
      method: 'POST',
      url: '/sandbox/bank/paynow/settle',
      payload: { billReferenceNumber: qr.billReferenceNumber, amount: qr.amount },
    });
    const locked = await call('PUT', `/order/${id}/billing`, {
      payload: { paymentSegment: 'CORPORATE', companyName: 'Another Pte Ltd' },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorMessage).toBe(messages.cart.orderBillingLocked);
    expect((await call('GET', `/order/${id}`)).json().data.paymentSegment).toBe('RETAIL');
  });

  it("says an unpaid order is not paid yet, and is not another customer's to read", async () => {
    const order = await placeOrder(suite);
    const text = await pdfText((await call('GET', `/order/${String(order.id)}/invoice`)).rawPayload);
    expect(text).toContain('Status: Pending payment');
    expect(text).toContain('Not paid yet.');
    const stranger = await call('GET', `/order/${String(order.id)}/invoice`, { subject: 'demo-siti' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['content-type']).toContain('application/json');
  });
});
