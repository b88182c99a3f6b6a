import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';

import type { LovedOne, PersonalDetails } from '../schemas/index.js';
import {
  ADDRESS_TYPES,
  LANGUAGES,
  RESIDENT_STATUSES,
  type AddressType,
  type SameAs,
} from '../schemas/enums.js';
import {
  BILLING_COPIED_PARTS,
  addressSameAsBilling,
  availableAddressTypes,
  copyBillingParts,
  fromProfilePayload,
  isBookingForSomeoneElse,
  isMedicalHistoryStale,
  isPendingLink,
  keptNationality,
  nationalityForResidentStatus,
  nationalityForcedBy,
  personalDetailsLocks,
  toProfilePayload,
  toggleSameAs,
  type PendingLinkInput,
  type PersonalDetailsLockInput,
  type PersonalDetailsLocks,
  type ProfileFormFields,
  type SameAsBillingCandidate,
} from './index.js';

describe('isPendingLink (seed 000 section 4, seed 001 section 4)', () => {
  it.each<[string, PendingLinkInput, boolean]>([
    [
      'PENDING, no association, no services',
      { profileLinkingStatus: 'PENDING', denticareAssociationId: null, serviceCount: 0 },
      true,
    ],
    [
      'PENDING, undefined association',
      { profileLinkingStatus: 'PENDING', denticareAssociationId: undefined, serviceCount: 0 },
      true,
    ],
    [
      'PENDING, empty association',
      { profileLinkingStatus: 'PENDING', denticareAssociationId: '', serviceCount: 0 },
      true,
    ],
    [
      'PENDING, blank association',
      { profileLinkingStatus: 'PENDING', denticareAssociationId: '  ', serviceCount: 0 },
      true,
    ],
    [
      'PENDING with an association',
      { profileLinkingStatus: 'PENDING', denticareAssociationId: 'DA-1', serviceCount: 0 },
      false,
    ],
    [
      'PENDING with a service',
      { profileLinkingStatus: 'PENDING', denticareAssociationId: null, serviceCount: 1 },
      false,
    ],
    ['LINKED', { profileLinkingStatus: 'LINKED', denticareAssociationId: null, serviceCount: 0 }, false],
    ['no status', { profileLinkingStatus: null, denticareAssociationId: null, serviceCount: 0 }, false],
  ])('%s: %s', (_row, input, expected) => {
    expect(isPendingLink(input)).toBe(expected);
  });
});

describe('personalDetailsLocks (seed 000 section 5)', () => {
  it.each<[string, PersonalDetailsLockInput, PersonalDetailsLocks]>([
    [
      'a new profile',
      { profileLinkingStatus: null, hasNric: false, hasEmail: false },
      { name: false, nric: false, email: false },
    ],
    [
      'a linked profile locks the name',
      { profileLinkingStatus: 'LINKED', hasNric: false, hasEmail: false },
      { name: true, nric: false, email: false },
    ],
    [
      'a pending profile leaves the name open',
      { profileLinkingStatus: 'PENDING', hasNric: false, hasEmail: false },
      { name: false, nric: false, email: false },
    ],
    [
      'a flagged user has the name locked',
      { profileLinkingStatus: 'PENDING', hasNric: false, hasEmail: false, flaggedNameLock: true },
      { name: true, nric: false, email: false },
    ],
    [
      'an existing ID number is locked',
      { profileLinkingStatus: undefined, hasNric: true, hasEmail: false },
      { name: false, nric: true, email: false },
    ],
    [
      'an email with a value is locked',
      { profileLinkingStatus: undefined, hasNric: false, hasEmail: true },
      { name: false, nric: false, email: true },
    ],
    [
      'all locked',
      { profileLinkingStatus: 'LINKED', hasNric: true, hasEmail: true, flaggedNameLock: true },
      { name: true, nric: true, email: true },
    ],
  ])('%s', (_row, input, expected) => {
    expect(personalDetailsLocks(input)).toEqual(expected);
  });
});

