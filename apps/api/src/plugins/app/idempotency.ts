/**
 * Idempotency-Key, once for every route that takes one (`config: { idempotency: true }`): checkout, card, PayNow
 * bank and eGIRO payments, and the 3-D Secure outcome. As Stripe does it:
 *
 * - the key is required (400 IDEMPOTENCY_KEY_REQUIRED) and is 8 to 128 letters, digits, `_` or `-` (400
 *   IDEMPOTENCY_KEY_INVALID); it is the customer's own, so two customers may send the same key;
 * - the first request with a key stores it with a fingerprint of the request: SHA-256 of the method, the route,
 *   the customer, the path parameters, the query and the body (objects with their keys sorted, so the order the
 *   client wrote them in does not matter);
 * - the same key with the same fingerprint is the same request: the route runs again and answers what that
 *   request made (the order, the payment), never a second one;
 * - the same key with another fingerprint (another route, order, card or amount) answers 422
 *   IDEMPOTENCY_KEY_REUSED with messages.api.idempotencyKeyReused, and nothing runs;
 * - keys are kept for {@link IDEMPOTENCY_KEY_KEEP_MS} (24 hours) in the database (`idempotency_keys`), so that
 *   every API process agrees; then the key may be used again, and the rows are deleted now and then.
 *
 * The route claims the key (`app.claimIdempotencyKey`) once it knows whom the request names, so that another
 * customer's record is a 404 as on every other route, and before it changes anything; a request refused before
 * (401, 400 for a malformed body, 404) stores nothing. The plugin documents the header and the 422 on every route
 * that declares `config: { idempotency: true }`, and a 500 stops such a route that answers success without having
 * claimed its key.
 */
import { createHash } from 'node:crypto';

import { IDEMPOTENCY_KEY_PATTERN, messages } from '@careportal/domain';
import type {
  FastifyInstance,
  FastifyRequest,
  preSerializationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

import { errorEnvelopeSchema } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';
import { housekeeping } from '../../lib/housekeeping.ts';
import { signedIn } from '../../lib/owners.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Checks the request's Idempotency-Key and claims it with the request's fingerprint: the key (400 when it is
     * missing or malformed, 422 when it was sent before with another request). A route that declares
     * `config: { idempotency: true }` calls it once it knows whom the request names (so another customer's record
     * is still a 404) and before it changes anything.
     */
    claimIdempotencyKey: (request: FastifyRequest) => Promise<string>;
  }
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key (this plugin). */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The request's Idempotency-Key, once this plugin has checked it. */
    idempotencyKey?: string;
  }
}

/** The header that makes a call safe to send again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** How long a key is kept with its fingerprint. */
export const IDEMPOTENCY_KEY_KEEP_MS = 24 * 60 * 60 * 1000;

/** How often each process deletes the keys whose time has ended. */
export const IDEMPOTENCY_SWEEP_MS = 60_000;

/** The headers schema of a route that takes a key (the key itself is checked by the preHandler). */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .describe(
      'Required: 8 to 128 letters, digits, _ or -, new for each request the customer means; the same key with another request answers 422 for 24 hours',
    ),
});

export const idempotencyKeyReused = () =>
  new ApiError({
    httpCode: 422,
    errorCode: 'IDEMPOTENCY_KEY_REUSED',
    message: messages.api.idempotencyKeyReused,
  });

/** The Idempotency-Key header's value (the first, when sent twice): 400 when it is missing or not one. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const header: unknown = request.headers[IDEMPOTENCY_KEY_HEADER];
  const value: unknown = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ApiError({
      httpCode: 400,
      errorCode: 'IDEMPOTENCY_KEY_REQUIRED',
      message: messages.cart.idempotencyKeyMissing,
    });
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new ApiError({
      httpCode: 400,
      errorCode: 'IDEMPOTENCY_KEY_INVALID',
      message: messages.cart.idempotencyKeyInvalid,
    });
  }
  return value;
}

/** `value` as JSON with every object's keys sorted, so equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request: SHA-256 (hex) of its route, customer, parameters, query and body. */
export function requestFingerprint(parts: {
  method: string;
  route: string;
  customerId: string;
  params: unknown;
  query: unknown;
  body: unknown;
}): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

function append(
  hooks: RouteOptions['preSerialization'],
  hook: preSerializationAsyncHookHandler,
): RouteOptions['preSerialization'] {
  if (hooks === undefined) return [hook];
  return [...(Array.isArray(hooks) ? hooks : [hooks]), hook] as RouteOptions['preSerialization'];
}

export default fp(
  (app: FastifyInstance, _options, done) => {
    const sweep = housekeeping({
      everyMs: IDEMPOTENCY_SWEEP_MS,
      task: () => app.repos.idempotency.deleteExpired(app.clock()),
      onError: (error) => {
        app.log.warn({ err: error }, 'deleting expired idempotency keys failed');
      },
    });
    app.addHook('preClose', () => sweep.settled());

    app.decorate('claimIdempotencyKey', async (request: FastifyRequest): Promise<string> => {
      const key = requireIdempotencyKey(request);
      const { customer } = signedIn(request);
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      const fingerprint = requestFingerprint({
        method: request.method,
        route: request.routeOptions.url ?? '',
        customerId: customer.id,
        params: request.params,
        query: request.query,
        body: request.body,
      });
      const same = await app.repos.idempotency.claim({
        customerId: customer.id,
        key,
        route,
        fingerprint,
        now: app.clock(),
        keepMs: IDEMPOTENCY_KEY_KEEP_MS,
      });
      sweep.nudge();
      if (!same) throw idempotencyKeyReused();
      request.idempotencyKey = key;
      return key;
    });

    app.addHook('onRoute', (route) => {
      if (route.config?.idempotency !== true) return;
      route.schema = {
        ...route.schema,
        headers: idempotencyHeaders,
        response: { ...(route.schema?.response as object | undefined), 422: errorEnvelopeSchema },
      };
      // A route that declares a key and answers success without having claimed it is a bug, never a charge.
      route.preSerialization = append(route.preSerialization, async (request, reply) => {
        if (reply.statusCode < 300 && request.idempotencyKey === undefined) {
          throw new Error(`${request.method} ${request.url} answered without claiming its Idempotency-Key`);
        }
      });
    });
    done();
  },
  { name: 'idempotency', dependencies: ['repositories'] },
);
