/**
 * category: the programme categories, their subcategories and their programmes (seed 000 section 7,
 * "Catalogue and configuration"); the category list answers visitors too, the rest is signed in
 * (lib/catalogue.ts).
 *
 * - GET category: the programme category list. The seeds name this call only as "programme category list"; its
 *   path is the collection of `category/{id}`, which they do name, so a category and the list share one prefix.
 * - GET category/{id}: the category's subcategories, in their order; 404 'Service is not valid' for an unknown
 *   category.
 * - GET category/{id}/{id2}?checkEligibility=true&lovedOne={id}: the programmes of subcategory id2 of category
 *   id, each with whether the person may choose it (domain programmeEligibility: Active Ageing from age 60, and
 *   never a product the person already holds an upcoming or ongoing service of). `lovedOne` names the person:
 *   the signed-in customer's own id (for myself) or one of their loved ones (404 'This loved one was not found.'
 *   for anyone else's, as the loved-one routes answer); the portal leaves it out for a new person, for whom every
 *   programme is open. Without checkEligibility=true the eligibility fields are null.
 */
import {
  catalogueCategorySchema,
  catalogueGroupSchema,
  catalogueProgrammeSchema,
  programmeEligibility,
  recordUuid,
  singaporeIsoDate,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import {
  PUBLIC_CATALOGUE_ROUTE,
  booleanQuery,
  eligibilityPerson,
  serviceNotFound,
  toProduct,
} from '../../lib/catalogue.ts';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { ownedPerson } from '../../lib/owners.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

const categoryParams = z.object({ id: recordUuid() });
const programmesParams = categoryParams.extend({ id2: recordUuid() });

const programmesQuery = strictQuery({
  checkEligibility: booleanQuery('checkEligibility'),
  lovedOne: recordUuid().optional(),
});

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'catalogue' });
  const repo = app.repos.catalogue;

  app.get(
    '/',
    {
      onRequest: app.authenticateOptional,
      schema: {
        ...PUBLIC_CATALOGUE_ROUTE,
        summary: 'The programme categories',
        response: { 200: envelopeSchema(z.array(catalogueCategorySchema)), ...errorResponses },
      },
    },
    async () => {
      const rows = await repo.listCategories();
      return ok(rows.map(({ id, name, slug }) => ({ id, name, slug })));
    },
  );

  app.get(
    '/:id',
    authenticated({
      summary: "A category's subcategories",
      params: categoryParams,
      response: { 200: envelopeSchema(z.array(catalogueGroupSchema)) },
    }),
    async (request) => {
      const category = await repo.findCategory(request.params.id);
      if (!category) throw serviceNotFound();
      const groups = await repo.listGroups(category.id);
      return ok(
        groups.map(({ id, categoryId, name, slug, description }) => ({
          id,
          categoryId,
          name,
          slug,
          description,
        })),
      );
    },
  );

  app.get(
    '/:id/:id2',
    authenticated({
      summary: "A subcategory's programmes, each with whether the person may choose it",
      params: programmesParams,
      querystring: programmesQuery,
      response: { 200: envelopeSchema(z.array(catalogueProgrammeSchema)) },
    }),
    async (request) => {
      const { id, id2 } = request.params;
      const { checkEligibility, lovedOne } = request.query;
      // Whom lovedOne names is checked first and always: it answers the same whatever else is asked.
      const ref = lovedOne === undefined ? undefined : await ownedPerson(request, lovedOne);
      const group = await repo.findGroup(id2);
      if (group?.categoryId !== id) throw serviceNotFound();
      const products = (await repo.listGroupProducts(group.id)).map(toProduct);
      if (!checkEligibility) {
        return ok(
          products.map((p) => ({
            ...p,
            eligible: null,
            ineligibilityReason: null,
            ineligibilityMessage: null,
          })),
        );
      }
      const person = ref
        ? await eligibilityPerson(
            app,
            ref,
            products.map((p) => p.id),
          )
        : null;
      const today = singaporeIsoDate(app.clock());
      return ok(
        products.map((p) => {
          const result = programmeEligibility(
            { productId: p.id, categoryName: p.categoryName },
            person,
            today,
          );
          return {
            ...p,
            eligible: result.eligible,
            ineligibilityReason: result.reason,
            ineligibilityMessage: result.message,
          };
        }),
      );
    },
  );
  done();
};

export default plugin;
