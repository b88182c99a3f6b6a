/**
 * Cache-Control on every answer, decided here once rather than by each route:
 *
 * - a signed-in route (its onRequest is `app.authenticate` or `app.authenticateToken`, or it declares
 *   `bearerAuth`) answers `no-store`, whatever the route set, its failures (401, 403, 404, 429) included: the
 *   answer is about a person, and neither the browser, a shared proxy nor a CDN may keep it;
 * - a request that carries an `Authorization` header is treated the same way, whatever the route;
 * - every failure (4xx, 5xx) is `no-store`: a 429 or a 503 must not outlive its moment;
 * - the public reads in {@link PUBLIC_CACHE_POLICIES} get their own policy;
 * - anything else, `no-store`: a new route is private until someone decides otherwise here.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export const NO_STORE = 'no-store';

/**
 * The cache policy of each public read, by method and route pattern. Shared caches may keep them (they hold no
 * personal data); the CORS plugin's `Vary: Origin` keeps one origin's copy from another.
 */
export const PUBLIC_CACHE_POLICIES: Readonly<Record<string, string>> = {
  // The remote configuration: the portal compares versionNumber to offer a reload, and an admin may change it
  // at any moment, so a cache may keep it but must ask again before using it.
  'GET /config/app': 'no-cache',
  // Master codes (marketing channels, footer links, programme lookups) change with an admin's edit or a
  // release; every page reads them. Five minutes old is fine.
  'GET /config/mastercode': 'public, max-age=300',
  // A postal code's address (OneMap's public data, or the sandbox's): it changes far less than daily.
  'GET /public/v1/postal-code/:code': 'public, max-age=86400',
  // The eGIRO landing page's participating banks: they change with a release.
  'GET /egiro/bank-list': 'public, max-age=3600',
};

function routeKey(method: string, url: string | undefined): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;
}

function hooksOf(route: RouteOptions): unknown[] {
  const hooks: unknown = route.onRequest;
  if (Array.isArray(hooks)) return hooks as unknown[];
  return hooks === undefined ? [] : [hooks];
}

function declaresBearer(route: RouteOptions): boolean {
  const security = (route.schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) && security.some((entry) => Object.hasOwn(entry as object, 'bearerAuth'));
}

/** The Cache-Control of an answer to `request` with `statusCode` (see the module comment). */
export function cacheControlFor(
  request: FastifyRequest,
  statusCode: number,
  signedInRoutes: ReadonlySet<string>,
): string | undefined {
  const key = routeKey(request.method, request.routeOptions.url);
  if (signedInRoutes.has(key) || request.auth !== null || request.headers.authorization !== undefined) {
    return NO_STORE;
  }
  if (statusCode >= 400) return NO_STORE;
  return PUBLIC_CACHE_POLICIES[key];
}

export default fp(
  (app: FastifyInstance, _options, done) => {
    const signedInRoutes = new Set<string>();
    app.addHook('onRoute', (route) => {
      const hooks = hooksOf(route);
      const signedIn =
        hooks.includes(app.authenticate) || hooks.includes(app.authenticateToken) || declaresBearer(route);
      if (!signedIn) return;
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        signedInRoutes.add(routeKey(String(method), route.url));
      }
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      const policy = cacheControlFor(request, reply.statusCode, signedInRoutes);
      if (policy !== undefined) reply.header('cache-control', policy);
      else if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
      next(null, payload);
    });
    done();
  },
  { name: 'caching', dependencies: ['auth'] },
);
