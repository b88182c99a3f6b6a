/**
 * profile/display-mode: senior mode (issue 19), the signed-in customer's own choice. It follows them to every
 * device they sign in on (GET auth/session answers it). A `view-as` header is checked as everywhere but changes
 * nothing: a caregiver acting for a parent keeps their own text size.
 *
 * - PUT profile/display-mode `{ displayMode }`: keeps the choice; answers it as stored.
 */
import { displayModeRequestSchema } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../../lib/envelope.ts';
import { signedIn } from '../../../lib/owners.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'profile', viewAs: true });

  app.put(
    '/',
    authenticated({
      summary: "Keep the customer's choice of senior mode",
      body: displayModeRequestSchema,
      response: { 200: envelopeSchema(displayModeRequestSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const displayMode = await app.repos.customers.setDisplayMode(
        customer.id,
        request.body.displayMode,
        app.clock(),
      );
      return ok({ displayMode });
    },
  );
  done();
};

export default plugin;
