/**
 * A person's personal details as the profile and loved-one routes answer them, and the rules every write of them
 * follows: the seed's locks and "one client record per ID number".
 */
import {
  CHAS_TIERS,
  GENDERS,
  ID_TYPES,
  MARITAL_STATUSES,
  PROFILE_LANGUAGE_SEPARATOR,
  PROFILE_LINKING_STATUSES,
  RELATIONSHIPS,
  RELIGIONS,
  RESIDENT_STATUSES,
  keptNationality,
  messages,
  otherTexts,
  personalDetailsLocks,
  type ErrorCode,
  type PersonalDetailsLocks,
} from '@careportal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { LookupCounter } from '../plugins/external/rate-limit.ts';
import type { Person, PersonDetails, PersonRef } from '../repositories/people.ts';
import { normaliseNationalId } from '../repositories/people.ts';
import { ApiError } from './errors.ts';

const text = z.string().nullable();

/** A person in the API: the seed's personal-details fields with the language list as text. */
export const personData = z.object({
  id: z.string(),
  name: z.string(),
  dateOfBirth: text.describe('yyyy-MM-dd'),
  gender: z.enum(GENDERS).nullable(),
  idType: z.enum(ID_TYPES),
  nric: text.describe('The ID number (NRIC, FIN or passport)'),
  countryCode: text,
  email: text,
  mobileNumber: text,
  homeNumber: text,
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  residentStatus: z.enum(RESIDENT_STATUSES).nullable(),
  otherResidentStatus: text,
  nationality: text,
  language: z.string().describe("The languages joined by ', ' ('' when none)"),
  otherLanguage: text,
  religion: z.enum(RELIGIONS).nullable(),
  otherReligion: text,
  unionMember: z.boolean().nullable(),
  chasSubsidyTier: z.enum(CHAS_TIERS).nullable(),
  chasExpiryDate: text.describe('yyyy-MM-dd'),
  companyName: text,
  marketingConsent: z.boolean().nullable(),
  profileLinkingStatus: z.enum(PROFILE_LINKING_STATUSES),
  referralCode: text.describe('The Client ID; null for a loved one'),
  pictureUrl: text.describe("The picture's path on this API (fetch it with the token), null when none"),
  denticareAssociationId: text,
  serviceCount: z.number().int(),
  locks: z.object({ name: z.boolean(), nric: z.boolean(), email: z.boolean() }),
  relationship: z.enum(RELATIONSHIPS).nullable(),
  otherRelationship: text,
});

export type PersonData = z.output<typeof personData>;

