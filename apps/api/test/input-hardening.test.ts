/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * Input the API must refuse with a 400 at the field, never a 500, and without writing anything (issue 11,
 * defects 1 to 3):
 *
 * 1. Text with a NUL or another control character, in a path, a query or a body (PostgreSQL refuses U+0000).
 * 2. An id that is not a UUID, the type of every id column, before any query reads it.
 * 3. Text longer than its field's limit; the database columns refuse it too.
 */
import {
  ADDRESS_STREET_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  messages,
  textTooLongMessage,
} from '@careportal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { addresses, contacts, customers, lovedOnes } from '../src/db/schema/index.ts';
import { FORBIDDEN_VIEW_AS } from '../src/plugins/app/auth.ts';
import { customerSuite, drivers } from './helpers.ts';

const v = messages.validation;

const billing = {
  type: 'BILLING',
  postalCode: '018956',
  block: '10',
  street: 'Bayfront Avenue',
  sameAs: 'NONE',
};
const contact = { name: 'Tan Mei Ling', relationship: 'Child', mobileNumber: '81234567', emergency: true };
const lovedOne = {
  name: 'Tan Ah Huat',
  dateOfBirth: '1940-05-06',
  gender: 'Male',
  idType: 'NRIC',
  nric: 'S4012345H',
  email: 'ahhuat@example.sg',
  mobileNumber: '91234567',
  language: 'English',
  relationship: 'Spouse',
};

/** The envelope of a validation failure with exactly this field error. */
function expectFieldError(
  res: LightMyRequestResponse,
  location: string,
  path: string,
  message: string,
): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    httpCode: 400,
    statusCode: 400,
    message,
    errorCode: 'VALIDATION_FAILED',
    errorMessage: message,
    data: { errors: [{ in: location, path, message }] },
  });
}

