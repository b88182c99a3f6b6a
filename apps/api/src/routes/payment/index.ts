/**
 * payment: POST payment/dbs-pay {billReferenceNumber, amount}, header Idempotency-Key: pays a PayNow bill through
 * the bank's own page (DBS PayLah!/digibank; the sandbox bank's under /sandbox/bank). The bill must be a QR of a
 * payable order of the account's (404 'Payment is not valid' otherwise), the amount must be the bill's to the
 * cent (400 'Payment is not valid'), and the QR must be within its 15 minutes (400 'Payment is not valid'); an
 * order no longer payable is 409 'Invalid Payment'. The answer is the page to send the browser to; the bank
 * settles by its notification, reconciled by bill reference (repositories/payments/paynow.ts `settle`), and the payment
 * page sees it through GET order/{id}/status. The same bill again answers the same page: nothing is charged here.
 *
 * POST payment/egiro {orderId, arrangementId}, header Idempotency-Key: pays an Active Ageing order (every line an
 * Active Ageing programme, domain egiroCanPay) by one of the account's ACTIVE eGIRO arrangements (no cancellation
 * asked for) for the same person as the order, within its limit. The payment is PROCESSING until the bank makes the
 * deduction on its day (`deductionDate`, domain egiroDeductionDate: this month's, or next month's once it has
 * passed); reading the order (GET order, order/{id}, order/{id}/status) asks the bank and records it: SUCCEEDED
 * pays the order (its receipt mailed: lib/receipts.ts), FAILED leaves it payable. The same key again answers the
 * same payment; while it is in flight no other attempt starts (409). Refusals: an order not the account's 404; not
 * Active Ageing, an arrangement not active or for someone else, an amount over its limit 400 (messages.egiro);
 * another's or an unknown arrangement 404; an order paid 409.
 */
