/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Addresses of the signed-in customer (profile/address, also for a view-as loved one) and of their loved ones
 * (lovedone/:id/address): the four calls, validation with the catalogue's messages, one address per type,
 * all-or-nothing lists, and that nobody reaches another customer's addresses.
 */
import { messages } from '@careportal/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { addresses, customers } from '../src/db/schema.ts';
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
