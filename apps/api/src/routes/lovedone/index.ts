/**
 * lovedone: the loved ones of the signed-in customer (seed 000 section 7).
 *
 * - GET lovedone: `{ id, name }` of each, oldest first.
 * - GET lovedone/{id}: one loved one's personal details and relationship; 404 when it is not the customer's.
 * - POST lovedone: adds one (201 'Created your loved one successfully'); PUT lovedone/{id} changes one
 *   ('Updated personal detail successfully'). An ID number another of their loved ones has is 409 'Loved one is
 *   already mapped under your profile'; one a client record has is 409 'The NRIC is already found in the
 *   system. Please link your profile'. The locks apply as to the customer's own details.
 *
 * While the remote configuration switches loved ones off (`disabledLovedOne`), each answers 403
 * (lib/loved-ones-feature.ts).
 */
import { createLovedOneRequestSchema, lovedOneSummarySchema, messages } from '@careportal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { withLovedOnesFeature } from '../../lib/loved-ones-feature.ts';
import {
  checkLocks,
  checkNationalIdFree,
  lovedOneMapped,
  normalisedDetails,
  personData,
  personToData,
} from '../../lib/person.ts';
import { LOVED_ONE_NOT_FOUND, lovedOneParams, ownedLovedOne, signedIn } from '../../lib/owners.ts';
import { lookupCounter } from '../../plugins/external/rate-limit.ts';
import type { Person } from '../../repositories/people.ts';

const responses = { ...errorResponses, 409: errorEnvelopeSchema } as const;
const params = lovedOneParams;

function customerOf(request: FastifyRequest) {
  return signedIn(request).customer;
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'lovedone', errors: responses });

  // Saving an ID number new to the person tells whether it is a client's: an ID-number lookup.
  const countNationalId = lookupCounter(app, 'nationalId');
  const owned = async (request: FastifyRequest, id: string): Promise<Person> => {
    const person = await app.repos.people.get(await ownedLovedOne(request, id));
    if (!person) throw notFound(LOVED_ONE_NOT_FOUND);
    return person;
  };
  const body = createLovedOneRequestSchema({ now: () => app.clock() });

  app.get(
    '/',
    authenticated({
      summary: 'The loved ones of the signed-in customer',
      response: { 200: envelopeSchema(z.array(lovedOneSummarySchema)) },
    }),
    async (request) => {
      const people = await app.repos.people.listLovedOnes(customerOf(request).id);
      return ok(people.map(({ id, name }) => ({ id, name })));
    },
  );

  app.get(
    '/:id',
    authenticated({
      summary: "A loved one's personal details",
      params,
      response: { 200: envelopeSchema(personData) },
    }),
    async (request) => ok(await personToData(app, await owned(request, request.params.id))),
  );

  app.post(
    '/',
    authenticated({
      summary: 'Add a loved one',
      body,
      response: { 201: envelopeSchema(personData) },
    }),
    async (request, reply) => {
      const customer = customerOf(request);
      const details = normalisedDetails(request.body);
      await checkNationalIdFree(app, customer.id, undefined, details, {
        request,
        count: countNationalId,
        currentNationalId: null,
      });
      const created = await app.repos.people.createLovedOne(customer.id, details, app.clock());
      if (!created.ok) throw lovedOneMapped();
      void reply.code(201);
      return ok(await personToData(app, created.value), {
        httpCode: 201,
        message: messages.success.lovedOneCreated,
      });
    },
  );

  app.put(
    '/:id',
    authenticated({
      summary: "Change a loved one's personal details",
      params,
      body,
      response: { 200: envelopeSchema(personData) },
    }),
    async (request) => {
      const customer = customerOf(request);
      const current = await owned(request, request.params.id);
      const details = normalisedDetails(request.body);
      checkLocks(current, details);
      await checkNationalIdFree(app, customer.id, current.ref, details, {
        request,
        count: countNationalId,
        currentNationalId: current.nationalId,
      });
      const saved = await app.repos.people.saveDetails(current.ref, details, app.clock());
      if (!saved.ok) throw lovedOneMapped();
      return ok(await personToData(app, saved.value), { message: messages.success.personalDetailUpdated });
    },
  );
  done();
};

export default withLovedOnesFeature(plugin);
