/**
 * profile/language: the language the signed-in customer reads the portal in (issue 19, "Four languages"), and is
 * written to in: reminders and confirmations go out in it. It follows them to every device they sign in on (GET
 * auth/session answers it). A `view-as` header is checked as everywhere but changes nothing: a caregiver acting
 * for a parent keeps their own language.
 *
 * - PUT profile/language `{ language }`: keeps the choice; answers it as stored.
 */
import { languageRequestSchema } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { authenticatedRoute } from '../../../lib/authenticated-route.ts';
import { envelopeSchema, ok } from '../../../lib/envelope.ts';
import { signedIn } from '../../../lib/owners.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const authenticated = authenticatedRoute(app, { tag: 'profile', viewAs: true });

  app.put(
    '/',
    authenticated({
      summary: "Keep the customer's language",
      body: languageRequestSchema,
      response: { 200: envelopeSchema(languageRequestSchema) },
    }),
    async (request) => {
      const { customer } = signedIn(request);
      const language = await app.repos.customers.setLanguage(customer.id, request.body.language, app.clock());
      return ok({ language });
    },
  );
  done();
};

export default plugin;
