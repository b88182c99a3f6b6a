/**
 * GET services/list?businessUnit=DENTICARE (issue 16, seed 001 section 7): the Denticare services (products) a
 * signed-in person can book, by name.
 */
import { denticareServiceSchema, servicesListQuerySchema } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../../lib/envelope.ts';
import { strictQuery } from '../../../plugins/app/errors.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'denticare', viewAs: true });

  app.get(
    '/',
    authenticated({
      summary: 'The services of a business unit (DENTICARE)',
      querystring: strictQuery(servicesListQuerySchema.shape),
      response: { 200: envelopeSchema(z.array(denticareServiceSchema)) },
    }),
    async () => {
      const services = await app.repos.denticare.services();
      return ok(services.map((s) => ({ serviceId: s.id, serviceName: s.name, description: s.description })));
    },
  );
  done();
};

export default plugin;
