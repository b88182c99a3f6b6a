/**
 * intake: the intake runs of an INTAKES programme and enrolling a service in one (issue 15, seed 000 section 7),
 * for the signed-in customer or one of their loved ones.
 *
 * - GET intake?serviceId=: the runs (events) of the service's product at its centre that have not started,
 *   earliest first, each with its dates, days of week, times and `vacancies` (capacity − enrolled). The service
 *   is the person's acting (`view-as`); another's is 404. A SESSIONS programme has none (an empty list).
 * - POST intake/enroll {clientId, subscription, subscriptionTermId, …}: `clientId` is the person (the customer's
 *   id or one of their loved ones', 404 for anyone else), `subscription` their service, `subscriptionTermId` the
 *   run. 201 'Enrol intake successfully' with the run. One place of the run is taken with `update events set
 *   enrolled = enrolled + 1 where enrolled < capacity` under the run's row lock, so the last place goes to one
 *   service only (409 'This intake is full…' for the others); the service's row is locked too, so it is
 *   enrolled once ('This service is already enrolled in an intake.'). Enrolling creates one APPOINTMENT per date
 *   of the run (its days of week, public holidays left out): intake appointments, never rescheduled and always
 *   cancelled with charge. Extra fields of the body are accepted and not kept.
 */
import {
  intakeEnrolmentRequestSchema,
  intakeSchema,
  intakesResponseSchema,
  messages,
  recordUuid,
} from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { authenticatedRoute } from '../../lib/authenticated-route.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../lib/envelope.ts';
import { enrolIntake, intakesOf, ownedService } from '../../lib/my-services/index.ts';
import { actingFor, ownedPerson } from '../../lib/owners.ts';
import { strictQuery } from '../../plugins/app/errors.ts';

const responses = { ...errorResponses, 409: errorEnvelopeSchema } as const;

const enrolBody = intakeEnrolmentRequestSchema.extend({
  clientId: recordUuid(),
  subscription: recordUuid(),
  subscriptionTermId: recordUuid(),
});

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'intake', viewAs: true, errors: responses });

  app.get(
    '/',
    authenticated({
      summary: "The intake runs a service's programme can enrol in",
      querystring: strictQuery({ serviceId: recordUuid() }),
      response: { 200: envelopeSchema(intakesResponseSchema) },
    }),
    async (request) => {
      const service = await ownedService(app, actingFor(request), request.query.serviceId);
      return ok({ intakes: await intakesOf(app, service, app.clock()) });
    },
  );

  app.post(
    '/enroll',
    authenticated({
      summary: 'Enrol a service in an intake run',
      body: enrolBody,
      response: { 201: envelopeSchema(intakeSchema) },
    }),
    async (request, reply) => {
      const person = await ownedPerson(request, request.body.clientId);
      const service = await ownedService(app, person, request.body.subscription);
      const intake = await enrolIntake(app, service, request.body.subscriptionTermId, app.clock());
      void reply.code(201);
      return ok(intake, { httpCode: 201, message: messages.success.intakeEnrolled });
    },
  );

  done();
};

export default plugin;
