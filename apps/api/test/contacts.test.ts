/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Next-of-kin and emergency contacts of the signed-in customer (profile/contact, also for a view-as loved one)
 * and of their loved ones (lovedone/:id/contact): the four calls, validation with the catalogue's messages, and
 * that nobody reaches another customer's contacts.
 */
import { messages } from '@careportal/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { contacts, customers } from '../src/db/schema/index.ts';
import { CONTACT_CREATED, CONTACT_DELETED, CONTACT_NOT_FOUND } from '../src/lib/contact-routes.ts';
import { LOVED_ONE_NOT_FOUND } from '../src/lib/owners.ts';
import { customerSuite, drivers } from './helpers.ts';

const v = messages.validation;

const daughter = {
  name: 'Tan Mei Ling',
  relationship: 'Child',
  mobileNumber: '81234567',
  homeNumber: '61234567',
  email: 'meiling.tan@example.sg',
  payer: true,
  emergency: true,
};
const niece = {
  name: ' Lim Hui Min ',
  relationship: 'Others',
  otherRelationship: ' Niece ',
  mobileNumber: '91234567',
  emergency: false,
};
const unknownId = '00000000-0000-4000-8000-000000000001';

describe.each(drivers())('contacts on %s', (driver) => {
  const suite = customerSuite(driver, 'CPCONT01');
  const { call } = suite;
  beforeEach(async () => {
    await suite.database.handle.db.delete(contacts);
  });

  const list = async (
    url = '/profile/contact',
    options: { subject?: string; headers?: Record<string, string> } = {},
  ) => (await call('GET', url, options)).json().data as { id: string; name: string }[];

  describe('profile/contact', () => {
    it('creates a contact (201) and lists it', async () => {
      const res = await call('POST', '/profile/contact', { payload: daughter });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        httpCode: 201,
        message: CONTACT_CREATED,
        errorCode: null,
        data: { ...daughter, otherRelationship: null, countryCode: null },
      });
      expect(res.json().data.id).toEqual(expect.any(String));
      const listed = await call('GET', '/profile/contact');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual([res.json().data]);
    });

    it('trims, keeps the other relationship of Others and stores blank optional fields as null', async () => {
      const res = await call('POST', '/profile/contact', {
        payload: { ...niece, homeNumber: '', email: '' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        name: 'Lim Hui Min',
        relationship: 'Others',
        otherRelationship: 'Niece',
        homeNumber: null,
        email: null,
        payer: null,
        emergency: false,
      });
    });

    it('answers invalid input with 400 and the catalogue message at each field', async () => {
      const res = await call('POST', '/profile/contact', {
        payload: { ...daughter, name: ' ', mobileNumber: '5123', homeNumber: '0123', email: 'mei@' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().data.errors).toEqual(
        expect.arrayContaining([
          { in: 'body', path: 'name', message: v.nameRequired },
          { in: 'body', path: 'mobileNumber', message: 'Mobile number is invalid ' },
          { in: 'body', path: 'homeNumber', message: v.homeNumberInvalid },
          { in: 'body', path: 'email', message: 'Email is invalid' },
        ]),
      );
      const missing = await call('POST', '/profile/contact', {
        payload: { name: 'Tan Mei Ling', emergency: true },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual(
        expect.arrayContaining([
          { in: 'body', path: 'relationship', message: 'Relationship is required' },
          { in: 'body', path: 'mobileNumber', message: 'Mobile number is required' },
        ]),
      );
      expect(await list()).toEqual([]);
    });

    it('requires the other relationship when the relationship is Others', async () => {
      const res = await call('POST', '/profile/contact', {
        payload: { ...niece, otherRelationship: '  ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        { in: 'body', path: 'otherRelationship', message: 'Other relationship is required' },
      ]);
      expect(await list()).toEqual([]);
    });

    it('updates a contact', async () => {
      const created = (await call('POST', '/profile/contact', { payload: daughter })).json().data;
      const res = await call('PUT', `/profile/contact/${created.id}`, {
        payload: { ...niece, mobileNumber: '98765432' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: messages.success.updated,
        data: {
          id: created.id,
          relationship: 'Others',
          otherRelationship: 'Niece',
          mobileNumber: '98765432',
          homeNumber: null,
        },
      });
      expect(res.json().message).toBe('Updated successfully');
      expect(await list()).toEqual([res.json().data]);
    });

    it('validates the body of an update', async () => {
      const created = (await call('POST', '/profile/contact', { payload: daughter })).json().data;
      const res = await call('PUT', `/profile/contact/${created.id}`, {
        payload: { ...daughter, relationship: 'Others' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        { in: 'body', path: 'otherRelationship', message: v.otherRelationshipRequired },
      ]);
      expect(await list()).toEqual([created]);
    });

    it('deletes a contact', async () => {
      const created = (await call('POST', '/profile/contact', { payload: daughter })).json().data;
      const res = await call('DELETE', `/profile/contact/${created.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: CONTACT_DELETED, data: { id: created.id } });
      expect(await list()).toEqual([]);
      expect((await call('DELETE', `/profile/contact/${created.id}`)).statusCode).toBe(404);
    });

    it('answers an unknown contact id with 404 and a malformed one with 400', async () => {
      const put = await call('PUT', `/profile/contact/${unknownId}`, { payload: daughter });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ errorMessage: CONTACT_NOT_FOUND, data: null });
      expect((await call('DELETE', `/profile/contact/${unknownId}`)).statusCode).toBe(404);
      expect((await call('DELETE', '/profile/contact/not-an-id')).statusCode).toBe(400);
    });

    it('acts for a loved one the customer owns with view-as', async () => {
      const viewAs = { 'view-as': suite.meiLingId };
      const res = await call('POST', '/profile/contact', { payload: daughter, headers: viewAs });
      expect(res.statusCode).toBe(201);
      expect(await list('/profile/contact', { headers: viewAs })).toHaveLength(1);
      expect(await list()).toEqual([]);
      expect(await list(`/lovedone/${suite.meiLingId}/contact`)).toEqual([res.json().data]);
    });
  });

  describe('lovedone/:id/contact', () => {
    it('creates, lists, updates and deletes the contacts of an own loved one', async () => {
      const base = `/lovedone/${suite.meiLingId}/contact`;
      const created = await call('POST', base, { payload: daughter });
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe(CONTACT_CREATED);
      await call('POST', base, { payload: niece });
      expect((await list(base)).map((c) => c.name)).toEqual(['Tan Mei Ling', 'Lim Hui Min']);

      const id = created.json().data.id as string;
      const updated = await call('PUT', `${base}/${id}`, { payload: { ...daughter, emergency: false } });
      expect(updated.json()).toMatchObject({ message: messages.success.updated, data: { emergency: false } });
      const deleted = await call('DELETE', `${base}/${id}`);
      expect(deleted.json().message).toBe(CONTACT_DELETED);
      expect(await list(base)).toHaveLength(1);
      // Not the customer's own contacts.
      expect(await list()).toEqual([]);
    });

    it.each([
      ["someone else's loved one", () => suite.strangerLovedOneId],
      ['a loved one that does not exist', () => '00000000-0000-4000-8000-000000000000'],
    ])('answers %s with 404 and no data', async (_name, id) => {
      for (const [method, url, payload] of [
        ['GET', `/lovedone/${id()}/contact`, undefined],
        ['POST', `/lovedone/${id()}/contact`, daughter],
        ['PUT', `/lovedone/${id()}/contact/${unknownId}`, daughter],
        ['DELETE', `/lovedone/${id()}/contact/${unknownId}`, undefined],
      ] as const) {
        const res = await call(method, url, { payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ errorMessage: LOVED_ONE_NOT_FOUND, data: null });
      }
      const [row] = await suite.database.handle.db.select().from(contacts);
      expect(row).toBeUndefined();
    });
  });

  describe('authorization', () => {
    it('answers no token with 401', async () => {
      for (const [method, url] of [
        ['GET', '/profile/contact'],
        ['POST', '/profile/contact'],
        ['PUT', `/profile/contact/${unknownId}`],
        ['DELETE', `/lovedone/${suite.meiLingId}/contact/${unknownId}`],
      ] as const) {
        const res = await suite.app.inject({ method, url, payload: method === 'GET' ? undefined : daughter });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().errorCode).toBe('TOKEN_MISSING');
      }
      expect(await list()).toEqual([]);
    });

    it("shows another customer none of the customer's contacts and lets them change none", async () => {
      const mine = (await call('POST', '/profile/contact', { payload: daughter })).json().data;
      expect(await list('/profile/contact', { subject: 'demo-siti' })).toEqual([]);
      const put = await call('PUT', `/profile/contact/${mine.id}`, { subject: 'demo-siti', payload: niece });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ errorMessage: CONTACT_NOT_FOUND, data: null });
      const del = await call('DELETE', `/profile/contact/${mine.id}`, { subject: 'demo-siti' });
      expect(del.statusCode).toBe(404);
      expect(await list()).toEqual([mine]);
      await call('POST', `/lovedone/${suite.meiLingId}/contact`, { payload: daughter });
      expect(
        (await call('GET', `/lovedone/${suite.meiLingId}/contact`, { subject: 'demo-siti' })).statusCode,
      ).toBe(404);
    });
  });

  it('keeps one owner and the Others rule in the suite.database itself', async () => {
    const [ahKow] = await suite.database.handle.db.select().from(customers).limit(1);
    const customerId = ahKow?.id ?? '';
    const row = { ...daughter, customerId };
    await suite.database.handle.db.insert(contacts).values(row);
    await expect(
      suite.database.handle.db.insert(contacts).values({ ...row, customerId: null, lovedOneId: null }),
    ).rejects.toThrow();
    await expect(
      suite.database.handle.db.insert(contacts).values({ ...row, lovedOneId: suite.meiLingId }),
    ).rejects.toThrow();
    await expect(
      suite.database.handle.db
        .insert(contacts)
        .values({ ...row, relationship: 'Others', otherRelationship: ' ' }),
    ).rejects.toThrow();
    await expect(
      suite.database.handle.db.insert(contacts).values({ ...row, relationship: 'Friend' }),
    ).rejects.toThrow();
  });
});