import {
  centsToDollars,
  dbsPayRequestSchema,
  egiroCanPay,
  formatMessage,
  formatMoney,
  messages,
  recordUuid,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { canPay, nextDeductionDate, refreshArrangement, refreshDebits } from '../../lib/egiro.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { signedIn } from '../../lib/owners.ts';
import {
  dollarsToCents,
  gatewayUnavailable,
  inFlightError,
  invalidPayment,
  paymentNotValid,
  paymentView,
  paymentViewSchema,
} from '../../lib/payments.ts';
import { lineCategories } from '../../repositories/orders.ts';
import type { PaymentRow } from '../../repositories/payments/index.ts';
import { idempotencyKeyReused } from '../../plugins/app/idempotency.ts';

const dbsPayResult = z.object({
  redirectUrl: z.string(),
  billReferenceNumber: z.string(),
  amount: z.number(),
  amountCents: z.int(),
  expiryDate: z.string(),
});

/** An eGIRO payment as answered: the payment (with its deduction date) and the order's status. */
const egiroResult = z.object({ payment: paymentViewSchema, orderStatus: z.string() });

const egiroRefusal = (message: string) =>
  new ApiError({ httpCode: 400, errorCode: 'EGIRO_NOT_USABLE', message });

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'payment' });

  app.post(
    '/dbs-pay',
    {
      ...authenticated({
        summary: "Opens the bank's payment page for a PayNow bill of a payable order",
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
          409: errorResponses[404],
          503: errorResponses[500],
        },
      }),
      config: { idempotency: true },
    },
    async (request) => {
      const { customer } = signedIn(request);
      const { billReferenceNumber, amount } = request.body;
      const qr = await app.repos.payments.findQr(billReferenceNumber);
      const order = qr ? await app.repos.orders.findOwned(customer.id, qr.orderId) : undefined;
      if (!qr || !order) throw paymentNotValid(404);
      await app.claimIdempotencyKey(request);
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

  app.post(
    '/egiro',
    {
      ...authenticated({
        summary: 'Pays an Active Ageing order by an active eGIRO arrangement, once per Idempotency-Key',
        body: z.strictObject({
          orderId: recordUuid('The order id is not valid.'),
          arrangementId: recordUuid('The eGIRO arrangement id is not valid.'),
        }),
        response: {
          200: envelopeSchema(egiroResult),
          409: errorResponses[404],
          503: errorResponses[500],
        },
      }),
      config: { idempotency: true },
    },
    async (request) => {
      const { customer } = signedIn(request);
      const { orderId, arrangementId } = request.body;
      const order = await app.repos.orders.findOwned(customer.id, orderId);
      if (!order) throw notFound(messages.cart.orderNotFound);
      const key = await app.claimIdempotencyKey(request);

      /** The payment as it is now (the bank asked when its deduction may have been made). */
      const answer = async (payment: PaymentRow) => {
        let current = payment;
        if (await refreshDebits(app, [payment])) {
          current = (await app.repos.payments.findPayment(customer.id, payment.id)) ?? payment;
        }
        const latest = await app.repos.orders.findOwned(customer.id, current.orderId);
        return ok({ payment: paymentView(current), orderStatus: latest?.status ?? order.status });
      };

      // The same key again: the same payment, whatever has happened since.
      const earlier = await app.repos.payments.findByKey(customer.id, key);
      if (earlier) {
        if (earlier.orderId !== order.id || earlier.method !== 'EGIRO') throw idempotencyKeyReused();
        return answer(earlier);
      }

      if (order.status !== 'PENDING' || order.payableCents <= 0) throw invalidPayment();
      if (!egiroCanPay(lineCategories(order))) {
        throw egiroRefusal(messages.egiro.payNotActiveAgeing);
      }
      const found = await app.repos.egiro.get(arrangementId);
      if (found?.customerId !== customer.id) throw notFound(messages.egiro.arrangementNotFound);
      const arrangement = await refreshArrangement(app, found, customer);
      if (!canPay(arrangement) || arrangement.egiroReferenceNo === null) {
        throw egiroRefusal(messages.egiro.payNotActive);
      }
      if (arrangement.lovedOneId !== order.lovedOneId) throw egiroRefusal(messages.egiro.payOtherPerson);
      if (arrangement.limitCents !== null && order.payableCents > arrangement.limitCents) {
        throw egiroRefusal(
          formatMessage(messages.egiro.payOverLimit, { limit: formatMoney(arrangement.limitCents) }),
        );
      }

      const now = app.clock();
      const start = await app.repos.payments.startEgiroPayment({
        orderId: order.id,
        customerId: customer.id,
        key,
        arrangementId: arrangement.id,
        deductionDate: nextDeductionDate(now),
        now,
      });
      let payment: PaymentRow;
      switch (start.kind) {
        case 'not_found':
          throw notFound(messages.cart.orderNotFound);
        case 'not_payable':
          throw invalidPayment();
        case 'key_reused':
          throw idempotencyKeyReused();
        case 'in_flight':
          throw inFlightError(start.payment);
        case 'existing':
        case 'started':
          payment = start.payment;
          break;
      }
      if (
        payment.method === 'EGIRO' &&
        payment.status === 'PROCESSING' &&
        payment.gatewayReference === null
      ) {
        // Ask the bank (again, after no answer: our reference is the payment's id, so it debits once).
        const { debitRefNo } = await app.adapters.bank
          .requestDebit({
            egiroReferenceNo: arrangement.egiroReferenceNo,
            ddaReferenceNo: arrangement.ddaReferenceNo,
            amountCents: payment.amountCents,
            deductionDate: payment.deductionDate ?? nextDeductionDate(now),
            reference: payment.id,
            now,
          })
          .catch((error: unknown) => {
            throw gatewayUnavailable(error);
          });
        payment = await app.repos.payments.recordDebit(payment.id, debitRefNo);
      }
      return answer(payment);
    },
  );
  done();
};

export default plugin;
