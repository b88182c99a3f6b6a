/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The medical history (profile/medical-history): every save a new version, the latest read back with when it was
 * given and whether it is stale, the earlier versions listed; for the customer or the view-as loved one only;
 * a bad body answered 400 with the catalogue's messages at the fields, never 500.
 */
import { AUTH_STATUS, messages } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { medicalHistories } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';

const v = messages.validation;
const AH_KOW = seedId('customer', 'demo-ahkow');
const DAY = 86_400_000;
/** The API's clock (the real time at first, for the tokens); a test moves it to see a history go stale. */
const START = new Date();
const clock = { now: START };

const no = { answer: false, details: null };
const history = {
  hospitalisation: { answer: true, details: 'Knee replacement, March 2026' },
  allergies: { answer: true, details: 'Penicillin' },
  recentHealthChanges: no,
  treatment: no,
  medications: { answer: false, details: 'Typed, then answered no' },
  dialysis: no,
  transfusion: no,
  excessiveBleeding: no,
  pregnancy: { answer: false, expectedDeliveryDate: null },
  conditions: [
    { name: 'High blood pressure', controlled: true },
    { name: 'Diabetes', controlled: false },
  ],
  others: 'Hard of hearing in the left ear',
  confirmation: true,
  signature: { name: 'Tan Ah Kow', contactNumber: '91234567', date: '2026-11-22' },
};

