/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Personal data stays out of caches (every signed-in answer, failures included, is `no-store`; public reads have
 * a policy of their own), X-Forwarded-For counts only from the proxies API_TRUSTED_PROXIES names, and the
 * ID-number check is limited per customer and per ID number and tells no more than the seed's messages do.
 */
import { messages } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { lovedOnes, rateLimitCounters } from '../src/db/schema/index.ts';
import { DEMO_CLIENT_RECORD } from '../src/db/seed-data.ts';
import { seedId } from '../src/db/seed.ts';
import { PUBLIC_CACHE_POLICIES } from '../src/plugins/app/caching.ts';
import { NATIONAL_ID_NOT_FOUND } from '../src/routes/profile/index.ts';
import { buildTestApp, customerSuite, drivers, sharedHandle, signToken, testConfig } from './helpers.ts';

describe.each(drivers())('caching and proxies on %s', (driver) => {
  const suite = customerSuite(driver, 'CPCACHE1');
  const { call } = suite;
  /**
   * Every app on the suite's database counts in the same rate-limit counters (they are the database's): a limit
   * test starts from none, whatever the suite's own app was asked before.
   */
  const forgetCounts = async () => {
    await suite.database.handle.db.delete(rateLimitCounters);
  };

  describe('Cache-Control', () => {
    it('is no-store on every signed-in route, with a token and without one', async () => {
      const doc = (await suite.app.inject({ method: 'GET', url: '/docs/json' })).json();
      let signedIn = Object.entries(
        doc.paths as Record<string, Record<string, { security?: object[] }>>,
      ).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => (op.security ?? []).some((s) => 'bearerAuth' in s))
          .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
      );
      // A token optional (an empty requirement, the public catalogue reads): a visitor is answered, no-store too.
      const tokenOptional = signedIn.filter(({ op }) =>
        (op.security ?? []).some((s) => Object.keys(s).length === 0),
      );
      expect(tokenOptional.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
        'GET /category',
        'GET /products-ext/{id}/offerings/list',
        'GET /products/category',
        'GET /products/v2/{id}',
        'GET /products/{id}/centers/list',
      ]);
      for (const { path } of tokenOptional) {
        const url = path.replace(/\{[^}]+\}/g, seedId('product', 'gym-tonic'));
        const visitor = await suite.app.inject({ method: 'GET', url });
        expect(visitor.statusCode, `GET ${path} without a token`).toBe(200);
        expect(visitor.headers['cache-control'], `GET ${path} without a token`).toBe('no-store');
        expect((await call('GET', url)).headers['cache-control'], `GET ${path}`).toBe('no-store');
      }
      signedIn = signedIn.filter((route) => !tokenOptional.includes(route));
      expect(signedIn.length).toBeGreaterThan(20);
      for (const { method, path } of signedIn) {
        const url = path.replace(/\{[^}]+\}/g, suite.meiLingId);
        const anonymous = await suite.app.inject({ method: method as 'GET', url });
        expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
        expect(anonymous.headers['cache-control'], `${method} ${path} without a token`).toBe('no-store');
        if (method !== 'GET') continue;
        const res = await call('GET', url);
        expect(res.headers['cache-control'], `GET ${path}: ${res.statusCode}`).toBe('no-store');
      }
    });

    it("is no-store on a signed-in route's failures: a refused view-as, another's record, a bad body", async () => {
      const refused = await call('GET', '/profile', { headers: { 'view-as': suite.strangerLovedOneId } });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['cache-control']).toBe('no-store');
      const others = await call('GET', `/lovedone/${suite.strangerLovedOneId}`);
      expect(others.statusCode).toBe(404);
      expect(others.headers['cache-control']).toBe('no-store');
      const invalid = await call('PUT', '/profile', { payload: { name: '' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.headers['cache-control']).toBe('no-store');
      const expired = await suite.app.inject({
        method: 'GET',
        url: '/profile',
        headers: { authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow', { expiresIn: -60 })}` },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.headers['cache-control']).toBe('no-store');
    });

    it('gives each public read its documented policy, and its failures no-store', async () => {
      const get = (url: string, headers: Record<string, string> = {}) =>
        suite.app.inject({ method: 'GET', url, headers });
      expect((await get('/config/app')).headers['cache-control']).toBe(
        PUBLIC_CACHE_POLICIES['GET /config/app'],
      );
      expect((await get('/config/app')).headers['cache-control']).toBe('no-cache');
      expect((await get('/config/mastercode?code=MARKETING_CHANNEL')).headers['cache-control']).toBe(
        'public, max-age=300',
      );
      const postal = await get('/public/v1/postal-code/018935');
      expect(postal.statusCode).toBe(200);
      expect(postal.headers['cache-control']).toBe('public, max-age=86400');
      const unknownCode = await get('/config/mastercode?code=NO_SUCH_CODE');
      expect(unknownCode.statusCode).toBe(404);
      expect(unknownCode.headers['cache-control']).toBe('no-store');
      expect((await get('/public/v1/postal-code/12')).headers['cache-control']).toBe('no-store');
      expect((await get('/healthz')).headers['cache-control']).toBe('no-store');
      expect((await get('/no/such/route')).headers['cache-control']).toBe('no-store');
      // A public read asked for with a token is answered for that caller only.
      const withToken = await get('/config/app', {
        authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow')}`,
      });
      expect(withToken.headers['cache-control']).toBe('no-store');
    });
  });

  describe('trusted proxies', () => {
    it('trusts none by default, and takes addresses and CIDR ranges from API_TRUSTED_PROXIES', () => {
      expect(loadConfig({ API_SEED: 'never' }).trustedProxies).toEqual([]);
      expect(
        loadConfig({ API_TRUSTED_PROXIES: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8, loopback' }).trustedProxies,
      ).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback']);
      for (const bad of ['10.0.0.0/33', 'proxy.example.sg', '*', '10.0.0.1/8/2', 'fd00::/129']) {
        expect(() => loadConfig({ API_TRUSTED_PROXIES: bad }), bad).toThrow(/API_TRUSTED_PROXIES/);
      }
    });

    beforeEach(forgetCounts);

    const limitedApp = (trustedProxies: string[]) =>
      buildTestApp(sharedHandle(suite.database), suite.keys, {
        config: testConfig({ rateLimitMax: 2, trustedProxies }),
      });
    const lookup = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: 'GET',
        url: '/public/v1/postal-code/018935',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('ignores X-Forwarded-For from anyone by default, so a new address in it does not reset the limit', async () => {
      const app = await limitedApp([]);
      try {
        expect((await lookup(app, '127.0.0.1', '203.0.113.1')).statusCode).toBe(200);
        expect((await lookup(app, '127.0.0.1', '203.0.113.2')).statusCode).toBe(200);
        const third = await lookup(app, '127.0.0.1', '203.0.113.77');
        expect(third.statusCode).toBe(429);
        expect(third.json()).toMatchObject({ httpCode: 429, errorCode: 'RATE_LIMITED' });
      } finally {
        await app.close();
      }
    });

    it('believes X-Forwarded-For only from a configured proxy', async () => {
      const app = await limitedApp(['10.0.0.0/24']);
      try {
        // Through the proxy: each client has a limit of its own.
        for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
          expect((await lookup(app, '10.0.0.9', client)).statusCode, client).toBe(200);
        }
        // From elsewhere, the header is the caller's word and counts for nothing.
        expect((await lookup(app, '198.51.100.7', '203.0.113.4')).statusCode).toBe(200);
        expect((await lookup(app, '198.51.100.7', '203.0.113.5')).statusCode).toBe(200);
        expect((await lookup(app, '198.51.100.7', '203.0.113.6')).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    });
  });

  describe('GET profile/nric/{nric}', () => {
    const CHECK_MAX = 3;
    let limited: FastifyInstance;
    const check = async (subject: string, nric: string) =>
      limited.inject({
        method: 'GET',
        url: `/profile/nric/${nric}`,
        headers: { authorization: `Bearer ${await signToken(suite.keys, subject)}` },
      });

    beforeAll(async () => {
      limited = await buildTestApp(sharedHandle(suite.database), suite.keys, {
        config: testConfig({ nricCheckMax: CHECK_MAX }),
      });
    });
    afterAll(() => limited.close());
    beforeEach(forgetCounts);

    it("answers only the relation, and the same 404 for nobody's number and for another customer's loved one", async () => {
      const found = await call('GET', `/profile/nric/${DEMO_CLIENT_RECORD.nric}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({
        httpCode: 200,
        statusCode: 200,
        message: null,
        errorCode: null,
        errorMessage: null,
        data: { relation: 'CLIENT' },
      });
      // Someone else's loved one is nobody, as far as this customer may know.
      await suite.database.handle.db
        .update(lovedOnes)
        .set({ nationalId: 'S3456789A' })
        .where(eq(lovedOnes.id, suite.strangerLovedOneId));
      const strangers = await call('GET', '/profile/nric/S3456789A');
      const nobody = await call('GET', '/profile/nric/S0000001I');
      for (const res of [strangers, nobody]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: NATIONAL_ID_NOT_FOUND, data: null });
      }
      expect(strangers.body).toBe(nobody.body);
      // The portal turns the relations into the seed's two messages and nothing else.
      expect(Object.values(messages.validation)).toEqual(
        expect.arrayContaining([
          messages.validation.nricAlreadyExists,
          messages.validation.lovedOneAlreadyMapped,
        ]),
      );
    });

    it('limits one customer trying many numbers', async () => {
      const numbers = ['S1000001A', 'S1000002B', 'S1000003C', 'S1000004D'];
      const statuses = [];
      for (const nric of numbers) statuses.push((await check('demo-siti', nric)).statusCode);
      expect(statuses.slice(0, CHECK_MAX).every((s) => s === 404 || s === 400)).toBe(true);
      const over = await check('demo-siti', 'S1000005E');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({
        httpCode: 429,
        statusCode: 429,
        errorCode: 'RATE_LIMITED',
        data: null,
      });
      expect(over.json().errorMessage).toMatch(/^Too many requests\. Please try again in /);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['cache-control']).toBe('no-store');
      // Another customer still has their own allowance.
      expect((await check('demo-ahkow', 'S1000006F')).statusCode).not.toBe(429);
    });

    it('limits many customers trying one number', async () => {
      const nric = DEMO_CLIENT_RECORD.nric;
      expect((await check('demo-ahkow', nric)).statusCode).toBe(200);
      expect((await check('other-sub', nric)).statusCode).toBe(200);
      expect((await check('demo-beehoon', nric.toLowerCase())).statusCode).toBe(200); // any case, one number
      const over = await check('demo-ahkow', nric);
      expect(over.statusCode).toBe(429);
    });

    it('is limited by API_NRIC_CHECK_MAX, 20 per 10 minutes unless set', () => {
      expect(loadConfig({}).nricCheckMax).toBe(20);
      expect(loadConfig({ API_NRIC_CHECK_MAX: '5' }).nricCheckMax).toBe(5);
      expect(() => loadConfig({ API_NRIC_CHECK_MAX: '0' })).toThrow(/API_NRIC_CHECK_MAX/);
    });
  });
});
