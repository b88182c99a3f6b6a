/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`). */
/**
 * The PDF invoice in the customer's language, with names as they are written (issue 32): a company billed in
 * Chinese characters, a loved one with a Chinese name, a Tamil and a Malay name show letter for letter in an
 * English, Chinese, Malay and Tamil invoice, with the invoice's words in that language, and each invoice stays
 * small (its fonts are subsets).
 */
import { inflateSync } from 'node:zlib';

import { LOCALES, type Locale } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';

import { orders } from '../src/db/schema/index.ts';
import { writerFor } from '../src/lib/i18n.ts';
import { customerSuite, drivers } from './helpers.ts';
import { placeOrder } from './payment-helpers.ts';

const COMPANY = '长者护理私人有限公司';
const LOVED_ONE = '陈美玲';
const TAMIL_NAME = 'முத்துலட்சுமி செல்வி';
const MALAY_NAME = 'Nur Aisyah binti Rahman';

/**
 * The most bytes an invoice of these names may take, by language: measured at 55 kB (English, Malay), 62 kB
 * (Tamil) and 110 kB (Chinese, whose labels need Noto Sans SC's regular and bold subsets), with about a fifth more
 * for headroom.
 */
const MAX_BYTES: Record<Locale, number> = { en: 70_000, ms: 70_000, ta: 78_000, 'zh-Hans': 132_000 };

/** The PDF's text, every page, with runs of white space made one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The PDF's streams (its pages' content among them), unpacked. */
function contentStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream.
    }
  }
  return streams.join('\n');
}

/**
 * Tamil as a PDF text extractor that reads glyphs in the order they are drawn (pdf.js, unlike readers that follow
 * the PDF's ActualText) gives it back: a two-part vowel sign split in its parts (ொ as ெ and ா), and a vowel sign
 * written before its consonant (ெ, ே, ை) read before it. Other text is as it is.
 */
function asDrawn(text: string): string {
  return text
    .replace(/\u0bca/gu, '\u0bc6\u0bbe')
    .replace(/\u0bcb/gu, '\u0bc7\u0bbe')
    .replace(/\u0bcc/gu, '\u0bc6\u0bd7')
    .replace(/([\u0b95-\u0bb9])([\u0bc6-\u0bc8])/gu, '$2$1');
}

describe.each(drivers())('invoices in four languages on %s', (driver) => {
  const suite = customerSuite(driver, 'CPINVL01');
  const { call } = suite;

  /** An order of the signed-in customer, its names as if bought for `customerName` by `payerName`. */
  async function orderOf(names: { payerName: string; customerName: string }): Promise<string> {
    const order = await placeOrder(suite);
    await suite.database.handle.db
      .update(orders)
      .set(names)
      .where(eq(orders.id, String(order.id)));
    return String(order.id);
  }

  async function invoice(id: string): Promise<Buffer> {
    const res = await call('GET', `/order/${id}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  }

  it.each(LOCALES)(
    'in %s: names in Chinese characters, Tamil and Malay as written, the labels in the language, and small',
    async (locale) => {
      expect((await call('PUT', '/profile/language', { payload: { language: locale } })).statusCode).toBe(
        200,
      );
      const write = await writerFor(locale);
      expect(write.locale).toBe(locale);

      // A company billed in Chinese characters, for the attention of a Tamil payer, for a loved one 陈美玲.
      const corporateId = await orderOf({ payerName: TAMIL_NAME, customerName: LOVED_ONE });
      const billed = await call('PUT', `/order/${corporateId}/billing`, {
        payload: { paymentSegment: 'CORPORATE', companyName: COMPANY },
      });
      expect(billed.statusCode).toBe(200);
      const corporatePdf = await invoice(corporateId);
      const corporate = await pdfText(corporatePdf);
      for (const expected of [
        write.text('taxInvoiceMessages.title', {}),
        `${write.text('taxInvoiceMessages.billTo', {})} ${COMPANY}`,
        write.text('taxInvoiceMessages.attention', { name: TAMIL_NAME }),
        write.text('taxInvoiceMessages.servicesFor', { name: LOVED_ONE }),
        write.text('taxInvoiceMessages.status', {
          status: write.text('taxInvoiceMessages.orderStatuses.PENDING', {}),
        }),
        write.text('taxInvoiceMessages.subtotal', {}),
        write.text('taxInvoiceMessages.amountPayable', {}),
        write.text('taxInvoiceMessages.notPaidYet', {}),
      ]) {
        expect(corporate).toContain(asDrawn(expected));
      }
      expect(corporatePdf.length).toBeLessThan(MAX_BYTES[locale]);

      // A Malay payer buying for a loved one with a Tamil name.
      const retailId = await orderOf({ payerName: MALAY_NAME, customerName: TAMIL_NAME });
      const retailPdf = await invoice(retailId);
      const retail = await pdfText(retailPdf);
      for (const expected of [
        `${write.text('taxInvoiceMessages.billTo', {})} ${MALAY_NAME}`,
        write.text('taxInvoiceMessages.servicesFor', { name: TAMIL_NAME }),
        write.text('taxInvoiceMessages.computerGenerated', {}),
      ]) {
        expect(retail).toContain(asDrawn(expected));
      }
      expect(retailPdf.length).toBeLessThan(MAX_BYTES[locale]);

      if (locale !== 'en') {
        for (const text of [corporate, retail]) {
          expect(text).not.toContain('Tax Invoice');
          expect(text).not.toContain('Services for');
        }
      }
    },
  );

  it('draws a Tamil name with its vowel signs in place and copies it in its spoken order', async () => {
    expect((await call('PUT', '/profile/language', { payload: { language: 'en' } })).statusCode).toBe(200);
    const pdf = await invoice(await orderOf({ payerName: MALAY_NAME, customerName: 'கொண்டாட்டம் செல்வி' }));
    // pdf.js reads the glyphs as drawn: ொ in its two parts around the consonant, ெ before it.
    expect(await pdfText(pdf)).toContain('Services for: ெகாண்டாட்டம் ெசல்வி');
    // Its run carries the name as typed (UTF-16 with its byte order mark), for readers that copy and search by
    // ActualText.
    const actual = Buffer.from('\ufeffகொண்டாட்டம் செல்வி', 'utf16le').swap16().toString('latin1');
    expect(contentStreams(pdf)).toContain(`/ActualText (${actual})`);
  });
});
