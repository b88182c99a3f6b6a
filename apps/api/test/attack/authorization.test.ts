/**
 * The authorization matrix: every signed-in route and method of the OpenAPI document, tried with every kind of
 * token that must not open it, and as another customer reaching the owner's records (in the path, the body and
 * `view-as`). Each answer must have the status the API documents (plugins/app/auth.ts, lib/owners.ts), carry no
 * data, and change nothing: the whole database is compared for the bad tokens, and everything the owner reads
 * is compared for the other customer (whose own records may change: they are theirs).
 *
 * Path parameters are filled from the owner's real records (a loved one, addresses, contacts), so every "other
 * customer" request names a row that exists. A route with a path parameter this file has no value for fails the
 * suite, so a new route is never skipped silently. At the end the owner sends the same requests: none fails
 * validation or ownership, so the refusals above came from who asked, not from what was asked.
 */
import { randomBytes } from 'node:crypto';

import { AUTH_STATUS, messages } from '@careportal/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, base64url } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORBIDDEN_VIEW_AS } from '../../src/plugins/app/auth.ts';
import {
  AUDIENCE,
  ISSUER,
  apiOperations,
  buildTestApp,
  createKeys,
  createOwnerRecords,
  createTestDatabase,
  databaseDigest,
  drivers,
  exampleObject,
  fillPath,
  namesOwnerRecords,
  ownerPathValues,
  ownerQueryValue,
  signToken,
  testConfig,
  type ApiOperation,
  type OwnerRecords,
  type TestDatabase,
  type TestKeys,
} from '../helpers.ts';

const OWNER = 'demo-ahkow';
const OTHER = 'demo-siti';
const ADMIN_TOKEN = 'matrix-admin-token-0123456789';
/** The portal's client id: the audience of an ID token. */
const PORTAL_CLIENT_ID = 'careportal-portal';

interface Envelope {
  httpCode: number;
  statusCode: number | null;
  message: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  data: unknown;
}

/** What a refusal may carry in `data`: the field errors and the domain status, never a record. */
function hasNoRecordData(body: Envelope): boolean {
  if (body.data === null || body.data === undefined) return true;
  if (typeof body.data !== 'object' || Array.isArray(body.data)) return false;
  return Object.keys(body.data).every((key) => key === 'statusCode' || key === 'errors');
}

function segments(token: string): [string, string, string] {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return [header, payload, signature];
}

function encodeJson(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

function decodeJson(segment: string): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(base64url.decode(segment))) as Record<string, unknown>;
}

interface BadCredential {
  name: string;
  headers: () => Promise<Record<string, string>>;
  /** The documented answer on a bearerAuth route (plugins/app/auth.ts). */
  httpCode: number;
  errorCode: string;
  statusCode: number;
}

/**
 * `clock` is the app's: the suite freezes it at the start, so a token's times are counted from it, not from the
 * system's clock (a token that expired 60 s before the system's now is still valid to an app whose clock stopped
 * minutes earlier, as on a machine slow enough that the suite runs that long).
 */
