/**
 * Rate limiting for the public (no sign-in) route groups: every route whose path starts with one of
 * {@link PUBLIC_ROUTE_PREFIXES} is limited per route and client IP, whichever plugin registers it, so a new public group
 * (the portal's `public/v1/*`: invoices, feedback, attendance) is covered from its first route. Signed-in routes
 * and health checks are not limited here; a signed-in route that answers something worth guessing at limits
 * itself by customer and identifier with {@link limitLookups} (whether a Client ID or an ID number exists).
 *
 * The client IP is the connection's peer unless it is one of API_TRUSTED_PROXIES (app.ts `trustProxy`): an
 * X-Forwarded-For from anyone else is ignored, so it cannot be used to look like many clients.
 *
 * The counters are rows of the database ({@link databaseRateLimitStore}), not memory of the process: several API
 * processes behind a load balancer count against one limit, and a restart does not hand out a fresh one (the
 * table is UNLOGGED: cheap to write, and emptied only by a crash of PostgreSQL).
 */
import { formatMessage, messages } from '@careportal/domain';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { ApiError } from '../../lib/errors.ts';
import { housekeeping, type Housekeeping } from '../../lib/housekeeping.ts';

/** URL prefixes of the public route groups. */
export const PUBLIC_ROUTE_PREFIXES = ['/config/', '/public/'] as const;

/** How often each process deletes the counters whose window has ended (one indexed delete). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

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
  /** The key to count this request under (a customer id, a normalised ID number); null: not counted here. */
  key: (request: FastifyRequest) => string | null;
}

/**
 * What several routes answer about the same kind of identifier, counted together (`scope` of
 * {@link limitPerKey}): each route that tells whether someone else's Client ID or ID number exists draws on one
 * allowance, so that more such routes do not mean more guesses.
 */
export const LOOKUP_SCOPES = {
  /** Client IDs: PUT cart/applyCoupon, GET subscriptions/rewards/{code}, POST profile/linking. */
  clientId: 'lookup:client-id',
  /**
   * ID numbers: GET profile/nric/{nric}, GET profile/linking, POST profile/referral-code/send, and saving personal
   * details with an ID number new to the person (PUT profile, POST lovedone, PUT lovedone/{id}).
   */
  nationalId: 'lookup:national-id',
} as const;

/**
 * A preHandler that counts each request under every one of `limits` at once (say, per customer and per ID
 * number), and answers 429 when any of them is over `max` within `timeWindowMs`. Runs after the sign-in and
 * validation, so it can count by who is asking and what they ask about. The counters are the route's own (its
 * path is part of the key), as when each limiter kept its own memory, unless a `scope` names counters that
 * several routes share ({@link LOOKUP_SCOPES}).
 */
export function limitPerKey(
  app: FastifyInstance,
  options: { max: number; timeWindowMs: number; limits: KeyedLimit[]; scope?: string },
): (request: FastifyRequest) => Promise<void> {
  const limiters = options.limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: options.max,
      timeWindow: options.timeWindowMs,
      // The path, not the method: a GET route's HEAD twin runs this same preHandler and counts with it.
      keyGenerator: (request) =>
        `${options.scope ?? request.routeOptions.url ?? ''} ${limit.name}:${limit.key(request) ?? ''}`,
    }),
  }));
  return async (request) => {
    let exceeded = 0;
    for (const { limit, check } of limiters) {
      if (limit.key(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) exceeded = Math.max(exceeded, result.ttlInSeconds);
    }
    if (exceeded > 0) throw tooManyRequests(seconds(exceeded), exceeded);
  };
}

/** The window of the lookup limits: API_COUPON_ATTEMPT_MAX Client IDs, API_NRIC_CHECK_MAX ID numbers. */
export const LOOKUP_WINDOW_MS = 10 * 60 * 1000;

/**
 * The limit of a signed-in route that tells whether someone else's Client ID (`clientId`: API_COUPON_ATTEMPT_MAX)
 * or ID number (`nationalId`: API_NRIC_CHECK_MAX) exists: per 10 minutes, counted per customer (one person trying
 * many) and, when `identifier` is given, per identifier (many accounts trying one), in the kind's shared
 * {@link LOOKUP_SCOPES} counters. A request for which `identifier` answers null names nobody and is not counted.
 */