describe('address rules (seed 000 section 4, "Profile address rules"; section 5)', () => {
  const billing: SameAsBillingCandidate = { id: 1, type: 'BILLING', postalCode: '123456' };

  it.each<
    [string, SameAsBillingCandidate | null | undefined, SameAsBillingCandidate | null | undefined, boolean]
  >([
    [
      'a service address with billing’s postal code',
      { id: 2, type: 'SERVICE', postalCode: '123456' },
      billing,
      true,
    ],
    [
      'a residential address with billing’s postal code',
      { id: 3, type: 'RESIDENTIAL', postalCode: '123456' },
      billing,
      true,
    ],
    [
      'surrounding spaces do not matter',
      { id: 3, type: 'RESIDENTIAL', postalCode: ' 123456 ' },
      billing,
      true,
    ],
    ['a different postal code', { id: 2, type: 'SERVICE', postalCode: '654321' }, billing, false],
    [
      'no postal code on either',
      { id: 2, type: 'SERVICE', postalCode: '' },
      { type: 'BILLING', postalCode: '' },
      false,
    ],
    ['no postal code on the address', { id: 2, type: 'SERVICE' }, billing, false],
    ['no billing address', { id: 2, type: 'SERVICE', postalCode: '123456' }, undefined, false],
    ['no address', null, billing, false],
    ['the billing address itself', billing, billing, false],
    ['a billing-typed copy', { type: 'BILLING', postalCode: '123456' }, billing, false],
    ['the same id as billing', { id: 1, type: 'SERVICE', postalCode: '123456' }, billing, false],
  ])('%s: %s', (_row, address, billingAddress, expected) => {
    expect(addressSameAsBilling(address, billingAddress)).toBe(expected);
  });

  it.each<[SameAs, SameAs]>([
    ['BILLING', 'NONE'],
    ['NONE', 'BILLING'],
  ])('toggling %s gives %s', (current, expected) => {
    expect(toggleSameAs(current)).toBe(expected);
    expect(toggleSameAs(toggleSameAs(current))).toBe(current);
  });

  it.each<[AddressType[], AddressType | undefined, AddressType[]]>([
    [[], undefined, ['BILLING', 'RESIDENTIAL', 'SERVICE']],
    [['BILLING'], undefined, ['RESIDENTIAL', 'SERVICE']],
    [['BILLING', 'SERVICE'], undefined, ['RESIDENTIAL']],
    [['BILLING', 'SERVICE'], 'SERVICE', ['RESIDENTIAL', 'SERVICE']],
    [['BILLING', 'RESIDENTIAL', 'SERVICE'], undefined, []],
    [['BILLING', 'RESIDENTIAL', 'SERVICE'], 'BILLING', ['BILLING']],
  ])('with addresses %j, editing %s, offers %j', (existing, current, expected) => {
    expect(availableAddressTypes(existing, current)).toEqual(expected);
  });

  it('offers each type with no address, and the current one', () => {
    fc.assert(
      fc.property(
        fc.subarray([...ADDRESS_TYPES]),
        fc.option(fc.constantFrom(...ADDRESS_TYPES), { nil: undefined }),
        (existing, current) => {
          const offered = availableAddressTypes(existing, current);
          for (const type of ADDRESS_TYPES) {
            expect(offered.includes(type)).toBe(type === current || !existing.includes(type));
          }
        },
      ),
    );
  });
});

describe('nationalityForResidentStatus (seed 000 section 4)', () => {
  it.each<[string | null, string, { nationality: string; locked: boolean; changed: boolean }]>([
    ['Singapore/ Pink IC', '', { nationality: 'SG', locked: true, changed: true }],
    ['Singapore/ Pink IC', 'MY', { nationality: 'SG', locked: true, changed: true }],
    ['Singapore/ Pink IC', 'SG', { nationality: 'SG', locked: true, changed: false }],
    ['Singapore PR/ Blue IC', 'MY', { nationality: '', locked: false, changed: true }],
    ['Singapore PR/ Blue IC', 'SG', { nationality: '', locked: false, changed: true }],
    ['Long term special pass/ ICA letter', 'CN', { nationality: '', locked: false, changed: true }],
    ['Others', '', { nationality: '', locked: false, changed: false }],
    ['Not available', 'IN', { nationality: '', locked: false, changed: true }],
    [null, 'IN', { nationality: '', locked: false, changed: true }],
  ])('choosing %s with nationality %j', (status, current, expected) => {
    expect(nationalityForResidentStatus(status, current)).toEqual(expected);
  });
});

