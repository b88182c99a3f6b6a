/**
 * The public links of issue 17 (seed 001 §7, "Public reminder, e-invoice"), opened from an SMS or email without
 * signing in. Each id is an unguessable token (domain PUBLIC_LINK_ID_BYTES: 192 random bits), never a database
 * id; an unknown one is 404, whatever its shape. Rate-limited per route and IP like every route under /public/
 * (plugins/external/rate-limit.ts). The client's NRIC is only ever answered masked ('*****567D').
 *
 * - GET appointment-reminder/client-attendance/{id}: the appointment and the reminder's state (domain
 *   reminderStatus): PENDING, CONFIRMED, DECLINED, or EXPIRED once the appointment has started or is no longer
 *   scheduled.
 * - PUT appointment-reminder/client-attendance/{id} {status: CONFIRMED | DECLINED}: records the client's answer
 *   for the centre's staff; it can be changed until the link expires (then 410 with the reminder EXPIRED).
 *   Declining keeps the booking SCHEDULED: staff arrange another date with the client.
 * - GET inv/{id}: the invoice of an unpaid order. 410 E-INV-S004 when the link (30 days) has lapsed, 409
 *   E-INV-S002 when the order is paid.
 * - GET inv/{id}/pdf: the tax invoice as a PDF (lib/invoice.ts, the same as GET order/{id}/invoice, in the
 *   customer's language); expired: 410.
 * - GET inv/{id}/qr-string and inv/{id}/qr: the order's PayNow QR (lib/payments.ts payableOrderQr, the same QR
 *   as the payment page's); paid 409 E-INV-S002, expired 410 E-INV-S004.
 */
