/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any --
   These tests read JSON responses (`res.json()` is `any`) and assert their shapes field by field. */
/**
 * The customer's personal details (GET/PUT profile, also for a view-as loved one), the ID-number lookup, linking
 * to a client record by Client ID, and sending the Client ID by email or SMS.
 */
import { messages } from '@careportal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  createSandboxNotifications,
  type SandboxNotifications,
} from '../src/adapters/notifications/index.ts';
import { customers, lovedOnes } from '../src/db/schema/index.ts';
import { DEMO_CLIENT_RECORD } from '../src/db/seed-data.ts';
import { NATIONAL_ID_NOT_FOUND, maskRecipient } from '../src/routes/profile/index.ts';
import { customerSuite, drivers, signToken } from './helpers.ts';

const v = messages.validation;

/** Siti's details as the portal's toProfilePayload sends them. */
const sitiPayload = {
  name: 'Siti Nurhaliza binte Ahmad',
  dateOfBirth: '1958-08-09',
  gender: 'Female',
  idType: 'NRIC',
  nric: 'S5812345C',
  countryCode: '+65',
  email: 'siti.ahmad@example.sg',
  mobileNumber: '98765432',
  homeNumber: null,
  maritalStatus: 'Widowed',
  residentStatus: 'Singapore/ Pink IC',
  otherResidentStatus: '',
  nationality: 'SG',
  language: 'Malay, English',
  otherLanguage: '',
  religion: 'Islam',
  otherReligion: '',
  unionMember: false,
  chasSubsidyTier: null,
  chasExpiryDate: null,
  companyName: null,
  marketingConsent: true,
};

