/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * lovedone: list, read, add and change the signed-in customer's loved ones, with the seed's two ID-number
 * messages, the catalogue's validation messages, and nobody reaching another customer's loved ones.
 */
import { messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';

import { DEMO_CLIENT_RECORD } from '../src/db/seed-data.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';

const v = messages.validation;

/** A loved one as the portal sends it (toProfilePayload plus the relationship). */
const wife = {
  name: 'Wong Siew Lan',
  dateOfBirth: '1955-02-11',
  gender: 'Female',
  idType: 'NRIC',
  nric: 'S5512345D',
  countryCode: '+65',
  email: 'siewlan.wong@example.sg',
  mobileNumber: '82345678',
  homeNumber: null,
  language: 'Cantonese, Others',
  otherLanguage: 'Hainanese',
  religion: 'Buddhism',
  otherReligion: 'dropped',
  relationship: 'Spouse',
};

describe.each(drivers())('loved ones on %s', (driver) => {
  const suite = customerSuite(driver, 'CPLOVE01', { subject: 'demo-siti' });
  const { call } = suite;

  it("lists a customer's loved ones as id and name", async () => {
    const res = await call('GET', '/lovedone', { subject: 'demo-ahkow' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: suite.meiLingId, name: 'Tan Mei Ling' }]);
    expect((await call('GET', '/lovedone')).json().data).toEqual([]);
  });

  it("adds a loved one (201, the seed's message) with the other-texts kept only for Others", async () => {
    const res = await call('POST', '/lovedone', { payload: wife });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(messages.success.lovedOneCreated);
    expect(res.json().data).toMatchObject({
      name: 'Wong Siew Lan',
      nric: 'S5512345D',
      language: 'Cantonese, Others',
      otherLanguage: 'Hainanese',
      otherReligion: null,
      relationship: 'Spouse',
      profileLinkingStatus: 'PENDING',
      referralCode: null,
      locks: { name: false, nric: true, email: true },
    });
    const id = res.json().data.id as string;
    expect((await call('GET', '/lovedone')).json().data).toEqual([{ id, name: 'Wong Siew Lan' }]);
    expect((await call('GET', `/lovedone/${id}`)).json().data).toEqual(res.json().data);
  });

  it("refuses one already mapped, and an ID number a client record has, with the seed's messages", async () => {
    const mapped = await call('POST', '/lovedone', { payload: { ...wife, name: 'Again' } });
    expect(mapped.statusCode).toBe(409);
    expect(mapped.json()).toMatchObject({ errorCode: 'LOVED_ONE_MAPPED', message: v.lovedOneAlreadyMapped });
    expect(mapped.json().data.errors).toEqual([
      { in: 'body', path: 'nric', message: v.lovedOneAlreadyMapped },
    ]);
    const client = await call('POST', '/lovedone', { payload: { ...wife, nric: DEMO_CLIENT_RECORD.nric } });
    expect(client.statusCode).toBe(409);
    expect(client.json()).toMatchObject({ errorCode: 'NRIC_EXISTS', message: v.nricAlreadyExists });
    // Another customer may add the same person as their own loved one.
    expect((await call('POST', '/lovedone', { subject: 'demo-beehoon', payload: wife })).statusCode).toBe(
      201,
    );
    expect((await call('GET', '/lovedone')).json().data).toHaveLength(1);
  });

  it("refuses the customer's own ID number for a loved one, in words that say so", async () => {
    const own = (await call('GET', '/profile')).json().data.nric as string;
    const res = await call('POST', '/lovedone', { payload: { ...wife, name: 'Myself Again', nric: own } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'OWN_NRIC', message: v.ownNationalId });
    expect(res.json().data.errors).toEqual([{ in: 'body', path: 'nric', message: v.ownNationalId }]);
  });

  it("answers invalid details with 400 and the catalogue's message at each field", async () => {
    const res = await call('POST', '/lovedone', {
      payload: {
        ...wife,
        relationship: 'Others',
        otherRelationship: '',
        nric: 'S5512345A',
        language: '',
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      (res.json().data.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(errors).toMatchObject({
      otherRelationship: v.otherRelationshipRequired,
      nric: v.nricInvalid,
      language: v.languageRequired,
    });
    const noName = await call('POST', '/lovedone', { payload: { ...wife, name: ' ' } });
    expect(noName.json().data.errors).toEqual([{ in: 'body', path: 'name', message: v.nameRequired }]);
    const noRelationship = await call('POST', '/lovedone', { payload: { ...wife, relationship: undefined } });
    expect(noRelationship.json().data.errors).toContainEqual({
      in: 'body',
      path: 'relationship',
      message: v.relationshipRequired,
    });
  });

  it("changes a loved one ('Updated personal detail successfully') within the locks", async () => {
    const [own] = (await call('GET', '/lovedone')).json().data as { id: string }[];
    const current = (await call('GET', `/lovedone/${own?.id ?? ''}`)).json().data;
    const res = await call('PUT', `/lovedone/${own?.id ?? ''}`, {
      payload: {
        ...current,
        name: 'Wong Siew Lan (Mdm)',
        relationship: 'Others',
        otherRelationship: 'Partner',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.success.personalDetailUpdated,
      data: { name: 'Wong Siew Lan (Mdm)', relationship: 'Others', otherRelationship: 'Partner' },
    });
    const locked = await call('PUT', `/lovedone/${own?.id ?? ''}`, {
      payload: { ...current, nric: 'S5512346B' },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().data.errors).toEqual([{ in: 'body', path: 'nric', message: v.fieldLocked }]);
  });

  it("stores nationality SG for a 'Singapore/ Pink IC' loved one whatever the body says, on POST and PUT", async () => {
    const pinkIc = { residentStatus: 'Singapore/ Pink IC', nationality: 'MY' };
    const son = { ...wife, name: 'Wong Kah Seng', nric: 'S8012345J', relationship: 'Child', ...pinkIc };
    const created = await call('POST', '/lovedone', { payload: son });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ residentStatus: 'Singapore/ Pink IC', nationality: 'SG' });
    const id = created.json().data.id as string;
    expect((await call('GET', `/lovedone/${id}`)).json().data.nationality).toBe('SG');

    const current = (await call('GET', `/lovedone/${id}`)).json().data;
    const bluePr = await call('PUT', `/lovedone/${id}`, {
      payload: { ...current, residentStatus: 'Singapore PR/ Blue IC', nationality: 'MY' },
    });
    expect(bluePr.json().data).toMatchObject({ residentStatus: 'Singapore PR/ Blue IC', nationality: 'MY' });
    const back = await call('PUT', `/lovedone/${id}`, {
      payload: { ...current, residentStatus: 'Singapore/ Pink IC', nationality: null },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.nationality).toBe('SG');
    expect((await call('GET', `/lovedone/${id}`)).json().data.nationality).toBe('SG');
  });

  it("reaches nobody else's loved ones: no token 401, expired 400/1003, another customer's 404, no data", async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/lovedone' })).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'POST', url: '/lovedone', payload: wife })).statusCode).toBe(
      401,
    );
    const expired = await suite.app.inject({
      method: 'GET',
      url: `/lovedone/${suite.meiLingId}`,
      headers: { authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow', { expiresIn: -30 })}` },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ statusCode: 1003, data: { statusCode: 1003 } });
    for (const id of [suite.meiLingId, suite.strangerLovedOneId]) {
      const read = await call('GET', `/lovedone/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().data).toBeNull();
      const write = await call('PUT', `/lovedone/${id}`, { payload: wife });
      expect(write.statusCode).toBe(404);
    }
    const meiLing = (await call('GET', `/lovedone/${suite.meiLingId}`, { subject: 'demo-ahkow' })).json()
      .data;
    expect(meiLing.name).toBe('Tan Mei Ling');
    expect((await call('GET', '/lovedone/not-a-uuid')).statusCode).toBe(400);
  });
});
