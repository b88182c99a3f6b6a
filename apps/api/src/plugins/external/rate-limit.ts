/**
 * Rate limiting for the public (no sign-in) route groups: every route whose path starts with one of
 * {@link PUBLIC_ROUTE_PREFIXES} is limited per route and client IP, whichever plugin registers it, so a new public group
 * (the portal's `public/v1/*`: invoices, feedback, attendance) is covered from its first route. Signed-in routes
 * and health checks are not limited here.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

import { ApiError } from '../../lib/errors.ts';

/** URL prefixes of the public route groups. */
export const PUBLIC_ROUTE_PREFIXES = ['/config/', '/public/'] as const;

export function isPublicRoute(url: string): boolean {
  return PUBLIC_ROUTE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export default fp(
  async (app) => {
    // Runs before the rate-limit plugin's own onRoute hook (hooks run in the order they were added), so the
    // plugin sees the per-route setting. A route may still opt out with `config: { rateLimit: false }`.
    app.addHook('onRoute', (route) => {
      if (!isPublicRoute(route.url)) return;
      const config = (route.config ?? {}) as { rateLimit?: unknown };
      if (config.rateLimit !== undefined) return;
      route.config = { ...config, rateLimit: {} };
    });
    await app.register(rateLimit, {
      global: false,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new ApiError({
          httpCode: 429,
          errorCode: 'RATE_LIMITED',
          message: `Too many requests. Please try again in ${context.after}.`,
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
