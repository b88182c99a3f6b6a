/**
 * products: the catalogue's products (seed 000 section 7 and seed 001 section 7). A visitor may read the first
 * three (no token needed); a product's runs are signed in (lib/catalogue.ts).
 *
 * - GET products/category: every category with its products, in category order (the catalogue in one call).
 * - GET products/v2/{id}: one product with its package text.
 * - GET products/{id}/centers/list: the centres that run it, with their addresses and map positions.
 * - GET products/{id}/events: its runs that have not ended (Singapore date), soonest first.
 *
 * An unknown product is 404 'Product is not valid'; an id that is not one is 400.
 */
import {
  catalogueCentreSchema,
  catalogueEventSchema,
  catalogueProductSchema,
  productsByCategorySchema,
  singaporeIsoDate,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import {
  PUBLIC_CATALOGUE_ROUTE,
  productNotFound,
  productParams,
  toCentre,
  toEvent,
  toProduct,
} from '../../lib/catalogue.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { frozenView } from '../../lib/reference-cache.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'catalogue' });
  const repo = app.repos.catalogue;

  /** The product, or 404 'Product is not valid'. */
  async function product(id: string) {
    const row = await repo.findProduct(id);
    if (!row) throw productNotFound();
    return row;
  }

  // Built once per read of the reference cache, so every visitor until it refreshes gets the same encoded answer.
  const catalogueView = frozenView(
    (
      categories: Awaited<ReturnType<typeof repo.listCategories>>,
      products: Awaited<ReturnType<typeof repo.listProducts>>,
    ) =>
      ok(
        categories.map(({ id, name, slug }) => ({
          id,
          name,
          slug,
          products: products.filter((p) => p.categoryId === id).map(toProduct),
        })),
      ),
  );

  app.get(
    '/category',
    {
      onRequest: app.authenticateOptional,
      schema: {
        ...PUBLIC_CATALOGUE_ROUTE,
        summary: 'Every category with its products',
        response: { 200: envelopeSchema(z.array(productsByCategorySchema)), ...errorResponses },
      },
    },
    async () => catalogueView(...(await Promise.all([repo.listCategories(), repo.listProducts()]))),
  );

  app.get(
    '/v2/:id',
    {
      onRequest: app.authenticateOptional,
      schema: {
        ...PUBLIC_CATALOGUE_ROUTE,
        summary: 'A product',
        params: productParams,
        response: { 200: envelopeSchema(catalogueProductSchema), ...errorResponses },
      },
    },
    async (request) => ok(toProduct(await product(request.params.id))),
  );

  app.get(
    '/:id/centers/list',
    {
      onRequest: app.authenticateOptional,
      schema: {
        ...PUBLIC_CATALOGUE_ROUTE,
        summary: 'The centres that run a product',
        params: productParams,
        response: { 200: envelopeSchema(z.array(catalogueCentreSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = await product(request.params.id);
      return ok((await repo.listProductCentres(id)).map(toCentre));
    },
  );

  app.get(
    '/:id/events',
    authenticated({
      summary: "A product's runs that have not ended",
      params: productParams,
      response: { 200: envelopeSchema(z.array(catalogueEventSchema)) },
    }),
    async (request) => {
      const { id } = await product(request.params.id);
      return ok((await repo.listEvents(id, singaporeIsoDate(app.clock()))).map(toEvent));
    },
  );
  done();
};

export default plugin;
