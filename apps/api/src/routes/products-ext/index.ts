/**
 * products-ext: GET products-ext/{id}/offerings/list?nonSellable=false (seed 000 section 7), token optional
 * (lib/catalogue.ts): a product's offerings, cheapest first, with their price in cents, sessions and term.
 * `nonSellable=true` adds the offers staff give out at a centre (a trial session) that the portal does not sell;
 * false, the default, leaves them out. An unknown product is 404 'Product is not valid'.
 */
import { catalogueOfferingSchema } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  PUBLIC_CATALOGUE_ROUTE,
  booleanQuery,
  productNotFound,
  productParams,
  toOffering,
} from '../../lib/catalogue.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

const offeringsQuery = strictQuery({ nonSellable: booleanQuery('nonSellable') });

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:id/offerings/list',
    {
      onRequest: app.authenticateOptional,
      schema: {
        ...PUBLIC_CATALOGUE_ROUTE,
        summary: "A product's offerings",
        params: productParams,
        querystring: offeringsQuery,
        response: { 200: envelopeSchema(z.array(catalogueOfferingSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const product = await app.repos.catalogue.findProduct(request.params.id);
      if (!product) throw productNotFound();
      const rows = await app.repos.catalogue.listOfferings(product.id, request.query.nonSellable);
      return ok(rows.map(toOffering));
    },
  );
  done();
};

export default plugin;
