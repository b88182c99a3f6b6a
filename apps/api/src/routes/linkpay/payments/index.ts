/**
 * linkpay/payments: paying an order with a saved card (docs/payments-api.md). Every call carries an
 * Idempotency-Key; the same key again answers the first call's result and never charges again, and the gateway is
 * asked with the payment's own id as its key, so a retry after a lost answer cannot charge twice either.
 *
 * - POST linkpay/payments {orderId, cardId?} (the default card when none is named): 200 with the payment and the
 *   order PAID (its receipt mailed: lib/receipts.ts); 202 with the 3-D Secure page to send the browser to (it
 *   returns to the portal's /payment/verification?paymentId=…&orderId=…). Refusals, each with its seed message
 *   (lib/payments.ts): no card at all, a card not the account's or not verified, an expired card, a declined
 *   charge (the order stays payable), an order not payable or with another attempt in flight.
 * - POST linkpay/payments/{id}/authenticate: after the challenge, the payment's outcome as above (200, or 202
 *   while the challenge is still open).
 */
import { messages, recordUuid } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AdapterError } from '../../../adapters/index.ts';
import { cardExpired, type ChargeResult, type DeclineCode } from '../../../adapters/payment/index.ts';
import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, errorResponses, ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { signedIn } from '../../../lib/owners.ts';
import {
  cardExpiredError,
  cardNotFound,
  declineError,
  gatewayUnavailable,
  inFlightError,
  invalidCard,
  invalidPayment,
  noCards,
  paymentNotValid,
  paymentView,
  paymentViewSchema,
} from '../../../lib/payments.ts';
import { sendReceipt } from '../../../lib/receipts.ts';
import type { PaymentFinish, PaymentRow } from '../../../repositories/payments/index.ts';
import { idempotencyKeyReused } from '../../../plugins/app/idempotency.ts';

/** A payment's outcome: the payment, the order's status, and the challenge page while one waits. */
const paymentResult = z.object({
  payment: paymentViewSchema,
  orderStatus: z.string(),
  authentication: z.object({ required: z.boolean(), redirectUrl: z.string().nullable() }),
});

const responses = { ...errorResponses, 409: errorResponses[404], 503: errorResponses[500] };

