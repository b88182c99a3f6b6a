/** Security headers. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export default fp(
  async (app) => {
    await app.register(helmet, {
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
    });
  },
  { name: 'helmet' },
);
