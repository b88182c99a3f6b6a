/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The health declaration (profile/health-declaration): saved for the customer or a loved one they own (by
 * clientId or view-as), read back as the latest, validated with the catalogue's messages, and never reached for
 * anyone else.
 */
import { AUTH_STATUS, messages, textTooLongMessage } from '@careportal/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { healthDeclarations, services } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import { LOVED_ONE_NOT_FOUND } from '../src/lib/owners.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';

const v = messages.validation;
const AH_KOW = seedId('customer', 'demo-ahkow');
const ADMIRALTY = seedId('centre', 'admiralty');
/** Every save of this file happens at this instant, so the latest is told apart by the order of saving. */
const NOW = new Date();

const declaration = {
  clientId: AH_KOW,
  whyJoinOurExerciseProgramme: ['Prevent falls', 'Improve my strength and balance'],
  healthConditions: ['High blood pressure'],
  injureAnyOfTheseBodyParts: ['None of these'],
  timesExerciseAWeek: '1-3',
  name: 'Tan Ah Kow',
  nric: 'S5212345A',
  handphoneNumber: '91234567',
  center: ADMIRALTY,
};

describe.each(drivers())('health declaration on %s', (driver) => {
  const suite = customerSuite(driver, 'CPHEAL01', { app: () => ({ clock: () => NOW }) });
  const { call } = suite;
  beforeEach(async () => {
    await suite.database.handle.db.delete(healthDeclarations);
  });

  const save = (payload: object, options: { subject?: string; headers?: Record<string, string> } = {}) =>
    call('POST', '/profile/health-declaration', { payload, ...options });
  const latest = (query = '', options: { subject?: string; headers?: Record<string, string> } = {}) =>
    call('GET', `/profile/health-declaration${query}`, options);
  const count = async () => (await suite.database.handle.db.select().from(healthDeclarations)).length;

  describe('saving and reading back', () => {
    it('saves one for the customer (201, the seed message) and GET answers it', async () => {
      const res = await save(declaration);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        httpCode: 201,
        message: 'Save Health Declaration successfully',
        errorCode: null,
        data: {
          clientId: AH_KOW,
          // In the order of the options, whatever the order chosen.
          whyJoinOurExerciseProgramme: ['Improve my strength and balance', 'Prevent falls'],
          whyJoinOurExerciseProgrammeOther: null,
          healthConditions: ['High blood pressure'],
          healthConditionsOther: null,
          injureAnyOfTheseBodyParts: ['None of these'],
          injureAnyOfTheseBodyPartsOther: null,
          timesExerciseAWeek: '1-3',
          name: 'Tan Ah Kow',
          nric: 'S5212345A',
          handphoneNumber: '91234567',
          center: ADMIRALTY,
          centerName: expect.stringContaining('Kampung Admiralty'),
          language: 'en',
          createdAt: NOW.toISOString(),
        },
      });
      const read = await latest();
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toMatchObject({ httpCode: 200, errorCode: null, data: res.json().data });
    });

    it('keeps the other texts of Others (trimmed), drops them without Others, and keeps the language', async () => {
      const res = await save({
        ...declaration,
        whyJoinOurExerciseProgramme: ['Others'],
        whyJoinOurExerciseProgrammeOther: '  To dance at my grandson’s wedding ',
        healthConditions: ['Diabetes', 'Others'],
        healthConditionsOther: 'Gout',
        injureAnyOfTheseBodyParts: ['Knee', 'Knee'],
        injureAnyOfTheseBodyPartsOther: 'Not sent by a form, and not chosen',
        timesExerciseAWeek: 'more than 5',
        language: 'zh-Hans',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        whyJoinOurExerciseProgramme: ['Others'],
        whyJoinOurExerciseProgrammeOther: 'To dance at my grandson’s wedding',
        healthConditions: ['Diabetes', 'Others'],
        healthConditionsOther: 'Gout',
        injureAnyOfTheseBodyParts: ['Knee'],
        injureAnyOfTheseBodyPartsOther: null,
        timesExerciseAWeek: 'more than 5',
        language: 'zh-Hans',
      });
    });

    it.each(['ms', 'ta'] as const)(
      'keeps a declaration answered in %s, with its language',
      async (language) => {
        const res = await save({ ...declaration, language });
        expect(res.statusCode).toBe(201);
        expect(res.json().data).toMatchObject({ language, healthConditions: declaration.healthConditions });
        expect((await latest()).json().data).toMatchObject({ language });
      },
    );

    it('adds a declaration on every save, and the latest wins', async () => {
      await save(declaration);
      const second = await save({ ...declaration, timesExerciseAWeek: '4-5', handphoneNumber: '81234567' });
      expect(second.statusCode).toBe(201);
      expect(await count()).toBe(2);
      const read = (await latest()).json().data;
      expect(read).toEqual(second.json().data);
      expect(read).toMatchObject({ timesExerciseAWeek: '4-5', handphoneNumber: '81234567' });
    });

    it('saves one for a loved one named by clientId, read back by clientId and by view-as', async () => {
      const forMeiLing = { ...declaration, clientId: suite.meiLingId, name: 'Tan Mei Ling' };
      const res = await save(forMeiLing);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ clientId: suite.meiLingId, name: 'Tan Mei Ling' });
      const byClientId = await latest(`?clientId=${suite.meiLingId}`);
      expect(byClientId.json().data).toEqual(res.json().data);
      const byViewAs = await latest('', { headers: { 'view-as': suite.meiLingId } });
      expect(byViewAs.json().data).toEqual(res.json().data);
      // Not the customer's own.
      expect((await latest()).statusCode).toBe(404);
    });

    it('saves one while acting for the loved one with view-as', async () => {
      const viewAs = { 'view-as': suite.meiLingId };
      const res = await save({ ...declaration, clientId: suite.meiLingId }, { headers: viewAs });
      expect(res.statusCode).toBe(201);
      expect((await latest('', { headers: viewAs })).json().data).toEqual(res.json().data);
      expect((await latest(`?clientId=${AH_KOW}`, { headers: viewAs })).statusCode).toBe(404);
    });

    it('answers 404 with the catalogue message when the person has none', async () => {
      const res = await latest();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'NOT_FOUND',
        errorMessage: messages.health.declarationNotFound,
        data: null,
      });
    });

    it('leaves the services as they are (the seeds give HEALTH_DECLARATION no next status)', async () => {
      const before = await suite.database.handle.db.select().from(services);
      expect((await save(declaration)).statusCode).toBe(201);
      expect(await suite.database.handle.db.select().from(services)).toEqual(before);
    });
  });

  describe('authorization', () => {
    it("answers another customer's loved one, and another customer, with the loved-one routes' 404", async () => {
      for (const [subject, clientId] of [
        ['demo-ahkow', () => suite.strangerLovedOneId],
        ['demo-ahkow', () => '00000000-0000-4000-8000-000000000000'],
        ['demo-siti', () => suite.meiLingId],
        ['demo-siti', () => AH_KOW],
      ] as const) {
        const posted = await save({ ...declaration, clientId: clientId() }, { subject });
        expect(posted.statusCode, `${subject} POST ${clientId()}`).toBe(404);
        expect(posted.json()).toMatchObject({ errorMessage: LOVED_ONE_NOT_FOUND, data: null });
        const read = await latest(`?clientId=${clientId()}`, { subject });
        expect(read.statusCode, `${subject} GET ${clientId()}`).toBe(404);
        expect(read.json()).toMatchObject({ errorMessage: LOVED_ONE_NOT_FOUND, data: null });
      }
      expect(await count()).toBe(0);
    });

    it("refuses a view-as loved one that is not the customer's (403), and gives nothing", async () => {
      await save({ ...declaration, clientId: suite.meiLingId });
      const res = await latest('', { subject: 'demo-siti', headers: { 'view-as': suite.meiLingId } });
      expect(res.statusCode).toBe(403);
      expect(res.json().data).toBeNull();
      const posted = await save(declaration, { headers: { 'view-as': suite.strangerLovedOneId } });
      expect(posted.statusCode).toBe(403);
      expect(await count()).toBe(1);
    });

    it('answers no token with 401 and an expired one with 400 1003, as every signed-in route', async () => {
      const expired = await signToken(suite.keys, 'demo-ahkow', { expiresIn: -60, at: suite.app.clock() });
      for (const method of ['GET', 'POST'] as const) {
        const payload = method === 'POST' ? declaration : undefined;
        const none = await suite.app.inject({ method, url: '/profile/health-declaration', payload });
        expect(none.statusCode, method).toBe(401);
        expect(none.json()).toMatchObject({ errorCode: 'TOKEN_MISSING', data: { statusCode: 1002 } });
        const old = await suite.app.inject({
          method,
          url: '/profile/health-declaration',
          payload,
          headers: { authorization: `Bearer ${expired}` },
        });
        expect(old.statusCode, method).toBe(400);
        expect(old.json()).toMatchObject({
          errorCode: 'TOKEN_EXPIRED',
          statusCode: AUTH_STATUS.tokenExpired,
          errorMessage: messages.auth.tokenExpired,
        });
      }
      expect(await count()).toBe(0);
    });
  });

  describe('validation', () => {
    const errorsOf = async (payload: object) => {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      return res.json().data.errors as { in: string; path: string; message: string }[];
    };

    it.each([
      [
        'a missing exercise frequency',
        { timesExerciseAWeek: undefined },
        'timesExerciseAWeek',
        v.exerciseFrequencyRequired,
      ],
      [
        'an exercise frequency not offered',
        { timesExerciseAWeek: '2' },
        'timesExerciseAWeek',
        v.exerciseFrequencyRequired,
      ],
      [
        "'Others' without its text",
        { healthConditions: ['Others'], healthConditionsOther: '  ' },
        'healthConditionsOther',
        v.otherTextRequired,
      ],
      [
        'an unknown option',
        { injureAnyOfTheseBodyParts: ['Knee', 'Tail'] },
        'injureAnyOfTheseBodyParts.1',
        v.optionNotInList,
      ],
      [
        'a reason that is not one of the reasons',
        { whyJoinOurExerciseProgramme: ['None of these'] },
        'whyJoinOurExerciseProgramme.0',
        v.optionNotInList,
      ],
      [
        "'None of these' with another",
        { healthConditions: ['None of these', 'Diabetes'] },
        'healthConditions',
        v.noneOfTheseAlone,
      ],
      ['a missing list', { healthConditions: undefined }, 'healthConditions', v.required],
      ['an NRIC in small letters', { nric: 's5212345a' }, 'nric', v.nricNotUpperCase],
      ['a missing NRIC', { nric: '' }, 'nric', v.nricRequired],
      ['a missing name', { name: ' ' }, 'name', v.nameRequired],
      ['an invalid handphone number', { handphoneNumber: '5123' }, 'handphoneNumber', v.phoneNumberInvalid],
      ['a missing centre', { center: '' }, 'center', v.centreRequired],
      ['a centre that is not an id', { center: 'Kampung Admiralty' }, 'center', v.centreNotAvailable],
      ['a missing clientId', { clientId: undefined }, 'clientId', v.clientIdRequired],
      ['a clientId that is not an id', { clientId: 'CP123456' }, 'clientId', v.recordIdInvalid],
      ['a language not offered', { language: 'fr' }, 'language', v.invalidValue],
      ['a language tag in another form', { language: 'zh-CN' }, 'language', v.invalidValue],
    ])(
      'answers %s with 400 and the catalogue message at the field',
      async (_case, override, path, message) => {
        expect(await errorsOf({ ...declaration, ...override })).toEqual([{ in: 'body', path, message }]);
        expect(await count()).toBe(0);
      },
    );

    it('reports every invalid field at once', async () => {
      const errors = await errorsOf({
        ...declaration,
        timesExerciseAWeek: undefined,
        healthConditions: ['None of these', 'Others'],
        nric: 's5212345a',
      });
      expect(errors).toEqual(
        expect.arrayContaining([
          { in: 'body', path: 'timesExerciseAWeek', message: v.exerciseFrequencyRequired },
          { in: 'body', path: 'healthConditionsOther', message: v.otherTextRequired },
          { in: 'body', path: 'healthConditions', message: v.noneOfTheseAlone },
          { in: 'body', path: 'nric', message: v.nricNotUpperCase },
        ]),
      );
    });

    it('answers oversize text with 400 and the limit of each field', async () => {
      const errors = await errorsOf({
        ...declaration,
        name: 'A'.repeat(101),
        nric: 'S'.repeat(21),
        handphoneNumber: '9'.repeat(21),
        healthConditions: ['Others'],
        healthConditionsOther: 'x'.repeat(256),
        injureAnyOfTheseBodyParts: Array.from({ length: 12 }, () => 'Knee'),
      });
      expect(errors).toEqual(
        expect.arrayContaining([
          { in: 'body', path: 'name', message: textTooLongMessage(100) },
          { in: 'body', path: 'nric', message: textTooLongMessage(20) },
          { in: 'body', path: 'handphoneNumber', message: textTooLongMessage(20) },
          { in: 'body', path: 'healthConditionsOther', message: textTooLongMessage(255) },
          { in: 'body', path: 'injureAnyOfTheseBodyParts', message: v.optionNotInList },
        ]),
      );
      expect(await count()).toBe(0);
    });

    it('takes only a centre where an Active Ageing programme runs', async () => {
      for (const center of [seedId('centre', 'denticare-tampines'), '00000000-0000-4000-8000-000000000000']) {
        const res = await save({ ...declaration, center });
        expect(res.statusCode, center).toBe(400);
        expect(res.json()).toMatchObject({
          errorCode: 'CENTRE_NOT_AVAILABLE',
          errorMessage: v.centreNotAvailable,
          data: { errors: [{ in: 'body', path: 'center', message: v.centreNotAvailable }] },
        });
      }
      for (const centre of ['sengkang', 'bukit-batok-west', 'jurong-central', 'bedok', 'jurong-spring']) {
        expect((await save({ ...declaration, center: seedId('centre', centre) })).statusCode, centre).toBe(
          201,
        );
      }
    });

    it('answers a body that is not an object with 400, never 500', async () => {
      for (const payload of ['null', '[]', '"declaration"', '42']) {
        const res = await suite.app.inject({
          method: 'POST',
          url: '/profile/health-declaration',
          headers: {
            authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow')}`,
            'content-type': 'application/json',
          },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().errorMessage, payload).toBe(messages.api.bodyNotObject);
      }
      expect(await count()).toBe(0);
    });

    it('answers a malformed clientId in the query with 400', async () => {
      const res = await latest('?clientId=not-an-id');
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([
        { in: 'querystring', path: 'clientId', message: v.recordIdInvalid },
      ]);
    });
  });

  it('keeps the rules that do not depend on the options in the database itself', async () => {
    const db = suite.database.handle.db;
    const row = {
      customerId: AH_KOW,
      whyJoinOurExerciseProgramme: ['Prevent falls'],
      healthConditions: ['Diabetes'],
      injureAnyOfTheseBodyParts: ['Knee'],
      timesExerciseAWeek: '0',
      name: 'Tan Ah Kow',
      nric: 'S5212345A',
      handphoneNumber: '91234567',
      centreId: ADMIRALTY,
    };
    await db.insert(healthDeclarations).values(row);
    const bad: [string, Partial<typeof healthDeclarations.$inferInsert>][] = [
      ['no owner', { customerId: null }],
      ['two owners', { lovedOneId: suite.meiLingId }],
      ["'None of these' with another", { healthConditions: ['None of these', 'Diabetes'] }],
      ["'Others' without its text", { injureAnyOfTheseBodyParts: ['Others'] }],
      ["a text without 'Others'", { healthConditionsOther: 'Gout' }],
      ['a frequency not offered', { timesExerciseAWeek: '2' }],
      ['a language not offered', { language: 'fr' }],
      ['an NRIC in small letters', { nric: 's5212345a' }],
      ['an unknown centre', { centreId: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [name, values] of bad) {
      await expect(db.insert(healthDeclarations).values({ ...row, ...values }), name).rejects.toThrow();
    }
    expect(await count()).toBe(1);
  });
});
