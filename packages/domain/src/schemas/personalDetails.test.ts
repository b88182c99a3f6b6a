import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { messages } from '../messages/index.js';
import { createLovedOneSchema } from './lovedOne.js';
import { createPersonalDetailsSchema, personalDetailsSchema } from './personalDetails.js';
import { createLovedOneRequestSchema, createProfileRequestSchema } from './profileRequest.js';

const v = messages.validation;

/** The messages a parse reports at exactly `path`. */
function messagesAt(schema: z.ZodType, input: unknown, path: readonly (string | number)[]): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path.join('.')).map((i) => i.message);
}

// 15 June 2024, noon in Singapore.
const now = (): Date => new Date('2024-06-15T04:00:00Z');
const schema = createPersonalDetailsSchema({ now });

const valid = {
  name: 'Tan Ah Kow',
  dateOfBirth: '1950-01-31',
  gender: 'Male',
  idType: 'NRIC',
  nric: 'S1234567D',
  email: 'ah.kow@example.sg',
  mobileNumber: '91234567',
  language: ['English'],
};

describe('personalDetailsSchema', () => {
  it('accepts a minimal valid client and fills the defaults', () => {
    const { idType, ...withoutIdType } = valid;
    expect(idType).toBe('NRIC');
    const result = schema.parse({ ...withoutIdType, name: '  Tan Ah Kow  ' });
    expect(result.name).toBe('Tan Ah Kow');
    expect(result.idType).toBe('NRIC');
  });

  it('accepts the optional fields empty, as a form sends them', () => {
    const empty = {
      homeNumber: '',
      countryCode: null,
      maritalStatus: null,
      residentStatus: null,
      otherResidentStatus: '',
      nationality: '',
      otherLanguage: '',
      religion: null,
      otherReligion: '',
      unionMember: null,
      chasSubsidyTier: null,
      chasExpiryDate: '',
      companyName: '',
      marketingConsent: false,
      profileLinkingStatus: null,
    };
    expect(schema.safeParse({ ...valid, ...empty }).success).toBe(true);
  });

  it.each([
    ['name missing', { name: undefined }, ['name'], v.nameRequired],
    ['name blank', { name: '   ' }, ['name'], v.nameRequired],
    ['email missing', { email: '' }, ['email'], v.emailRequired],
    ['email malformed', { email: 'ah.kow@' }, ['email'], v.emailInvalid],
    ['mobile missing', { mobileNumber: '' }, ['mobileNumber'], v.mobileNumberRequired],
    ['mobile not 6/8/9', { mobileNumber: '71234567' }, ['mobileNumber'], v.phoneNumberInvalid],
    ['mobile too short', { mobileNumber: '9123456' }, ['mobileNumber'], v.phoneNumberInvalid],
    ['home number invalid', { homeNumber: '1234' }, ['homeNumber'], v.homeNumberInvalid],
    ['date of birth missing', { dateOfBirth: '' }, ['dateOfBirth'], v.dateOfBirthRequired],
    ['date of birth undefined', { dateOfBirth: undefined }, ['dateOfBirth'], v.dateOfBirthRequired],
    ['date of birth as displayed', { dateOfBirth: '31/01/1950' }, ['dateOfBirth'], v.dateOfBirthInvalid],
    ['29 Feb of a common year', { dateOfBirth: '2023-02-29' }, ['dateOfBirth'], v.dateOfBirthInvalid],
    ['date of birth tomorrow', { dateOfBirth: '2024-06-16' }, ['dateOfBirth'], v.dateOfBirthInvalid],
    ['gender missing', { gender: '' }, ['gender'], v.genderRequired],
    ['gender unknown', { gender: 'Other' }, ['gender'], v.genderRequired],
    ['ID type blank', { idType: '' }, ['idType'], v.idTypeRequired],
    ['no language', { language: [] }, ['language'], v.languageRequired],
    ['language missing', { language: undefined }, ['language'], v.languageRequired],
    ['other language', { language: ['English', 'Others'] }, ['otherLanguage'], v.otherLanguageRequired],
    [
      'other religion',
      { religion: 'Others', otherReligion: ' ' },
      ['otherReligion'],
      v.otherReligionRequired,
    ],
    [
      'other resident status',
      { residentStatus: 'Others' },
      ['otherResidentStatus'],
      v.otherResidentStatusRequired,
    ],
    ['CHAS tier without expiry', { chasSubsidyTier: 'Blue' }, ['chasExpiryDate'], v.chasExpiryDateRequired],
    ['CHAS expiry not a date', { chasExpiryDate: 'soon' }, ['chasExpiryDate'], v.chasExpiryDateInvalid],
  ])('%s: reports its message at its field', (_case, override, path, message) => {
    expect(messagesAt(schema, { ...valid, ...override }, path)).toEqual([message]);
  });

  it.each([
    ['home number given', { homeNumber: '61234567' }],
    ['29 Feb of a leap year', { dateOfBirth: '2024-02-29' }],
    ['born today', { dateOfBirth: '2024-06-15' }],
    ['other language given', { language: ['Others'], otherLanguage: 'Bengali' }],
    ['no other language needed', { language: ['Mandarin', 'Malay'] }],
    ['other religion given', { religion: 'Others', otherReligion: 'Sikhism' }],
    ['religion without other', { religion: 'Taoism' }],
    ['other resident status given', { residentStatus: 'Others', otherResidentStatus: 'Work permit' }],
    ['resident status without other', { residentStatus: 'Singapore/ Pink IC' }],
    ['CHAS tier with expiry', { chasSubsidyTier: 'Orange', chasExpiryDate: '2025-12-31' }],
  ])('%s: passes', (_case, override) => {
    expect(schema.safeParse({ ...valid, ...override }).error?.issues).toBeUndefined();
  });

  describe('ID number by ID type, at path nric', () => {
    it.each([
      ['PASSPORT', '', v.passportRequired],
      ['PASSPORT', 'E12-3456', v.passportInvalid],
      ['PASSPORT', 'E12', v.passportTooShort],
      ['NRIC', '', v.nricRequired],
      ['NRIC', undefined, v.nricRequired],
      ['NRIC', 'S1234567X', v.nricInvalid],
      ['NRIC', 'F1234567N', v.nricInvalid],
      ['NRIC', 's1234567d', v.nricInvalid],
      ['FIN', '', v.finRequired],
      ['FIN', 'S1234567X', v.finInvalid],
      ['FIN', 'S1234567D', v.finInvalid],
    ])('%s %j: %s', (idType, nric, message) => {
      expect(messagesAt(schema, { ...valid, idType, nric }, ['nric'])).toEqual([message]);
    });

    it.each([
      ['PASSPORT', 'E1234'],
      ['PASSPORT', 'K1234567'],
      ['NRIC', 'S1234567D'],
      ['NRIC', 'T1234567J'],
      ['FIN', 'F1234567N'],
      ['FIN', 'G1234567X'],
      ['FIN', 'M1234567K'],
    ])('%s %s passes', (idType, nric) => {
      expect(schema.safeParse({ ...valid, idType, nric }).success).toBe(true);
    });

    it('checks the ID number under the default type NRIC when the type is missing', () => {
      expect(messagesAt(schema, { ...valid, idType: undefined, nric: 'F1234567N' }, ['nric'])).toEqual([
        v.nricInvalid,
      ]);
    });
  });

  it('reports every error at once, cross-field rules included', () => {
    const paths = schema
      .safeParse({ language: ['Others'] })
      .error?.issues.map((issue) => issue.path.join('.'))
      .sort();
    expect(paths).toEqual(
      ['dateOfBirth', 'email', 'gender', 'mobileNumber', 'name', 'nric', 'otherLanguage'].sort(),
    );
  });

  // zod 4 skips an object's refinements once one of its fields failed, unless they are written to run anyway
  // (`when`): the cross-field rules must still report next to an unrelated field's error.
  it.each([
    ['other language', { language: ['English', 'Others'] }, 'otherLanguage', v.otherLanguageRequired],
    ['other religion', { religion: 'Others' }, 'otherReligion', v.otherReligionRequired],
    [
      'other resident status',
      { residentStatus: 'Others' },
      'otherResidentStatus',
      v.otherResidentStatusRequired,
    ],
    ['CHAS expiry', { chasSubsidyTier: 'Green' }, 'chasExpiryDate', v.chasExpiryDateRequired],
    ['ID by type', { idType: 'FIN', nric: 'S1234567D' }, 'nric', v.finInvalid],
  ])('a bad email and a missing %s: reports both', (_case, override, path, message) => {
    const input = { ...valid, email: 'ah.kow@', ...override };
    expect(messagesAt(schema, input, ['email'])).toEqual([v.emailInvalid]);
    expect(messagesAt(schema, input, [path])).toEqual([message]);
  });

  it('reports every cross-field error next to errors of unrelated fields', () => {
    const result = schema.safeParse({
      ...valid,
      email: 'not an email',
      mobileNumber: '123',
      dateOfBirth: '2099-01-01',
      language: ['Others'],
      religion: 'Others',
      residentStatus: 'Others',
      chasSubsidyTier: 'Blue',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(
      [
        'chasExpiryDate',
        'dateOfBirth',
        'email',
        'mobileNumber',
        'otherLanguage',
        'otherReligion',
        'otherResidentStatus',
      ].sort(),
    );
  });

  it('takes "today" in Singapore, whatever the host time zone', () => {
    // 20:00 UTC on 15 June is already 16 June in Singapore.
    const lateEvening = createPersonalDetailsSchema({ now: () => new Date('2024-06-15T20:00:00Z') });
    expect(lateEvening.safeParse({ ...valid, dateOfBirth: '2024-06-16' }).success).toBe(true);
    expect(lateEvening.safeParse({ ...valid, dateOfBirth: '2024-06-17' }).success).toBe(false);
  });

  it('reads the clock at parse time, not when the schema is built', () => {
    let instant = new Date('2024-06-15T04:00:00Z');
    const moving = createPersonalDetailsSchema({ now: () => instant });
    expect(moving.safeParse({ ...valid, dateOfBirth: '2024-06-20' }).success).toBe(false);
    instant = new Date('2024-06-20T04:00:00Z');
    expect(moving.safeParse({ ...valid, dateOfBirth: '2024-06-20' }).success).toBe(true);
  });

  it('the default schema uses the system clock', () => {
    expect(personalDetailsSchema.safeParse({ ...valid, dateOfBirth: '9999-12-31' }).success).toBe(false);
    expect(personalDetailsSchema.safeParse(valid).success).toBe(true);
  });

  it('property: a real date up to today passes and any later one fails', () => {
    const today = Date.UTC(2024, 5, 15);
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: -40_000, max: 40_000 }), (offsetDays) => {
        const dateOfBirth = new Date(today + offsetDays * day).toISOString().slice(0, 10);
        const ok = schema.safeParse({ ...valid, dateOfBirth }).success;
        expect(ok).toBe(offsetDays <= 0);
      }),
    );
  });
});

