/**
 * Rate limiting for public (no sign-in) route groups. Not global: a route group registers this plugin in its own
 * scope (`await app.register(publicRateLimit)`), so only its routes are limited, per client IP.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

import { ApiError } from '../../lib/errors.ts';

export async function publicRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new ApiError({
        httpCode: 429,
        errorCode: 'RATE_LIMITED',
        message: `Too many requests. Please try again in ${context.after}.`,
      }),
  });
}
