/** GET /healthz: 200 when the database answers, 503 otherwise. */
import { messages } from '@careportal/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelopeSchema, errorResponses, ok } from '../lib/envelope.ts';
import { ApiError } from '../lib/errors.ts';

const health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

const routes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['platform'],
        response: { 200: envelopeSchema(health), 503: errorResponses[500] },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new ApiError({
          httpCode: 503,
          errorCode: 'DATABASE_UNAVAILABLE',
          message: messages.api.temporarilyUnavailable,
        });
      }
      return ok({ status: 'ok' as const, database: app.database.driver });
    },
  );
  done();
};

export default routes;
