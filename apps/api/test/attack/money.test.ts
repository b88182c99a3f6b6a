/**
 * Money rules, read from the OpenAPI document so that a route added later is checked without being listed
 * (issue 32):
 *
 * - every route that takes an Idempotency-Key (its header parameter in the document) documents 422, refuses a
 *   key sent before with another request (IDEMPOTENCY_KEY_REUSED) without changing anything, and never refuses
 *   the same request sent again as reused; every route that pays or checks out takes one;
 * - every order of the customer offers the ways to pay that its lines' categories allow (domain
 *   paymentMethodsFor), and eGIRO's arrangements are offered for exactly those orders.
 */
import { randomUUID } from 'node:crypto';

import { paymentMethodsFor } from '@careportal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { categories, idempotencyKeys, orderItems, products } from '../../src/db/schema/index.ts';
import {
  apiOperations,
  buildTestApp,
  createKeys,
  createOwnerRecords,
  createTestDatabase,
  databaseDigest,
  drivers,
  exampleObject,
  exampleValue,
  fillPath,
  ownerPathValues,
  signToken,
  testConfig,
  type ApiOperation,
  type OwnerRecords,
  type TestDatabase,
  type TestKeys,
} from '../helpers.ts';

const OWNER = 'demo-ahkow';

interface Envelope {
  errorCode: string | null;
  data: unknown;
}

describe.each(drivers())('money rules of every route on %s', (driver) => {
  let database: TestDatabase;
  let keys: TestKeys;
  let app: FastifyInstance;
  let operations: ApiOperation[];
  let owner: OwnerRecords;
  let ownerBill: { billReferenceNumber: string; amount: number };

  const takesKey = (op: ApiOperation) =>
    op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
  const keyed = () => operations.filter(takesKey);
  const name = (op: ApiOperation) => `${op.method} ${op.path}`;

  /** The owner's request of `op` (a new one each time: a generated id differs), sent with `key`. */
  async function send(op: ApiOperation, key: string): Promise<LightMyRequestResponse> {
    return sendRequest(ownerRequest(op), key);
  }

  /** What the owner would send to `op`: its URL and body. */
  function ownerRequest(op: ApiOperation) {
    const params = new URLSearchParams();
    for (const p of op.parameters.filter((q) => q.in === 'query' && q.required)) {
      params.set(p.name, String(exampleValue(p.name, p.schema, op.path)));
    }
    const query = params.toString();
    const body = op.body ? exampleObject(op.body, op.path) : undefined;
    // The owner's own records, so that the route gets as far as its key: their order, their order's PayNow bill.
    if (body && 'orderId' in body) body.orderId = owner.orderId;
    if (body && 'billReferenceNumber' in body) Object.assign(body, ownerBill);
    const url = fillPath(op.path, ownerPathValues(op.path, owner)) + (query === '' ? '' : `?${query}`);
    return { method: op.method, url, body };
  }

  async function sendRequest(
    request: ReturnType<typeof ownerRequest>,
    key: string,
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method: request.method,
      url: request.url,
      headers: {
        authorization: `Bearer ${await signToken(keys, OWNER, { expiresIn: 3600 })}`,
        'idempotency-key': key,
      },
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    keys = await createKeys();
    app = await buildTestApp(database, keys, { config: testConfig({ nricCheckMax: 1_000_000 }) });
    operations = apiOperations(app);
    owner = await createOwnerRecords(app, keys, OWNER);
    const token = await signToken(keys, OWNER, { expiresIn: 3600 });
    const bill = await app.inject({
      url: `/order/${owner.pendingOrderId}/qr-string`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { billReferenceNumber, amount } = bill.json<{
      data: { billReferenceNumber: string; amount: number };
    }>().data;
    ownerBill = { billReferenceNumber, amount };
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('asks for an Idempotency-Key on every route that checks out or pays, and documents 422 on each', () => {
    const paying = operations.filter(
      (op) =>
        op.method === 'POST' &&
        op.security === 'bearerAuth' &&
        (op.path === '/cart/checkout' ||
          op.path.startsWith('/payment/') ||
          op.path.startsWith('/linkpay/payments')),
    );
    expect(paying.length).toBeGreaterThanOrEqual(4);
    for (const op of paying) expect(takesKey(op), name(op)).toBe(true);
    for (const op of keyed()) expect(op.responses, name(op)).toContain(422);
  });

  it('refuses a key sent before with another request on every route that takes one, and changes nothing', async () => {
    const routes = keyed();
    expect(routes.length).toBeGreaterThan(1);
    const checkout = routes.find((op) => op.path === '/cart/checkout');
    const payment = routes.find((op) => op.path === '/linkpay/payments');
    if (!checkout || !payment) throw new Error('checkout and card payments take an Idempotency-Key');
    for (const op of routes) {
      const key = `attack-${randomUUID()}`;
      // The key's first request: another route's, the checkout (an empty cart: 400, but the key is kept), or for
      // the checkout itself a card payment of the owner's paid order (409, the key kept).
      const other = op === checkout ? payment : checkout;
      const first = await send(other, key);
      expect(first.statusCode, `${name(other)} first`).toBeLessThan(500);
      const kept = await database.handle.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key));
      expect(kept, `${name(other)} keeps ${key}`).toHaveLength(1);
      const before = await databaseDigest(database);
      const res = await send(op, key);
      expect(res.statusCode, `${name(op)} after ${name(other)}: ${res.body}`).toBe(422);
      expect(res.json<Envelope>()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED', data: null });
      expect(await databaseDigest(database), name(op)).toEqual(before);
    }
  });

  it('never takes the same request sent again for another: it answers as it did', async () => {
    for (const op of keyed()) {
      const key = `attack-${randomUUID()}`;
      const request = ownerRequest(op);
      const first = await sendRequest(request, key);
      const again = await sendRequest(request, key);
      expect(again.statusCode, `${name(op)}: ${again.body}`).not.toBe(422);
      // What it made, as it is now: a checkout's 201 is 200 the second time (the same order).
      expect(Math.floor(again.statusCode / 100), name(op)).toBe(Math.floor(first.statusCode / 100));
    }
  });

  it("offers every order the ways to pay its lines' categories allow, and eGIRO's arrangements for those only", async () => {
    const token = await signToken(keys, OWNER, { expiresIn: 3600 });
    const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const page = (await get('/order?page=0&size=100')).json<{
      data: { content: { id: string; status: string; paymentMethods: string[] }[] };
    }>().data.content;
    expect(page.length).toBeGreaterThan(1);
    const db = database.handle.db;
    const lines = await db
      .select({ orderId: orderItems.orderId, category: categories.name })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        inArray(
          orderItems.orderId,
          page.map((o) => o.id),
        ),
      );
    let offered = 0;
    for (const order of page) {
      const expected = paymentMethodsFor(lines.filter((l) => l.orderId === order.id).map((l) => l.category));
      expect(order.paymentMethods, order.id).toEqual(expected);
      const one = (await get(`/order/${order.id}`)).json<{ data: { paymentMethods: string[] } }>().data;
      expect(one.paymentMethods, order.id).toEqual(expected);
      if (order.status !== 'PENDING') continue;
      const arrangements = await get(`/order/${order.id}/egiro-arrangements`);
      if (expected.includes('EGIRO')) {
        offered += 1;
        expect(arrangements.statusCode, order.id).toBe(200);
      } else {
        expect(arrangements.statusCode, order.id).toBe(400);
        expect(arrangements.json<Envelope>().errorCode).toBe('EGIRO_NOT_USABLE');
      }
    }
    expect(offered, 'a pending Active Ageing order').toBeGreaterThan(0);
  });
});
