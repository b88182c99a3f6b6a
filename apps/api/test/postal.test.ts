/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The postal-code lookup the portal's address forms call: GET public/v1/postal-code/:code answers OneMap's
 * search response in the envelope (from the sandbox's real addresses here), 400 for a code that is not 6 digits,
 * 503 when the lookup is down, rate-limited like every public route. And the OneMap client against a fake
 * OneMap: token reuse and renewal, timeouts and outages as PostalLookupUnavailable.
 */
import type { AddressInfo } from 'node:net';

import { addressFromOneMap, messages, type OneMapSearchResponse } from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createOneMapPostalLookup,
  createSandboxPostalLookup,
  PostalLookupUnavailable,
  sandboxDirectory,
} from '../src/adapters/postal/index.ts';
import { loadConfig } from '../src/config.ts';
import { CENTRES } from '../src/db/seed-data.ts';
import { POSTAL_LOOKUP_UNAVAILABLE_MESSAGE } from '../src/routes/public/v1/postal-code/index.ts';
import {
  buildTestApp,
  createKeys,
  createTestDatabase,
  drivers,
  sharedHandle,
  testConfig,
  type TestDatabase,
  type TestKeys,
} from './helpers.ts';

const INVALID = messages.validation.postalCodeInvalid;

const MARINA_ONE = {
  SEARCHVAL: 'MARINA ONE THE HEART',
  BLK_NO: '5',
  ROAD_NAME: 'STRAITS VIEW',
  BUILDING: 'MARINA ONE THE HEART',
  ADDRESS: '5 STRAITS VIEW MARINA ONE THE HEART SINGAPORE 018935',
  POSTAL: '018935',
  X: '30173.1126',
  Y: '28870.8731',
  LATITUDE: '1.277372',
  LONGITUDE: '103.852845',
};