describe('the nationality a resident status forces (seed 000 section 4)', () => {
  it.each<[string | null | undefined, string | null | undefined, string | null | undefined]>([
    ['Singapore/ Pink IC', 'MY', 'SG'],
    ['Singapore/ Pink IC', '', 'SG'],
    ['Singapore/ Pink IC', null, 'SG'],
    ['Singapore/ Pink IC', undefined, 'SG'],
    ['Singapore PR/ Blue IC', 'MY', 'MY'],
    ['Long term special pass/ ICA letter', 'CN', 'CN'],
    ['Others', '', ''],
    ['Not available', null, null],
    [null, 'IN', 'IN'],
    [undefined, undefined, undefined],
  ])('%s with nationality %j is kept as %j', (status, nationality, kept) => {
    expect(keptNationality(status, nationality)).toBe(kept);
  });

  it('forces SG only for Singapore/ Pink IC, and locks the field in the form by the same rule', () => {
    for (const status of [...RESIDENT_STATUSES, null, undefined]) {
      const forced = nationalityForcedBy(status);
      expect(forced).toBe(status === 'Singapore/ Pink IC' ? 'SG' : undefined);
      expect(nationalityForResidentStatus(status, 'MY').locked).toBe(forced !== undefined);
    }
  });
});

describe('copyBillingParts (same as billing, seed 000 section 4)', () => {
  const billing = {
    type: 'BILLING',
    postalCode: '730678',
    block: '678',
    street: 'WOODLANDS AVENUE 6',
    building: null,
    level: '05',
    unit: '12',
  } as const;

  it("takes every part of billing and keeps the follower's type, id and flag", () => {
    const service = {
      id: 's1',
      type: 'SERVICE',
      sameAs: 'BILLING',
      postalCode: '018935',
      block: '5',
      street: 'STRAITS VIEW',
      building: 'MARINA ONE THE HEART',
      level: '',
      unit: '',
    } as const;
    expect(copyBillingParts(service, billing)).toEqual({
      id: 's1',
      type: 'SERVICE',
      sameAs: 'BILLING',
      postalCode: '730678',
      block: '678',
      street: 'WOODLANDS AVENUE 6',
      building: null,
      level: '05',
      unit: '12',
    });
  });

  it('copies exactly the parts it names', () => {
    expect([...BILLING_COPIED_PARTS].sort()).toEqual(
      ['block', 'building', 'level', 'postalCode', 'street', 'unit'].sort(),
    );
    expect(Object.keys(copyBillingParts({ type: 'RESIDENTIAL' }, billing)).sort()).toEqual(
      [...BILLING_COPIED_PARTS, 'type'].sort(),
    );
  });
});

describe('isBookingForSomeoneElse (seed 001 section 4)', () => {
  it.each<[string | number | null | undefined, string | number | null | undefined, boolean]>([
    ['u1', 'u1', false],
    ['u1', 'u2', true],
    [42, '42', false],
    [42, 43, true],
    ['u1', undefined, false],
    ['u1', null, false],
    ['u1', '', false],
    ['u1', 'MySelf', false],
    ['u1', 'my_self', false],
    ['u1', 'New', true],
    [undefined, 'u2', true],
  ])('user %j choosing %j: %s', (user, chosen, expected) => {
    expect(isBookingForSomeoneElse(user, chosen)).toBe(expected);
  });
});

describe('isMedicalHistoryStale (seed 000 section 4; 1 year, section 9)', () => {
  const now = new Date(2025, 2, 10, 9, 30);

  it.each<[string, Date | string | null | undefined, boolean]>([
    ['none submitted (null)', null, true],
    ['none submitted (undefined)', undefined, true],
    ['an unreadable date', 'not a date', true],
    ['submitted today', new Date(2025, 2, 10, 8), false],
    ['submitted 6 months ago', '2024-09-10', false],
    ['exactly 1 year ago, later in the day', new Date(2024, 2, 10, 23, 59), false],
    ['exactly 1 year ago (ISO date)', '2024-03-10', false],
    ['1 year and 1 day ago', '2024-03-09', true],
    ['2 years ago', new Date(2023, 2, 10), true],
    ['in the future', '2025-12-01', false],
  ])('%s: %s', (_row, lastSubmitted, expected) => {
    expect(isMedicalHistoryStale(lastSubmitted, now)).toBe(expected);
  });

  it('counts a 29 February submission as stale from 1 March of the next year', () => {
    expect(isMedicalHistoryStale('2024-02-29', new Date(2025, 1, 28, 12))).toBe(false);
    expect(isMedicalHistoryStale('2024-02-29', new Date(2025, 2, 1))).toBe(true);
  });

  it('is current for 365 days, stale after 366, and stays stale', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        (submitted, days, moreDays) => {
          const earlier = new Date(
            submitted.getFullYear(),
            submitted.getMonth(),
            submitted.getDate() + days,
            12,
          );
          const later = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate() + moreDays, 12);
          if (isMedicalHistoryStale(submitted, earlier)) {
            expect(isMedicalHistoryStale(submitted, later)).toBe(true);
          }
          if (days <= 365) expect(isMedicalHistoryStale(submitted, earlier)).toBe(false);
          if (days > 366) expect(isMedicalHistoryStale(submitted, earlier)).toBe(true);
        },
      ),
    );
  });
});