import {
  appointmentReminderAnswerSchema,
  appointmentReminderSchema,
  basisPointsToPercentage,
  centsToDollars,
  E_INVOICE_ERROR_CODES,
  formatAddressLines,
  maskNationalId,
  PUBLIC_LINK_ID_MAX_LENGTH,
  publicInvoiceSchema,
  publicLinkMessages,
  reminderStatus,
  sessionTypeLabel,
  type AppointmentReminder,
  type ReminderAnswer,
  type SessionType,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../../lib/envelope.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { invoiceFileName, invoiceNumber, renderInvoice } from '../../../lib/invoice.ts';
import { payableOrderQr, qrSchema, qrView, sendQrImage } from '../../../lib/payments.ts';
import { strictQuery } from '../../../plugins/app/errors.ts';
import type { OrderRow } from '../../../repositories/orders.ts';
import type { InvoiceLinkView, ReminderLinkView } from '../../../repositories/public-links.ts';

const r = publicLinkMessages.reminder;
const inv = publicLinkMessages.invoice;
const responses = { ...errorResponses, 409: errorEnvelopeSchema, 410: errorEnvelopeSchema } as const;
const params = z.object({ id: z.string().max(PUBLIC_LINK_ID_MAX_LENGTH) });

function reminderView(view: ReminderLinkView, now: Date): AppointmentReminder {
  const { link, booking } = view;
  return {
    id: link.token,
    status: reminderStatus(
      {
        answer: link.answer as ReminderAnswer | null,
        expiresAt: link.expiresAt,
        bookingScheduled: booking.status === 'SCHEDULED',
      },
      now,
    ),
    clientName: view.client.name,
    nric: view.client.nationalId ? maskNationalId(view.client.nationalId) : '',
    serviceName: view.productName,
    sessionType: sessionTypeLabel(booking.type as SessionType, booking.type === 'SESSION' ? 'Session' : null),
    centreName: view.centre.name,
    centreAddress: formatAddressLines(view.centre).join(', '),
    startDate: booking.startsAt.toISOString(),
    endDate: booking.endsAt.toISOString(),
    expiryDate: link.expiresAt.toISOString(),
    answeredDate: link.answeredAt?.toISOString() ?? null,
  };
}

const alreadyPaid = () =>
  new ApiError({ httpCode: 409, errorCode: E_INVOICE_ERROR_CODES.alreadyPaid, message: inv.alreadyPaidApi });
const linkExpired = () =>
  new ApiError({ httpCode: 410, errorCode: E_INVOICE_ERROR_CODES.linkExpired, message: inv.linkExpiredApi });

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const reminderPath = '/appointment-reminder/client-attendance/:id';

  app.get(
    reminderPath,
    {
      schema: {
        tags: ['public', 'appointment-reminder'],
        summary: 'The appointment a reminder link points to, and its state (404 for an unknown id)',
        params,
        response: { 200: envelopeSchema(appointmentReminderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const view = await app.repos.publicLinks.reminderByToken(request.params.id);
      if (!view) throw notFound(r.notFound);
      return ok(reminderView(view, app.clock()));
    },
  );

  app.put(
    reminderPath,
    {
      schema: {
        tags: ['public', 'appointment-reminder'],
        summary: "Records the client's answer to a reminder: CONFIRMED or DECLINED (410 once it has expired)",
        params,
        body: appointmentReminderAnswerSchema,
        response: { 200: envelopeSchema(appointmentReminderSchema), ...responses },
      },
    },
    async (request) => {
      const now = app.clock();
      const view = await app.repos.publicLinks.reminderByToken(request.params.id);
      if (!view) throw notFound(r.notFound);
      if (reminderView(view, now).status === 'EXPIRED') {
        throw new ApiError({ httpCode: 410, errorCode: 'REMINDER_EXPIRED', message: r.expiredApi });
      }
      await app.repos.publicLinks.answerReminder(request.params.id, request.body.status, now);
      const after = await app.repos.publicLinks.reminderByToken(request.params.id);
      if (!after) throw notFound(r.notFound);
      return ok(reminderView(after, now));
    },
  );

  /** The link's order: 404 unknown, 410 lapsed; with `unpaid`, 409 when it is paid. */
  async function linkedOrder(
    token: string,
    { unpaid }: { unpaid: boolean },
  ): Promise<{ view: InvoiceLinkView; order: OrderRow }> {
    const view = await app.repos.publicLinks.invoiceByToken(token);
    if (!view) throw notFound(inv.notFound);
    if (app.clock().getTime() >= view.link.expiresAt.getTime()) throw linkExpired();
    const order = await app.repos.orders.findOwned(view.customerId, view.link.orderId);
    if (!order) throw notFound(inv.notFound);
    if (unpaid && order.status === 'PAID') throw alreadyPaid();
    return { view, order };
  }

  app.get(
    '/inv/:id',
    {
      schema: {
        tags: ['public', 'e-invoice'],
        summary: 'The invoice an e-invoice link points to (409 E-INV-S002 paid, 410 E-INV-S004 expired)',
        params,
        response: { 200: envelopeSchema(publicInvoiceSchema), ...responses },
      },
    },
    async (request) => {
      const { view, order } = await linkedOrder(request.params.id, { unpaid: true });
      return ok({
        id: view.link.token,
        invoiceNumber: invoiceNumber(order.orderNumber),
        orderNumber: order.orderNumber,
        status: order.status,
        issuedDate: order.createdAt.toISOString(),
        expiryDate: view.link.expiresAt.toISOString(),
        billedTo:
          order.paymentSegment === 'CORPORATE' ? (order.companyName ?? order.payerName) : order.payerName,
        nric: view.payerNationalId ? maskNationalId(view.payerNationalId) : '',
        customerName: order.customerName,
        items: order.items.map((item) => ({
          description: item.description,
          quantity: item.quantity,
          amount: centsToDollars(item.amountCents),
        })),
        subTotal: centsToDollars(order.subTotalCents),
        discount: centsToDollars(order.discountCents),
        gstPercentage: basisPointsToPercentage(order.gstRateBasisPoints),
        gst: centsToDollars(order.gstCents),
        total: centsToDollars(order.totalCents),
        payableAmount: centsToDollars(order.payableCents),
      });
    },
  );

  app.get(
    '/inv/:id/pdf',
    {
      schema: {
        tags: ['public', 'e-invoice'],
        summary: 'The tax invoice of an e-invoice link as a PDF (410 E-INV-S004 expired)',
        params,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF'), ...responses },
      },
    },
    async (request, reply) => {
      const { view, order } = await linkedOrder(request.params.id, { unpaid: false });
      const number = invoiceNumber(order.orderNumber);
      const pdf = await renderInvoice({
        order,
        invoiceNumber: number,
        payment: (await app.repos.payments.transactionsOf([order.id])).get(order.id),
        payer: { name: order.payerName, nationalId: view.payerNationalId },
        language: view.payerLanguage,
        issuerName: app.config.provider.legalName,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(number)}"`)
        .send(pdf);
    },
  );

  app.get(
    '/inv/:id/qr-string',
    {
      schema: {
        tags: ['public', 'e-invoice'],
        summary: 'The PayNow QR of an unpaid e-invoice as EMVCo text, valid for 15 minutes',
        params,
        response: { 200: envelopeSchema(qrSchema), ...responses },
      },
    },
    async (request) => {
      const { order } = await linkedOrder(request.params.id, { unpaid: true });
      return ok(qrView(app, await payableOrderQr(app, order)));
    },
  );

  app.get(
    '/inv/:id/qr',
    {
      schema: {
        tags: ['public', 'e-invoice'],
        summary: 'The PayNow QR of an unpaid e-invoice as an image (PNG by default, or SVG)',
        params,
        querystring: strictQuery({ format: z.enum(['png', 'svg']).default('png') }),
        produces: ['image/png', 'image/svg+xml'],
        response: { 200: z.any().describe('The QR image'), ...responses },
      },
    },
    async (request, reply) => {
      const { order } = await linkedOrder(request.params.id, { unpaid: true });
      return sendQrImage(reply, await payableOrderQr(app, order), request.query.format);
    },
  );

  done();
};

export default plugin;
