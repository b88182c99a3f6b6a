// A small static file server for built sites the test suites open (Storybook's static build), bound to
// 127.0.0.1 on a fixed port, over Fastify and @fastify/static. It never falls back to another port: a port in
// use is an error, because the process there may be someone else's. The portal's production server is
// apps/portal/server.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

// The root package does not depend on Fastify and pnpm hoists nothing to the root: take the portal's copies.
const require = createRequire(new URL('../../apps/portal/package.json', import.meta.url));
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');

/**
 * Serves `dir` on http://127.0.0.1:port, uncached. With `spaFallback`, unknown paths get index.html.
 * Resolves to `{ url, close(callback) }` once listening; rejects when the port is taken (code EADDRINUSE).
 */
export async function serveStatic(dir, port, { spaFallback = false } = {}) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: resolve(dir),
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'no-store');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(200).sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  try {
    await app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** Stops listening and ends open connections, then calls `callback`, like http.Server's close. */
    close(callback = () => {}) {
      app.close().then(() => callback(), callback);
    },
  };
}
