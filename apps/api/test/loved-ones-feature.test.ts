/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The remote configuration flag `disabledLovedOne` (PUT config/app) switches the loved-one feature: while it is on,
 * every lovedone route, the loved ones' addresses and contacts, acting for a loved one with `view-as` and naming
 * one in a health declaration answer 403 with the catalogue's text; the customer's own records keep working.
 */
import { messages } from '@careportal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addresses, lovedOnes } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { LOVED_ONES_DISABLED } from '../src/lib/loved-ones-feature.ts';
import { customerSuite, drivers, testConfig } from './helpers.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const AH_KOW = seedId('customer', 'demo-ahkow');
const unknownId = '00000000-0000-4000-8000-000000000001';

const address = { type: 'SERVICE', postalCode: '730678', block: '678', street: 'WOODLANDS AVENUE 6' };
const contact = { name: 'Lim Hui Min', relationship: 'Child', mobileNumber: '91234567', emergency: true };
const lovedOne = {
  name: 'Wong Siew Lan',
  dateOfBirth: '1955-02-11',
  gender: 'Female',
  idType: 'NRIC',
  nric: 'S5512345D',
  email: 'siewlan.wong@example.sg',
  mobileNumber: '82345678',
  homeNumber: null,
  language: 'Cantonese',
  relationship: 'Spouse',
};
const declaration = {
  clientId: AH_KOW,
  whyJoinOurExerciseProgramme: ['Prevent falls'],
  healthConditions: ['High blood pressure'],
  injureAnyOfTheseBodyParts: ['None of these'],
  timesExerciseAWeek: '1-3',
  name: 'Tan Ah Kow',
  nric: 'S5212345A',
  handphoneNumber: '91234567',
  center: seedId('centre', 'admiralty'),
};

