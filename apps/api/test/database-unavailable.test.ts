/**
 * A database that cannot be reached (restarting, failing over, gone) is the service being busy, not the client's
 * mistake and not a crash: every request that needs it is answered 503 in the envelope with a `retry-after`, at
 * once rather than after a hang, and the API stays up. (The restart of a real PostgreSQL in the middle of a
 * stream is in multi-process.test.ts.)
 */
import { createServer, type AddressInfo } from 'node:net';

import { messages } from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isDatabaseUnavailable, openDatabase } from '../src/db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/plugins/app/errors.ts';
import { buildTestApp, createKeys, signToken, type TestKeys } from './helpers.ts';

describe('a PostgreSQL that does not answer', () => {
  let app: FastifyInstance;
  let keys: TestKeys;
  let closedPort: number;

  beforeAll(async () => {
    // A port nothing listens on: connections are refused, as while the server restarts.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    keys = await createKeys();
    const handle = await openDatabase({
      driver: 'postgres',
      url: `postgres://careportal:careportal@127.0.0.1:${closedPort}/careportal`,
    });
    app = await buildTestApp({ handle, drop: () => Promise.resolve() }, keys);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 in the envelope with retry-after, for public and signed-in routes and the health check', async () => {
    const token = await signToken(keys, 'demo-ahkow');
    for (const [url, headers] of [
      ['/public/v1/showcases', {}],
      ['/profile', { authorization: `Bearer ${token}` }],
      ['/healthz', {}],
    ] as const) {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toMatchObject({
        httpCode: 503,
        errorCode: 'DATABASE_UNAVAILABLE',
        errorMessage: messages.api.temporarilyUnavailable,
        data: null,
      });
      if (url !== '/healthz')
        expect(res.headers['retry-after'], url).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      // Refused at once: no hang while the server is away.
      expect(Date.now() - started, url).toBeLessThan(10_000);
    }
  });

  it('tells a lost or refused connection from a failing query', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('failed', { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
