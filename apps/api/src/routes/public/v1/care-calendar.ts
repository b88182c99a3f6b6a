/**
 * public/v1/care-calendar/{token}/calendar.ics: the private calendar feed of a customer's caregiver's week
 * (issue 19), for a phone's calendar to follow (lib/care-calendar.ts). No sign-in: the address is the secret,
 * 192 random bits. An address that was turned off, replaced or never made is 404, the same answer each time;
 * like every public route it is rate-limited per client.
 */
import { isLinkToken, messages, PUBLIC_LINK_ID_MAX_LENGTH } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { feedCalendar } from '../../../lib/care-calendar.ts';
import { errorResponses } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/care-calendar/:token/calendar.ics',
    {
      schema: {
        tags: ['public', 'care-calendar'],
        summary: "A customer's caregiver's week as an iCalendar feed (RFC 5545), at its private address",
        params: z.object({ token: z.string().max(PUBLIC_LINK_ID_MAX_LENGTH) }),
        produces: ['text/calendar'],
        response: { 200: z.any().describe('The iCalendar file'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const found = isLinkToken(token) ? await app.repos.careCalendar.feedByToken(token) : undefined;
      if (!found) throw notFound(messages.careCalendar.feedNotFound);
      const text = await feedCalendar(app, found.customer, app.clock());
      // The address is a secret: no shared cache may keep the answer.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
  done();
};

export default plugin;
