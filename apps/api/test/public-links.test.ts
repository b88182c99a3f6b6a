/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Issue 17's public links, through the API: the appointment reminder (GET and PUT
 * public/v1/appointment-reminder/client-attendance/{id}) and the e-invoice (GET public/v1/inv/{id}, its PDF and
 * its PayNow QR), on the demo links of the seed (seed-data.ts DEMO_PUBLIC_LINKS). The app's clock is the test's,
 * starting at the real time the template was seeded, and moved to let links lapse.
 */
import { randomBytes } from 'node:crypto';

import {
  appointmentReminderSchema,
  E_INVOICE_ERROR_CODES,
  maskNationalId,
  nationalIdCheckLetter,
  PUBLIC_LINK_ID_BYTES,
  publicInvoiceSchema,
  publicLinkMessages,
} from '@careportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as t from '../src/db/schema/index.ts';
import { DEMO_PUBLIC_LINKS, DEMO_PUBLIC_LINKS_CLIENT } from '../src/db/seed-data.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const L = DEMO_PUBLIC_LINKS;
const NRIC = `S${DEMO_PUBLIC_LINKS_CLIENT.nricDigits}${nationalIdCheckLetter('S', DEMO_PUBLIC_LINKS_CLIENT.nricDigits)}`;
const reminderUrl = (id: string) => `/public/v1/appointment-reminder/client-attendance/${id}`;
const DAY = 86_400_000;

