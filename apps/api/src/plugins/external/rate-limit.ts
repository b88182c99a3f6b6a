/**
 * Rate limiting for the public (no sign-in) route groups: every route whose path starts with one of
 * {@link PUBLIC_ROUTE_PREFIXES} is limited per route and client IP, whichever plugin registers it, so a new public group
 * (the portal's `public/v1/*`: invoices, feedback, attendance) is covered from its first route. Signed-in routes
 * and health checks are not limited here; a signed-in route that answers something worth guessing at limits
 * itself by customer with {@link limitPerKey} (GET profile/nric/{nric}).
 *
 * The client IP is the connection's peer unless it is one of API_TRUSTED_PROXIES (app.ts `trustProxy`): an
 * X-Forwarded-For from anyone else is ignored, so it cannot be used to look like many clients.
 */
import { formatMessage, messages } from '@careportal/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

import { ApiError } from '../../lib/errors.ts';

/** URL prefixes of the public route groups. */
export const PUBLIC_ROUTE_PREFIXES = ['/config/', '/public/'] as const;

export function isPublicRoute(url: string): boolean {
  return PUBLIC_ROUTE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** The 429 every limit answers with: the envelope, a catalogue message saying when to retry, `retry-after`. */
export function tooManyRequests(after: string, retryAfterSeconds?: number): ApiError {
  return new ApiError({
    httpCode: 429,
    errorCode: 'RATE_LIMITED',
    message: formatMessage(messages.api.tooManyRequests, { after }),
    ...(retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } }),
  });
}

function seconds(total: number): string {
  if (total < 60) return `${total} second${total === 1 ? '' : 's'}`;
  const minutes = Math.ceil(total / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface KeyedLimit {
  /** What is counted: `customer`, `nric`. Each gets its own counter per key. */
  name: string;
  /** The key to count this request under (a customer id, a normalised ID number). */
  key: (request: FastifyRequest) => string;
}

/**
 * A preHandler that counts each request under every one of `limits` at once (say, per customer and per ID
 * number), and answers 429 when any of them is over `max` within `timeWindowMs`. Runs after the sign-in and
 * validation, so it can count by who is asking and what they ask about.
 */
export function limitPerKey(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; limits: KeyedLimit[] },
): preHandlerAsyncHookHandler {
  const limiters = options.limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: options.max,
      timeWindow: options.timeWindowMs,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async (request) => {
    let exceeded = 0;
    for (const { check } of limiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) exceeded = Math.max(exceeded, result.ttlInSeconds);
    }
    if (exceeded > 0) throw tooManyRequests(seconds(exceeded), exceeded);
  };
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
      errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
