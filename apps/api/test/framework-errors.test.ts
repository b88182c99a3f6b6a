/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Every answer the API sends is the envelope with a catalogue message, the framework's own included: an unknown
 * address (404), a method the address does not take (405), bodies and content types it cannot read (400, 413,
 * 415), a plugin's own refusal (an invalid CORS preflight), and what Node reports on the socket before there is a
 * request at all (malformed HTTP, headers over the limit), which needs a real listening server.
 */
import { formatMessage, messages } from '@careportal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.ts';
import {
  createKeys,
  createTestDatabase,
  parseRawResponse,
  rawHttp,
  testConfig,
  type TestDatabase,
} from './helpers.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const ENVELOPE_KEYS = ['data', 'errorCode', 'errorMessage', 'httpCode', 'message', 'statusCode'];
const CATALOGUE = new Set<string>(Object.values(messages.api));

/** Asserts `body` is a failure envelope with `status` and a message from the catalogue's `api` group. */
function expectEnvelope(body: string, status: number, message?: string): Record<string, unknown> {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(ENVELOPE_KEYS);
  expect(json).toMatchObject({ httpCode: status, statusCode: status, errorMessage: json.message });
  if (message === undefined) expect(CATALOGUE.has(String(json.message)), String(json.message)).toBe(true);
  else expect(json.message).toBe(message);
  return json;
}

// The database plays no part in these answers: PGlite alone.
describe('framework errors', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const keys = await createKeys();
    app = await buildApp({
      config: testConfig({ adminToken: ADMIN_TOKEN }),
      database: database.handle,
      migrate: false,
      getKey: keys.getKey,
      logger: false,
      bodyLimit: 2048,
    });
    // A plugin's error with a status of its own and a message written for developers, not callers.
    app.get('/test/plugin-refusal', () => {
      throw Object.assign(new Error('ENOENT: /srv/static/secret.txt'), { statusCode: 404 });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers an unknown address with 404 and the catalogue message', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.body, 404, messages.api.notFound);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });

  it.each([
    ['DELETE', '/healthz', 'GET, HEAD'],
    ['PATCH', '/profile', 'GET, HEAD, PUT'],
    ['POST', '/profile/address/8a5e4f9e-1f0c-4f8e-9a51-0d5b3f1f6c2e', 'PUT, DELETE'],
  ])('answers %s %s, an address that takes other methods, with 405 and Allow', async (method, url, allow) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expectEnvelope(res.body, 405, formatMessage(messages.api.methodNotAllowed, { method }));
    expect(res.json().errorCode).toBe('METHOD_NOT_ALLOWED');
    expect(String(res.headers.allow).split(', ').sort()).toEqual(allow.split(', ').sort());
  });

  it.each([
    ['malformed JSON', 'application/json', '{"versionNumber":', 400, messages.api.invalidJson],
    ['an empty JSON body', 'application/json', '', 400, messages.api.emptyJsonBody],
    ['an unsupported content type', 'application/xml', '<a/>', 415, messages.api.unsupportedMediaType],
    [
      'a body over the limit',
      'application/json',
      JSON.stringify({ x: 'y'.repeat(5000) }),
      413,
      messages.api.bodyTooLarge,
    ],
  ])(
    'answers %s with the envelope and the catalogue message',
    async (_case, type, payload, status, message) => {
      const res = await app.inject({
        method: 'PUT',
        url: '/config/app',
        headers: { 'content-type': type, 'x-admin-token': ADMIN_TOKEN },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expectEnvelope(res.body, status, message);
    },
  );

  it('answers a URL that does not decode with 400 and the catalogue message', async () => {
    const res = await app.inject({ method: 'GET', url: '/config/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 400, messages.api.badUrl);
  });

  it("answers a plugin's plain-text refusal (an invalid CORS preflight) in the envelope", async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/config/app' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectEnvelope(res.body, 400, messages.api.badRequest);
  });

  it("answers another 4xx error with the catalogue's message for its status, not the error's own", async () => {
    const res = await app.inject({ method: 'GET', url: '/test/plugin-refusal' });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.body, 404, messages.api.notFound);
    expect(res.body).not.toContain('ENOENT');
  });

  it('answers malformed HTTP on the socket with a 400 envelope', async () => {
    const res = parseRawResponse(await rawHttp(app, 'GARBAGE\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    const json = expectEnvelope(res.body, 400, messages.api.badRequest);
    expect(json).toMatchObject({ errorCode: 'BAD_REQUEST', data: null });
  });

  it('answers a broken request line and a bad header on the socket with a 400 envelope too', async () => {
    for (const text of [
      'GET /healthz HTTP/9.9.9\r\nHost: x\r\n\r\n',
      'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n',
      'POST /config/app HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      const res = parseRawResponse(await rawHttp(app, text));
      expect(res.status, text).toBe(400);
      expectEnvelope(res.body, 400);
    }
  });

  it('answers headers over the limit with a 431 envelope', async () => {
    const raw = await rawHttp(
      app,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const res = parseRawResponse(raw);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = expectEnvelope(res.body, 431, messages.api.headersTooLarge);
    expect(json.errorCode).toBe('HEADERS_TOO_LARGE');
    expect(raw).not.toContain('Request Header Fields Too Large"');
  });

  it('still answers well-formed requests on the same server', async () => {
    const res = parseRawResponse(
      await rawHttp(app, 'GET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 404, messages.api.notFound);
  });
});
