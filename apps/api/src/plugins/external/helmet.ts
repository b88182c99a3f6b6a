/**
 * Security headers: helmet's, with the API's policy, on every answer.
 *
 * The policy has no per-request part (no CSP nonces), so helmet runs once, when the plugin loads, and each
 * request gets the headers it wrote. (@fastify/helmet, used before, built a new helmet and parsed the policy
 * again on every request: a tenth of a cached read's time.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers of an answer Fastify sends before any hook runs (a URL that does not decode, app.ts
 * `frameworkErrors`), where the plugin below cannot reach: the ones that matter for a JSON error.
 */
export const FRAMEWORK_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  // The API answers JSON; the only HTML is Swagger UI under /docs, which loads its own scripts and styles.
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Nothing frames the API, Swagger UI included (it opens as a page of its own).
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** The headers helmet sets with `options` (lower-case names), read off one run of its middleware. */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  // Helmet reads nothing of the request and only sets and removes headers on the response.
  const request: unknown = {};
  helmet(options)(request as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined && error !== null)
      throw error instanceof Error ? error : new Error('helmet failed');
  });
  return Object.freeze(Object.fromEntries(headers));
}

export default fp(
  (app, _options, done) => {
    const headers = securityHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'helmet' },
);
