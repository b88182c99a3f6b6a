/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Addresses of the signed-in customer (profile/address, also for a view-as loved one) and of their loved ones
 * (lovedone/:id/address): the four calls, validation with the catalogue's messages, one address per type,
 * all-or-nothing lists, and that nobody reaches another customer's addresses.
 */
import { messages } from '@careportal/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { addresses, customers } from '../src/db/schema/index.ts';
import { ADDRESS_NOT_FOUND, DUPLICATE_ADDRESS_TYPE } from '../src/lib/address-routes.ts';
import { LOVED_ONE_NOT_FOUND } from '../src/lib/owners.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';

const billing = {
  type: 'BILLING',
  postalCode: '018935',
  block: '5',
  street: 'STRAITS VIEW',
  building: 'MARINA ONE THE HEART',
  level: '12',
  unit: '03',
};
const residential = {
  type: 'RESIDENTIAL',
  postalCode: '079120',
  block: '10',
  street: 'ANSON ROAD',
  sameAs: 'NONE',
};
const service = { ...billing, type: 'SERVICE', sameAs: 'BILLING' };

describe.each(drivers())('addresses on %s', (driver) => {
  const suite = customerSuite(driver, 'CPADDR01');
  const { call } = suite;
  beforeEach(async () => {
    await suite.database.handle.db.delete(addresses);
  });

  const list = async (
    url = '/profile/address',
    options: { subject?: string; headers?: Record<string, string> } = {},
  ) => (await call('GET', url, options)).json().data as { id: string; type: string }[];

  describe('profile/address', () => {
    it('creates one address (201) and lists it', async () => {
      const res = await call('POST', '/profile/address', { payload: billing });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        httpCode: 201,
        message: messages.success.addressCreated,
        errorCode: null,
        data: { ...billing, sameAs: 'NONE' },
      });
      expect(res.json().data.id).toEqual(expect.any(String));
      const listed = await call('GET', '/profile/address');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([res.json().data]);
    });

    it('creates a list of addresses (201) in type order', async () => {
      const res = await call('POST', '/profile/address', { payload: [service, billing, residential] });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(messages.success.addressesCreated);
      expect(res.json().data).toHaveLength(3);
      expect((await list()).map((a) => a.type)).toEqual(['BILLING', 'RESIDENTIAL', 'SERVICE']);
    });

    it('stores blank optional fields as null', async () => {
      const res = await call('POST', '/profile/address', {
        payload: { ...residential, building: '', unit: '  ' },
      });
      expect(res.json().data).toMatchObject({ building: null, level: null, unit: null });
    });

    it('creates nothing from a list when one item is invalid', async () => {
      const res = await call('POST', '/profile/address', {
        payload: [billing, { ...residential, postalCode: '12345' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        { in: 'body', path: '1.postalCode', message: messages.validation.postalCodeInvalid },
      ]);
      expect(await list()).toEqual([]);
    });

    it('creates nothing from a list when one item repeats a type (409)', async () => {
      const res = await call('POST', '/profile/address', { payload: [billing, residential, billing] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        httpCode: 409,
        errorCode: 'ADDRESS_TYPE_EXISTS',
        errorMessage: DUPLICATE_ADDRESS_TYPE,
      });
      expect(await list()).toEqual([]);
    });

    it('creates nothing from a list when one item duplicates an existing type (409)', async () => {
      await call('POST', '/profile/address', { payload: residential });
      const res = await call('POST', '/profile/address', { payload: [billing, residential] });
      expect(res.statusCode).toBe(409);
      expect((await list()).map((a) => a.type)).toEqual(['RESIDENTIAL']);
    });

    it('refuses a second BILLING address with 409', async () => {
      expect((await call('POST', '/profile/address', { payload: billing })).statusCode).toBe(201);
      const res = await call('POST', '/profile/address', { payload: { ...billing, block: '7' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe(DUPLICATE_ADDRESS_TYPE);
      expect(await list()).toHaveLength(1);
    });

    it('answers invalid input with 400 and the catalogue message at each field', async () => {
      const res = await call('POST', '/profile/address', {
        payload: { ...billing, postalCode: '1234567', block: '', type: 'HOLIDAY' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().data.errors).toEqual(
        expect.arrayContaining([
          { in: 'body', path: 'postalCode', message: messages.validation.postalCodeInvalid },
          { in: 'body', path: 'block', message: messages.validation.blockRequired },
          { in: 'body', path: 'type', message: messages.validation.addressTypeRequired },
        ]),
      );
      const missing = await call('POST', '/profile/address', {
        payload: { type: 'BILLING', postalCode: '018935' },
      });
      expect(missing.json().data.errors).toEqual([
        { in: 'body', path: 'block', message: messages.validation.blockRequired },
        { in: 'body', path: 'street', message: messages.validation.streetRequired },
      ]);
      const empty = await call('POST', '/profile/address', { payload: [] });
      expect(empty.statusCode).toBe(400);
      expect(await list()).toEqual([]);
    });

    it('updates an address', async () => {
      const created = (await call('POST', '/profile/address', { payload: billing })).json().data;
      const res = await call('PUT', `/profile/address/${created.id}`, {
        payload: { ...billing, block: '6', unit: '' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: messages.success.addressUpdated,
        data: { id: created.id, block: '6', unit: null },
      });
      expect(await list()).toEqual([res.json().data]);
    });

    it('refuses to change an address to a type the owner already has (409)', async () => {
      const [first] = (await call('POST', '/profile/address', { payload: [billing, residential] })).json()
        .data;
      const res = await call('PUT', `/profile/address/${first.id}`, { payload: residential });
      expect(res.statusCode).toBe(409);
    });

    it('validates the body of an update', async () => {
      const created = (await call('POST', '/profile/address', { payload: billing })).json().data;
      const res = await call('PUT', `/profile/address/${created.id}`, {
        payload: { ...billing, block: ' ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        { in: 'body', path: 'block', message: messages.validation.blockRequired },
      ]);
    });

    it('deletes an address', async () => {
      const created = (await call('POST', '/profile/address', { payload: billing })).json().data;
      const res = await call('DELETE', `/profile/address/${created.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: messages.success.addressDeleted,
        data: { id: created.id },
      });
      expect(await list()).toEqual([]);
      expect((await call('DELETE', `/profile/address/${created.id}`)).statusCode).toBe(404);
    });

    it('answers an unknown address id with 404 and a malformed one with 400', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const put = await call('PUT', `/profile/address/${unknown}`, { payload: billing });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ errorMessage: ADDRESS_NOT_FOUND, data: null });
      expect((await call('DELETE', `/profile/address/${unknown}`)).statusCode).toBe(404);
      expect((await call('DELETE', '/profile/address/not-an-id')).statusCode).toBe(400);
    });

    it('acts for a loved one the customer owns with view-as', async () => {
      const viewAs = { 'view-as': suite.meiLingId };
      const res = await call('POST', '/profile/address', { payload: billing, headers: viewAs });
      expect(res.statusCode).toBe(201);
      expect(await list('/profile/address', { headers: viewAs })).toHaveLength(1);
      // The customer's own addresses are separate, so the same type is free there.
      expect(await list()).toEqual([]);
      expect((await call('POST', '/profile/address', { payload: billing })).statusCode).toBe(201);
      expect(await list(`/lovedone/${suite.meiLingId}/address`)).toEqual([res.json().data]);
    });
  });

  describe('lovedone/:id/address', () => {
    it('creates, lists, updates and deletes the addresses of an own loved one', async () => {
      const base = `/lovedone/${suite.meiLingId}/address`;
      const created = await call('POST', base, { payload: [billing, residential] });
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe(messages.success.addressesCreated);
      const [first] = created.json().data;
      expect((await list(base)).map((a) => a.type)).toEqual(['BILLING', 'RESIDENTIAL']);
      const one = await call('POST', base, { payload: service });
      expect(one.json().message).toBe(messages.success.addressCreated);
      expect((await call('POST', base, { payload: service })).statusCode).toBe(409);

      const updated = await call('PUT', `${base}/${first.id}`, { payload: { ...billing, level: '15' } });
      expect(updated.json()).toMatchObject({
        message: messages.success.addressUpdated,
        data: { level: '15' },
      });
      const deleted = await call('DELETE', `${base}/${first.id}`);
      expect(deleted.json().message).toBe(messages.success.addressDeleted);
      expect(await list(base)).toHaveLength(2);
      // Not the customer's own addresses.
      expect(await list()).toEqual([]);
    });

    it.each([
      ["someone else's loved one", () => suite.strangerLovedOneId],
      ['a loved one that does not exist', () => '00000000-0000-4000-8000-000000000000'],
    ])('answers %s with 404 and no data', async (_name, id) => {
      for (const [method, url, payload] of [
        ['GET', `/lovedone/${id()}/address`, undefined],
        ['POST', `/lovedone/${id()}/address`, billing],
        ['PUT', `/lovedone/${id()}/address/00000000-0000-4000-8000-000000000001`, billing],
        ['DELETE', `/lovedone/${id()}/address/00000000-0000-4000-8000-000000000001`, undefined],
      ] as const) {
        const res = await call(method, url, { payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ errorMessage: LOVED_ONE_NOT_FOUND, data: null });
      }
      const [row] = await suite.database.handle.db.select().from(addresses);
      expect(row).toBeUndefined();
    });
  });

  describe('same as billing (sameAs BILLING)', () => {
    /** Another address than billing's, to tell a copy from what the body said. */
    const elsewhere = {
      postalCode: '079120',
      block: '10',
      street: 'ANSON ROAD',
      building: 'INTERNATIONAL PLAZA',
      level: '03',
      unit: '07',
    };
    const partsOf = (address: Record<string, unknown>) => {
      const { postalCode, block, street, building, level, unit } = address;
      return { postalCode, block, street, building, level, unit };
    };
    const byType = async (url = '/profile/address') =>
      Object.fromEntries(
        ((await call('GET', url)).json().data as Record<string, unknown>[]).map((a) => [a.type, a]),
      ) as Record<string, Record<string, unknown>>;
    const billingParts = partsOf(billing);

    it('stores a follower with the billing parts, whatever the body says, in a list or alone', async () => {
      const created = await call('POST', '/profile/address', {
        payload: [{ ...elsewhere, type: 'SERVICE', sameAs: 'BILLING' }, billing],
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data[0]).toMatchObject({ type: 'SERVICE', sameAs: 'BILLING', ...billingParts });
      const alone = await call('POST', '/profile/address', {
        payload: { ...elsewhere, type: 'RESIDENTIAL', sameAs: 'BILLING' },
      });
      expect(alone.statusCode).toBe(201);
      expect(alone.json().data).toMatchObject({ type: 'RESIDENTIAL', sameAs: 'BILLING', ...billingParts });
      const stored = await byType();
      expect(partsOf(stored.SERVICE ?? {})).toEqual(billingParts);
      expect(partsOf(stored.RESIDENTIAL ?? {})).toEqual(billingParts);
    });

    it('refuses to follow billing when there is none (400 at sameAs), and stores nothing', async () => {
      const one = await call('POST', '/profile/address', { payload: service });
      expect(one.statusCode).toBe(400);
      expect(one.json()).toMatchObject({
        errorCode: 'NO_BILLING_ADDRESS',
        errorMessage: messages.address.sameAsBillingWithoutBilling,
      });
      expect(one.json().data.errors).toEqual([
        { in: 'body', path: 'sameAs', message: messages.address.sameAsBillingWithoutBilling },
      ]);
      const inList = await call('POST', '/profile/address', { payload: [residential, service] });
      expect(inList.statusCode).toBe(400);
      expect(inList.json().data.errors).toEqual([
        { in: 'body', path: '1.sameAs', message: messages.address.sameAsBillingWithoutBilling },
      ]);
      expect(await list()).toEqual([]);
      // Changing an address of one's own into a follower is refused likewise.
      const own = (await call('POST', '/profile/address', { payload: residential })).json().data;
      const put = await call('PUT', `/profile/address/${own.id}`, {
        payload: { ...residential, sameAs: 'BILLING' },
      });
      expect(put.statusCode).toBe(400);
      expect(put.json().errorCode).toBe('NO_BILLING_ADDRESS');
      expect(await list()).toEqual([own]);
    });

    it('refuses a billing address that follows billing (400 at sameAs)', async () => {
      const res = await call('POST', '/profile/address', {
        payload: [residential, { ...billing, sameAs: 'BILLING' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'BILLING_SAME_AS_BILLING',
        errorMessage: messages.address.billingCannotFollowBilling,
      });
      expect(res.json().data.errors).toEqual([
        { in: 'body', path: '1.sameAs', message: messages.address.billingCannotFollowBilling },
      ]);
      expect(await list()).toEqual([]);
    });

    it('changing a follower to sameAs BILLING copies billing; to NONE keeps what it is given', async () => {
      await call('POST', '/profile/address', { payload: [billing, residential] });
      const stored = await byType();
      const id = stored.RESIDENTIAL?.id as string;
      const follows = await call('PUT', `/profile/address/${id}`, {
        payload: { ...residential, ...elsewhere, sameAs: 'BILLING' },
      });
      expect(follows.json().data).toMatchObject({ sameAs: 'BILLING', ...billingParts });
      const ownAgain = await call('PUT', `/profile/address/${id}`, {
        payload: { ...residential, ...elsewhere, sameAs: 'NONE' },
      });
      expect(ownAgain.json().data).toMatchObject({ sameAs: 'NONE', ...elsewhere });
      // An address of its own no longer changes with billing.
      await call('PUT', `/profile/address/${stored.BILLING?.id as string}`, {
        payload: { ...billing, block: '9' },
      });
      expect((await byType()).RESIDENTIAL).toMatchObject({ sameAs: 'NONE', ...elsewhere });
    });

    it("editing billing updates every follower of the same owner, and nobody else's", async () => {
      await call('POST', '/profile/address', {
        payload: [billing, { ...service }, { ...residential, type: 'RESIDENTIAL', sameAs: 'BILLING' }],
      });
      const lovedOneUrl = `/lovedone/${suite.meiLingId}/address`;
      await call('POST', lovedOneUrl, { payload: [billing, service] });
      const billingId = (await byType()).BILLING?.id as string;
      const changed = { ...billing, ...elsewhere, type: 'BILLING', unit: '' };
      const res = await call('PUT', `/profile/address/${billingId}`, { payload: changed });
      expect(res.statusCode).toBe(200);
      const expected = { ...elsewhere, unit: null };
      const mine = await byType();
      expect(partsOf(mine.BILLING ?? {})).toEqual(expected);
      expect(mine.SERVICE).toMatchObject({ sameAs: 'BILLING', ...expected });
      expect(mine.RESIDENTIAL).toMatchObject({ sameAs: 'BILLING', ...expected });
      const meiLing = await byType(lovedOneUrl);
      expect(partsOf(meiLing.SERVICE ?? {})).toEqual(billingParts);
    });

    it('rolls back the billing edit when updating a follower fails', async () => {
      const db = suite.database.handle.db;
      await call('POST', '/profile/address', { payload: [billing, service] });
      const before = await byType();
      // A rule only the followers break: the billing row takes unit 99, its follower cannot.
      await db.execute(
        sql`alter table addresses add constraint test_follower_unit check (same_as <> 'BILLING' or unit <> '99')`,
      );
      try {
        const res = await call('PUT', `/profile/address/${before.BILLING?.id as string}`, {
          payload: { ...billing, block: '77', unit: '99' },
        });
        expect(res.statusCode).toBe(500);
      } finally {
        await db.execute(sql`alter table addresses drop constraint test_follower_unit`);
      }
      expect(await byType()).toEqual(before);
    });

    it('deleting billing leaves its followers as addresses of their own, fields kept', async () => {
      await call('POST', '/profile/address', { payload: [billing, { ...service, ...elsewhere }] });
      const before = await byType();
      const res = await call('DELETE', `/profile/address/${before.BILLING?.id as string}`);
      expect(res.statusCode).toBe(200);
      const after = await byType();
      expect(Object.keys(after)).toEqual(['SERVICE']);
      expect(after.SERVICE).toMatchObject({ id: before.SERVICE?.id, sameAs: 'NONE', ...billingParts });
      // Billing added again: the old follower stays as it is until it is set to follow again.
      await call('POST', '/profile/address', { payload: { ...billing, block: '8' } });
      expect((await byType()).SERVICE).toMatchObject({ sameAs: 'NONE', block: '5' });
    });

    it('changing billing to another type leaves its followers with sameAs NONE', async () => {
      await call('POST', '/profile/address', { payload: [billing, service] });
      const before = await byType();
      const res = await call('PUT', `/profile/address/${before.BILLING?.id as string}`, {
        payload: { ...billing, type: 'RESIDENTIAL' },
      });
      expect(res.statusCode).toBe(200);
      const after = await byType();
      expect(Object.keys(after).sort()).toEqual(['RESIDENTIAL', 'SERVICE']);
      expect(after.SERVICE).toMatchObject({ sameAs: 'NONE', ...billingParts });
    });
  });

  describe('authorization', () => {
    it('answers no token with 401 and an expired token with 400/1003', async () => {
      const none = await suite.app.inject({ method: 'GET', url: '/profile/address' });
      expect(none.statusCode).toBe(401);
      expect(none.json().errorCode).toBe('TOKEN_MISSING');
      const expired = await suite.app.inject({
        method: 'POST',
        url: `/lovedone/${suite.meiLingId}/address`,
        headers: { authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow', { expiresIn: -30 })}` },
        payload: billing,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ statusCode: 1003, errorCode: 'TOKEN_EXPIRED' });
      expect(await list()).toEqual([]);
    });

    it("shows another customer none of the customer's addresses and lets them change none", async () => {
      const mine = (await call('POST', '/profile/address', { payload: [billing, residential] })).json().data;
      expect(await list('/profile/address', { subject: 'demo-siti' })).toEqual([]);
      const id = mine[0].id as string;
      const put = await call('PUT', `/profile/address/${id}`, { subject: 'demo-siti', payload: service });
      expect(put.statusCode).toBe(404);
      const del = await call('DELETE', `/profile/address/${id}`, { subject: 'demo-siti' });
      expect(del.statusCode).toBe(404);
      expect(await list()).toEqual(mine);
      // Nor the addresses of the customer's loved one.
      await call('POST', `/lovedone/${suite.meiLingId}/address`, { payload: billing });
      expect(
        (await call('GET', `/lovedone/${suite.meiLingId}/address`, { subject: 'demo-siti' })).statusCode,
      ).toBe(404);
      const viewAs = await call('GET', '/profile/address', {
        subject: 'demo-siti',
        headers: { 'view-as': suite.meiLingId },
      });
      expect(viewAs.statusCode).toBe(403);
    });
  });

  it('keeps one address per type and one owner in the suite.database itself', async () => {
    const [ahKow] = await suite.database.handle.db.select().from(customers).limit(1);
    const row = { ...billing, customerId: ahKow?.id ?? '' };
    await suite.database.handle.db.insert(addresses).values(row);
    await expect(suite.database.handle.db.insert(addresses).values(row)).rejects.toThrow();
    await expect(
      suite.database.handle.db
        .insert(addresses)
        .values({ ...residential, customerId: null, lovedOneId: null }),
    ).rejects.toThrow();
    await expect(
      suite.database.handle.db
        .insert(addresses)
        .values({ ...residential, customerId: ahKow?.id ?? '', lovedOneId: suite.meiLingId }),
    ).rejects.toThrow();
    await expect(
      suite.database.handle.db
        .insert(addresses)
        .values({ ...residential, type: 'HOLIDAY', customerId: ahKow?.id ?? '' }),
    ).rejects.toThrow();
  });
});
