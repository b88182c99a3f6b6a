/**
 * What the API sends besides its content, on every route of the OpenAPI document: the security headers
 * (plugins/external/helmet.ts), `Cache-Control: no-store` on every signed-in answer, success and failure
 * (plugins/app/caching.ts), and CORS for the configured origins only, PORTAL_ORIGIN and API_ALLOWED_ORIGINS
 * (plugins/external/cors.ts), preflights included. The sign-in provider's own are in apps/identity/test.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../src/config.ts';
import {
  AUDIENCE,
  ISSUER,
  apiOperations,
  buildTestApp,
  createKeys,
  createOwnerRecords,
  createTestDatabase,
  drivers,
  exampleObject,
  fillPath,
  ownerPathValues,
  ownerQueryValue,
  signToken,
  type ApiOperation,
  type OwnerRecords,
  type TestDatabase,
  type TestKeys,
} from '../helpers.ts';

const PORTAL = 'https://portal.provider.example.sg';
const ALSO_ALLOWED = ['https://cdn.provider.example.sg', 'http://127.0.0.1:5173'];
const FOREIGN = [
  'https://evil.example',
  'null',
  'http://portal.provider.example.sg',
  'https://portal.provider.example.sg:8443',
  'https://portal.provider.example.sg.evil.example',
  'https://evil.example/https://portal.provider.example.sg',
];

function expectSecurityHeaders(res: LightMyRequestResponse, label: string): void {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(res.headers['content-security-policy'], label).toMatch(/default-src '(self|none)'/);
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['strict-transport-security'], label).toMatch(/max-age=\d+/);
  expect(res.headers['cross-origin-resource-policy'], label).toBe('same-site');
  expect(res.headers['x-powered-by'], label).toBeUndefined();
}

describe.each(drivers())('headers on %s', (driver) => {
  let database: TestDatabase;
  let keys: TestKeys;
  let app: FastifyInstance;
  let operations: ApiOperation[];
  let records: OwnerRecords;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    keys = await createKeys();
    const config = loadConfig({
      OIDC_ISSUER: ISSUER,
      OIDC_AUDIENCE: AUDIENCE,
      API_SEED: 'never',
      PORTAL_ORIGIN: PORTAL,
      API_ALLOWED_ORIGINS: ALSO_ALLOWED.join(','),
      API_NRIC_CHECK_MAX: '1000000',
      API_RATE_LIMIT_MAX: '1000000',
      API_VOLUNTEER_IDENTITY_MAX_PER_IP: '1000000',
      API_VOLUNTEER_IDENTITY_MAX_PER_ID: '1000000',
    });
    app = await buildTestApp(database, keys, { config });
    operations = apiOperations(app);
    records = await createOwnerRecords(app, keys, 'demo-ahkow');
    token = await signToken(keys, 'demo-ahkow', { expiresIn: 3600 });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** `op` as the portal would send it: real ids, the required query, a body the route accepts. */
  function request(op: ApiOperation, headers: Record<string, string>) {
    const query = new URLSearchParams(
      op.parameters
        .filter((p) => p.in === 'query' && p.required)
        .map((p): [string, string] => [p.name, String(ownerQueryValue(p.name, p.schema, op.path, records))]),
    ).toString();
    return app.inject({
      method: op.method,
      url: fillPath(op.path, ownerPathValues(op.path, records)) + (query === '' ? '' : `?${query}`),
      headers,
      ...(op.body ? { payload: exampleObject(op.body, op.path) } : {}),
    });
  }

  const signedIn = () => operations.filter((op) => op.security === 'bearerAuth');

  it('sends the security headers on every route, on success and on failure, and on the framework’s own answers', async () => {
    for (const op of operations) {
      const label = `${op.method} ${op.path}`;
      expectSecurityHeaders(await request(op, { authorization: `Bearer ${token}` }), label);
      expectSecurityHeaders(await request(op, {}), `${label} without a token`);
    }
    for (const [method, url] of [
      ['GET', '/no-such-route'],
      ['PATCH', '/profile'],
      ['GET', '/docs'],
      ['GET', '/docs/json'],
      ['GET', '/%E0%A4%A'],
    ] as const) {
      expectSecurityHeaders(await app.inject({ method, url }), `${method} ${url}`);
    }
  });

  it('answers every signed-in route with Cache-Control: no-store, success and failure alike', async () => {
    expect(signedIn().length).toBeGreaterThanOrEqual(31);
    const readsWithoutData: string[] = [];
    // Deletions last, so that every read finds the owner's records (DELETE cart would empty the cart that GET
    // cart/checkout-info reads).
    const deletesLast = [...signedIn()].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const op of deletesLast) {
      const label = `${op.method} ${op.path}`;
      const answers = {
        'as the owner': await request(op, { authorization: `Bearer ${token}` }),
        'without a token': await request(op, {}),
        'with an expired token': await request(op, {
          authorization: `Bearer ${await signToken(keys, 'demo-ahkow', { expiresIn: -60 })}`,
        }),
        'for a stranger’s loved one': await request(op, {
          authorization: `Bearer ${token}`,
          'view-as': '00000000-0000-4000-8000-000000000000',
        }),
      };
      for (const [how, res] of Object.entries(answers)) {
        expect(res.headers['cache-control'], `${label} ${how} (${String(res.statusCode)})`).toBe('no-store');
      }
      if (op.method === 'GET' && answers['as the owner'].statusCode !== 200) readsWithoutData.push(label);
    }
    // Every read answered the owner with their data (the owner has no photo): no-store held on real personal data.
    expect(readsWithoutData).toEqual(['GET /profile/picture']);
  });

  it('allows the configured origins, and only them, on every route', async () => {
    for (const op of operations) {
      const label = `${op.method} ${op.path}`;
      for (const origin of [PORTAL, ...ALSO_ALLOWED]) {
        const res = await request(op, { authorization: `Bearer ${token}`, origin });
        expect(res.headers['access-control-allow-origin'], `${label} from ${origin}`).toBe(origin);
        expect(res.headers.vary, label).toMatch(/Origin/i);
      }
      for (const origin of FOREIGN) {
        const res = await request(op, { authorization: `Bearer ${token}`, origin });
        expect(res.headers['access-control-allow-origin'], `${label} from ${origin}`).toBeUndefined();
        expect(res.headers['access-control-allow-credentials'], label).toBeUndefined();
      }
    }
  });

  it('answers preflights for the configured origins only', async () => {
    const paths = [...new Set(operations.map((op) => fillPath(op.path, ownerPathValues(op.path, records))))];
    for (const url of paths) {
      const preflight = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'authorization,content-type,view-as',
          },
        });
      for (const origin of [PORTAL, ...ALSO_ALLOWED]) {
        const res = await preflight(origin);
        expect(res.statusCode, `${url} from ${origin}`).toBe(204);
        expect(res.headers['access-control-allow-origin'], `${url} from ${origin}`).toBe(origin);
        expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('view-as');
      }
      for (const origin of FOREIGN) {
        const res = await preflight(origin);
        expect(res.headers['access-control-allow-origin'], `${url} from ${origin}`).toBeUndefined();
      }
    }
  });
});
