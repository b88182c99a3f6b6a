/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Access tokens, view-as and auth/validate, as the portal's wrapper reads them (domain wrapperErrorRule and
 * authValidateOutcome are applied to the real responses).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { AUTH_STATUS, authValidateOutcome, messages, wrapperErrorRule } from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { customers } from '../src/db/schema/index.ts';
import { FORBIDDEN_VIEW_AS } from '../src/plugins/app/auth.ts';
import {
  AUDIENCE,
  ISSUER,
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  lovedOnesForAuthorization,
  sharedHandle,
  signToken,
  testConfig,
  type TestDatabase,
  type TestKeys,
} from './helpers.ts';

describe.each(drivers())('auth on %s', (driver) => {
  let database: TestDatabase;
  let keys: TestKeys;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    keys = await createKeys();
    app = await buildTestApp(database, keys);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const session = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/auth/session', headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe('access tokens', () => {
    it('accepts a valid token of a customer', async () => {
      const res = await session(bearer(await signToken(keys, 'demo-ahkow')));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        customer: { name: 'Tan Ah Kow', email: 'ahkow.tan@example.sg', categoryName: 'Active Ageing' },
        actingFor: { kind: 'self', name: 'Tan Ah Kow' },
      });
    });

    it("names the customer's service category, and none for a plain retail customer", async () => {
      const retail = await session(bearer(await signToken(keys, 'demo-siti')));
      expect(retail.json().data.customer).toMatchObject({
        name: 'Siti Nurhaliza binte Ahmad',
        categoryName: null,
      });
    });

    it('answers a missing token with 401 "Your token is expired", which logs the portal out', async () => {
      const res = await session({});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        httpCode: 401,
        statusCode: AUTH_STATUS.tokenInvalid,
        errorCode: 'TOKEN_MISSING',
        errorMessage: messages.auth.tokenMissing,
      });
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(wrapperErrorRule(res.json(), { url: 'auth/session' }).kind).toBe('logout');
    });

    it.each<[string, () => Promise<string>, number]>([
      [
        'a token signed by another key',
        async () => signToken(keys, 'demo-ahkow', { key: await createKeys(keys.publicJwk.kid) }),
        1002,
      ],
      [
        'a token from an unknown key id',
        async () => signToken(keys, 'demo-ahkow', { key: await createKeys() }),
        1002,
      ],
      ['garbage', () => Promise.resolve('not-a-jwt'), 1002],
      [
        'a token for another audience',
        () => signToken(keys, 'demo-ahkow', { audience: 'api://other' }),
        1004,
      ],
      [
        'a token from another issuer',
        () => signToken(keys, 'demo-ahkow', { issuer: 'https://evil.example' }),
        1004,
      ],
      [
        'an ID token (typ JWT) instead of an access token',
        () => signToken(keys, 'demo-ahkow', { typ: 'JWT' }),
        1004,
      ],
    ])('answers %s with 401 and statusCode %i, which logs the portal out', async (_case, token, code) => {
      const res = await session(bearer(await token()));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        httpCode: 401,
        statusCode: code,
        errorMessage: messages.auth.tokenInvalid,
        data: { statusCode: code },
      });
      expect(wrapperErrorRule(res.json(), { url: 'auth/session' })).toEqual({
        kind: 'logout',
        message: messages.auth.tokenInvalid,
        delayMs: 2000,
      });
    });

    it('answers an expired token with statusCode 1003 (HTTP 400, the pair the portal logs out on)', async () => {
      const res = await session(bearer(await signToken(keys, 'demo-ahkow', { expiresIn: -30 })));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 1003,
        errorCode: 'TOKEN_EXPIRED',
        data: { statusCode: 1003 },
      });
      expect(wrapperErrorRule(res.json(), { url: 'auth/session' })).toEqual({
        kind: 'logout',
        message: messages.auth.tokenExpired,
        delayMs: 2000,
      });
    });

    it('accepts the token type another provider uses (Azure AD B2C: typ JWT) when configured to', async () => {
      const b2c = await buildTestApp(sharedHandle(database), keys, {
        config: testConfig({ identity: { ...testConfig().identity, tokenType: 'JWT' } }),
      });
      try {
        const ok = await b2c.inject({
          method: 'GET',
          url: '/auth/session',
          headers: bearer(await signToken(keys, 'demo-ahkow', { typ: 'JWT' })),
        });
        expect(ok.statusCode).toBe(200);
        const other = await b2c.inject({
          method: 'GET',
          url: '/auth/session',
          headers: bearer(await signToken(keys, 'demo-ahkow')),
        });
        expect(other.json()).toMatchObject({ httpCode: 401, statusCode: 1004 });
      } finally {
        await b2c.close();
      }
      expect(loadConfig({ OIDC_TOKEN_TYPE: 'any' }).identity.tokenType).toBeUndefined();
      expect(loadConfig({}).identity.tokenType).toBe('at+jwt');
    });

    it('reads the clock it is given', async () => {
      const later = await buildTestApp(sharedHandle(database), keys, {
        clock: () => new Date(Date.now() + 3_600_000),
      });
      const res = await later.inject({
        method: 'GET',
        url: '/auth/session',
        headers: bearer(await signToken(keys, 'demo-ahkow')),
      });
      expect(res.json().statusCode).toBe(1003);
      await later.close();
    });
  });

  describe('a token that passed', () => {
    it('is taken on trust while valid: the key set is not asked again, but expiry still applies', async () => {
      let clock = new Date();
      let lookups = 0;
      const counted = await buildTestApp(sharedHandle(database), keys, {
        clock: () => clock,
        getKey: (header, token) => {
          lookups += 1;
          return keys.getKey(header, token);
        },
      });
      try {
        const ask = (token: string) =>
          counted.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) });
        const token = await signToken(keys, 'demo-ahkow', { expiresIn: 600 });
        clock = new Date();
        expect((await ask(token)).statusCode).toBe(200);
        expect((await ask(token)).statusCode).toBe(200);
        expect(lookups).toBe(1);

        // Another token is checked in full, even one that differs only in its signature.
        const [head, body, signature = ''] = token.split('.');
        const forged = `${head ?? ''}.${body ?? ''}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
        const refused = await ask(forged);
        expect(refused.json()).toMatchObject({ httpCode: 401, errorCode: 'TOKEN_INVALID' });
        expect(lookups).toBe(2);

        // Past its expiry by the app's clock, the remembered token gets the full check's answer.
        // The token's own expiry, not the clock's start: building the app can take seconds on a busy machine.
        const { exp } = decodeJwt(token);
        clock = new Date(((exp ?? 0) + 1) * 1000);
        expect((await ask(token)).json()).toMatchObject({
          httpCode: 400,
          statusCode: AUTH_STATUS.tokenExpired,
        });
        expect(lookups).toBe(3);
      } finally {
        await counted.close();
      }
    });
  });

  describe('view-as', () => {
    let meiLingId: string;
    let strangerLovedOneId: string;

    beforeAll(async () => {
      ({ ownLovedOneId: meiLingId, strangerLovedOneId } = await lovedOnesForAuthorization(
        database,
        'CPTEST01',
      ));
    });

    it('lets a customer act for a loved one they own', async () => {
      const res = await session({ ...bearer(await signToken(keys, 'demo-ahkow')), 'view-as': meiLingId });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.actingFor).toEqual({ kind: 'lovedOne', id: meiLingId, name: 'Tan Mei Ling' });
    });

    it.each([
      ["someone else's loved one", () => strangerLovedOneId],
      ['a loved one of another customer (Siti acting for Mei Ling)', () => meiLingId],
      ['an id that does not exist', () => '00000000-0000-4000-8000-000000000000'],
      ['text that is not an id', () => "1' or '1'='1"],
      ['a blank value', () => '   '],
      ['the text "null"', () => 'null'],
      ['a very long value', () => 'a'.repeat(8000)],
      ['an id in upper case that belongs to nobody', () => 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA'],
    ])('refuses %s with 403', async (name, id) => {
      const subject = name.startsWith('a loved one of another') ? 'demo-siti' : 'demo-ahkow';
      const res = await session({ ...bearer(await signToken(keys, subject)), 'view-as': id() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        httpCode: 403,
        errorCode: 'VIEW_AS_FORBIDDEN',
        errorMessage: FORBIDDEN_VIEW_AS,
      });
    });

    it('treats view-as of oneself as acting for oneself', async () => {
      const me = await session(bearer(await signToken(keys, 'demo-siti')));
      const res = await session({
        ...bearer(await signToken(keys, 'demo-siti')),
        'view-as': me.json().data.customer.id,
      });
      expect(res.json().data.actingFor.kind).toBe('self');
    });
  });

  describe('POST auth/validate', () => {
    const validate = async (token: string) =>
      app.inject({ method: 'POST', url: '/auth/validate', headers: bearer(token) });

    function expectOutcome(
      res: { statusCode: number; json(): { statusCode: number; data: { statusCode: number } } },
      action: string,
    ) {
      const body = res.json();
      expect(body.data.statusCode).toBe(body.statusCode);
      expect(
        authValidateOutcome({ httpCode: res.statusCode, statusCode: body.statusCode, attempt: 1 }).action,
      ).toBe(action);
    }

    it('answers 1000 for a customer already associated by subject', async () => {
      const res = await validate(await signToken(keys, 'demo-ahkow'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        statusCode: 1000,
        data: { statusCode: 1000, association: 'existing', name: 'Tan Ah Kow' },
      });
      expectOutcome(res, 'associate');
    });

    it('associates a first sign-in by verified email (1000 created), then finds it by subject', async () => {
      await database.handle.db
        .insert(customers)
        .values({ name: 'Kumar s/o Rajan', email: 'Kumar.Rajan@example.sg', referralCode: 'CPTEST02' });
      const claims = { email: 'kumar.rajan@example.sg', email_verified: true };
      const first = await validate(await signToken(keys, 'new-kumar', { claims }));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        statusCode: 1000,
        data: { association: 'created', name: 'Kumar s/o Rajan' },
      });
      const again = await validate(await signToken(keys, 'new-kumar'));
      expect(again.json()).toMatchObject({ statusCode: 1000, data: { association: 'existing' } });
      // Another identity with the same email cannot take the account over.
      const thief = await validate(await signToken(keys, 'someone-else', { claims }));
      expect(thief.statusCode).toBe(403);
      expect(thief.json()).toMatchObject({ statusCode: 1006, errorMessage: messages.auth.reLogin });
      expectOutcome(thief, 'logout');
    });

    it('answers 1005 for an identity that matches no client account, or only by an unverified email', async () => {
      for (const claims of [
        { email: 'nobody@example.sg', email_verified: true },
        { email: 'siti.ahmad@example.sg', email_verified: false },
        {},
      ]) {
        const res = await validate(await signToken(keys, 'unknown-sub', { claims }));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          statusCode: 1005,
          errorMessage: messages.auth.clientAccountMissing,
          data: { statusCode: 1005 },
        });
        expect(authValidateOutcome({ httpCode: 403, statusCode: 1005, attempt: 1 })).toMatchObject({
          action: 'logout',
          message: messages.auth.clientAccountMissing,
        });
      }
    });

    it('answers 1001 when the token is about to expire', async () => {
      const res = await validate(await signToken(keys, 'demo-siti', { expiresIn: 30 }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ statusCode: 1001, data: { statusCode: 1001 } });
      expectOutcome(res, 'refresh-token-then-associate');
    });

    it('answers 1003 for an expired token, which the portal retries with a new one', async () => {
      const res = await validate(await signToken(keys, 'demo-siti', { expiresIn: -5 }));
      expect(res.json()).toMatchObject({ statusCode: 1003, data: { statusCode: 1003 } });
      expectOutcome(res, 'retry');
      expect(wrapperErrorRule(res.json(), { url: 'auth/validate' }).kind).toBe('none');
    });

    it('answers 1009 when the sign-in is older than the maximum session', async () => {
      const authTime = Math.floor(Date.now() / 1000) - 13 * 3600;
      const res = await validate(await signToken(keys, 'demo-siti', { claims: { auth_time: authTime } }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 1009, errorMessage: messages.auth.loginSessionExpired });
      expectOutcome(res, 'logout');
    });

    it('answers 1007 when the association cannot be saved', async () => {
      await database.handle.db
        .insert(customers)
        .values({ name: 'Wong Siew Mei', email: 'siewmei.wong@example.sg', referralCode: 'CPTEST03' });
      const repo = app.repos.customers;
      const original = repo.associateSubject.bind(repo);
      app.repos.customers.associateSubject = () => Promise.reject(new Error('connection reset'));
      try {
        const res = await validate(
          await signToken(keys, 'new-siewmei', {
            claims: { email: 'siewmei.wong@example.sg', email_verified: true },
          }),
        );
        expect(res.statusCode).toBe(500);
        expect(res.json()).toMatchObject({
          statusCode: 1007,
          errorMessage: messages.auth.createAccountFailed,
        });
        expect(res.body).not.toContain('connection reset');
        expectOutcome(res, 'logout');
      } finally {
        app.repos.customers.associateSubject = original;
      }
    });

    it('answers 401/1002 without a token', async () => {
      const res = await app.inject({ method: 'POST', url: '/auth/validate' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 1002, data: { statusCode: 1002 } });
    });
  });

  describe('over real HTTP with a remote key set', () => {
    let jwks: Server;
    let remote: FastifyInstance;
    let base: string;

    beforeAll(async () => {
      jwks = createServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: [keys.publicJwk] }));
      });
      await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
      const { port } = jwks.address() as AddressInfo;
      remote = await buildTestApp(sharedHandle(database), keys, {
        getKey: undefined,
        config: testConfig({
          identity: {
            issuer: ISSUER,
            audience: AUDIENCE,
            jwksUri: `http://127.0.0.1:${port}/jwks`,
            tokenType: 'at+jwt',
          },
        }),
      });
      await remote.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await remote.close();
      await new Promise((resolve) => jwks.close(resolve));
    });

    it('verifies tokens against the JWKS URL and answers the envelope', async () => {
      const ok = await fetch(`${base}/auth/validate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await signToken(keys, 'demo-ahkow')}` },
      });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ httpCode: 200, statusCode: 1000 });

      const bad = await fetch(`${base}/auth/session`, {
        headers: {
          authorization: `Bearer ${await signToken(keys, 'demo-ahkow', { key: await createKeys(keys.publicJwk.kid) })}`,
        },
      });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toMatchObject({ statusCode: 1002 });

      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
    });
  });
});
