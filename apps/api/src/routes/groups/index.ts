/**
 * groups: GET groups/v2/{id} (seed 000 section 7), signed in (lib/catalogue.ts): one subcategory (group) with
 * its category's name and its products, for the service-type page. An unknown group is 404 'Service is not
 * valid'.
 */
import { catalogueGroupDetailSchema, recordUuid } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { serviceNotFound, toProduct } from '../../lib/catalogue.ts';
import { envelopeSchema, ok } from '../../lib/envelope.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'catalogue' });

  app.get(
    '/v2/:id',
    authenticated({
      summary: 'A subcategory with its products',
      params: z.object({ id: recordUuid() }),
      response: { 200: envelopeSchema(catalogueGroupDetailSchema) },
    }),
    async (request) => {
      const group = await app.repos.catalogue.findGroup(request.params.id);
      if (!group) throw serviceNotFound();
      const products = await app.repos.catalogue.listGroupProducts(group.id);
      return ok({
        id: group.id,
        categoryId: group.categoryId,
        categoryName: group.categoryName,
        name: group.name,
        slug: group.slug,
        description: group.description,
        products: products.map(toProduct),
      });
    },
  );
  done();
};

export default plugin;
