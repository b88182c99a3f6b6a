/**
 * gst-configuration: GET /gst-configuration/{id}, a GST rate (`percentage`, e.g. 9) and the Singapore date it
 * applies from. `current` names the rate in force today (the latest that has taken effect); an id is a uuid (400
 * otherwise) and an unknown one is 404. Signed in, like the checkout summary that names it.
 */
import {
  basisPointsToPercentage,
  gstConfigurationSchema,
  messages,
  recordUuid,
  singaporeIsoDate,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';

/** The id that names the rate in force. */
export const CURRENT_GST = 'current';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'cart' });

  app.get(
    '/:id',
    authenticated({
      summary: "A GST rate ('current': the one in force)",
      params: z.object({ id: z.union([z.literal(CURRENT_GST), recordUuid()]) }),
      response: { 200: envelopeSchema(gstConfigurationSchema) },
    }),
    async (request) => {
      const { id } = request.params;
      const gst =
        id === CURRENT_GST
          ? await app.repos.promotions.currentGst(singaporeIsoDate(app.clock()))
          : await app.repos.promotions.findGst(id);
      if (!gst) throw notFound(messages.cart.gstConfigurationNotFound);
      return ok({
        id: gst.id,
        percentage: basisPointsToPercentage(gst.rateBasisPoints),
        effectiveFrom: gst.effectiveFrom,
      });
    },
  );
  done();
};

export default plugin;
