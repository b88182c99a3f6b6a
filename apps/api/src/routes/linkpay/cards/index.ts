/**
 * linkpay/cards: Card Management, the signed-in account's saved cards (docs/payments-api.md). A card is typed
 * into the gateway's own form (the sandbox's: POST /sandbox/gateway/tokens or its hosted page), which gives the
 * portal a one-time token; only that token reaches this API, which keeps the gateway's card token, the brand, the
 * last 4 digits and the expiry. Cards are the payer's: `view-as` does not change whose they are.
 *
 * - GET linkpay/cards: the cards, the default first.
 * - POST linkpay/cards {token}: saves the card. 201 with the card and, when the issuer asks for 3-D Secure, the
 *   challenge page to send the browser to (it returns to the portal's /cards/verification?cardId=…); the card is
 *   PENDING_VERIFICATION until then. A token the gateway does not know or has used: 400 'Invalid Card'; a card
 *   that has expired: 400 'This card has expired'.
 * - POST linkpay/cards/{id}/authenticate: reads the challenge's outcome. Approved: the card is ACTIVE (the default
 *   when there was none). Declined: the card is removed and 400 'Your credit / debit card is not valid'. Not yet
 *   decided: the card and its challenge again.
 * - PUT linkpay/cards/{id} {isDefault: true}: makes it the default; a card not verified yet: 400 'Invalid Card'.
 * - DELETE linkpay/cards/{id}: deletes it (another becomes the default).
 * Another customer's card, or an unknown id, is 404 'Invalid Card'.
 */
import { randomUUID } from 'node:crypto';

import { recordUuid } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { PaymentGatewayError } from '../../../adapters/index.ts';
import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../../lib/envelope.ts';
import { signedIn } from '../../../lib/owners.ts';
import {
  cardNotFound,
  cardNotValid,
  cardView,
  cardViewSchema,
  declineError,
  gatewayUnavailable,
  invalidCard,
} from '../../../lib/payments.ts';
import type { CardRow } from '../../../repositories/payments/index.ts';

const cardParams = z.object({ id: recordUuid('The card id is not valid.') });

/** A card and, while its 3-D Secure challenge waits, where to send the browser. */
const cardResult = z.object({
  card: cardViewSchema,
  authentication: z.object({ required: z.boolean(), redirectUrl: z.string().nullable() }),
});

function result(card: CardRow) {
  const pending = card.status === 'PENDING_VERIFICATION';
  return {
    card: cardView(card),
    authentication: { required: pending, redirectUrl: pending ? card.challengeUrl : null },
  };
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'linkpay' });
  const gateway = app.adapters.payment;

  async function owned(customerId: string, id: string): Promise<CardRow> {
    const card = await app.repos.payments.findCard(customerId, id);
    if (!card) throw cardNotFound();
    return card;
  }

  app.get(
    '/',
    authenticated({
      summary: 'The saved cards, the default first',
      response: { 200: envelopeSchema(z.array(cardViewSchema)) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      return ok((await app.repos.payments.listCards(customer.id)).map(cardView));
    },
  );

  app.post(
    '/',
    authenticated({
      summary: "Saves a card from the gateway's one-time token (never a card number)",
      body: z.strictObject({
        token: z
          .string({ error: 'token is required' })
          .trim()
          .min(1, { error: 'token is required' })
          .max(512, { error: 'token is not valid' })
          .describe("The gateway's one-time token of the card, from its own form"),
      }),
      response: { 201: envelopeSchema(cardResult) },
    }),
    async (request, reply) => {
      const { customer } = signedIn(request);
      const id = randomUUID();
      const now = app.clock();
      let saved;
      try {
        saved = await gateway.saveCard({
          oneTimeToken: request.body.token,
          returnUrl: `${app.config.portalOrigin}/cards/verification?cardId=${id}`,
          now,
        });
      } catch (error) {
        if (error instanceof PaymentGatewayError) {
          if (error.declineCode !== undefined) throw declineError(error.declineCode, 'card');
          if (error.reason === 'rejected') throw invalidCard();
          throw gatewayUnavailable(error);
        }
        throw error;
      }
      const challenge = saved.verification.status === 'challenge' ? saved.verification : undefined;
      const card = await app.repos.payments.addCard(
        customer.id,
        {
          id,
          gatewayToken: saved.cardToken,
          ...saved.card,
          status: challenge ? 'PENDING_VERIFICATION' : 'ACTIVE',
          challengeId: challenge?.challengeId ?? null,
          challengeUrl: challenge?.redirectUrl ?? null,
        },
        now,
      );
      return reply.code(201).send(ok(result(card), { httpCode: 201 }));
    },
  );

  app.post(
    '/:id/authenticate',
    authenticated({
      summary: "Reads the card's 3-D Secure outcome: active, or removed when declined",
      params: cardParams,
      response: { 200: envelopeSchema(cardResult) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const card = await owned(customer.id, request.params.id);
      if (card.status === 'ACTIVE' || card.challengeId === null) return ok(result(card));
      const outcome = await gateway.verification(card.challengeId).catch((error: unknown) => {
        throw gatewayUnavailable(error);
      });
      if (outcome === 'pending') return ok(result(card));
      if (outcome === 'declined') {
        await app.repos.payments.deleteCard(card);
        await gateway.deleteCard(card.gatewayToken).catch(() => undefined);
        throw cardNotValid();
      }
      return ok(result(await app.repos.payments.activateCard(card)));
    },
  );

  app.put(
    '/:id',
    authenticated({
      summary: 'Makes the card the default',
      params: cardParams,
      body: z.strictObject({
        isDefault: z.literal(true, { error: 'isDefault must be true: choose another card to change it' }),
      }),
      response: { 200: envelopeSchema(z.array(cardViewSchema)) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const card = await owned(customer.id, request.params.id);
      if (card.status !== 'ACTIVE' || !(await app.repos.payments.setDefaultCard(customer.id, card.id))) {
        throw invalidCard();
      }
      return ok((await app.repos.payments.listCards(customer.id)).map(cardView));
    },
  );

  app.delete(
    '/:id',
    authenticated({
      summary: 'Deletes the card',
      params: cardParams,
      response: { 200: envelopeSchema(z.array(cardViewSchema)) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const card = await owned(customer.id, request.params.id);
      await app.repos.payments.deleteCard(card);
      await gateway.deleteCard(card.gatewayToken).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the gateway did not forget a deleted card');
      });
      return ok((await app.repos.payments.listCards(customer.id)).map(cardView));
    },
  );
  done();
};

export default plugin;