function finishOf(result: ChargeResult): PaymentFinish {
  switch (result.status) {
    case 'succeeded':
      return { status: 'SUCCEEDED', gatewayReference: result.reference };
    case 'requires_authentication':
      return {
        status: 'REQUIRES_AUTHENTICATION',
        gatewayReference: result.reference,
        challengeId: result.challengeId,
        challengeUrl: result.redirectUrl,
      };
    default:
      return { status: 'FAILED', gatewayReference: result.reference, failureCode: result.declineCode };
  }
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'linkpay', errors: responses });
  const gateway = app.adapters.payment;

  /** The answer for a payment in the state it is in: its result, or the refusal it ended in. */
  async function answer(payment: PaymentRow) {
    switch (payment.status) {
      case 'SUCCEEDED':
      case 'REQUIRES_AUTHENTICATION': {
        const order = await app.repos.orders.findOwned(payment.customerId, payment.orderId);
        const waiting = payment.status === 'REQUIRES_AUTHENTICATION';
        const data = {
          payment: paymentView(payment),
          orderStatus: order?.status ?? 'PENDING',
          authentication: { required: waiting, redirectUrl: waiting ? payment.challengeUrl : null },
        };
        return { code: waiting ? 202 : 200, body: ok(data, { httpCode: waiting ? 202 : 200 }) };
      }
      case 'FAILED':
        throw declineError((payment.failureCode ?? 'declined') as DeclineCode, 'payment');
      default:
        // REFUNDED (the order was paid another way meanwhile), CANCELLED.
        throw invalidPayment();
    }
  }

  /** Asks the gateway to charge (again: its key is the payment's id) and records what it said. */
  async function drive(payment: PaymentRow, cardToken: string, orderNumber: string): Promise<PaymentRow> {
    let result: ChargeResult;
    try {
      result = await gateway.charge({
        cardToken,
        amountCents: payment.amountCents,
        idempotencyKey: payment.id,
        description: `Order ${orderNumber}`,
        returnUrl: `${app.config.portalOrigin}/payment/verification?paymentId=${payment.id}&orderId=${payment.orderId}`,
        now: app.clock(),
      });
    } catch (error) {
      // No answer: the attempt stays PROCESSING, and the same key drives it again (the gateway keeps one charge).
      if (error instanceof AdapterError) throw gatewayUnavailable(error);
      throw error;
    }
    return settle(payment, result);
  }

  async function settle(payment: PaymentRow, result: ChargeResult): Promise<PaymentRow> {
    const { payment: finished, refund } = await app.repos.payments.finishPayment(
      payment.id,
      finishOf(result),
      app.clock(),
    );
    if (refund && finished.gatewayReference !== null) {
      await gateway.refund(finished.gatewayReference, finished.amountCents);
    }
    // Paid: the payer's receipt (once, however often the payment is confirmed).
    if (finished.status === 'SUCCEEDED') await sendReceipt(app, finished.orderId);
    return finished;
  }

  app.post(
    '/',
    {
      ...authenticated({
        summary: 'Pays an order with a saved card, once per Idempotency-Key',
        body: z.strictObject({
          orderId: recordUuid('The order id is not valid.'),
          cardId: recordUuid('The card id is not valid.').optional(),
        }),
        response: {
          200: envelopeSchema(paymentResult),
          202: envelopeSchema(paymentResult).describe('A 3-D Secure challenge waits'),
        },
      }),
      config: { idempotency: true },
    },
    async (request, reply) => {
      const { customer } = signedIn(request);
      const order = await app.repos.orders.findOwned(customer.id, request.body.orderId);
      if (!order) throw notFound(messages.cart.orderNotFound);
      const key = await app.claimIdempotencyKey(request);
      // Nothing to pay (a promotion took the whole amount) is not a payment either.
      if (order.payableCents <= 0) throw invalidPayment();
      const cards = await app.repos.payments.listCards(customer.id);
      const { cardId } = request.body;
      const card = cardId === undefined ? cards.find((c) => c.isDefault) : cards.find((c) => c.id === cardId);
      if (cardId === undefined && !cards.some((c) => c.status === 'ACTIVE')) throw noCards();
      if (!card) throw cardId === undefined ? noCards() : cardNotFound();
      if (card.status !== 'ACTIVE') throw invalidCard();

      const now = app.clock();
      const begin = () =>
        app.repos.payments.startCardPayment({ orderId: order.id, customerId: customer.id, key, card, now });
      let start = await begin();
      if (start.kind === 'in_flight' && start.payment.status === 'REQUIRES_AUTHENTICATION') {
        // Another attempt waits for its challenge: if the gateway has decided it since, record that and look again.
        const other = start.payment;
        if (other.gatewayReference !== null) {
          const result = await gateway.chargeStatus(other.gatewayReference).catch((error: unknown) => {
            throw gatewayUnavailable(error);
          });
          if (result.status !== 'requires_authentication') {
            await settle(other, result);
            start = await begin();
          }
        }
      }
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
          payment =
            start.payment.status === 'PROCESSING'
              ? await drive(start.payment, card.gatewayToken, order.orderNumber)
              : start.payment;
          break;
        case 'started':
          if (cardExpired(card, now)) {
            payment = await settle(start.payment, {
              status: 'failed',
              reference: null,
              declineCode: 'expired_card',
            });
            throw cardExpiredError();
          }
          payment = await drive(start.payment, card.gatewayToken, order.orderNumber);
          break;
      }
      const { code, body } = await answer(payment);
      return reply.code(code).send(body);
    },
  );

  app.post(
    '/:id/authenticate',
    {
      ...authenticated({
        summary: "Reads a payment's 3-D Secure outcome",
        params: z.object({ id: recordUuid('The payment id is not valid.') }),
        response: {
          200: envelopeSchema(paymentResult),
          202: envelopeSchema(paymentResult).describe('The challenge is still open'),
        },
      }),
      config: { idempotency: true },
    },
    async (request, reply) => {
      const { customer } = signedIn(request);
      let payment = await app.repos.payments.findPayment(customer.id, request.params.id);
      if (payment?.method !== 'CARD') throw paymentNotValid(404);
      await app.claimIdempotencyKey(request);
      if (payment.status === 'REQUIRES_AUTHENTICATION' && payment.gatewayReference !== null) {
        const result = await gateway.chargeStatus(payment.gatewayReference).catch((error: unknown) => {
          throw gatewayUnavailable(error);
        });
        if (result.status !== 'requires_authentication') payment = await settle(payment, result);
      }
      const { code, body } = await answer(payment);
      return reply.code(code).send(body);
    },
  );
  done();
};

export default plugin;
