/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The platform contract the portal relies on: one envelope for every answer, 4xx (never 500) for a client's
 * mistakes with the field's message, 500 without internals, security headers, CORS for the portal only,
 * rate limits on public routes, the OpenAPI document, health, and logs without national IDs or card numbers.
 */
import { ERROR_CODES } from '@careportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';

import { loadConfig } from '../src/config.ts';
import { seedId } from '../src/db/seed.ts';
import { maskSensitiveText } from '../src/lib/logging.ts';
import { NOT_FOUND_MESSAGE } from '../src/plugins/app/errors.ts';
import {
  buildTestApp,
  captureLogs,
  createKeys,
  createTestDatabase,
  drivers,
  sharedHandle,
  testConfig,
  type TestDatabase,
  type TestKeys,
} from './helpers.ts';

const ENVELOPE_KEYS = ['data', 'errorCode', 'errorMessage', 'httpCode', 'message', 'statusCode'];
const ADMIN_TOKEN = 'test-admin-token-0123456789';

describe.each(drivers())('platform on %s', (driver) => {
  let database: TestDatabase;
  let keys: TestKeys;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    keys = await createKeys();
    app = await buildTestApp(database, keys, {
      config: testConfig({ adminToken: ADMIN_TOKEN }),
      bodyLimit: 2048,
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers health with the envelope when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(ENVELOPE_KEYS);
    expect(res.json()).toEqual({
      httpCode: 200,
      statusCode: 200,
      message: null,
      errorCode: null,
      errorMessage: null,
      data: { status: 'ok', database: driver },
    });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      httpCode: 404,
      statusCode: 404,
      errorCode: 'NOT_FOUND',
      errorMessage: NOT_FOUND_MESSAGE,
      data: null,
    });
  });

  it('serves the app configuration from the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/config/app' });
    expect(res.statusCode).toBe(200);
    // The demo shows loved ones (seed-data DEMO_DISABLED_LOVED_ONE); the product default stays true.
    expect(res.json().data).toEqual({ versionNumber: '0.0.0', disabledLovedOne: false });
  });

  it('changes the app configuration only with the admin token', async () => {
    const body = { versionNumber: '1.4.0', disabledLovedOne: false };
    const anonymous = await app.inject({ method: 'PUT', url: '/config/app', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('ADMIN_TOKEN_INVALID');
    const wrong = await app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { 'x-admin-token': 'guess' },
      payload: body,
    });
    expect(wrong.statusCode).toBe(401);

    const res = await app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Updated successfully', data: body });
    expect((await app.inject({ method: 'GET', url: '/config/app' })).json().data).toEqual(body);

    await app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { versionNumber: '0.0.0', disabledLovedOne: true },
    });
  });

  it('lists the marketing channels the registration wizard asks for', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/config/mastercode?code=MARKETING_CHANNEL&size=1000&page=0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { value: string }) => c.value)).toEqual([
      'Facebook',
      'Instagram',
      'Friends or family',
      'Newspaper',
      'Others',
    ]);
    expect(res.json().data[0]).toEqual({ id: expect.any(String), key: 'FACEBOOK', value: 'Facebook' });
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('pages master codes', async () => {
    const res = await app.inject({ method: 'GET', url: '/config/mastercode?code=NTUCH_LINKS&size=2&page=1' });
    expect(res.json().data.map((c: { key: string }) => c.key)).toEqual(['FORMS', 'BROCHURES']);
  });

  it('lists the footer links (NTUCH_LINKS) and answers 404 for a code that does not exist', async () => {
    const links = await app.inject({ method: 'GET', url: '/config/mastercode?code=NTUCH_LINKS&size=1000' });
    expect(links.statusCode).toBe(200);
    expect(links.json().data.map((l: { key: string }) => l.key)).toEqual([
      'PRIVACY_POLICY',
      'FEEDBACK',
      'FORMS',
      'BROCHURES',
      'REPORT_VULNERABILITY',
    ]);
    for (const link of links.json().data as { value: string }[]) expect(link.value).toMatch(/^https:\/\//);

    const unknown = await app.inject({ method: 'GET', url: '/config/mastercode?code=NO_SUCH_CODE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ httpCode: 404, errorCode: 'NOT_FOUND' });
    const pastTheEnd = await app.inject({
      method: 'GET',
      url: '/config/mastercode?code=NTUCH_LINKS&size=10&page=3',
    });
    expect(pastTheEnd.statusCode).toBe(200);
    expect(pastTheEnd.json().data).toEqual([]);
  });

  it('answers the sd- lookup of every seeded programme with its product, the same id on every database', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/config/mastercode?code=sd-denticare&key=sd-dental-check-up',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: seedId('master-code', 'sd-denticare', 'sd-dental-check-up'),
      key: 'sd-dental-check-up',
      value: seedId('product', 'dental-check-up'),
    });
    const wrongCategory = await app.inject({
      method: 'GET',
      url: '/config/mastercode?code=sd-active-ageing&key=sd-dental-check-up',
    });
    expect(wrongCategory.statusCode).toBe(404);
  });

  it('finds an sd- entry by key, and answers 404 with the catalogue message when absent', async () => {
    const found = await app.inject({
      method: 'GET',
      url: '/config/mastercode?code=sd-active-ageing&key=sd-gym-tonic',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ key: 'sd-gym-tonic', value: expect.any(String) });

    const missing = await app.inject({
      method: 'GET',
      url: '/config/mastercode?code=sd-active-ageing&key=sd-unknown',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('Not available at this moment, please select other programme.');
  });

  it('answers invalid input with 400, the first message as errorMessage and every field in data.errors', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { versionNumber: 'latest', disabledLovedOne: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      httpCode: 400,
      statusCode: 400,
      message: 'versionNumber must be a version such as 1.2.0',
      errorCode: 'VALIDATION_FAILED',
      errorMessage: 'versionNumber must be a version such as 1.2.0',
      data: {
        errors: [
          { in: 'body', path: 'versionNumber', message: 'versionNumber must be a version such as 1.2.0' },
          { in: 'body', path: 'disabledLovedOne', message: 'disabledLovedOne must be true or false' },
        ],
      },
    });
  });

  it('reports a missing query parameter at its name', async () => {
    const res = await app.inject({ method: 'GET', url: '/config/mastercode?size=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual(
      expect.arrayContaining([{ in: 'querystring', path: 'code', message: 'code is required' }]),
    );
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"versionNumber":', 400, 'INVALID_JSON'],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, 'EMPTY_JSON_BODY'],
    [
      'an unsupported content type',
      { 'content-type': 'application/xml' },
      '<a/>',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      { 'content-type': 'application/json' },
      JSON.stringify({ x: 'y'.repeat(5000) }),
      413,
      'BODY_TOO_LARGE',
    ],
  ])('answers %s with a 4xx, never 500', async (_case, headers, payload, status, errorCode) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { ...headers, 'x-admin-token': ADMIN_TOKEN },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ httpCode: status, statusCode: status, errorCode, data: null });
    expect(res.json().errorMessage).toEqual(expect.any(String));
  });

  it.each([
    ['GET /config/app?foo=bar', 'foo'],
    ['GET /config/mastercode?code=MARKETING_CHANNEL&size=1000&page=0&sort=asc', 'sort'],
    ['GET /healthz?debug=1', 'debug'],
  ])('answers unknown query parameters (%s) with 400 at their name', async (request, name) => {
    const [method, url] = request.split(' ') as ['GET', string];
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      httpCode: 400,
      errorCode: 'VALIDATION_FAILED',
      errorMessage: `Unknown query parameter: ${name}`,
      data: { errors: [{ in: 'querystring', path: name, message: `Unknown query parameter: ${name}` }] },
    });
  });

  it('answers out-of-range paging with a message that says the range, once per field', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/config/mastercode?code=MARKETING_CHANNEL&size=5000&page=99999999999999999999999',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { in: 'querystring', path: 'size', message: 'size must be a whole number from 1 to 1000' },
      { in: 'querystring', path: 'page', message: 'page must be a whole number, 0 or more' },
    ]);
  });

  it('answers a URL that does not decode with a 400 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/config/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(ENVELOPE_KEYS);
    expect(res.json()).toMatchObject({ errorCode: 'BAD_URL', errorMessage: 'The request URL is not valid.' });
  });

  it.each([
    ['a JSON array', { 'content-type': 'application/json' }, '[1,2]'],
    ['JSON null', { 'content-type': 'application/json' }, 'null'],
    ['plain text', { 'content-type': 'text/plain' }, 'versionNumber=1.0.0'],
    ['no body at all', {}, undefined],
  ])('answers %s where an object is expected with 400', async (_case, headers, payload) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { ...headers, 'x-admin-token': ADMIN_TOKEN },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      errorMessage: 'The request body must be a JSON object.',
    });
  });

  it('answers a prototype-polluting JSON body with 400, not 500', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      payload: '{"__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('INVALID_JSON');
  });

  it('sets security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS for the portal origin only', async () => {
    const portal = await app.inject({
      method: 'OPTIONS',
      url: '/config/app',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,view-as',
      },
    });
    expect(portal.statusCode).toBe(204);
    expect(portal.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    expect(String(portal.headers['access-control-allow-headers'])).toContain('view-as');

    const answer = await app.inject({
      method: 'GET',
      url: '/config/app',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(String(answer.headers['access-control-expose-headers'])).toMatch(/content-disposition/i);

    const other = await app.inject({
      method: 'GET',
      url: '/config/app',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the browser call from the origins API_ALLOWED_ORIGINS adds, and still from no other', async () => {
    const config = loadConfig({
      API_SEED: 'never',
      API_ALLOWED_ORIGINS: 'https://portal.provider.example.sg, https://cdn.provider.example.sg/',
    });
    expect(config.allowedOrigins).toEqual([
      'http://127.0.0.1:5173',
      'https://portal.provider.example.sg',
      'https://cdn.provider.example.sg',
    ]);
    const withOrigins = await buildTestApp(sharedHandle(database), keys, {
      config: testConfig({ allowedOrigins: config.allowedOrigins }),
    });
    try {
      const ask = (origin: string) =>
        withOrigins.inject({
          method: 'OPTIONS',
          url: '/config/app',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      expect((await ask('https://cdn.provider.example.sg')).headers['access-control-allow-origin']).toBe(
        'https://cdn.provider.example.sg',
      );
      expect((await ask('http://127.0.0.1:5173')).headers['access-control-allow-origin']).toBe(
        'http://127.0.0.1:5173',
      );
      expect((await ask('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withOrigins.close();
    }
  });

  it('refuses to start with an allowed origin that is not an origin', () => {
    expect(() => loadConfig({ API_ALLOWED_ORIGINS: 'https://portal.example.sg/app' })).toThrow(
      /API_ALLOWED_ORIGINS.*scheme, host and port only/s,
    );
    expect(() => loadConfig({ API_ALLOWED_ORIGINS: 'portal.example.sg' })).toThrow(/API_ALLOWED_ORIGINS/);
  });

  it('publishes an OpenAPI document listing every route with its schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, Record<string, unknown>>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.map((o) => o.route).sort()).toEqual([
      'DELETE /care-calendar/feed',
      'DELETE /cart',
      'DELETE /denticare/client/appointment/{id}',
      'DELETE /linkpay/cards/{id}',
      'DELETE /lovedone/{id}/address/{addressId}',
      'DELETE /lovedone/{id}/contact/{contactId}',
      'DELETE /profile/address/{addressId}',
      'DELETE /profile/contact/{contactId}',
      'DELETE /profile/picture',
      'GET /auth/session',
      'GET /care-calendar',
      'GET /care-calendar/clash-check',
      'GET /care-calendar/clash-check/intake',
      'GET /care-calendar/clash-check/new-bookings',
      'GET /care-calendar/feed',
      'GET /cart',
      'GET /cart/checkout-info',
      'GET /category',
      'GET /category/{id}',
      'GET /category/{id}/{id2}',
      'GET /config/app',
      'GET /config/mastercode',
      'GET /denticare/client/appointment',
      'GET /denticare/client/appointment/history',
      'GET /denticare/client/appointment/{id}/clash-check',
      'GET /denticare/client/centers',
      'GET /denticare/client/mhq',
      'GET /denticare/client/resources',
      'GET /denticare/client/status',
      'GET /dev/outbox',
      'GET /egiro/bank-list',
      'GET /egiro/generateDDARefNo',
      'GET /egiro/history',
      'GET /egiro/retrieve',
      'GET /egiro/status',
      'GET /groups/v2/{id}',
      'GET /gst-configuration/{id}',
      'GET /healthz',
      'GET /intake',
      'GET /linkpay/cards',
      'GET /lovedone',
      'GET /lovedone/{id}',
      'GET /lovedone/{id}/address',
      'GET /lovedone/{id}/contact',
      'GET /order',
      'GET /order/{id}',
      'GET /order/{id}/egiro-arrangements',
      'GET /order/{id}/invoice',
      'GET /order/{id}/qr',
      'GET /order/{id}/qr-string',
      'GET /order/{id}/status',
      'GET /products-ext/{id}/offerings/list',
      'GET /products/category',
      'GET /products/v2/{id}',
      'GET /products/{id}/centers/list',
      'GET /products/{id}/events',
      'GET /profile',
      'GET /profile/address',
      'GET /profile/contact',
      'GET /profile/health-declaration',
      'GET /profile/linking',
      'GET /profile/medical-history',
      'GET /profile/medical-history/{versionId}',
      'GET /profile/nric/{nric}',
      'GET /profile/picture',
      'GET /public/v1/appointment',
      'GET /public/v1/appointment-reminder/client-attendance/{id}',
      'GET /public/v1/appointment/available-dates',
      'GET /public/v1/appointment/available-months',
      'GET /public/v1/appointment/available-times',
      'GET /public/v1/appointment/cancel/{id}',
      'GET /public/v1/care-calendar/{token}/calendar.ics',
      'GET /public/v1/centers',
      'GET /public/v1/client/session',
      'GET /public/v1/inv/{id}',
      'GET /public/v1/inv/{id}/pdf',
      'GET /public/v1/inv/{id}/qr',
      'GET /public/v1/inv/{id}/qr-string',
      'GET /public/v1/postal-code/{code}',
      'GET /public/v1/resources',
      'GET /public/v1/showcases',
      'GET /public/v1/showcases/{slugOrId}',
      'GET /services',
      'GET /services/list',
      'GET /services/sessions',
      'GET /services/sessions/{id}/calendar.ics',
      'GET /subscriptions/rewards/{code}',
      'GET /yoda-sessions/review',
      'GET /yoda-sessions/vacant-slots',
      'POST /auth/validate',
      'POST /care-calendar/feed',
      'POST /cart/checkout',
      'POST /denticare/client/appointment',
      'POST /denticare/client/availableslot',
      'POST /denticare/client/register',
      'POST /egiro/cancel',
      'POST /egiro/create',
      'POST /intake/enroll',
      'POST /linkpay/cards',
      'POST /linkpay/cards/{id}/authenticate',
      'POST /linkpay/payments',
      'POST /linkpay/payments/{id}/authenticate',
      'POST /lovedone',
      'POST /lovedone/{id}/address',
      'POST /lovedone/{id}/contact',
      'POST /order/{id}/feedback',
      'POST /payment/dbs-pay',
      'POST /payment/egiro',
      'POST /profile/address',
      'POST /profile/contact',
      'POST /profile/health-declaration',
      'POST /profile/linking',
      'POST /profile/medical-history',
      'POST /profile/referral-code/send',
      'POST /public/v1/appointment',
      'POST /public/v1/appointment/review/confirm',
      'POST /public/v1/client/session',
      'POST /public/v1/events',
      'POST /public/v1/feedback',
      'POST /public/v1/sessions/volunteer/activities/validate',
      'POST /public/v1/volunteer-org/attendances/check-in',
      'POST /public/v1/volunteer-org/attendances/check-out',
      'POST /public/v1/volunteer-org/attendances/validate',
      'POST /public/v1/volunteer/attendances/check-in',
      'POST /public/v1/volunteer/attendances/check-out',
      'POST /public/v1/volunteer/attendances/validate',
      'POST /yoda-sessions/cancel',
      'POST /yoda-sessions/reschedule',
      'POST /yoda-sessions/schedule',
      'PUT /cart',
      'PUT /cart/applyCoupon',
      'PUT /cart/removeCoupon',
      'PUT /config/app',
      'PUT /denticare/client/appointment/{id}/reschedule',
      'PUT /linkpay/cards/{id}',
      'PUT /lovedone/{id}',
      'PUT /lovedone/{id}/address/{addressId}',
      'PUT /lovedone/{id}/contact/{contactId}',
      'PUT /order/{id}/billing',
      'PUT /profile',
      'PUT /profile/address/{addressId}',
      'PUT /profile/contact/{contactId}',
      'PUT /profile/display-mode',
      'PUT /profile/language',
      'PUT /profile/picture',
      'PUT /public/v1/appointment',
      'PUT /public/v1/appointment-reminder/client-attendance/{id}',
      'PUT /public/v1/appointment/cancel',
      'PUT /public/v1/client/session',
    ]);
    // Eight routes answer something other than JSON: the photo's bytes, the PayNow QR's image and the invoice's
    // PDF (for an order, and for an e-invoice link), a booking's calendar file, the caregiver's calendar feed and
    // the sandbox outbox as a page.
    const notJson = new Set([
      'GET /services/sessions/{id}/calendar.ics',
      'GET /public/v1/care-calendar/{token}/calendar.ics',
      'GET /profile/picture',
      'GET /order/{id}/qr',
      'GET /order/{id}/invoice',
      'GET /public/v1/inv/{id}/qr',
      'GET /public/v1/inv/{id}/pdf',
      'GET /dev/outbox',
    ]);
    for (const { route, op } of operations) {
      if (notJson.has(route)) continue;
      const responses = op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>;
      const success = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
      const schema = responses[success]?.content?.['application/json']?.schema as
        { properties?: object } | undefined;
      expect(Object.keys(schema?.properties ?? {}).sort(), route).toEqual(ENVELOPE_KEYS);
      expect(
        Object.keys(responses).some((code) => Number(code) >= 400),
        route,
      ).toBe(true);
    }
    // Every envelope's errorCode refers to one ErrorCode schema listing the domain's codes.
    expect(doc.components.schemas.ErrorCode.anyOf[0].enum).toEqual(Object.keys(ERROR_CODES));
    const put = doc.paths['/config/app'].put;
    expect(put.requestBody.content['application/json'].schema.properties).toHaveProperty('versionNumber');
    expect(put.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths['/auth/validate'].post.security).toEqual([{ bearerAuth: [] }]);
    const query = doc.paths['/config/mastercode'].get.parameters.map((p: { name: string }) => p.name);
    expect(query).toEqual(expect.arrayContaining(['code', 'key', 'size', 'page']));
    expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });

  describe('an unexpected failure', () => {
    let failing: FastifyInstance;
    const logs = captureLogs();

    beforeAll(async () => {
      const { buildApp } = await import('../src/app.ts');
      failing = await buildApp({
        config: testConfig(),
        database: sharedHandle(database).handle,
        migrate: false,
        getKey: keys.getKey,
        logger: { level: 'error', stream: logs.stream },
      });
      failing.get('/boom', () =>
        Promise.reject(new Error('connection to 10.0.0.7 refused: password for user admin')),
      );
      await failing.ready();
    });
    afterAll(() => failing.close());

    it('answers 500 with the generic message and no internals, and logs the cause', async () => {
      const res = await failing.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        httpCode: 500,
        statusCode: 500,
        message: "We're sorry, Something went wrong. Please try again!",
        errorCode: 'INTERNAL_ERROR',
        errorMessage: "We're sorry, Something went wrong. Please try again!",
        data: null,
      });
      expect(res.body).not.toContain('10.0.0.7');
      expect(res.body).not.toContain('stack');
      expect(logs.text()).toContain('10.0.0.7');
    });

    it('logs the cause with national IDs and card numbers masked', async () => {
      failing.log.error(
        { err: new Error('duplicate key value violates unique constraint: (national_id)=(S1234567D)') },
        'insert failed',
      );
      await Promise.resolve();
      expect(logs.text()).toContain('unique constraint');
      expect(logs.text()).toContain('*****567D');
      expect(logs.text()).not.toContain('S1234567D');
    });
  });

  describe('rate limits on public routes', () => {
    let limited: FastifyInstance;

    beforeAll(async () => {
      limited = await buildTestApp(sharedHandle(database), keys, { config: testConfig({ rateLimitMax: 3 }) });
    });
    afterAll(() => limited.close());

    it('answers 429 in the envelope after the limit, and does not limit health checks', async () => {
      // A client address of its own: the counters are the database's, shared with the suite's other apps.
      const get = () => limited.inject({ method: 'GET', url: '/config/app', remoteAddress: '192.0.2.30' });
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await get()).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await get();
      expect(res.json()).toMatchObject({ httpCode: 429, statusCode: 429, errorCode: 'RATE_LIMITED' });
      expect(res.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 5; i += 1) {
        expect((await limited.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      }
    });
  });

  describe('rate limits on a new public group (public/v1)', () => {
    let limited: FastifyInstance;

    beforeAll(async () => {
      const { buildApp } = await import('../src/app.ts');
      limited = await buildApp({
        config: testConfig({ rateLimitMax: 2 }),
        database: sharedHandle(database).handle,
        migrate: false,
        getKey: keys.getKey,
        logger: false,
      });
      // A route a later feature adds, in its own plugin, without any rate-limit code of its own.
      await limited.register(
        (instance, _options, done) => {
          instance.post('/a-later-feature', () => ({ ok: true }));
          done();
        },
        { prefix: '/public/v1' },
      );
      await limited.ready();
    });
    afterAll(() => limited.close());

    it('limits it without the route asking, per client IP, and answers 429 in the envelope', async () => {
      const post = (ip: string) =>
        limited.inject({ method: 'POST', url: '/public/v1/a-later-feature', remoteAddress: ip, payload: {} });
      expect((await post('10.1.1.1')).statusCode).toBe(200);
      expect((await post('10.1.1.1')).statusCode).toBe(200);
      const res = await post('10.1.1.1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        httpCode: 429,
        statusCode: 429,
        errorCode: 'RATE_LIMITED',
        data: null,
      });
      expect(res.json().errorMessage).toMatch(/^Too many requests\. Please try again in /);
      expect((await post('10.2.2.2')).statusCode).toBe(200);
    });
  });

  describe('logs', () => {
    let logged: FastifyInstance;
    const logs = captureLogs();

    beforeAll(async () => {
      logged = await buildTestApp(sharedHandle(database), keys, {
        config: testConfig({ adminToken: ADMIN_TOKEN }),
        logger: { level: 'debug', stream: logs.stream },
      });
    });
    afterAll(() => logged.close());

    it('never contain a national ID or card number from a request body', async () => {
      await logged.inject({
        method: 'PUT',
        url: '/config/app',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: {
          nric: 'S1234567D',
          note: 'my NRIC is S1234567D and my FIN is G1234567X',
          card: { cardNumber: '4111111111111111', number: '4111111111111111' },
          lovedOnes: [{ nric: 'T0123456G' }],
        },
      });
      const text = logs.text();
      expect(text).toContain('request body');
      expect(text).not.toContain('S1234567D');
      expect(text).not.toContain('G1234567X');
      expect(text).not.toContain('T0123456G');
      expect(text).not.toContain('4111111111111111');
      expect(text).toContain('*****567D');
      expect(text).not.toContain(ADMIN_TOKEN);
    });
    it('mask national IDs and card numbers in request URLs and in free text', async () => {
      await logged.inject({
        method: 'GET',
        url: '/config/mastercode?code=S7654321A&note=card%204111%201111%201111%201111',
      });
      logged.log.info('paid with 5500-0000-0000-0004 for F1234567N');
      const text = logs.text();
      expect(text).toContain('/config/mastercode?code=*****321A');
      expect(text).not.toContain('S7654321A');
      expect(text).not.toContain('4111%201111%201111%201111');
      expect(text).not.toContain('5500-0000-0000-0004');
      expect(text).toContain('************0004');
      expect(text).not.toContain('F1234567N');
    });

    it('keep order numbers and other long digit runs that are not card numbers', () => {
      expect(maskSensitiveText('order 1234567890123 at 1795353429148')).toBe(
        'order 1234567890123 at 1795353429148',
      );
      expect(maskSensitiveText('4111111111111111')).toBe('************1111');
    });

    it("hide a calendar feed's secret address, and only that", () => {
      expect(
        maskSensitiveText('GET /public/v1/care-calendar/Zx9_kQ2mVb7Lr4Tn8Wc1Ye6Ha3Jd5Fp0/calendar.ics'),
      ).toBe('GET /public/v1/care-calendar/[REDACTED]/calendar.ics');
      expect(maskSensitiveText('POST /care-calendar/feed')).toBe('POST /care-calendar/feed');
    });
  });
});