describe('toProfilePayload (seed 000 section 7, PUT profile)', () => {
  const base = {
    name: 'Tan Ah Kow',
    language: ['English', 'Mandarin'],
    otherLanguage: 'Klingon',
    religion: 'Taoism',
    otherReligion: 'Jedi',
    residentStatus: 'Singapore/ Pink IC',
    otherResidentStatus: 'Refugee',
    dateOfBirth: '1950-03-05',
    homeNumber: '61234567',
    unionMember: true,
  } satisfies ProfileFormFields & Record<string, unknown>;

  it('joins languages, clears other-texts whose choice is not Others, and keeps other fields', () => {
    expect(toProfilePayload(base)).toEqual({
      name: 'Tan Ah Kow',
      language: 'English, Mandarin',
      otherLanguage: '',
      religion: 'Taoism',
      otherReligion: '',
      residentStatus: 'Singapore/ Pink IC',
      otherResidentStatus: '',
      dateOfBirth: '1950-03-05',
      homeNumber: '61234567',
      unionMember: true,
    });
  });

  it('keeps each other-text when its choice is Others', () => {
    const payload = toProfilePayload({
      ...base,
      language: ['Others', 'Malay'],
      religion: 'Others',
      residentStatus: 'Others',
    });
    expect(payload).toMatchObject({
      language: 'Others, Malay',
      otherLanguage: 'Klingon',
      otherReligion: 'Jedi',
      otherResidentStatus: 'Refugee',
    });
  });

  it('sends a missing other-text as empty even when Others is chosen', () => {
    expect(toProfilePayload({ ...base, religion: 'Others', otherReligion: null }).otherReligion).toBe('');
  });

  it.each<[string, Date | string, string]>([
    ['a Date', new Date(1950, 2, 5), '1950-03-05'],
    ['an ISO date', '1950-03-05', '1950-03-05'],
    ['a display date', '05/03/1950', '1950-03-05'],
  ])('sends dateOfBirth from %s as yyyy-MM-dd', (_row, dateOfBirth, expected) => {
    expect(toProfilePayload({ ...base, dateOfBirth }).dateOfBirth).toBe(expected);
  });

  it('rejects a dateOfBirth that is not a date', () => {
    expect(() => toProfilePayload({ ...base, dateOfBirth: '31/02/1950' })).toThrow(RangeError);
  });

  it.each<[string | null | undefined, string | null]>([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['61234567', '61234567'],
  ])('sends homeNumber %j as %j', (homeNumber, expected) => {
    expect(toProfilePayload({ ...base, homeNumber }).homeNumber).toBe(expected);
  });

  it('round-trips the language list through fromProfilePayload', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...LANGUAGES)), (language) => {
        const payload = toProfilePayload({ ...base, language });
        expect(fromProfilePayload(payload).language).toEqual(language);
      }),
    );
  });
});

describe('payload types', () => {
  it("accept the personal-details and loved-one schemas' values", () => {
    expectTypeOf<PersonalDetails>().toExtend<ProfileFormFields>();
    expectTypeOf<LovedOne>().toExtend<ProfileFormFields>();
    expectTypeOf(toProfilePayload<PersonalDetails>)
      .returns.toHaveProperty('language')
      .toEqualTypeOf<string>();
  });
});

describe('fromProfilePayload', () => {
  it.each<[string | string[] | null | undefined, string[]]>([
    ['English, Mandarin', ['English', 'Mandarin']],
    ['English,Mandarin', ['English', 'Mandarin']],
    ['Tamil', ['Tamil']],
    ['', []],
    [null, []],
    [undefined, []],
    [['Malay'], ['Malay']],
  ])('reads language %j as %j', (language, expected) => {
    expect(fromProfilePayload({ language }).language).toEqual(expected);
  });

  it('reads a null homeNumber as empty text and keeps other fields', () => {
    expect(fromProfilePayload({ language: 'English', homeNumber: null, name: 'A' })).toEqual({
      language: ['English'],
      homeNumber: '',
      name: 'A',
    });
  });
});