function badCredentials(keys: TestKeys, otherKeys: TestKeys, clock: () => Date): BadCredential[] {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const missing = { httpCode: 401, errorCode: 'TOKEN_MISSING', statusCode: AUTH_STATUS.tokenInvalid };
  const invalid = { httpCode: 401, errorCode: 'TOKEN_INVALID', statusCode: AUTH_STATUS.tokenInvalid };
  const claims = {
    httpCode: 401,
    errorCode: 'TOKEN_CLAIMS_INVALID',
    statusCode: AUTH_STATUS.tokenInvalidOther,
  };
  const now = () => Math.floor(clock().getTime() / 1000);
  /** `expiresIn` for signToken (counted from the system's clock) of a token that expires `seconds` after `now()`. */
  const expiringIn = (seconds: number) => now() - Math.floor(Date.now() / 1000) + seconds;
  return [
    { name: 'no token', headers: () => Promise.resolve({}), ...missing },
    {
      name: 'an empty Authorization header',
      headers: () => Promise.resolve({ authorization: '' }),
      ...missing,
    },
    {
      name: 'an empty bearer token',
      headers: () => Promise.resolve({ authorization: 'Bearer ' }),
      ...invalid,
    },
    { name: 'a malformed token', headers: () => Promise.resolve(bearer('not.a.jwt')), ...invalid },
    {
      name: 'a token that is not base64url',
      headers: () => Promise.resolve(bearer('e30=.e30=.')),
      ...invalid,
    },
    {
      name: 'Basic credentials instead of a bearer token',
      headers: () => Promise.resolve({ authorization: `Basic ${btoa(`${OWNER}:CarePortal#2026`)}` }),
      ...invalid,
    },
    {
      name: 'an altered signature',
      headers: async () => {
        const [header, payload, signature] = segments(await signToken(keys, OWNER));
        const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
        return bearer(`${header}.${payload}.${flipped}`);
      },
      ...invalid,
    },
    {
      name: "an altered payload (the other customer's token made out to the owner)",
      headers: async () => {
        const [header, payload, signature] = segments(await signToken(keys, OTHER));
        return bearer(`${header}.${encodeJson({ ...decodeJson(payload), sub: OWNER })}.${signature}`);
      },
      ...invalid,
    },
    {
      name: 'alg: none',
      headers: () => {
        const header = encodeJson({ alg: 'none', typ: 'at+jwt' });
        const payload = encodeJson({ sub: OWNER, iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + 600 });
        return Promise.resolve(bearer(`${header}.${payload}.`));
      },
      ...invalid,
    },
    {
      name: 'HS256 signed with the public key (algorithm confusion)',
      headers: async () => {
        const secret = new TextEncoder().encode(JSON.stringify(keys.publicJwk));
        const token = await new SignJWT({ scope: 'openid profile' })
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: keys.publicJwk.kid ?? '' })
          .setSubject(OWNER)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(secret);
        return bearer(token);
      },
      ...invalid,
    },
    {
      name: 'a token from another key',
      headers: async () => bearer(await signToken(keys, OWNER, { key: otherKeys })),
      ...invalid,
    },
    {
      name: "a token from another key that claims the provider's key id",
      headers: async () => {
        const impostor = { ...otherKeys, publicJwk: { ...otherKeys.publicJwk, kid: keys.publicJwk.kid } };
        return bearer(await signToken(keys, OWNER, { key: impostor }));
      },
      ...invalid,
    },
    {
      name: 'an expired token',
      headers: async () => bearer(await signToken(keys, OWNER, { expiresIn: expiringIn(-60) })),
      httpCode: 400,
      errorCode: 'TOKEN_EXPIRED',
      statusCode: AUTH_STATUS.tokenExpired,
    },
    {
      name: 'an ID token (typ JWT, the portal as audience)',
      headers: async () =>
        bearer(
          await signToken(keys, OWNER, {
            typ: 'JWT',
            audience: PORTAL_CLIENT_ID,
            claims: {
              nonce: 'n-0S6_WzA2Mj',
              auth_time: now() - 60,
              email: 'ahkow.tan@example.sg',
              scope: '',
            },
          }),
        ),
      ...claims,
    },
    {
      name: 'a refresh token (opaque, as oidc-provider issues them)',
      headers: () => Promise.resolve(bearer(randomBytes(32).toString('base64url'))),
      ...invalid,
    },
    {
      name: 'a refresh token in JWT form (typ JWT, token_use refresh)',
      headers: async () =>
        bearer(
          await signToken(keys, OWNER, {
            typ: 'JWT',
            audience: ISSUER,
            claims: { token_use: 'refresh', typ: 'Refresh' },
          }),
        ),
      ...claims,
    },
    {
      name: 'a token for another audience',
      headers: async () => bearer(await signToken(keys, OWNER, { audience: 'api://someone-else' })),
      ...claims,
    },
    {
      name: 'a token from another issuer',
      headers: async () => bearer(await signToken(keys, OWNER, { issuer: 'https://evil.example' })),
      ...claims,
    },
  ];
}