describe('personal details for a programme (programmeCategory)', () => {
  const belowMinimumAge = 'This programme is for seniors aged 60 and above.';
  const forActiveAgeing = createPersonalDetailsSchema({ now, programmeCategory: 'Active Ageing' });

  it("refuses Active Ageing to someone born in 1990, with the catalogue's message at the date of birth", () => {
    expect(messagesAt(forActiveAgeing, { ...valid, dateOfBirth: '1990-05-01' }, ['dateOfBirth'])).toEqual([
      belowMinimumAge,
    ]);
  });

  it('accepts from the 60th birthday in Singapore', () => {
    expect(forActiveAgeing.safeParse({ ...valid, dateOfBirth: '1964-06-15' }).success).toBe(true);
    expect(messagesAt(forActiveAgeing, { ...valid, dateOfBirth: '1964-06-16' }, ['dateOfBirth'])).toEqual([
      belowMinimumAge,
    ]);
  });

  it('keeps the one message for a date in the future', () => {
    expect(messagesAt(forActiveAgeing, { ...valid, dateOfBirth: '2030-01-01' }, ['dateOfBirth'])).toEqual([
      v.dateOfBirthInvalid,
    ]);
  });

  it('has no age rule without a category, or for a category without one', () => {
    expect(schema.safeParse({ ...valid, dateOfBirth: '1990-05-01' }).success).toBe(true);
    const forRetail = createPersonalDetailsSchema({ now, programmeCategory: 'Retail' });
    expect(forRetail.safeParse({ ...valid, dateOfBirth: '1990-05-01' }).success).toBe(true);
  });

  it("applies to a new loved one's details too", () => {
    const lovedOne = createLovedOneSchema({ now, programmeCategory: 'Active Ageing' });
    const input = { ...valid, dateOfBirth: '1990-05-01', relationship: 'Child' };
    expect(messagesAt(lovedOne, input, ['dateOfBirth'])).toEqual([belowMinimumAge]);
  });
});

