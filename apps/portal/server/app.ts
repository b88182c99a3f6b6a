/**
 * The portal's production web server as a Fastify instance: the Vite build served with its precompressed
 * copies and the right cache per file, the portal's own router answering every other path, and the security
 * headers on every response. `server.ts` only listens; tests call it with `inject`.
 */
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';

import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

import { HSTS, PERMISSIONS_POLICY, helmetOptions, type PolicyOrigins } from './security.ts';

export interface PortalServerOptions {
  /** The portal's build (apps/portal/dist): index.html, blank.html and the hashed files under assets/. */
  root: string;
  /** The careportal API's URL; its origin goes into connect-src and img-src. */
  apiUrl: string;
  /** The OpenID Connect provider's URL (the authority); its origin goes into connect-, frame-src and form-action. */
  identityUrl: string;
  /** More origins for connect-src. */
  connectSrc?: readonly string[] | undefined;
  /**
   * Which proxies to believe about the client (X-Forwarded-For, X-Forwarded-Proto), as Fastify's `trustProxy`:
   * true, or the proxies' addresses and CIDR ranges. Off by default: then only a TLS socket counts as https.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Fastify's logger option; no logs by default. */
  logger?: FastifyServerOptions['logger'];
}

/** Vite's hashed output never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML names the current hashed files, so it is revalidated on every load. */
export const REVALIDATE = 'no-cache';
/** Unhashed files copied from public/ (favicon, robots.txt) may change with any release. */
export const SHORT = 'public, max-age=3600';

/** Cache-Control for a file of the build, by its path under the root with `/` separators. */
export function cacheControlFor(path: string): string {
  const logical = path.replace(/\.(?:br|gz)$/, '');
  if (logical.startsWith('assets/')) return IMMUTABLE;
  if (logical.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/** The request's path without its query, decoded when it decodes. */
function requestPath(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A plain-text answer with the status's reason phrase; never the app, never cached. */
function plainText(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(STATUS_CODES[status] ?? 'Error');
}

/** Builds the server; it loads its plugins on `ready`, `listen` or the first `inject`. */
export function createPortalServer(options: PortalServerOptions): FastifyInstance {
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: build the portal first (cd apps/portal && vite build).`);
  }
  const origins: PolicyOrigins = {
    apiUrl: options.apiUrl,
    identityUrl: options.identityUrl,
    connectSrc: options.connectSrc,
  };
  const pageHeaders = helmetOptions(origins);
  const blankPageHeaders = helmetOptions(origins, { framable: true });

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // A URL that does not decode is the client's mistake. Fastify answers it before any hook runs, so the
    // headers helmet would set are not there: this answer carries a policy that allows nothing.
    frameworkErrors: (_error, _request, reply) => {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('x-content-type-options', 'nosniff');
      void plainText(reply, 400);
    },
  });

  app.register(helmet, pageHeaders);

  // After every onRequest hook (helmet's included), so the policy it set is there to extend.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
      const policy = reply.raw.getHeader('content-security-policy');
      if (typeof policy === 'string' && !policy.includes('upgrade-insecure-requests')) {
        reply.raw.setHeader('content-security-policy', `${policy};upgrade-insecure-requests`);
      }
    }
    done(null, payload);
  });

  app.setErrorHandler((error, request, reply) => {
    const code =
      typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : 500;
    const status = typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return plainText(reply, status);
  });

  app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(relative(root, path).split(sep).join('/')));
    },
  });

  // A plugin, so that its routes are added after helmet's onRoute hook, which reads their `helmet` option.
  app.register((routes: FastifyInstance, _options, done) => {
    routes.get('/healthz', (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    // MSAL's silent renewal ends in a hidden iframe on this page, so the portal itself may frame it.
    routes.get('/blank.html', { helmet: blankPageHeaders }, (_request, reply) =>
      reply.sendFile('blank.html'),
    );
    done();
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plainText(reply.header('allow', 'GET, HEAD'), 405);
    }
    const path = requestPath(request);
    // A missing hashed file is a stale or wrong reference: the app in its place would fail to parse as a script.
    if (path === '/assets' || path.startsWith('/assets/')) return plainText(reply, 404);
    // Every other path is one of the portal's routes (or its not-found page): its router decides.
    return reply.code(200).sendFile('index.html');
  });

  return app;
}