describe.each(drivers())('medical history on %s', (driver) => {
  const suite = customerSuite(driver, 'CPMEDH01', { app: () => ({ clock: () => clock.now }) });
  const { call } = suite;
  beforeEach(async () => {
    clock.now = START;
    await suite.database.handle.db.delete(medicalHistories).where(eq(medicalHistories.customerId, AH_KOW));
    await suite.database.handle.db
      .delete(medicalHistories)
      .where(eq(medicalHistories.lovedOneId, suite.meiLingId));
  });

  interface Options {
    subject?: string;
    headers?: Record<string, string>;
  }
  const save = (payload: unknown, options: Options = {}) =>
    call('POST', '/profile/medical-history', { payload, ...options });
  const read = (options: Options = {}) => call('GET', '/profile/medical-history', options);
  const count = async () => (await suite.database.handle.db.select().from(medicalHistories)).length;

  describe('saving and reading back', () => {
    it('answers a person with none 200, stale, with nothing to show (not 404)', async () => {
      const res = await read();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        httpCode: 200,
        errorCode: null,
        data: { medicalHistory: null, id: null, submittedAt: null, stale: true, earlierVersions: [] },
      });
    });

    it("saves one (201, 'Save Medical History successfully') and GET reads it back, current", async () => {
      const res = await save(history);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        httpCode: 201,
        message: messages.health.medicalHistorySaved,
        data: {
          submittedAt: clock.now.toISOString(),
          stale: false,
          earlierVersions: [],
          medicalHistory: {
            ...history,
            // Details are kept only with a yes.
            medications: { answer: false, details: null },
          },
        },
      });
      const back = await read();
      expect(back.statusCode).toBe(200);
      expect(back.headers['cache-control']).toBe('no-store');
      expect(back.json().data).toEqual(res.json().data);
    });

    it('keeps the expected delivery date with a pregnancy', async () => {
      const res = await save({ ...history, pregnancy: { answer: true, expectedDeliveryDate: '2027-03-01' } });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.medicalHistory.pregnancy).toEqual({
        answer: true,
        expectedDeliveryDate: '2027-03-01',
      });
    });

    it('keeps every version: a new save never overwrites, the earlier ones are listed newest first', async () => {
      clock.now = new Date(START.getTime() - 2 * DAY);
      const first = (await save(history)).json().data;
      clock.now = new Date(START.getTime() - DAY);
      const second = (await save({ ...history, others: 'Second' })).json().data;
      clock.now = START;
      const third = await save({ ...history, allergies: no });
      expect(third.statusCode).toBe(201);
      expect(await count()).toBeGreaterThanOrEqual(3);
      const data = (await read()).json().data;
      expect(data.id).toBe(third.json().data.id);
      expect(data.medicalHistory.allergies).toEqual(no);
      expect(data.earlierVersions).toEqual([
        { id: second.id, submittedAt: second.submittedAt },
        { id: first.id, submittedAt: first.submittedAt },
      ]);
      const kept = await suite.database.handle.db
        .select()
        .from(medicalHistories)
        .where(eq(medicalHistories.id, String(first.id)));
      expect(kept[0]?.answers).toEqual(first.medicalHistory);
    });

    it('is stale once it is more than 1 year old (domain isMedicalHistoryStale)', async () => {
      clock.now = new Date(START.getTime() - 300 * DAY);
      await save(history);
      clock.now = START;
      expect((await read()).json().data.stale).toBe(false);
      clock.now = new Date(START.getTime() - 367 * DAY);
      await save(history);
      await suite.database.handle.db
        .delete(medicalHistories)
        .where(eq(medicalHistories.submittedAt, new Date(START.getTime() - 300 * DAY)));
      clock.now = START;
      expect((await read()).json().data.stale).toBe(true);
    });

    it("acts for the view-as loved one: her history is hers, not the customer's", async () => {
      const viewAs = { 'view-as': suite.meiLingId };
      const res = await save(
        { ...history, signature: { ...history.signature, name: 'Tan Mei Ling' } },
        {
          headers: viewAs,
        },
      );
      expect(res.statusCode).toBe(201);
      const rows = await suite.database.handle.db
        .select()
        .from(medicalHistories)
        .where(eq(medicalHistories.lovedOneId, suite.meiLingId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.customerId).toBeNull();
      expect((await read({ headers: viewAs })).json().data.medicalHistory.signature.name).toBe(
        'Tan Mei Ling',
      );
      expect((await read()).json().data.medicalHistory).toBeNull();
    });
  });

  describe('reading one version', () => {
    const readVersion = (id: string, options: Options = {}) =>
      call('GET', `/profile/medical-history/${id}`, options);

    it('reads an earlier version as it was saved, and the latest as current', async () => {
      clock.now = new Date(START.getTime() - DAY);
      const first = (await save({ ...history, others: 'As it was' })).json().data;
      clock.now = START;
      const second = (await save({ ...history, allergies: no })).json().data;

      const earlier = await readVersion(String(first.id));
      expect(earlier.statusCode).toBe(200);
      expect(earlier.headers['cache-control']).toBe('no-store');
      expect(earlier.json().data).toEqual({
        id: first.id,
        submittedAt: first.submittedAt,
        medicalHistory: first.medicalHistory,
        current: false,
      });
      expect(earlier.json().data.medicalHistory.others).toBe('As it was');
      const latest = (await readVersion(String(second.id))).json().data;
      expect(latest).toMatchObject({ id: second.id, current: true, medicalHistory: { allergies: no } });
    });

    it("answers another person's version, and an unknown one, with 404 and the catalogue's words, never 500", async () => {
      const own = (await save(history)).json().data;
      const mine = (await read({ subject: 'demo-siti' })).json().data;
      const lovedOnes = (
        await save(
          { ...history, signature: { ...history.signature, name: 'Tan Mei Ling' } },
          { headers: { 'view-as': suite.meiLingId } },
        )
      ).json().data;
      for (const [label, id, options] of [
        ["another customer's", String(mine.id), {}],
        ['an unknown', '00000000-0000-4000-8000-000000000000', {}],
        [
          "the customer's, read as his loved one",
          String(own.id),
          { headers: { 'view-as': suite.meiLingId } },
        ],
        ["his loved one's, read as himself", String(lovedOnes.id), {}],
        ["Ah Kow's, read by Siti", String(own.id), { subject: 'demo-siti' }],
      ] as const) {
        const res = await readVersion(id, options);
        expect(res.statusCode, label).toBe(404);
        expect(res.json(), label).toMatchObject({
          errorCode: 'NOT_FOUND',
          errorMessage: messages.health.medicalHistoryVersionNotFound,
        });
        expect(res.json().data ?? null, label).toBeNull();
      }
    });

    it('answers an id that is no id with 400 and the same words', async () => {
      for (const id of ['not-an-id', '1%27%20OR%201%3D1', '123']) {
        const res = await readVersion(id);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().errorMessage, id).toBe(messages.health.medicalHistoryVersionNotFound);
      }
    });

    it('reads a loved one’s version for the customer who views as her, and refuses a stranger’s view-as', async () => {
      const viewAs = { 'view-as': suite.meiLingId };
      const saved = (
        await save(
          { ...history, signature: { ...history.signature, name: 'Tan Mei Ling' } },
          { headers: viewAs },
        )
      ).json().data;
      const res = await readVersion(String(saved.id), { headers: viewAs });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.medicalHistory.signature.name).toBe('Tan Mei Ling');
      const stranger = await readVersion(String(saved.id), { subject: 'demo-siti', headers: viewAs });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().data?.medicalHistory).toBeUndefined();
    });

    it('answers no token with 401', async () => {
      const own = (await save(history)).json().data;
      const res = await suite.app.inject({
        method: 'GET',
        url: `/profile/medical-history/${String(own.id)}`,
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('authorization', () => {
    it('answers no token with 401 and an expired one with 400 1003', async () => {
      const before = await count();
      const expired = await signToken(suite.keys, 'demo-ahkow', { expiresIn: -60, at: suite.app.clock() });
      for (const method of ['GET', 'POST'] as const) {
        const payload = method === 'POST' ? history : undefined;
        const none = await suite.app.inject({ method, url: '/profile/medical-history', payload });
        expect(none.statusCode, method).toBe(401);
        const old = await suite.app.inject({
          method,
          url: '/profile/medical-history',
          payload,
          headers: { authorization: `Bearer ${expired}` },
        });
        expect(old.statusCode, method).toBe(400);
        expect(old.json()).toMatchObject({ statusCode: AUTH_STATUS.tokenExpired });
      }
      expect(await count()).toBe(before);
    });

    it("refuses another customer's loved one as view-as (403), and a spoofed view-as, reading and saving nothing", async () => {
      await save(history, { headers: { 'view-as': suite.meiLingId } });
      const before = await count();
      for (const [subject, viewAs] of [
        ['demo-siti', suite.meiLingId],
        ['demo-ahkow', suite.strangerLovedOneId],
        ['demo-ahkow', 'not-a-loved-one'],
        ['demo-ahkow', '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const got = await read({ subject, headers: { 'view-as': viewAs } });
        expect(got.statusCode, `${subject} GET as ${viewAs}`).toBeGreaterThanOrEqual(400);
        expect(got.statusCode).toBeLessThan(500);
        expect(got.json().data?.medicalHistory).toBeUndefined();
        const posted = await save(history, { subject, headers: { 'view-as': viewAs } });
        expect(posted.statusCode, `${subject} POST as ${viewAs}`).toBeGreaterThanOrEqual(400);
        expect(posted.statusCode).toBeLessThan(500);
      }
      expect(await count()).toBe(before);
    });

    it("shows the demo data: Ng Siew Lan's is more than 1 year old, Siti's current", async () => {
      const siewLan = (await read({ subject: 'demo-siewlan' })).json().data;
      expect(siewLan).toMatchObject({ stale: true, earlierVersions: [] });
      expect(siewLan.medicalHistory.signature.name).toBe('Ng Siew Lan');
      expect((await read({ subject: 'demo-siti' })).json().data.stale).toBe(false);
    });

    it("never shows one customer another's history", async () => {
      await save(history);
      const siti = (await read({ subject: 'demo-siti' })).json().data;
      expect(siti.id).not.toBe((await read()).json().data.id);
    });
  });

  describe('validation', () => {
    const errorsOf = async (payload: unknown) => {
      const before = await count();
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(await count()).toBe(before);
      return res.json().data.errors as { in: string; path: string; message: string }[];
    };

    it.each([
      ['an unanswered question', { dialysis: { details: null } }, 'dialysis.answer', v.required],
      [
        'a pregnancy without its expected delivery date',
        { pregnancy: { answer: true, expectedDeliveryDate: '' } },
        'pregnancy.expectedDeliveryDate',
        v.expectedDeliveryDateRequired,
      ],
      [
        'an expected delivery date that is no date',
        { pregnancy: { answer: true, expectedDeliveryDate: '2027-02-30' } },
        'pregnancy.expectedDeliveryDate',
        v.invalidValue,
      ],
      [
        'a condition neither controlled nor uncontrolled',
        { conditions: [{ name: 'Diabetes' }] },
        'conditions.0.controlled',
        v.required,
      ],
      ['the confirmation not ticked', { confirmation: false }, 'confirmation', v.confirmationRequired],
      [
        'a signature without a name',
        { signature: { ...history.signature, name: ' ' } },
        'signature.name',
        v.nameRequired,
      ],
      [
        'a signature with an invalid contact number',
        { signature: { ...history.signature, contactNumber: '1234' } },
        'signature.contactNumber',
        v.phoneNumberInvalid,
      ],
      [
        'a signature without a date',
        { signature: { ...history.signature, date: '' } },
        'signature.date',
        v.required,
      ],
    ])(
      'answers %s with 400 and the catalogue message at the field',
      async (_case, override, path, message) => {
        expect(await errorsOf({ ...history, ...override })).toContainEqual({ in: 'body', path, message });
      },
    );

    it('answers a body that is not an object, or none, with 400, never 500', async () => {
      for (const payload of ['"text"', '[]', 'null', '42']) {
        const res = await suite.app.inject({
          method: 'POST',
          url: '/profile/medical-history',
          headers: {
            authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow')}`,
            'content-type': 'application/json',
          },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
      }
    });

    it('answers an endless list of conditions with 400', async () => {
      const conditions = Array.from({ length: 500 }, (_, i) => ({
        name: `Condition ${String(i)}`,
        controlled: true,
      }));
      expect(await errorsOf({ ...history, conditions })).toContainEqual({
        in: 'body',
        path: 'conditions',
        message: v.invalidValue,
      });
    });
  });
});