describe.each(drivers())('authorization matrix on %s', (driver) => {
  let database: TestDatabase;
  let keys: TestKeys;
  let app: FastifyInstance;
  let operations: ApiOperation[];
  /** The owner's records, by path parameter: what the "other customer" requests name. */
  let owner: OwnerRecords;
  /** Texts that identify the owner and their records; none may reach the other customer. */
  let ownerSecrets: string[];
  /** The PayNow bill of the owner's order that waits for payment. */
  let ownerBill: { billReferenceNumber: string; amount: number };

  const call = async (
    subject: string,
    method: ApiOperation['method'],
    url: string,
    options: { payload?: unknown; headers?: Record<string, string | string[]> } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await signToken(keys, subject)}`, ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  const signedIn = () => operations.filter((op) => op.security !== undefined);
  const bearerRoutes = () => operations.filter((op) => op.security === 'bearerAuth');
  const declaresViewAs = (op: ApiOperation) =>
    op.parameters.some((p) => p.in === 'header' && p.name === 'view-as');

  /** The path parameters of `op` filled with the owner's records. */
  function ownerPath(op: ApiOperation): string {
    return fillPath(op.path, ownerPathValues(op.path, owner));
  }

  /** The query string of `op` with a value for every required parameter (and `lovedOne` when given). */
  function query(op: ApiOperation, lovedOne?: string): string {
    const params = new URLSearchParams();
    for (const p of op.parameters.filter((p) => p.in === 'query')) {
      if (p.schema.format === 'uuid' && lovedOne !== undefined) {
        params.set(p.name, lovedOne);
        if (op.parameters.some((q) => q.name === 'linkingType')) params.set('linkingType', 'LOVED_ONE');
      } else if (p.required && !params.has(p.name)) {
        params.set(p.name, String(ownerQueryValue(p.name, p.schema, op.path, owner)));
      }
    }
    const text = params.toString();
    return text === '' ? '' : `?${text}`;
  }

  /** A body the route accepts (see the owner's control requests at the end), with `lovedOne` in its id fields. */
  function body(op: ApiOperation, lovedOne?: string): unknown {
    if (!op.body) return undefined;
    const value = exampleObject(op.body, op.path);
    // A payment names the owner's order, or the PayNow bill of their order that waits for payment.
    if ('orderId' in value) value.orderId = owner.orderId;
    if ('billReferenceNumber' in value) Object.assign(value, ownerBill);
    // eGIRO names the owner's arrangement, or applies for their loved one by ID number.
    if ('boDDARefNo' in value) {
      Object.assign(value, {
        boDDARefNo: owner.ddaReferenceNo,
        boTransactionRefNo: owner.boTransactionRefNo,
      });
    }
    if (op.path === '/egiro/create')
      Object.assign(value, { nric: owner.lovedOneNric, ddaRefNo: `DDA${String(Date.now())}` });
    for (const [name, property] of Object.entries(
      (op.body.anyOf?.find((b) => b.properties) ?? op.body).properties ?? {},
    )) {
      const uuid = [property, ...(property.anyOf ?? [])].some((b) => b.format === 'uuid');
      if (uuid && lovedOne !== undefined) value[name] = lovedOne;
    }
    return value;
  }

  /** What the owner reads on every signed-in GET (as themself, and as their loved one where view-as applies). */
  async function ownerView(): Promise<Record<string, { status: number; body: string }>> {
    const view: Record<string, { status: number; body: string }> = {};
    // A new DDA reference number is new on every call: it reads nothing of the owner's.
    const reads = bearerRoutes().filter((o) => o.method === 'GET' && o.path !== '/egiro/generateDDARefNo');
    for (const op of reads) {
      const url = ownerPath(op) + query(op);
      const res = await call(OWNER, 'GET', url);
      view[url] = { status: res.statusCode, body: res.body };
      if (declaresViewAs(op)) {
        const asLovedOne = await call(OWNER, 'GET', url, { headers: { 'view-as': owner.lovedOneId } });
        view[`${url} as ${owner.lovedOneId}`] = { status: asLovedOne.statusCode, body: asLovedOne.body };
      }
    }
    return view;
  }

  function expectRefusal(
    res: LightMyRequestResponse,
    op: ApiOperation,
    expected: { httpCode: number; errorCode?: string; message?: string },
    what: string,
  ): void {
    const label = `${op.method} ${op.path} with ${what}`;
    expect(res.statusCode, label).toBe(expected.httpCode);
    expect(op.responses, `${label}: ${String(expected.httpCode)} is documented`).toContain(expected.httpCode);
    const envelope = res.json<Envelope>();
    expect(envelope.httpCode, label).toBe(expected.httpCode);
    if (expected.errorCode !== undefined) expect(envelope.errorCode, label).toBe(expected.errorCode);
    if (expected.message !== undefined) expect(envelope.errorMessage, label).toBe(expected.message);
    expect(hasNoRecordData(envelope), `${label}: no data`).toBe(true);
    expect(res.headers['cache-control'], label).toBe('no-store');
  }

  function expectNothingOfTheOwner(res: LightMyRequestResponse, label: string): void {
    expect(res.statusCode, label).toBeLessThan(500);
    for (const secret of ownerSecrets) expect(res.body, `${label}: leaks ${secret}`).not.toContain(secret);
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    keys = await createKeys();
    // A frozen clock: what the owner reads before and after is compared whole (a QR's seconds left included).
    const frozen = new Date();
    app = await buildTestApp(database, keys, {
      config: testConfig({ adminToken: ADMIN_TOKEN, nricCheckMax: 1_000_000 }),
      clock: () => frozen,
    });
    operations = apiOperations(app);

    owner = await createOwnerRecords(app, keys, OWNER);
    const bill = (await call(OWNER, 'GET', `/order/${owner.pendingOrderId}/qr-string`)).json<{
      data: { billReferenceNumber: string; amount: number };
    }>().data;
    ownerBill = { billReferenceNumber: bill.billReferenceNumber, amount: bill.amount };
    const lovedOne = (await call(OWNER, 'GET', `/lovedone/${owner.lovedOneId}`)).json<{
      data: { name: string; email: string; mobileNumber: string };
    }>().data;
    const photo = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const uploaded = await call(OWNER, 'PUT', '/profile/picture', {
      payload: photo,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.statusCode).toBe(200);
    const profile = (await call(OWNER, 'GET', '/profile')).json<{
      data: { name: string; nric: string; email: string; mobileNumber: string };
    }>().data;
    // An intake run is the centre's, not the owner's: everyone enrolled in it (Siti, in the demo data) sees its id.
    ownerSecrets = [
      ...Object.entries(owner).flatMap(([name, value]: [string, string]) =>
        name === 'intakeId' ? [] : [value],
      ),
      profile.name,
      profile.nric,
      profile.email,
      profile.mobileNumber,
      lovedOne.name,
      lovedOne.email,
      lovedOne.mobileNumber,
      'Tan Boon Huat',
      'Tan Boon Kiat',
    ];
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('finds the signed-in routes in the OpenAPI document', () => {
    expect(bearerRoutes().length).toBeGreaterThanOrEqual(31);
    expect(signedIn().map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['GET /profile', 'PUT /lovedone/{id}/address/{addressId}', 'PUT /config/app']),
    );
  });

  it('refuses every bad credential on every signed-in route, with the documented status, no data and no change', async () => {
    const otherKeys = await createKeys();
    const credentials = badCredentials(keys, otherKeys, () => app.clock());
    const before = await databaseDigest(database);
    let requests = 0;
    for (const op of signedIn()) {
      for (const credential of credentials) {
        const res = await app.inject({
          method: op.method,
          url: ownerPath(op) + query(op),
          headers: await credential.headers(),
          ...(op.body ? { payload: body(op) as object } : {}),
        });
        requests += 1;
        if (op.security === 'adminToken') {
          expectRefusal(res, op, { httpCode: 401, errorCode: 'ADMIN_TOKEN_INVALID' }, credential.name);
        } else {
          expectRefusal(res, op, credential, credential.name);
          if (credential.httpCode === 401) expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
        }
      }
    }
    expect(requests).toBeGreaterThanOrEqual(31 * credentials.length);
    expect(await databaseDigest(database)).toEqual(before);
  });

  it('refuses a wrong admin token, and a customer token instead of one, on the admin routes', async () => {
    const before = await databaseDigest(database);
    const wrong: Record<string, Record<string, string>> = {
      'an empty admin token': { 'x-admin-token': '' },
      'a wrong admin token': { 'x-admin-token': 'matrix-admin-token-0123456780' },
      'the admin token in other case': { 'x-admin-token': ADMIN_TOKEN.toUpperCase() },
      'the admin token with a suffix': { 'x-admin-token': `${ADMIN_TOKEN}x` },
      'the admin token as a bearer token': { authorization: `Bearer ${ADMIN_TOKEN}` },
      "the owner's access token": { authorization: `Bearer ${await signToken(keys, OWNER)}` },
    };
    for (const op of operations.filter((o) => o.security === 'adminToken')) {
      for (const [name, headers] of Object.entries(wrong)) {
        const res = await app.inject({
          method: op.method,
          url: op.path,
          headers,
          payload: body(op) as object,
        });
        expectRefusal(res, op, { httpCode: 401, errorCode: 'ADMIN_TOKEN_INVALID' }, name);
      }
    }
    expect(await databaseDigest(database)).toEqual(before);
  });

  it("gives another customer nothing of the owner's, and changes nothing the owner sees", async () => {
    const before = await ownerView();
    let requests = 0;
    for (const op of bearerRoutes()) {
      // A catalogue path names no one's records: the other customer reads the same products.
      const hasPathIds = namesOwnerRecords(op.path);
      // The owner's request, with the other customer's token.
      const res = await call(OTHER, op.method, ownerPath(op) + query(op), { payload: body(op) });
      requests += 1;
      if (hasPathIds) expectRefusal(res, op, { httpCode: 404 }, "another customer's token");
      expectNothingOfTheOwner(res, `${op.method} ${op.path} as another customer`);

      // The owner's loved one in view-as, in every spelling.
      const spellings: Record<string, string | string[]> = {
        'view-as: the loved one': owner.lovedOneId,
        'view-as: the loved one in capitals': owner.lovedOneId.toUpperCase(),
        'view-as: the loved one with spaces': ` ${owner.lovedOneId} `,
        'view-as: the loved one twice': [owner.lovedOneId, owner.lovedOneId],
        'view-as: the owner': owner.customerId,
        "view-as: the loved one's ID number": owner.lovedOneNric,
      };
      for (const [name, viewAs] of Object.entries(spellings)) {
        const asLovedOne = await call(OTHER, op.method, ownerPath(op) + query(op), {
          payload: body(op),
          headers: { 'view-as': viewAs },
        });
        requests += 1;
        if (op.path !== '/auth/validate') {
          // Every route behind app.authenticate checks view-as, whether or not it documents the header.
          expectRefusal(asLovedOne, op, { httpCode: 403, message: FORBIDDEN_VIEW_AS }, name);
        }
        expectNothingOfTheOwner(asLovedOne, `${op.method} ${op.path} with ${name}`);
      }
    }

    // The owner's loved one in the body and the query string, wherever a route takes a record id.
    const takesLovedOne = bearerRoutes().filter(
      (op) =>
        op.parameters.some((p) => p.in === 'query' && p.schema.format === 'uuid') ||
        Object.values(op.body?.properties ?? {}).some((p) =>
          [p, ...(p.anyOf ?? [])].some((b) => b.format === 'uuid'),
        ),
    );
    expect(takesLovedOne.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['POST /profile/linking', 'GET /profile/linking', 'GET /category/{id}/{id2}']),
    );
    for (const op of takesLovedOne) {
      const res = await call(OTHER, op.method, ownerPath(op) + query(op, owner.lovedOneId), {
        payload: body(op, owner.lovedOneId),
      });
      requests += 1;
      // An id that names a person is refused as a loved one; one that names an order (a payment's) as an order,
      // a service (My Services) as a service, and a session or appointment as a booking.
      const bookingRoutes = [
        '/yoda-sessions/review',
        '/yoda-sessions/reschedule',
        '/yoda-sessions/cancel',
        '/care-calendar/clash-check',
      ];
      const message =
        op.path.startsWith('/linkpay/payments') || op.path === '/payment/egiro'
          ? messages.cart.orderNotFound
          : bookingRoutes.includes(op.path)
            ? messages.booking.bookingNotFound
            : op.path.startsWith('/services') ||
                op.path.startsWith('/yoda-sessions') ||
                op.path === '/intake' ||
                op.path === '/care-calendar/clash-check/new-bookings' ||
                op.path === '/care-calendar/clash-check/intake'
              ? messages.booking.serviceNotFound
              : op.path === '/denticare/client/appointment/{id}/reschedule' ||
                  op.path === '/denticare/client/appointment/{id}/clash-check'
                ? messages.denticare.appointmentNotFound
                : op.path.startsWith('/denticare/')
                  ? messages.denticare.serviceNotFound
                  : 'This loved one was not found.';
      expectRefusal(res, op, { httpCode: 404, message }, "the owner's loved one");
      expectNothingOfTheOwner(res, `${op.method} ${op.path} with the owner's loved one`);
    }

    expect(requests).toBeGreaterThanOrEqual(31 * 7);
    expect(await ownerView()).toEqual(before);
  });

  it('lets the owner send the same requests: the refusals came from who asked, not from what was asked', async () => {
    const outcomes: string[] = [];
    const writesLast = [...bearerRoutes()].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const op of writesLast) {
      const res = await call(OWNER, op.method, ownerPath(op) + query(op), { payload: body(op) });
      const envelope = res.headers['content-type']?.toString().startsWith('application/json')
        ? res.json<Envelope>()
        : { errorCode: null };
      outcomes.push(`${op.method} ${op.path}: ${String(res.statusCode)} ${envelope.errorCode ?? ''}`);
      expect([401, 403, 404, 429], `${op.method} ${op.path} as the owner`).not.toContain(res.statusCode);
      expect(envelope.errorCode, `${op.method} ${op.path} as the owner`).not.toBe('VALIDATION_FAILED');
      expect(res.statusCode, `${op.method} ${op.path} as the owner`).toBeLessThan(500);
    }
    for (const op of bearerRoutes().filter((o) => o.method === 'GET' && declaresViewAs(o))) {
      const res = await call(OWNER, 'GET', ownerPath(op) + query(op), {
        headers: { 'view-as': owner.lovedOneId },
      });
      expect([401, 403], `${op.method} ${op.path} as the owner for their loved one`).not.toContain(
        res.statusCode,
      );
    }
    expect(outcomes.length).toBe(bearerRoutes().length);
  });

  it("refuses an ID token by its audience even where the token's typ is not checked (OIDC_TOKEN_TYPE=any)", async () => {
    const lenient = await buildTestApp(
      { handle: { ...database.handle, close: () => Promise.resolve() }, drop: () => Promise.resolve() },
      keys,
      { config: testConfig({ identity: { ...testConfig().identity, tokenType: undefined } }) },
    );
    try {
      const idToken = await signToken(keys, OWNER, { typ: 'JWT', audience: PORTAL_CLIENT_ID });
      const res = await lenient.inject({
        method: 'GET',
        url: '/profile',
        headers: { authorization: `Bearer ${idToken}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<Envelope>().errorMessage).toBe(messages.auth.tokenInvalid);
      expect(res.json<Envelope>().data).toEqual({ statusCode: AUTH_STATUS.tokenInvalidOther });
    } finally {
      await lenient.close();
    }
  });
});