describe.each(drivers())('postal-code lookup on %s', (driver) => {
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

  const lookup = (code: string) => app.inject({ method: 'GET', url: `/public/v1/postal-code/${code}` });

  it('answers a known code with OneMap’s response in the envelope, without a token', async () => {
    const res = await lookup('018935');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      httpCode: 200,
      statusCode: 200,
      message: null,
      errorCode: null,
      errorMessage: null,
      data: { found: 1, totalNumPages: 1, pageNum: 1, results: [MARINA_ONE] },
    });
  });

  it("keeps a 'NIL' building as OneMap sends it", async () => {
    const res = await lookup('079120');
    expect(res.statusCode).toBe(200);
    const [result] = res.json().data.results;
    expect(result).toMatchObject({
      BLK_NO: '78',
      ROAD_NAME: 'SHENTON WAY',
      BUILDING: 'NIL',
      SEARCHVAL: '78 SHENTON WAY',
      ADDRESS: '78 SHENTON WAY SINGAPORE 079120',
    });
    expect(addressFromOneMap(res.json().data as OneMapSearchResponse)).toMatchObject({
      block: '78',
      building: '',
    });
  });

  it("keeps a 'NIL' block as OneMap sends it", async () => {
    const res = await lookup('819642');
    const [result] = res.json().data.results;
    expect(result).toMatchObject({
      BLK_NO: 'NIL',
      BUILDING: 'PASSENGER TERMINAL BUILDING 1',
      POSTAL: '819642',
    });
    expect(addressFromOneMap(res.json().data as OneMapSearchResponse)).toMatchObject({
      block: '',
      street: result.ROAD_NAME,
    });
  });

  it('answers an unknown code with 200 and found 0, as OneMap does', async () => {
    const res = await lookup('999999');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ found: 0, totalNumPages: 0, pageNum: 1, results: [] });
  });

  it('finds the postal code of every seeded centre', async () => {
    for (const centre of CENTRES) {
      const res = await lookup(centre.postalCode);
      expect(res.json().data.found, centre.name).toBe(1);
      expect(res.json().data.results[0].POSTAL).toBe(centre.postalCode);
    }
    const bedok = await lookup('460214');
    expect(bedok.json().data.results[0].ADDRESS).toMatch(/SINGAPORE 460214$/);
  });

  it.each(['12345', 'abcdef', '1234567', '01893a', '%2001893'])(
    'answers %j with 400 and the catalogue message',
    async (code) => {
      const res = await lookup(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        httpCode: 400,
        statusCode: 400,
        message: INVALID,
        errorCode: 'VALIDATION_FAILED',
        errorMessage: INVALID,
        data: { errors: [{ in: 'params', path: 'code', message: INVALID }] },
      });
    },
  );

  it('takes no query parameters', async () => {
    const res = await lookup('018935?searchVal=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Unknown query parameter: searchVal');
  });

  it('lists the route in the OpenAPI document with its parameter and responses', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths['/public/v1/postal-code/{code}'].get;
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'code', in: 'path', required: true })]);
    expect(op.security).toBeUndefined();
    expect(Object.keys(op.responses as object)).toEqual(expect.arrayContaining(['200', '400', '429', '503']));
    const data = op.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties as object).sort()).toEqual([
      'found',
      'pageNum',
      'results',
      'totalNumPages',
    ]);
  });

  describe('when the lookup is down', () => {
    let down: FastifyInstance;

    beforeAll(async () => {
      down = await buildTestApp(sharedHandle(database), keys, {
        config: loadConfig({ POSTAL_SANDBOX_FAIL: '1', API_SEED: 'never' }),
      });
    });
    afterAll(() => down.close());

    it('answers 503 in the envelope with a calm message and no internals', async () => {
      const res = await down.inject({ method: 'GET', url: '/public/v1/postal-code/018935' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        httpCode: 503,
        statusCode: 503,
        message: POSTAL_LOOKUP_UNAVAILABLE_MESSAGE,
        errorCode: 'POSTAL_LOOKUP_UNAVAILABLE',
        errorMessage: POSTAL_LOOKUP_UNAVAILABLE_MESSAGE,
        data: null,
      });
      expect(res.body).not.toMatch(/sandbox|outage|OneMap/i);
      expect(res.headers['retry-after']).toBe('30');
    });

    it('still validates the code first', async () => {
      expect((await down.inject({ method: 'GET', url: '/public/v1/postal-code/12345' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('over real HTTP with an injected adapter', () => {
    let server: FastifyInstance;
    let base: string;
    const asked: string[] = [];

    beforeAll(async () => {
      const sandbox = createSandboxPostalLookup();
      server = await buildTestApp(sharedHandle(database), keys, {
        adapters: {
          postal: {
            name: 'sandbox',
            search: (code, signal) => {
              asked.push(code);
              return sandbox.search(code, signal);
            },
          },
        },
      });
      await server.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());

    it('answers the portal’s fetch with the envelope from the app’s adapter', async () => {
      const res = await fetch(`${base}/public/v1/postal-code/018935`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as { data: OneMapSearchResponse };
      expect(body.data.results).toEqual([MARINA_ONE]);
      expect(asked).toEqual(['018935']);
      expect((await fetch(`${base}/public/v1/postal-code/abcdef`)).status).toBe(400);
      expect(asked).toEqual(['018935']);
    });
  });

  describe('rate limit', () => {
    let limited: FastifyInstance;

    beforeAll(async () => {
      limited = await buildTestApp(sharedHandle(database), keys, { config: testConfig({ rateLimitMax: 2 }) });
    });
    afterAll(() => limited.close());

    it('answers 429 in the envelope after the limit, per client IP', async () => {
      const get = (ip: string) =>
        limited.inject({ method: 'GET', url: '/public/v1/postal-code/018935', remoteAddress: ip });
      expect((await get('10.9.9.9')).statusCode).toBe(200);
      expect((await get('10.9.9.9')).statusCode).toBe(200);
      const res = await get('10.9.9.9');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        httpCode: 429,
        statusCode: 429,
        errorCode: 'RATE_LIMITED',
        data: null,
      });
      expect(res.headers['retry-after']).toBeDefined();
      expect((await get('10.8.8.8')).statusCode).toBe(200);
    });
  });
});

describe('the postal sandbox', () => {
  it('knows the 897 real addresses and every seeded centre, and reads the file once', () => {
    expect(sandboxDirectory().size).toBe(897);
    expect(sandboxDirectory()).toBe(sandboxDirectory());
    for (const centre of CENTRES) expect(sandboxDirectory().search(centre.postalCode).found).toBe(1);
  });

  it('simulates an outage and a timeout as PostalLookupUnavailable', async () => {
    let down = true;
    const sandbox = createSandboxPostalLookup({ fail: () => down });
    await expect(sandbox.search('018935')).rejects.toMatchObject({
      name: 'PostalLookupUnavailable',
      reason: 'unavailable',
    });
    down = false;
    await expect(sandbox.search('018935')).resolves.toMatchObject({ found: 1 });
    await expect(sandbox.search('018935', AbortSignal.abort())).rejects.toBeInstanceOf(
      PostalLookupUnavailable,
    );
  });

  it('answers a copy, so a caller cannot change the next answer', async () => {
    const sandbox = createSandboxPostalLookup();
    const first = await sandbox.search('018935');
    first.results.length = 0;
    expect((await sandbox.search('018935')).results).toHaveLength(1);
  });
});

describe('postal configuration', () => {
  it('uses the sandbox unless both OneMap credentials are set', () => {
    expect(loadConfig({}).postalLookup).toEqual({ oneMap: undefined, sandboxFail: false });
    expect(
      loadConfig({ ONEMAP_EMAIL: 'ops@example.sg', ONEMAP_PASSWORD: 'secret' }).postalLookup.oneMap,
    ).toEqual({
      email: 'ops@example.sg',
      password: 'secret',
      baseUrl: undefined,
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ ONEMAP_EMAIL: 'ops@example.sg' })).toThrow(/ONEMAP_PASSWORD/);
    expect(loadConfig({ POSTAL_SANDBOX_FAIL: '1' }).postalLookup.sandboxFail).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The OneMap client against a fake OneMap.

const NOW = new Date('2026-03-02T02:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const THREE_DAYS = 3 * 24 * 3600;

interface Call {
  url: URL;
  init: RequestInit;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SEARCH_RESPONSE: OneMapSearchResponse = {
  found: 2,
  totalNumPages: 1,
  pageNum: 1,
  results: [MARINA_ONE, { ...MARINA_ONE, BLK_NO: '7', BUILDING: 'NIL', SEARCHVAL: '7 STRAITS VIEW' }],
};

/** A fake OneMap: tokens `t1`, `t2`, … that expire in 3 days; `search` decides each search's answer. */
function fakeOneMap(
  search: (token: string, call: Call) => Response | Promise<Response> = () => json(200, SEARCH_RESPONSE),
) {
  const calls: Call[] = [];
  let issued = 0;
  const fetchFn = ((input: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: new URL(input instanceof Request ? input.url : input), init };
    calls.push(call);
    if (call.url.pathname === '/api/auth/post/getToken') {
      issued += 1;
      return Promise.resolve(
        json(200, { access_token: `t${issued}`, expiry_timestamp: String(nowSeconds + THREE_DAYS) }),
      );
    }
    const headers = new Headers(init.headers);
    return Promise.resolve(search(headers.get('authorization') ?? '', call));
  }) as typeof fetch;
  return {
    fetch: fetchFn,
    calls,
    tokenCalls: () => calls.filter((c) => c.url.pathname.endsWith('/getToken')),
    searchCalls: () => calls.filter((c) => c.url.pathname.endsWith('/search')),
  };
}

describe('the OneMap postal lookup', () => {
  let clock = NOW;
  const client = (fake: ReturnType<typeof fakeOneMap>, extra: { timeoutMs?: number } = {}) =>
    createOneMapPostalLookup({
      email: 'ops@example.sg',
      password: 'secret',
      fetch: fake.fetch,
      now: () => clock,
      ...extra,
    });

  it('asks for a token with the credentials once, reuses it, and searches as the specification calls it', async () => {
    clock = NOW;
    const fake = fakeOneMap();
    const onemap = client(fake);
    await Promise.all([onemap.search('018935'), onemap.search('018935')]);
    await onemap.search('079120');

    expect(fake.tokenCalls()).toHaveLength(1);
    const [tokenCall] = fake.tokenCalls();
    expect(tokenCall?.url.href).toBe('https://www.onemap.gov.sg/api/auth/post/getToken');
    expect(tokenCall?.init.method).toBe('POST');
    expect(JSON.parse(tokenCall?.init.body as string)).toEqual({
      email: 'ops@example.sg',
      password: 'secret',
    });

    expect(fake.searchCalls()).toHaveLength(3);
    const search = fake.searchCalls()[2];
    expect(`${search?.url.origin ?? ''}${search?.url.pathname ?? ''}`).toBe(
      'https://www.onemap.gov.sg/api/common/elastic/search',
    );
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toEqual({
      searchVal: '079120',
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    });
    expect(new Headers(search?.init.headers).get('authorization')).toBe('t1');
    expect(search?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('renews the token shortly before it expires', async () => {
    clock = NOW;
    const fake = fakeOneMap();
    const onemap = client(fake);
    await onemap.search('018935');
    clock = new Date(NOW.getTime() + (THREE_DAYS - 3600) * 1000);
    await onemap.search('018935');
    expect(fake.tokenCalls()).toHaveLength(1);
    clock = new Date(NOW.getTime() + (THREE_DAYS - 60) * 1000);
    await onemap.search('018935');
    expect(fake.tokenCalls()).toHaveLength(2);
    expect(new Headers(fake.searchCalls()[2]?.init.headers).get('authorization')).toBe('t2');
  });

  it('renews the token once on a 401 and retries', async () => {
    clock = NOW;
    const fake = fakeOneMap((token) =>
      token === 't1' ? json(401, { error: 'expired' }) : json(200, SEARCH_RESPONSE),
    );
    const onemap = client(fake);
    await expect(onemap.search('018935')).resolves.toEqual(SEARCH_RESPONSE);
    expect(fake.tokenCalls()).toHaveLength(2);
    expect(fake.searchCalls()).toHaveLength(2);
  });

  it('gives up after one renewal when OneMap keeps answering 401', async () => {
    clock = NOW;
    const fake = fakeOneMap(() => json(401, { error: 'Unauthorized' }));
    const error = await client(fake)
      .search('018935')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostalLookupUnavailable);
    expect(error).toMatchObject({ reason: 'rejected', status: 401 });
    expect(fake.tokenCalls()).toHaveLength(2);
  });

  it('passes OneMap’s response through unchanged, NIL values and found 0 included', async () => {
    clock = NOW;
    const empty = { found: 0, totalNumPages: 0, pageNum: 1, results: [] };
    let answer: unknown = SEARCH_RESPONSE;
    const onemap = client(fakeOneMap(() => json(200, answer)));
    await expect(onemap.search('018935')).resolves.toEqual(SEARCH_RESPONSE);
    answer = empty;
    await expect(onemap.search('999999')).resolves.toEqual(empty);
  });

  it('turns a timeout into PostalLookupUnavailable (timeout)', async () => {
    clock = NOW;
    const fake = fakeOneMap(
      (_token, call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => {
            reject(call.init.signal?.reason as Error);
          });
        }),
    );
    const error = await client(fake, { timeoutMs: 20 })
      .search('018935')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostalLookupUnavailable);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a 500', () => json(500, { error: 'internal' })],
    ['a 429', () => json(429, { error: 'Too many requests' })],
    ['a body that is not JSON', () => new Response('<html>maintenance</html>', { status: 200 })],
    ['a body in another shape', () => json(200, { error: 'searchVal is required' })],
  ])('turns %s into PostalLookupUnavailable', async (_case, answer) => {
    clock = NOW;
    const error = await client(fakeOneMap(answer))
      .search('018935')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostalLookupUnavailable);
    expect(error).toMatchObject({ reason: 'unavailable' });
    expect((error as Error).message).not.toContain('secret');
  });

  it('turns rejected credentials into PostalLookupUnavailable without searching', async () => {
    clock = NOW;
    const calls: string[] = [];
    const onemap = createOneMapPostalLookup({
      email: 'ops@example.sg',
      password: 'wrong',
      now: () => clock,
      fetch: (input: string | URL | Request) => {
        calls.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(json(401, { error: 'Invalid email or password' }));
      },
    });
    await expect(onemap.search('018935')).rejects.toMatchObject({
      name: 'PostalLookupUnavailable',
      reason: 'rejected',
      status: 401,
    });
    expect(calls).toEqual(['https://www.onemap.gov.sg/api/auth/post/getToken']);
  });
});
