/**
 * Public postal-code lookup for the portal's address forms (no sign-in; rate-limited, as every route under a
 * public prefix: plugins/external/rate-limit.ts):
 * - GET public/v1/postal-code/:code: OneMap's search response for a 6-digit code, inside the envelope's `data`.
 *   An unknown code is still 200 with `found: 0` (the portal then shows 'Postal code is invalid'); a code that is
 *   not 6 digits is 400 with that message; the lookup being down is 503 with a calm message.
 *
 * The answer comes from `app.adapters.postal`: OneMap when configured, else the embedded sandbox.
 */
import { isValidPostalCode, messages, oneMapSearchResponseSchema } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AdapterError } from '../../../../adapters/index.ts';
import { envelopeSchema, errorEnvelopeSchema, errorResponses, ok } from '../../../../lib/envelope.ts';
import { ApiError } from '../../../../lib/errors.ts';

/** What the portal shows when the lookup cannot answer, as the address form does: the address can be typed. */
export const POSTAL_LOOKUP_UNAVAILABLE_MESSAGE = messages.address.lookupFailed;

const params = z.object({
  code: z
    .string({ error: messages.validation.postalCodeInvalid })
    .refine(isValidPostalCode, { error: messages.validation.postalCodeInvalid })
    .describe('A Singapore postal code: exactly 6 digits.'),
});

const routes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:code',
    {
      schema: {
        summary: 'Look up a Singapore postal code (OneMap search response)',
        description:
          "`data` is OneMap's search response: `{found, totalNumPages, pageNum, results}`, every result value a " +
          "string and 'NIL' meaning empty. `found: 0` when the code is not known.",
        tags: ['public'],
        params,
        response: {
          200: envelopeSchema(oneMapSearchResponseSchema),
          ...errorResponses,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { code } = request.params;
      try {
        return ok(await app.adapters.postal.search(code));
      } catch (error) {
        if (!(error instanceof AdapterError)) throw error;
        throw new ApiError({
          httpCode: 503,
          errorCode: 'POSTAL_LOOKUP_UNAVAILABLE',
          message: POSTAL_LOOKUP_UNAVAILABLE_MESSAGE,
          headers: { 'retry-after': '30' },
          cause: error,
        });
      }
    },
  );
  done();
};

export default routes;