describe.each(drivers())('the loved-one feature flag on %s', (driver) => {
  const suite = customerSuite(driver, 'CPFLAG01', {
    app: () => ({ config: testConfig({ adminToken: ADMIN_TOKEN }) }),
  });
  const { call } = suite;

  const setDisabled = async (disabledLovedOne: boolean) => {
    const res = await suite.app.inject({
      method: 'PUT',
      url: '/config/app',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { disabledLovedOne },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.disabledLovedOne).toBe(disabledLovedOne);
  };
  const expectDisabled = (res: LightMyRequestResponse, what: string) => {
    expect(res.statusCode, what).toBe(403);
    expect(res.json(), what).toMatchObject({
      httpCode: 403,
      errorCode: LOVED_ONES_DISABLED,
      errorMessage: messages.lovedOnes.featureDisabled,
      data: null,
    });
  };

  /** Every call that acts for or names a loved one, with what it sends. */
  const lovedOneCalls = (): [
    string,
    'GET' | 'POST' | 'PUT' | 'DELETE',
    string,
    object?,
    Record<string, string>?,
  ][] => {
    const meiLing = suite.meiLingId;
    const viewAs = { 'view-as': meiLing };
    return [
      ['list', 'GET', '/lovedone'],
      ['add', 'POST', '/lovedone', lovedOne],
      ['add an invalid one', 'POST', '/lovedone', { name: '' }],
      ['read', 'GET', `/lovedone/${meiLing}`],
      ['change', 'PUT', `/lovedone/${meiLing}`, lovedOne],
      ["read another customer's", 'GET', `/lovedone/${suite.strangerLovedOneId}`],
      ['read a malformed id', 'GET', '/lovedone/not-a-uuid'],
      ['list addresses', 'GET', `/lovedone/${meiLing}/address`],
      ['add an address', 'POST', `/lovedone/${meiLing}/address`, address],
      ['change an address', 'PUT', `/lovedone/${meiLing}/address/${unknownId}`, address],
      ['delete an address', 'DELETE', `/lovedone/${meiLing}/address/${unknownId}`],
      ['list contacts', 'GET', `/lovedone/${meiLing}/contact`],
      ['add a contact', 'POST', `/lovedone/${meiLing}/contact`, contact],
      ['change a contact', 'PUT', `/lovedone/${meiLing}/contact/${unknownId}`, contact],
      ['delete a contact', 'DELETE', `/lovedone/${meiLing}/contact/${unknownId}`],
      ['view-as: profile', 'GET', '/profile', undefined, viewAs],
      ['view-as: addresses', 'GET', '/profile/address', undefined, viewAs],
      ['view-as: add an address', 'POST', '/profile/address', address, viewAs],
      ['view-as: contacts', 'GET', '/profile/contact', undefined, viewAs],
      ['view-as: session', 'GET', '/auth/session', undefined, viewAs],
      ['view-as: health declaration', 'GET', '/profile/health-declaration', undefined, viewAs],
      [
        'save a health declaration for a loved one',
        'POST',
        '/profile/health-declaration',
        { ...declaration, clientId: meiLing, name: 'Tan Mei Ling' },
      ],
      ["read a loved one's health declaration", 'GET', `/profile/health-declaration?clientId=${meiLing}`],
    ];
  };

  describe('switched off with PUT config/app', () => {
    beforeAll(() => setDisabled(true));
    afterAll(() => setDisabled(false));

    it('answers every loved-one call with 403 and the catalogue text, before reading its body', async () => {
      for (const [what, method, url, payload, headers] of lovedOneCalls()) {
        expectDisabled(await call(method, url, { payload, headers }), what);
      }
    });

    it('changes nothing while refusing', async () => {
      const db = suite.database.handle.db;
      const before = [(await db.select().from(lovedOnes)).length, (await db.select().from(addresses)).length];
      await call('POST', '/lovedone', { payload: lovedOne });
      await call('POST', `/lovedone/${suite.meiLingId}/address`, { payload: address });
      await call('POST', '/profile/address', { payload: address, headers: { 'view-as': suite.meiLingId } });
      expect([
        (await db.select().from(lovedOnes)).length,
        (await db.select().from(addresses)).length,
      ]).toEqual(before);
    });

    it("keeps the customer's own profile, addresses and health declaration working", async () => {
      expect((await call('GET', '/profile')).statusCode).toBe(200);
      expect((await call('GET', '/profile/address')).statusCode).toBe(200);
      expect((await call('GET', '/profile/contact')).statusCode).toBe(200);
      expect((await call('GET', '/auth/session')).statusCode).toBe(200);
      // view-as naming the customer themself is acting for themself.
      expect((await call('GET', '/profile', { headers: { 'view-as': AH_KOW } })).statusCode).toBe(200);
      expect((await call('POST', '/profile/health-declaration', { payload: declaration })).statusCode).toBe(
        201,
      );
    });

    it('still answers a caller without a token with 401', async () => {
      for (const url of ['/lovedone', `/lovedone/${suite.meiLingId}/address`]) {
        expect((await suite.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });
  });

  describe('switched on again', () => {
    it('answers the loved-one calls as before', async () => {
      await setDisabled(true);
      expectDisabled(await call('GET', '/lovedone'), 'list while off');
      await setDisabled(false);
      const list = await call('GET', '/lovedone');
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toContainEqual({ id: suite.meiLingId, name: 'Tan Mei Ling' });
      expect((await call('GET', `/lovedone/${suite.meiLingId}/address`)).statusCode).toBe(200);
      expect((await call('GET', `/lovedone/${suite.meiLingId}/contact`)).statusCode).toBe(200);
      const viewAs = await call('GET', '/profile', { headers: { 'view-as': suite.meiLingId } });
      expect(viewAs.json().data.name).toBe('Tan Mei Ling');
      const saved = await call('POST', '/profile/health-declaration', {
        payload: { ...declaration, clientId: suite.meiLingId, name: 'Tan Mei Ling' },
      });
      expect(saved.statusCode).toBe(201);
    });
  });
});