/** The database's own words when it refuses a write (drizzle wraps the driver's error as its cause). */
async function refusal(write: PromiseLike<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.message ?? String(error)} ${cause?.constraint ?? ''}`;
  }
  return 'accepted';
}

describe.each(drivers())('input hardening on %s', (driver) => {
  const suite = customerSuite(driver, 'CPHARD01');
  const { call } = suite;
  const db = () => suite.database.handle.db;

  /** Every row a profile call could write, so a refused call can be shown to have changed nothing. */
  const snapshot = async () => ({
    addresses: await db().select().from(addresses),
    contacts: await db().select().from(contacts),
    customers: await db().select().from(customers),
    lovedOnes: await db().select().from(lovedOnes),
  });

  /** The customer's own details as PUT profile takes them (the portal's toProfilePayload shape). */
  const ownPayload = async (): Promise<Record<string, unknown>> => {
    const data = (await call('GET', '/profile')).json().data as Record<string, unknown>;
    // What GET answers beyond the details PUT takes (the picture, locks, counts and the Client ID).
    const readOnly = new Set(['pictureUrl', 'locks', 'serviceCount', 'referralCode', 'profileLinkingStatus']);
    return Object.fromEntries(Object.entries(data).filter(([key]) => !readOnly.has(key)));
  };

  describe('defect 1: a NUL or control character in any text is a 400 at its field', () => {
    it('GET config/mastercode?code=MARKETING%00, without a token', async () => {
      const res = await suite.app.inject({ method: 'GET', url: '/config/mastercode?code=MARKETING%00' });
      expectFieldError(res, 'querystring', 'code', v.textCharactersNotAllowed);
    });

    it('GET profile/linking?linkingType=SELF&nric=%00', async () => {
      const res = await call('GET', '/profile/linking?linkingType=SELF&nric=%00');
      expectFieldError(res, 'querystring', 'nric', v.textCharactersNotAllowed);
    });

    it('GET profile/nric/%00abc', async () => {
      const res = await call('GET', '/profile/nric/%00abc');
      expectFieldError(res, 'params', 'nric', v.textCharactersNotAllowed);
    });

    it.each([
      ['NUL', 'Bayfront\u0000Avenue'],
      ['bell', 'Bayfront\u0007Avenue'],
      ['line break in a single-line field', 'Bayfront\nAvenue'],
      ['escape', '\u001b[31mBayfront Avenue'],
    ])('POST profile/address with a %s in the street writes nothing', async (_name, street) => {
      const before = await snapshot();
      const res = await call('POST', '/profile/address', { payload: { ...billing, street } });
      expectFieldError(res, 'body', 'street', v.textCharactersNotAllowed);
      expect(await snapshot()).toEqual(before);
    });

    it('POST profile/address with a NUL inside a list writes none of it', async () => {
      const before = await snapshot();
      const res = await call('POST', '/profile/address', {
        payload: [billing, { ...billing, type: 'SERVICE', unit: '\u0000' }],
      });
      expectFieldError(res, 'body', '1.unit', v.textCharactersNotAllowed);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['companyName', 'NTUC\u0000Health'],
      ['name', 'Tan\u0000Ah Kow'],
      ['nationality', 'SG\u0000'],
    ])('PUT profile with a NUL in %s writes nothing', async (field, value) => {
      const payload = { ...(await ownPayload()), [field]: value };
      const before = await snapshot();
      const res = await call('PUT', '/profile', { payload });
      expectFieldError(res, 'body', field, v.textCharactersNotAllowed);
      expect(await snapshot()).toEqual(before);
    });

    it('POST profile/contact with a NUL in the name writes nothing', async () => {
      const before = await snapshot();
      const res = await call('POST', '/profile/contact', {
        payload: { ...contact, name: 'Tan\u0000Mei Ling' },
      });
      expectFieldError(res, 'body', 'name', v.textCharactersNotAllowed);
      expect(await snapshot()).toEqual(before);
    });

    it('POST lovedone with a NUL in the name writes nothing', async () => {
      const before = await snapshot();
      const res = await call('POST', '/lovedone', { payload: { ...lovedOne, name: '\u0000' } });
      expectFieldError(res, 'body', 'name', v.textCharactersNotAllowed);
      expect(await snapshot()).toEqual(before);
    });

    it('POST profile/linking with a NUL in the Client ID links nothing', async () => {
      const before = await snapshot();
      const res = await call('POST', '/profile/linking', {
        payload: { referralCode: 'CP\u0000ZZZZZ', idType: 'NRIC', nric: 'S1234567D' },
      });
      expectFieldError(res, 'body', 'referralCode', v.textCharactersNotAllowed);
      expect(await snapshot()).toEqual(before);
    });

    it('stores text normalised to NFC', async () => {
      const res = await call('POST', `/lovedone/${suite.meiLingId}/address`, {
        payload: { ...billing, street: 'Rue Jose\u0301 Street' },
      });
      expect(res.statusCode).toBe(201);
      const id = String(res.json().data.id);
      const [row] = await db().select().from(addresses).where(eq(addresses.id, id));
      expect(row?.street).toBe('Rue Jos\u00e9 Street');
      await call('DELETE', `/lovedone/${suite.meiLingId}/address/${id}`);
    });
  });

  describe('defect 2: an id that is not a UUID is a 400 before any query', () => {
    it('POST profile/linking with lovedOne "not-a-uuid" links nothing', async () => {
      const before = await snapshot();
      const res = await call('POST', '/profile/linking', {
        payload: { referralCode: 'CPZZZZZZ', idType: 'NRIC', nric: 'S1234567D', lovedOne: 'not-a-uuid' },
      });
      expectFieldError(res, 'body', 'lovedOne', v.recordIdInvalid);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['GET', '/lovedone/not-a-uuid', 'id'],
      ['GET', '/lovedone/1/address', 'id'],
      ['GET', '/lovedone/%00/contact', 'id'],
      ['DELETE', '/profile/address/not-a-uuid', 'addressId'],
      ['DELETE', '/profile/contact/12345678-1234-1234-1234-12345678901Z', 'contactId'],
    ] as const)('%s %s answers 400 at the path parameter', async (method, url, path) => {
      const before = await snapshot();
      const res = await call(method, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ httpCode: 400, errorCode: 'VALIDATION_FAILED' });
      expect(res.json().data.errors).toEqual([expect.objectContaining({ in: 'params', path })]);
      expect(await snapshot()).toEqual(before);
    });

    it('GET profile/linking with a lovedOne that is not a UUID answers 400 at the query parameter', async () => {
      const res = await call(
        'GET',
        '/profile/linking?linkingType=LOVED_ONE&nric=S1234567D&lovedOne=not-a-uuid',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        expect.objectContaining({ in: 'querystring', path: 'lovedOne' }),
      ]);
    });

    it('a view-as that is not a UUID is refused before any loved-one lookup (403, as for a stranger)', async () => {
      for (const viewAs of ['not-a-uuid', "' or 1=1 --", '%00']) {
        const res = await call('GET', '/profile', { headers: { 'view-as': viewAs } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ errorCode: 'VIEW_AS_FORBIDDEN', errorMessage: FORBIDDEN_VIEW_AS });
      }
    });
  });

  describe('defect 3: every text field has a maximum, in the schema and in the column', () => {
    it('POST profile/address with a 100 KB street writes nothing', async () => {
      const before = await snapshot();
      const res = await call('POST', '/profile/address', {
        payload: { ...billing, street: 'a'.repeat(100_000) },
      });
      expectFieldError(res, 'body', 'street', textTooLongMessage(ADDRESS_STREET_MAX_LENGTH));
      expect(await snapshot()).toEqual(before);
    });

    it('PUT profile with a company name over its limit writes nothing', async () => {
      const payload = { ...(await ownPayload()), companyName: 'N'.repeat(COMPANY_NAME_MAX_LENGTH + 1) };
      const before = await snapshot();
      const res = await call('PUT', '/profile', { payload });
      expectFieldError(res, 'body', 'companyName', textTooLongMessage(COMPANY_NAME_MAX_LENGTH));
      expect(await snapshot()).toEqual(before);
    });

    it('POST profile/contact with a name over its limit writes nothing', async () => {
      const before = await snapshot();
      const res = await call('POST', '/profile/contact', {
        payload: { ...contact, name: 'T'.repeat(NAME_MAX_LENGTH + 1) },
      });
      expectFieldError(res, 'body', 'name', textTooLongMessage(NAME_MAX_LENGTH));
      expect(await snapshot()).toEqual(before);
    });

    it('GET config/mastercode with a code over its limit answers 400', async () => {
      const res = await suite.app.inject({
        method: 'GET',
        url: `/config/mastercode?code=${'A'.repeat(101)}`,
      });
      expectFieldError(res, 'querystring', 'code', textTooLongMessage(100));
    });

    it('stores text exactly at its limit, in any script: what the schema accepts fits the column', async () => {
      for (const street of [
        'a'.repeat(ADDRESS_STREET_MAX_LENGTH),
        '陈'.repeat(ADDRESS_STREET_MAX_LENGTH),
        '😀'.repeat(ADDRESS_STREET_MAX_LENGTH / 2),
      ]) {
        const res = await call('POST', `/lovedone/${suite.meiLingId}/address`, {
          payload: { ...billing, street },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json().data.street).toBe(street);
        await call('DELETE', `/lovedone/${suite.meiLingId}/address/${res.json().data.id}`);
      }
    });

    it('the database refuses text over a limit even when a writer skips the schema', async () => {
      const [owner] = await db().select().from(lovedOnes).where(eq(lovedOnes.id, suite.meiLingId));
      const lovedOneId = owner?.id ?? '';
      const before = await snapshot();
      expect(
        await refusal(
          db()
            .insert(addresses)
            .values({
              lovedOneId,
              type: 'SERVICE',
              postalCode: '018956',
              block: '10',
              street: 'a'.repeat(101),
            }),
        ),
      ).toMatch(/value too long for type character varying\(100\)/);
      expect(
        await refusal(
          db()
            .insert(contacts)
            .values({ lovedOneId, ...contact, name: 'T'.repeat(NAME_MAX_LENGTH + 1) }),
        ),
      ).toMatch(/value too long for type character varying\(100\)/);
      const companyName = 'N'.repeat(COMPANY_NAME_MAX_LENGTH + 1);
      expect(
        await refusal(
          db()
            .update(lovedOnes)
            .set({ profile: sql`${lovedOnes.profile} || ${JSON.stringify({ companyName })}::jsonb` })
            .where(eq(lovedOnes.id, lovedOneId)),
        ),
      ).toMatch(/loved_ones_profile_text_length/);
      expect(await snapshot()).toEqual(before);
    });
  });
});
