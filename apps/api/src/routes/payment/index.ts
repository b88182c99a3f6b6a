/**
 * payment: POST payment/dbs-pay {billReferenceNumber, amount}, header Idempotency-Key: pays a PayNow bill through
 * the bank's own page (DBS PayLah!/digibank; the sandbox bank's under /sandbox/bank). The bill must be a QR of a
 * payable order of the account's (404 'Payment is not valid' otherwise), the amount must be the bill's to the
 * cent (400 'Payment is not valid'), and the QR must be within its 15 minutes (400 'Payment is not valid'); an
 * order no longer payable is 409 'Invalid Payment'. The answer is the page to send the browser to; the bank
 * settles by its notification, reconciled by bill reference (repositories/payments.ts `settle`), and the payment
 * page sees it through GET order/{id}/status. The same bill again answers the same page: nothing is charged here.
 */
import { centsToDollars, dbsPayRequestSchema, messages } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { signedIn } from '../../lib/owners.ts';
import {
  dollarsToCents,
  gatewayUnavailable,
  idempotencyHeaders,
  invalidPayment,
  paymentNotValid,
  requireIdempotencyKey,
} from '../../lib/payments.ts';

const dbsPayResult = z.object({
  redirectUrl: z.string(),
  billReferenceNumber: z.string(),
  amount: z.number(),
  amountCents: z.int(),
  expiryDate: z.string(),
});

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/dbs-pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payment'],
        security: [{ bearerAuth: [] }],
        summary: "Opens the bank's payment page for a PayNow bill of a payable order",
        headers: idempotencyHeaders,
        body: dbsPayRequestSchema
          .extend({
            billReferenceNumber: z
              .string({ error: messages.payment.paymentNotValid })
              .regex(/^[A-Za-z0-9]{1,25}$/, { error: messages.payment.paymentNotValid })
              .describe('The bill reference of the QR (EMV field 62-01): 1 to 25 letters and digits'),
            amount: z
              .number({ error: messages.payment.paymentNotValid })
              .positive({ error: messages.payment.paymentNotValid })
              .max(1_000_000_000, { error: messages.payment.paymentNotValid }),
          })
          .strict(),
        response: {
          200: envelopeSchema(dbsPayResult),
          ...errorResponses,
          409: errorResponses[404],
          503: errorResponses[500],
        },
      },
    },
    async (request) => {
      const { customer } = signedIn(request);
      const { billReferenceNumber, amount } = request.body;
      const qr = await app.repos.payments.findQr(billReferenceNumber);
      const order = qr ? await app.repos.orders.findOwned(customer.id, qr.orderId) : undefined;
      if (!qr || !order) throw paymentNotValid(404);
      requireIdempotencyKey(request);
      if (order.status !== 'PENDING') throw invalidPayment();
      if (dollarsToCents(amount) !== qr.amountCents || qr.amountCents !== order.payableCents) {
        throw paymentNotValid();
      }
      if (qr.expiresAt <= app.clock()) throw paymentNotValid();
      const page = await app.adapters.bank
        .requestPayment({
          billReference: qr.billReference,
          amountCents: qr.amountCents,
          expiresAt: qr.expiresAt,
          returnUrl: `${app.config.portalOrigin}/payment-completion/${order.id}`,
        })
        .catch((error: unknown) => {
          throw gatewayUnavailable(error);
        });
      return ok({
        redirectUrl: page.redirectUrl,
        billReferenceNumber: qr.billReference,
        amount: centsToDollars(qr.amountCents),
        amountCents: qr.amountCents,
        expiryDate: qr.expiresAt.toISOString(),
      });
    },
  );
  done();
};

export default plugin;