describe.each(drivers())('public appointment reminder and e-invoice links on %s', (driver) => {
  let clock = new Date();
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildTestApp(database, await createKeys(), {
      config: testConfig({ rateLimitMax: 1100 }),
      clock: () => clock,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const answer = (id: string, status: string, extra: object = {}) =>
    app.inject({ method: 'PUT', url: reminderUrl(id), payload: { status, ...extra } });

  it('shows a pending reminder with the NRIC masked, never in full', async () => {
    const res = await get(reminderUrl(L.reminderPending));
    expect(res.statusCode, res.body).toBe(200);
    const data = appointmentReminderSchema.parse(res.json().data);
    expect(data).toMatchObject({
      status: 'PENDING',
      clientName: 'Goh Boon Huat',
      nric: maskNationalId(NRIC),
      serviceName: 'Circuit Training',
      answeredDate: null,
    });
    expect(data.nric).toMatch(/^\*{5}\d{3}[A-Z]$/);
    expect(res.body).not.toContain(NRIC);
    expect(new Date(data.expiryDate).getTime()).toBe(new Date(data.startDate).getTime());
  });

  it('records CONFIRMED, then lets the client change it to DECLINED; the booking stays SCHEDULED', async () => {
    const confirmed = await answer(L.reminderPending, 'CONFIRMED');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('CONFIRMED');
    expect((await get(reminderUrl(L.reminderPending))).json().data.status).toBe('CONFIRMED');

    const declined = await answer(L.reminderPending, 'DECLINED');
    expect(declined.json().data).toMatchObject({ status: 'DECLINED', answeredDate: clock.toISOString() });
    const [link] = await database.handle.db
      .select()
      .from(t.appointmentReminderLinks)
      .where(eq(t.appointmentReminderLinks.token, L.reminderPending));
    expect(link?.answer).toBe('DECLINED');
    const [booking] = await database.handle.db
      .select()
      .from(t.serviceBookings)
      .where(eq(t.serviceBookings.id, link?.serviceBookingId ?? ''));
    expect(booking?.status).toBe('SCHEDULED');
  });

  it('refuses any answer but CONFIRMED or DECLINED', async () => {
    for (const bad of ['PENDING', 'EXPIRED', 'confirmed', '']) {
      expect((await answer(L.reminderPendingSecond, bad)).statusCode).toBe(400);
    }
    expect((await answer(L.reminderPendingSecond, 'CONFIRMED', { bookingId: 'x' })).statusCode).toBe(400);
    expect((await get(reminderUrl(L.reminderPendingSecond))).json().data.status).toBe('PENDING');
  });

  it('shows a reminder of a passed appointment as EXPIRED and takes no answer to it (410)', async () => {
    const res = await get(reminderUrl(L.reminderExpired));
    expect(res.json().data.status).toBe('EXPIRED');
    const late = await answer(L.reminderExpired, 'CONFIRMED');
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ httpCode: 410, message: publicLinkMessages.reminder.expiredApi });
  });

  it('lets a reminder expire when its appointment starts', async () => {
    const before = appointmentReminderSchema.parse(
      (await get(reminderUrl(L.reminderPendingSecond))).json().data,
    );
    const saved = clock;
    try {
      clock = new Date(new Date(before.startDate).getTime() - 1000);
      expect((await get(reminderUrl(L.reminderPendingSecond))).json().data.status).toBe('PENDING');
      clock = new Date(before.startDate);
      expect((await get(reminderUrl(L.reminderPendingSecond))).json().data.status).toBe('EXPIRED');
      expect((await answer(L.reminderPendingSecond, 'DECLINED')).statusCode).toBe(410);
    } finally {
      clock = saved;
    }
  });

  it('shows an unpaid invoice with its amount and the payer NRIC masked', async () => {
    const res = await get(`/public/v1/inv/${L.invoiceUnpaid}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = publicInvoiceSchema.parse(res.json().data);
    expect(data).toMatchObject({
      status: 'PENDING',
      billedTo: 'Goh Boon Huat',
      nric: maskNationalId(NRIC),
      invoiceNumber: expect.stringMatching(/^INV-\d+$/),
    });
    expect(data.items).toHaveLength(1);
    expect(data.payableAmount).toBe(data.total);
    expect(data.total).toBeCloseTo(data.subTotal - data.discount + data.gst, 2);
    expect(res.body).not.toContain(NRIC);
  });

  it('downloads the invoice PDF', async () => {
    const pdf = await get(`/public/v1/inv/${L.invoiceUnpaid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="INV-\d+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers the unpaid invoice's PayNow QR, the same as the payment page's", async () => {
    const text = await get(`/public/v1/inv/${L.invoiceUnpaid}/qr-string`);
    expect(text.statusCode, text.body).toBe(200);
    const qr = text.json().data;
    const invoice = publicInvoiceSchema.parse((await get(`/public/v1/inv/${L.invoiceUnpaid}`)).json().data);
    expect(qr.qrString).toMatch(/^000201/);
    expect(qr.amount).toBe(invoice.payableAmount);
    expect(qr.expiresInSeconds).toBe(15 * 60);
    const again = (await get(`/public/v1/inv/${L.invoiceUnpaid}/qr-string`)).json().data;
    expect(again.billReferenceNumber).toBe(qr.billReferenceNumber);
    const png = await get(`/public/v1/inv/${L.invoiceUnpaid}/qr`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-bill-reference']).toBe(qr.billReferenceNumber);
    const svg = await get(`/public/v1/inv/${L.invoiceUnpaid}/qr?format=svg`);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a paid invoice with 409 E-INV-S002, and still gives its PDF', async () => {
    for (const url of [`/public/v1/inv/${L.invoicePaid}`, `/public/v1/inv/${L.invoicePaid}/qr-string`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        httpCode: 409,
        errorCode: E_INVOICE_ERROR_CODES.alreadyPaid,
        message: publicLinkMessages.invoice.alreadyPaidApi,
      });
    }
    expect((await get(`/public/v1/inv/${L.invoicePaid}/pdf`)).statusCode).toBe(200);
  });

  it('answers an expired invoice link with 410 E-INV-S004, its PDF and QR too', async () => {
    for (const suffix of ['', '/pdf', '/qr-string', '/qr']) {
      const res = await get(`/public/v1/inv/${L.invoiceExpired}${suffix}`);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ errorCode: E_INVOICE_ERROR_CODES.linkExpired });
    }
  });

  it('lets an invoice link lapse 30 days after it was sent', async () => {
    const [link] = await database.handle.db
      .select()
      .from(t.invoiceLinks)
      .where(eq(t.invoiceLinks.token, L.invoiceUnpaid));
    expect(link).toBeDefined();
    if (!link) return;
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(30 * DAY);
    const saved = clock;
    try {
      clock = new Date(link.expiresAt.getTime() - 1000);
      expect((await get(`/public/v1/inv/${L.invoiceUnpaid}`)).statusCode).toBe(200);
      clock = link.expiresAt;
      expect((await get(`/public/v1/inv/${L.invoiceUnpaid}`)).json().errorCode).toBe(
        E_INVOICE_ERROR_CODES.linkExpired,
      );
    } finally {
      clock = saved;
    }
  });

  it('cannot be enumerated: 1,000 random ids give only 404s, within the rate limit', async () => {
    for (const route of [reminderUrl, (id: string) => `/public/v1/inv/${id}`]) {
      const codes = new Map<number, number>();
      for (let i = 0; i < 1000; i += 1) {
        const res = await get(route(randomBytes(PUBLIC_LINK_ID_BYTES).toString('base64url')));
        codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
      }
      expect(Object.fromEntries(codes)).toEqual({ 404: 1000 });
    }
    for (const odd of ['1', 'x'.repeat(40), encodeURIComponent("' or 1=1 --")]) {
      expect((await get(reminderUrl(odd))).statusCode).toBe(404);
    }
  }, 120_000);

  it('never answers a database id as a link', async () => {
    const [link] = await database.handle.db
      .select()
      .from(t.invoiceLinks)
      .where(eq(t.invoiceLinks.token, L.invoiceUnpaid));
    expect((await get(`/public/v1/inv/${link?.orderId ?? ''}`)).statusCode).toBe(404);
    expect((await get(`/public/v1/inv/${link?.id ?? ''}`)).statusCode).toBe(404);
  });
});
