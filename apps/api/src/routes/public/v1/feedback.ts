/**
 * Public feedback (issue 17, seed 001 section 7 "Public reminder, e-invoice, feedback, check-in"):
 * - POST public/v1/feedback: a satisfaction rating from 1 to 6, an optional comment and, when the visitor wants a
 *   reply, their name and contact. Stored SUBMITTED (staff move it on to OPEN and CLOSED); 201 with the status.
 *   Bad input is 400 with the catalogue's message ('Rating is required', 'This value is invalid', …).
 * Rate-limited per route and IP like every route under /public/ (plugins/external/rate-limit.ts).
 */
import { feedbackRequestSchema, feedbackResponseSchema, feedbackPageMessages } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { envelopeSchema, errorResponses, ok } from '../../../lib/envelope.ts';

/** An optional text as stored: null when left out or blank. */
function blankToNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text === '' ? null : text;
}

const plugin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['public'],
        summary: 'Leave feedback: a rating from 1 to 6, an optional comment and contact',
        body: feedbackRequestSchema,
        response: { 201: envelopeSchema(feedbackResponseSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rating, comment, name, contact } = request.body;
      const row = await app.repos.feedback.submit({
        rating,
        comment: blankToNull(comment),
        name: blankToNull(name),
        contact: blankToNull(contact),
        createdAt: app.clock(),
      });
      const status = feedbackResponseSchema.shape.status.parse(row.status);
      return reply
        .code(201)
        .send(ok({ status }, { httpCode: 201, message: feedbackPageMessages.thanksTitle }));
    },
  );
  done();
};

export default plugin;