export function limitLookups(
  app: FastifyInstance,
  kind: keyof typeof LOOKUP_SCOPES,
  identifier?: (request: FastifyRequest) => string | null,
): (request: FastifyRequest) => Promise<void> {
  const customer: KeyedLimit = {
    name: 'customer',
    key: (request) =>
      identifier && identifier(request) === null ? null : (request.auth?.customer?.id ?? request.ip),
  };
  return limitPerKey(app, {
    max: kind === 'clientId' ? app.config.couponAttemptMax : app.config.nricCheckMax,
    timeWindowMs: LOOKUP_WINDOW_MS,
    scope: LOOKUP_SCOPES[kind],
    limits: identifier ? [customer, { name: kind, key: identifier }] : [customer],
  });
}

/** Counts one lookup of `identifier` by the request's customer, or answers 429 (see {@link lookupCounter}). */
export type LookupCounter = (request: FastifyRequest, identifier: string) => Promise<void>;

/**
 * {@link limitLookups} for a route that finds out in its handler whether a request is such a lookup: a save whose
 * refusal says that an ID number is already a client's is one when it names an ID number that is not the
 * person's own yet. Make it once per route plugin (its limiters are made then), and call it before the check.
 */
export function lookupCounter(app: FastifyInstance, kind: keyof typeof LOOKUP_SCOPES): LookupCounter {
  const named = new WeakMap<FastifyRequest, string>();
  const limit = limitLookups(app, kind, (request) => named.get(request) ?? null);
  return async (request, identifier) => {
    named.set(request, identifier);
    await limit(request);
  };
}

/** The key prefix of a route's own counters (`GET /config/app `), before the client's address. */
function routePrefix(routeOptions: unknown): string {
  // What the plugin hands `child`: the route's options under `routeInfo` (an empty object for createRateLimit).
  const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  if (info?.url === undefined) return '';
  const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
  return `${method} ${info.url} `;
}

/**
 * A @fastify/rate-limit store whose counters are rows of `rate_limit_counters` (repositories/limits.ts): one
 * atomic upsert per request, windows by the app clock (so a test's clock moves them), and now and then, at most
 * once per {@link RATE_LIMIT_SWEEP_MS} and process, a delete of the counters whose window has ended.
 *
 * When the database does not answer, the request goes through (fail open) and a warning is logged: a limit exists
 * to slow down guessing and floods, and every route it guards needs the same database to answer anything, so
 * refusing everyone (or a 500) would only turn a database hiccup into an outage of the public pages.
 */
export function databaseRateLimitStore(app: FastifyInstance, sweep: Housekeeping): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = app.clock();
      // The repositories are registered after this plugin, and there by the first request.
      app.repos.limits.hit(this.prefix + key, now, timeWindow).then(
        ({ count, expiresAt }) => {
          sweep.nudge();
          // A counter another process started with a clock a little ahead never waits longer than a window.
          const ttl = Math.min(timeWindow, Math.max(0, expiresAt.getTime() - now.getTime()));
          callback(null, { current: count, ttl });
        },
        (error: unknown) => {
          app.log.warn(
            { err: error },
            'rate limit not counted (the database did not answer): request let through',
          );
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, routePrefix(routeOptions));
    }
  }
  return DatabaseRateLimitStore;
}

export default fp(
  async (app) => {
    const sweep = housekeeping({
      everyMs: RATE_LIMIT_SWEEP_MS,
      task: () => app.repos.limits.deleteExpiredCounters(app.clock()),
      onError: (error) => {
        app.log.warn({ err: error }, 'expired rate-limit counters not deleted');
      },
    });
    // Before the database closes (its plugin closes it on close).
    app.addHook('preClose', () => sweep.settled());
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
      store: databaseRateLimitStore(app, sweep),
      // The store's failure (already logged) lets the request through: see databaseRateLimitStore.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