describe('lovedOneSchema', () => {
  const lovedOne = createLovedOneSchema({ now });

  it('accepts personal details with a relationship', () => {
    expect(lovedOne.safeParse({ ...valid, relationship: 'Spouse' }).success).toBe(true);
  });

  it.each([
    ['relationship missing', { relationship: undefined }, ['relationship'], v.relationshipRequired],
    [
      'other relationship missing',
      { relationship: 'Others' },
      ['otherRelationship'],
      v.otherRelationshipRequired,
    ],
    ['personal-details rules apply', { relationship: 'Child', idType: 'FIN' }, ['nric'], v.finInvalid],
    [
      'date of birth in the future',
      { relationship: 'Child', dateOfBirth: '2030-01-01' },
      ['dateOfBirth'],
      v.dateOfBirthInvalid,
    ],
  ])('%s', (_case, override, path, message) => {
    expect(messagesAt(lovedOne, { ...valid, ...override }, path)).toEqual([message]);
  });

  it('reports the other relationship and the personal-details rules next to a bad email', () => {
    const input = { ...valid, email: 'ah.kow@', relationship: 'Others', language: ['Others'] };
    expect(messagesAt(lovedOne, input, ['email'])).toEqual([v.emailInvalid]);
    expect(messagesAt(lovedOne, input, ['otherRelationship'])).toEqual([v.otherRelationshipRequired]);
    expect(messagesAt(lovedOne, input, ['otherLanguage'])).toEqual([v.otherLanguageRequired]);
  });

  it('accepts Others with the other relationship', () => {
    expect(lovedOne.safeParse({ ...valid, relationship: 'Others', otherRelationship: 'Niece' }).success).toBe(
      true,
    );
  });
});

describe('profile and loved-one request bodies (PUT profile, POST and PUT lovedone)', () => {
  const body = { ...valid, language: 'English, Others', homeNumber: null };

  it('report a bad email and Others without its text together', () => {
    const profile = createProfileRequestSchema({ now });
    expect(messagesAt(profile, { ...body, email: 'ah.kow@' }, ['email'])).toEqual([v.emailInvalid]);
    expect(messagesAt(profile, { ...body, email: 'ah.kow@' }, ['otherLanguage'])).toEqual([
      v.otherLanguageRequired,
    ]);
    const lovedOne = createLovedOneRequestSchema({ now });
    const input = { ...body, email: 'ah.kow@', relationship: 'Child' };
    expect(messagesAt(lovedOne, input, ['email'])).toEqual([v.emailInvalid]);
    expect(messagesAt(lovedOne, input, ['otherLanguage'])).toEqual([v.otherLanguageRequired]);
  });
});