function textField(fields: Record<string, unknown>, key: string): string | null {
  const value = fields[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function enumField<T extends readonly string[]>(
  fields: Record<string, unknown>,
  key: string,
  values: T,
): T[number] | null {
  const value = fields[key];
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? value : null;
}

function booleanField(fields: Record<string, unknown>, key: string): boolean | null {
  const value = fields[key];
  return typeof value === 'boolean' ? value : null;
}

/** The locks on a person's details (domain personalDetailsLocks). */
export function locksOf(person: Person): PersonalDetailsLocks {
  return personalDetailsLocks({
    profileLinkingStatus: person.profileLinkingStatus,
    hasNric: person.nationalId !== null,
    hasEmail: person.email !== null && person.email !== '',
  });
}

/**
 * The path of a person's picture on this API (GET profile/picture, for the loved one with their `view-as`),
 * versioned by its hash so that a cache never shows an old one.
 */
export function pictureUrl(version: string | undefined): string | null {
  return version === undefined ? null : `profile/picture?v=${version.slice(0, 16)}`;
}

/** Reads a person with their picture version and service count into the API's shape. */
export async function personToData(app: FastifyInstance, person: Person): Promise<PersonData> {
  const [version, serviceCount] = await Promise.all([
    app.repos.pictures.version(person.ref),
    app.repos.people.serviceCount(person.ref),
  ]);
  const f = person.fields;
  const language = Array.isArray(f.language) ? f.language.filter((l) => typeof l === 'string') : [];
  return {
    id: person.id,
    name: person.name,
    dateOfBirth: textField(f, 'dateOfBirth'),
    gender: enumField(f, 'gender', GENDERS),
    idType: enumField(f, 'idType', ID_TYPES) ?? 'NRIC',
    nric: person.nationalId,
    countryCode: textField(f, 'countryCode'),
    email: person.email,
    mobileNumber: textField(f, 'mobileNumber'),
    homeNumber: textField(f, 'homeNumber'),
    maritalStatus: enumField(f, 'maritalStatus', MARITAL_STATUSES),
    residentStatus: enumField(f, 'residentStatus', RESIDENT_STATUSES),
    otherResidentStatus: textField(f, 'otherResidentStatus'),
    nationality: textField(f, 'nationality'),
    language: language.join(PROFILE_LANGUAGE_SEPARATOR),
    otherLanguage: textField(f, 'otherLanguage'),
    religion: enumField(f, 'religion', RELIGIONS),
    otherReligion: textField(f, 'otherReligion'),
    unionMember: booleanField(f, 'unionMember'),
    chasSubsidyTier: enumField(f, 'chasSubsidyTier', CHAS_TIERS),
    chasExpiryDate: textField(f, 'chasExpiryDate'),
    companyName: textField(f, 'companyName'),
    marketingConsent: booleanField(f, 'marketingConsent'),
    profileLinkingStatus: person.profileLinkingStatus,
    referralCode: person.referralCode,
    pictureUrl: pictureUrl(version),
    denticareAssociationId: textField(f, 'denticareAssociationId'),
    serviceCount,
    locks: locksOf(person),
    relationship: person.relationship,
    otherRelationship: person.otherRelationship,
  };
}

function fieldError(httpCode: number, errorCode: ErrorCode, path: string, message: string): ApiError {
  return new ApiError({ httpCode, errorCode, message, errors: [{ in: 'body', path, message }] });
}

/** 409 at the ID field: another client record has this ID number. */
export const nationalIdExists = () =>
  fieldError(409, 'NRIC_EXISTS', 'nric', messages.validation.nricAlreadyExists);

/** 409 at the ID field: the customer's own ID number, given for a loved one. */
export const ownNationalId = () => fieldError(409, 'OWN_NRIC', 'nric', messages.validation.ownNationalId);

/** 409 at the ID field: one of the customer's loved ones has this ID number. */
export const lovedOneMapped = () =>
  fieldError(409, 'LOVED_ONE_MAPPED', 'nric', messages.validation.lovedOneAlreadyMapped);

/**
 * Checks a write of `details` over `current` (undefined for a new loved one) against the locks: the name once
 * linked, the ID number (and its type) once set, the email once set. A locked field sent unchanged is fine.
 */
export function checkLocks(current: Person | undefined, details: PersonDetails): void {
  if (!current) return;
  const locks = locksOf(current);
  const locked = (path: string) => fieldError(400, 'FIELD_LOCKED', path, messages.validation.fieldLocked);
  if (locks.name && details.name !== current.name) throw locked('name');
  if (locks.nric) {
    const sameId =
      details.nric !== null &&
      details.nric !== undefined &&
      normaliseNationalId(details.nric) === normaliseNationalId(current.nationalId ?? '');
    const currentType = typeof current.fields.idType === 'string' ? current.fields.idType : 'NRIC';
    if (!sameId) throw locked('nric');
    if (details.idType !== currentType) throw locked('idType');
  }
  if (locks.email && details.email.toLowerCase() !== (current.email ?? '').toLowerCase()) {
    throw locked('email');
  }
}

/**
 * Checks that `details`' ID number is free for `target` of customer `customerId`: not the customer's own for a
 * loved one (409 OWN_NRIC), no other client record has it (409 NRIC_EXISTS, the seed's 'Please link your
 * profile') and no other loved one of theirs (409 LOVED_ONE_MAPPED). Its answer tells whether an ID number is a client's, so an ID number new to the person
 * (`currentNationalId`, theirs until now) is counted as an ID-number lookup first (`count`, 429 over the limit).
 */
export async function checkNationalIdFree(
  app: FastifyInstance,
  customerId: string,
  target: PersonRef | undefined,
  details: PersonDetails,
  lookup: { request: FastifyRequest; count: LookupCounter; currentNationalId: string | null },
): Promise<void> {
  if (!details.nric) return;
  const asked = normaliseNationalId(details.nric);
  if (asked !== normaliseNationalId(lookup.currentNationalId ?? ''))
    await lookup.count(lookup.request, asked);
  const people = app.repos.people;
  const exceptCustomer = target && 'customerId' in target ? target.customerId : undefined;
  if (
    exceptCustomer === undefined &&
    (await people.clientWithNationalId(details.nric)) &&
    !(await people.clientWithNationalId(details.nric, customerId))
  ) {
    throw ownNationalId();
  }
  if (await people.clientWithNationalId(details.nric, exceptCustomer)) throw nationalIdExists();
  const exceptLovedOne = target && 'lovedOneId' in target ? target.lovedOneId : undefined;
  if (await people.lovedOneWithNationalId(customerId, details.nric, exceptLovedOne)) {
    throw lovedOneMapped();
  }
}

/**
 * The details as they are stored: the other-texts cleared unless 'Others' is chosen (domain otherTexts), and the
 * nationality SG for 'Singapore/ Pink IC' whatever the body says (domain keptNationality).
 */
export function normalisedDetails<T extends PersonDetails>(details: T): T {
  const cleared = otherTexts(details);
  return {
    ...details,
    nationality: keptNationality(details.residentStatus, details.nationality),
    otherLanguage: cleared.otherLanguage === '' ? null : cleared.otherLanguage,
    otherReligion: cleared.otherReligion === '' ? null : cleared.otherReligion,
    otherResidentStatus: cleared.otherResidentStatus === '' ? null : cleared.otherResidentStatus,
    homeNumber: details.homeNumber === '' ? null : details.homeNumber,
  };
}