describe.each(drivers())('profile on %s', (driver) => {
  let outbox: SandboxNotifications;
  let failSending = false;
  const suite = customerSuite(driver, 'CPPROF01', {
    app: () => {
      outbox = createSandboxNotifications({ db: suite.database.handle.db, fail: () => failSending });
      return { adapters: { notifications: outbox } };
    },
  });
  const { call } = suite;
  let sitiNric: string;

  beforeAll(async () => {
    const [siti] = await suite.database.handle.db
      .select()
      .from(customers)
      .where(eq(customers.identitySubject, 'demo-siti'));
    sitiNric = siti?.nationalId ?? '';
  });

  const profileOf = async (
    subject: string,
    headers: Record<string, string> = {},
  ): Promise<Record<string, any>> =>
    (await call('GET', '/profile', { subject, headers })).json().data as Record<string, any>;

  describe('GET profile', () => {
    it("answers the customer's details with the language list as text and the seed's locks", async () => {
      const res = await call('GET', '/profile');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'Tan Ah Kow',
        dateOfBirth: '1952-03-14',
        gender: 'Male',
        idType: 'NRIC',
        email: 'ahkow.tan@example.sg',
        mobileNumber: '91234567',
        language: 'Hokkien, Mandarin',
        profileLinkingStatus: 'LINKED',
        referralCode: 'CP7K2Q9A',
        pictureUrl: null,
        serviceCount: 0,
        relationship: null,
        locks: { name: true, nric: true, email: true },
      });
      expect(res.json().data.nric).toMatch(/^S1234567[A-Z]$/);
    });

    it('answers the view-as loved one instead, with their relationship and no Client ID', async () => {
      const data = await profileOf('demo-ahkow', { 'view-as': suite.meiLingId });
      expect(data).toMatchObject({
        id: suite.meiLingId,
        name: 'Tan Mei Ling',
        relationship: 'Child',
        referralCode: null,
        language: 'English, Mandarin',
        profileLinkingStatus: 'PENDING',
        locks: { name: false, nric: true, email: true },
      });
    });

    it('shows a new sign-up with what they gave and nothing locked but the email', async () => {
      expect(await profileOf('demo-beehoon')).toMatchObject({
        name: 'Lim Bee Hoon',
        nric: null,
        dateOfBirth: null,
        language: '',
        mobileNumber: '91112222',
        profileLinkingStatus: 'PENDING',
        locks: { name: false, nric: false, email: true },
      });
    });
  });

  describe('PUT profile', () => {
    it("saves the details, clears other-texts whose choice is not Others and stores '' home number as null", async () => {
      const res = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: {
          ...sitiPayload,
          nric: sitiNric,
          language: 'Malay, English, Others',
          otherLanguage: 'Javanese',
          otherReligion: 'kept only with Others',
          homeNumber: '',
          maritalStatus: 'Married',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(messages.success.personalDetailUpdated);
      expect(res.json().data).toMatchObject({
        language: 'Malay, English, Others',
        otherLanguage: 'Javanese',
        otherReligion: null,
        homeNumber: null,
        maritalStatus: 'Married',
      });
      // Read back: nothing was lost.
      expect(await profileOf('demo-siti')).toMatchObject({
        maritalStatus: 'Married',
        otherLanguage: 'Javanese',
      });
    });

    it("answers invalid details with 400 and the catalogue's message at each field, and changes nothing", async () => {
      const before = await profileOf('demo-siti');
      const res = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: {
          ...sitiPayload,
          nric: 'S1234567A',
          mobileNumber: '1234',
          language: '',
          dateOfBirth: '2999-01-01',
          religion: 'Others',
          otherReligion: ' ',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      const errors = Object.fromEntries(
        (res.json().data.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
      );
      expect(errors).toMatchObject({
        nric: v.nricInvalid,
        mobileNumber: v.phoneNumberInvalid,
        language: v.languageRequired,
        dateOfBirth: v.dateOfBirthInvalid,
        otherReligion: v.otherReligionRequired,
      });
      expect(await profileOf('demo-siti')).toEqual(before);
    });

    it('lists a bad email and Others without its text together in one 400', async () => {
      const before = await profileOf('demo-siti');
      const res = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: {
          ...sitiPayload,
          nric: sitiNric,
          email: 'siti.ahmad@',
          language: 'Malay, Others',
          otherLanguage: '',
          residentStatus: 'Others',
          otherResidentStatus: '',
          chasSubsidyTier: 'Blue',
          chasExpiryDate: null,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      const errors = res.json().data.errors as { in: string; path: string; message: string }[];
      expect(errors).toEqual(
        expect.arrayContaining([
          { in: 'body', path: 'email', message: v.emailInvalid },
          { in: 'body', path: 'otherLanguage', message: v.otherLanguageRequired },
          { in: 'body', path: 'otherResidentStatus', message: v.otherResidentStatusRequired },
          { in: 'body', path: 'chasExpiryDate', message: v.chasExpiryDateRequired },
        ]),
      );
      expect(errors).toHaveLength(4);
      expect(await profileOf('demo-siti')).toEqual(before);
    });

    it("stores nationality SG for 'Singapore/ Pink IC' whatever the body says, and another status's as sent", async () => {
      const pinkIc = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: { ...sitiPayload, nric: sitiNric, residentStatus: 'Singapore/ Pink IC', nationality: 'MY' },
      });
      expect(pinkIc.statusCode).toBe(200);
      expect(pinkIc.json().data).toMatchObject({ residentStatus: 'Singapore/ Pink IC', nationality: 'SG' });
      expect((await profileOf('demo-siti')).nationality).toBe('SG');
      const none = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: { ...sitiPayload, nric: sitiNric, residentStatus: 'Singapore/ Pink IC', nationality: null },
      });
      expect(none.json().data.nationality).toBe('SG');
      const blueIc = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: {
          ...sitiPayload,
          nric: sitiNric,
          residentStatus: 'Singapore PR/ Blue IC',
          nationality: 'MY',
        },
      });
      expect(blueIc.json().data).toMatchObject({
        residentStatus: 'Singapore PR/ Blue IC',
        nationality: 'MY',
      });
      // Acting for a loved one follows the same rule.
      const meiLing = await profileOf('demo-ahkow', { 'view-as': suite.meiLingId });
      const viewAs = await call('PUT', '/profile', {
        headers: { 'view-as': suite.meiLingId },
        payload: { ...meiLing, residentStatus: 'Singapore/ Pink IC', nationality: 'ID' },
      });
      expect(viewAs.statusCode).toBe(200);
      expect(viewAs.json().data.nationality).toBe('SG');
      await call('PUT', '/profile', { subject: 'demo-siti', payload: { ...sitiPayload, nric: sitiNric } });
    });

    it('answers a body that is not an object with 400', async () => {
      const res = await call('PUT', '/profile', { subject: 'demo-siti', payload: [1, 2] });
      expect(res.statusCode).toBe(400);
    });

    it('keeps the locks: the name once linked, the ID number once set, the email always', async () => {
      const ahKow = await profileOf('demo-ahkow');
      const base = { ...ahKow, homeNumber: ahKow.homeNumber };
      const name = await call('PUT', '/profile', { payload: { ...base, name: 'Tan Ah Kaw' } });
      expect(name.statusCode).toBe(400);
      expect(name.json()).toMatchObject({ errorCode: 'FIELD_LOCKED', message: v.fieldLocked });
      expect(name.json().data.errors).toEqual([{ in: 'body', path: 'name', message: v.fieldLocked }]);
      const nric = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: { ...sitiPayload, nric: 'S1111111D' },
      });
      expect(nric.statusCode).toBe(400);
      expect(nric.json().data.errors[0].path).toBe('nric');
      const email = await call('PUT', '/profile', {
        subject: 'demo-siti',
        payload: { ...sitiPayload, nric: sitiNric, email: 'someone.else@example.sg' },
      });
      expect(email.statusCode).toBe(400);
      expect(email.json().data.errors[0].path).toBe('email');
      // Unchanged locked values are fine.
      const same = await call('PUT', '/profile', { payload: { ...base, email: 'AHKOW.TAN@example.sg' } });
      expect(same.statusCode).toBe(200);
    });

    it("refuses an ID number another client record has (409 'Please link your profile')", async () => {
      const beeHoon = {
        ...sitiPayload,
        name: 'Lim Bee Hoon',
        email: 'beehoon.lim@example.sg',
        mobileNumber: '91112222',
      };
      const taken = await call('PUT', '/profile', {
        subject: 'demo-beehoon',
        payload: { ...beeHoon, nric: DEMO_CLIENT_RECORD.nric },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ errorCode: 'NRIC_EXISTS', message: v.nricAlreadyExists });
      expect(taken.json().data.errors).toEqual([{ in: 'body', path: 'nric', message: v.nricAlreadyExists }]);
      const ahKow = await call('PUT', '/profile', {
        subject: 'demo-beehoon',
        payload: { ...beeHoon, nric: (await profileOf('demo-ahkow')).nric },
      });
      expect(ahKow.json().errorCode).toBe('NRIC_EXISTS');
      expect((await profileOf('demo-beehoon')).nric).toBeNull();
    });

    it("changes the view-as loved one's details, not the customer's", async () => {
      const meiLing = await profileOf('demo-ahkow', { 'view-as': suite.meiLingId });
      const res = await call('PUT', '/profile', {
        headers: { 'view-as': suite.meiLingId },
        payload: { ...meiLing, mobileNumber: '87650000' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: suite.meiLingId,
        mobileNumber: '87650000',
        relationship: 'Child',
      });
      expect((await profileOf('demo-ahkow')).mobileNumber).toBe('91234567');
    });
  });

  describe('GET profile/nric/{nric}', () => {
    it('tells the customer, their loved one and another client record apart, and 404s an unknown one', async () => {
      const ahKow = await profileOf('demo-ahkow');
      const meiLing = await profileOf('demo-ahkow', { 'view-as': suite.meiLingId });
      const relation = async (nric: string): Promise<unknown> =>
        (await call('GET', `/profile/nric/${nric}`)).json().data?.relation;
      expect(await relation(String(ahKow.nric))).toBe('SELF');
      expect(await relation(String(meiLing.nric).toLowerCase())).toBe('LOVED_ONE'); // any case
      expect(await relation(DEMO_CLIENT_RECORD.nric)).toBe('CLIENT');
      const none = await call('GET', '/profile/nric/S0000001I');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ message: NATIONAL_ID_NOT_FOUND, data: null });
    });
  });

  describe('sending the Client ID', () => {
    it("sends the customer's own Client ID to their email and to their mobile", async () => {
      const email = await call('POST', '/profile/referral-code/send', { payload: { channel: 'EMAIL' } });
      expect(email.statusCode).toBe(200);
      expect(email.json()).toMatchObject({
        message: messages.linking.clientIdSentToEmail,
        data: { channel: 'EMAIL', sentTo: 'ah*******@example.sg' },
      });
      const [mail] = await outbox.outbox();
      expect(mail).toMatchObject({ channel: 'EMAIL', to: 'ahkow.tan@example.sg' });
      expect(mail?.text).toContain('CP7K2Q9A');
      const sms = await call('POST', '/profile/referral-code/send', { payload: { channel: 'SMS' } });
      expect(sms.json()).toMatchObject({
        message: messages.linking.clientIdSentToMobile,
        data: { sentTo: '****4567' },
      });
      expect((await outbox.outbox())[0]).toMatchObject({ channel: 'SMS', to: '+6591234567' });
    });

    it("sends a client record's Client ID only to the record's own address", async () => {
      const res = await call('POST', '/profile/referral-code/send', {
        subject: 'demo-beehoon',
        payload: { channel: 'EMAIL', idType: 'NRIC', nric: DEMO_CLIENT_RECORD.nric },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await outbox.outbox();
      expect(mail).toMatchObject({ to: DEMO_CLIENT_RECORD.email });
      expect(mail?.text).toContain(DEMO_CLIENT_RECORD.referralCode);
      const unknown = await call('POST', '/profile/referral-code/send', {
        subject: 'demo-beehoon',
        payload: { channel: 'EMAIL', nric: 'S0000001I' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(messages.linking.noClientRecord);
    });

    it('answers a bad channel or ID number with 400 and an outage with 502', async () => {
      const channel = await call('POST', '/profile/referral-code/send', { payload: { channel: 'FAX' } });
      expect(channel.statusCode).toBe(400);
      const nric = await call('POST', '/profile/referral-code/send', {
        payload: { channel: 'SMS', nric: 'S1234567A' },
      });
      expect(nric.statusCode).toBe(400);
      expect(nric.json().data.errors).toEqual([{ in: 'body', path: 'nric', message: v.nricInvalid }]);
      failSending = true;
      try {
        const down = await call('POST', '/profile/referral-code/send', { payload: { channel: 'EMAIL' } });
        expect(down.statusCode).toBe(502);
        expect(down.json()).toMatchObject({
          errorCode: 'NOTIFICATION_UNAVAILABLE',
          message: messages.linking.sendFailed,
        });
      } finally {
        failSending = false;
      }
    });

    it('masks recipients', () => {
      expect(maskRecipient('EMAIL', 'lim.beehoon@mail.example.sg')).toBe('li*********@mail.example.sg');
      expect(maskRecipient('EMAIL', 'a@b.sg')).toBe('a***@b.sg');
      expect(maskRecipient('SMS', '+6596543210')).toBe('****3210');
    });
  });

  describe('linking', () => {
    it('says whether a client record with this ID number can be linked', async () => {
      const query = (nric: string, subject: string) =>
        call('GET', `/profile/linking?nric=${nric}&linkingType=SELF`, { subject });
      expect((await query(DEMO_CLIENT_RECORD.nric, 'demo-beehoon')).json().data).toEqual({
        profileLinkingStatus: 'PENDING',
        linkable: true,
      });
      expect((await query('S0000001I', 'demo-beehoon')).json().data.linkable).toBe(false);
      expect((await query(DEMO_CLIENT_RECORD.nric, 'demo-ahkow')).json().data).toEqual({
        profileLinkingStatus: 'LINKED',
        linkable: false,
      });
      const bad = await call('GET', `/profile/linking?nric=x&linkingType=OTHER`);
      expect(bad.statusCode).toBe(400);
      const stranger = await call(
        'GET',
        `/profile/linking?nric=${DEMO_CLIENT_RECORD.nric}&linkingType=LOVED_ONE&lovedOne=${suite.strangerLovedOneId}`,
      );
      expect(stranger.statusCode).toBe(404);
    });

    it('answers a wrong Client ID and a wrong ID number with the server texts the portal maps, and links with both right', async () => {
      const link = (payload: object) =>
        call('POST', '/profile/linking', { subject: 'demo-beehoon', payload });
      const wrongCode = await link({
        referralCode: 'CP0WRONG',
        idType: 'NRIC',
        nric: DEMO_CLIENT_RECORD.nric,
      });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json()).toMatchObject({
        errorCode: 'REFERRAL_CODE_UNKNOWN',
        message: messages.linking.serverReferralCodeMissing,
        errorMessage: messages.linking.serverReferralCodeMissing,
      });
      // Client IDs are case sensitive.
      const lower = await link({
        referralCode: DEMO_CLIENT_RECORD.referralCode.toLowerCase(),
        idType: 'NRIC',
        nric: DEMO_CLIENT_RECORD.nric,
      });
      expect(lower.json().message).toBe(messages.linking.serverReferralCodeMissing);
      const wrongId = await link({
        referralCode: DEMO_CLIENT_RECORD.referralCode,
        idType: 'NRIC',
        nric: sitiNric,
      });
      expect(wrongId.statusCode).toBe(400);
      expect(wrongId.json().message).toBe(messages.linking.serverReferralCodeNotForNric);
      const wrongType = await link({
        referralCode: DEMO_CLIENT_RECORD.referralCode,
        idType: 'PASSPORT',
        nric: DEMO_CLIENT_RECORD.nric,
      });
      expect(wrongType.json().message).toBe(messages.linking.serverReferralCodeNotForNric);
      const missing = await link({ idType: 'NRIC', nric: DEMO_CLIENT_RECORD.nric });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.errors).toEqual([
        { in: 'body', path: 'referralCode', message: v.clientIdRequired },
      ]);
      expect((await profileOf('demo-beehoon')).profileLinkingStatus).toBe('PENDING');

      const linked = await link({
        referralCode: DEMO_CLIENT_RECORD.referralCode,
        idType: 'NRIC',
        nric: DEMO_CLIENT_RECORD.nric,
      });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().message).toBe(messages.linking.linked);
      expect(linked.json().data).toMatchObject({
        name: DEMO_CLIENT_RECORD.name,
        nric: DEMO_CLIENT_RECORD.nric,
        referralCode: DEMO_CLIENT_RECORD.referralCode,
        profileLinkingStatus: 'LINKED',
        dateOfBirth: '1949-05-20',
        email: 'beehoon.lim@example.sg',
        mobileNumber: '91112222',
        locks: { name: true, nric: true, email: true },
      });
      // The record's address moved over; the record itself is gone, so its Client ID cannot link twice.
      const moved = await call('GET', '/profile/address', { subject: 'demo-beehoon' });
      expect(moved.json().data).toMatchObject([
        { type: 'RESIDENTIAL', postalCode: DEMO_CLIENT_RECORD.postalCode },
      ]);
      const records = await suite.database.handle.db
        .select()
        .from(customers)
        .where(eq(customers.referralCode, DEMO_CLIENT_RECORD.referralCode));
      expect(records.map((r) => r.identitySubject)).toEqual(['demo-beehoon']);
      const again = await call('POST', '/profile/linking', {
        subject: 'demo-siti',
        payload: {
          referralCode: DEMO_CLIENT_RECORD.referralCode,
          idType: 'NRIC',
          nric: DEMO_CLIENT_RECORD.nric,
        },
      });
      expect(again.json().message).toBe(messages.linking.serverReferralCodeMissing);
    });

    it('links a loved one to their client record, once', async () => {
      const db = suite.database.handle.db;
      const [record] = await db
        .insert(customers)
        .values({
          name: 'Tan Ah Huat',
          email: 'ahhuat.tan@mail.example.sg',
          referralCode: 'CPLOVED1',
          nationalId: 'S2912345D',
          profileLinkingStatus: 'LINKED',
          profile: { idType: 'NRIC', dateOfBirth: '1929-01-02', gender: 'Male', language: ['Hokkien'] },
        })
        .returning();
      const [father] = await db
        .insert(lovedOnes)
        .values({
          ownerCustomerId: (await profileOf('demo-ahkow')).id,
          name: 'Father',
          relationship: 'Others',
          otherRelationship: 'Father',
        })
        .returning();
      const payload = { referralCode: 'CPLOVED1', idType: 'NRIC', nric: 'S2912345D', lovedOne: father?.id };
      const res = await call('POST', '/profile/linking', { payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: father?.id,
        name: 'Tan Ah Huat',
        profileLinkingStatus: 'LINKED',
        language: 'Hokkien',
        relationship: 'Others',
      });
      const [row] = await db
        .select()
        .from(lovedOnes)
        .where(eq(lovedOnes.id, father?.id ?? ''));
      expect(row?.linkedCustomerId).toBe(record?.id);
      const twice = await call('POST', '/profile/linking', { payload });
      expect(twice.json().message).toBe(messages.linking.serverReferralCodeMissing);
      const notMine = await call('POST', '/profile/linking', {
        payload: { ...payload, lovedOne: suite.strangerLovedOneId },
      });
      expect(notMine.statusCode).toBe(404);
    });
  });

  describe('authorization', () => {
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', '/profile'],
      ['PUT', '/profile', sitiPayload],
      ['GET', '/profile/nric/S1234567D'],
      ['GET', '/profile/linking?nric=S1234567D&linkingType=SELF'],
      ['POST', '/profile/linking', { referralCode: 'CP7K2Q9A', idType: 'NRIC', nric: 'S1234567D' }],
      ['POST', '/profile/referral-code/send', { channel: 'EMAIL' }],
    ];

    it.each(routes)(
      '%s %s: no token 401, an expired token 400/1003, a stranger view-as 403, and no data',
      async (method, url, payload) => {
        const none = await suite.app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(none.statusCode).toBe(401);
        expect(none.json().data).toEqual({ statusCode: 1002 });
        const expired = await suite.app.inject({
          method,
          url,
          headers: {
            authorization: `Bearer ${await signToken(suite.keys, 'demo-ahkow', { expiresIn: -30 })}`,
          },
          ...(payload ? { payload } : {}),
        });
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toMatchObject({ statusCode: 1003, errorCode: 'TOKEN_EXPIRED' });
        const viewAs = await call(method, url, {
          subject: 'demo-siti',
          headers: { 'view-as': suite.strangerLovedOneId },
          ...(payload ? { payload } : {}),
        });
        expect(viewAs.statusCode).toBe(403);
        expect(viewAs.json().data).toBeNull();
        const unknownAccount = await call(method, url, {
          subject: 'nobody',
          ...(payload ? { payload } : {}),
        });
        expect(unknownAccount.statusCode).toBe(403);
      },
    );

    it("never shows one customer another's details", async () => {
      const siti = await profileOf('demo-siti');
      const ahKow = await profileOf('demo-ahkow');
      expect(siti.id).not.toBe(ahKow.id);
      expect(JSON.stringify(siti)).not.toContain(String(ahKow.nric));
      const viewAs = await call('GET', '/profile', {
        subject: 'demo-siti',
        headers: { 'view-as': suite.meiLingId },
      });
      expect(viewAs.statusCode).toBe(403);
    });
  });
});
