/**
 * order: GET order/{id}, an order the signed-in account placed (domain OrderView: orderSchema plus every amount
 * in cents). Anyone else's, or an unknown id, is 404 'This order was not found.'; an id that is not one is 400.
 */
import { messages, orderViewSchema, recordUuid } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { orderView } from '../../lib/cart.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { signedIn } from '../../lib/owners.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        summary: 'An order the account placed',
        params: z.object({ id: recordUuid() }),
        response: { 200: envelopeSchema(orderViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { customer } = signedIn(request);
      const order = await app.repos.orders.findOwned(customer.id, request.params.id);
      if (!order) throw notFound(messages.cart.orderNotFound);
      return ok(orderView(order));
    },
  );
  done();
};

export default plugin;
