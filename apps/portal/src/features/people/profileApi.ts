/**
 * The profile API as the page reads it (the profile contract, issue 5): the paths it calls, the shapes of the
 * answers, and how an answer maps to what the page shows. Every text comes from the domain catalogue.
 */
import {
  PROFILE_PHOTO_EXTENSIONS,
  PROFILE_PHOTO_MAX_SIZE_MB,
  addressSameAsBilling,
  formatMessage,
  messages,
  LANGUAGES,
  fromProfilePayload,
  type AddressType,
  type ChasTier,
  type Gender,
  type IdType,
  type MaritalStatus,
  type PersonalDetailsInput,
  type Language,
  type ProfileLinkingStatus,
  type Relationship,
  type Religion,
  type ResidentStatus,
  type SameAs,
} from '@careportal/domain';
import { formatExtensionList } from '@careportal/ui';
import type { ApiResult } from '../../data/client';

// The paths live in ./urls, a module of their own, so that pages needing only a path (link-account, the health
// pages) do not load this one; they are the same table.
export { LINK_ACCOUNT_PATH, PROFILE_PATH, PROFILE_URLS } from './urls';

/** The fields the server says can no longer change. */
export interface ProfileLocks {
  name: boolean;
  nric: boolean;
  email: boolean;
}

/** GET profile: the signed-in customer, or the loved one named by view-as. */
export interface Profile {
  id: string;
  name: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  idType: IdType;
  nric: string | null;
  countryCode: string | null;
  email: string | null;
  mobileNumber: string | null;
  homeNumber: string | null;
  maritalStatus: MaritalStatus | null;
  residentStatus: ResidentStatus | null;
  otherResidentStatus: string | null;
  nationality: string | null;
  /** 'Hokkien, Mandarin'; '' when none. */
  language: string;
  otherLanguage: string | null;
  religion: Religion | null;
  otherReligion: string | null;
  unionMember: boolean | null;
  chasSubsidyTier: ChasTier | null;
  chasExpiryDate: string | null;
  companyName: string | null;
  marketingConsent: boolean | null;
  profileLinkingStatus: ProfileLinkingStatus;
  referralCode: string | null;
  /** A path relative to the API, e.g. 'profile/picture?v=3f2a'. */
  pictureUrl: string | null;
  denticareAssociationId: string | null;
  serviceCount: number;
  locks: ProfileLocks;
  relationship?: Relationship;
  otherRelationship?: string | null;
}

/** An address as profile/address answers it. */
export interface ProfileAddress {
  id: string;
  type: AddressType;
  postalCode: string;
  block: string;
  street: string;
  building: string | null;
  level: string | null;
  unit: string | null;
  sameAs: SameAs;
}

/** A next-of-kin as profile/contact answers it. */
export interface ProfileContact {
  id: string;
  name: string;
  relationship: Relationship;
  otherRelationship: string | null;
  mobileNumber: string;
  homeNumber: string | null;
  email: string | null;
  countryCode: string | null;
  payer: boolean | null;
  emergency: boolean;
}

/** One entry of GET lovedone. */
export interface LovedOneEntry {
  id: string;
  name: string;
}

/** Who already has an ID number (GET profile/nric/{nric}). */
export type NricRelation = 'SELF' | 'LOVED_ONE' | 'CLIENT';

/** The conflicts PUT profile and POST lovedone answer with 409. */
export type IdConflict = 'NRIC_EXISTS' | 'LOVED_ONE_MAPPED' | 'OWN_NRIC';

/** A field error of a 400: where and what. */
export interface FieldError {
  path: string;
  message: string;
}

/** The server's text of a result, else the catalogue's fallback. */
export function resultText(result: ApiResult, fallback: string): string {
  const text = result.error ? (result.errorMessage ?? result.message) : result.message;
  return text !== null && text.trim() !== '' ? text : fallback;
}

function isFieldError(candidate: unknown): candidate is FieldError {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const { path, message } = candidate as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/** The field errors of a 400 (`data.errors`), in order; none when the answer has none. */
export function fieldErrorsOf(result: ApiResult): FieldError[] {
  if (!result.error || typeof result.data !== 'object' || result.data === null) return [];
  const errors = (result.data as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter(isFieldError) : [];
}

/** The ID conflict a 409 of PUT profile or POST lovedone reports, by its code. */
export function idConflictOf(result: ApiResult): IdConflict | null {
  if (!result.error) return null;
  const code = result.errorCode;
  if (code === 'NRIC_EXISTS' || code === 'LOVED_ONE_MAPPED' || code === 'OWN_NRIC') return code;
  return null;
}

/**
 * The conflict an ID number found by GET profile/nric/{nric} means for the person being edited: someone else's
 * client record, or a loved one already under this profile. The person's own number is no conflict when they
 * edit themselves; for a new loved one it is the customer's own number, and the form says so in those words.
 */
export function idConflictOfRelation(
  relation: NricRelation,
  editing: 'viewed' | 'new-loved-one',
): IdConflict | null {
  switch (relation) {
    case 'CLIENT':
      return 'NRIC_EXISTS';
    case 'LOVED_ONE':
      return 'LOVED_ONE_MAPPED';
    case 'SELF':
      return editing === 'new-loved-one' ? 'OWN_NRIC' : null;
  }
}

function isLanguage(candidate: string): candidate is Language {
  return (LANGUAGES as readonly string[]).includes(candidate);
}

/**
 * The personal-details form's values for a profile: domain fromProfilePayload (the language list, homeNumber
 * as text), with the API's nulls read as the form's "not chosen".
 */
export function profileFormValues(profile: Profile): Partial<PersonalDetailsInput> {
  const values = fromProfilePayload(profile);
  return {
    id: values.id,
    name: values.name,
    dateOfBirth: values.dateOfBirth ?? '',
    gender: values.gender ?? undefined,
    idType: values.idType,
    nric: values.nric ?? '',
    countryCode: values.countryCode,
    email: values.email ?? '',
    mobileNumber: values.mobileNumber ?? '',
    homeNumber: values.homeNumber,
    maritalStatus: values.maritalStatus,
    residentStatus: values.residentStatus,
    otherResidentStatus: values.otherResidentStatus,
    nationality: values.nationality,
    language: values.language.filter(isLanguage),
    otherLanguage: values.otherLanguage,
    religion: values.religion,
    otherReligion: values.otherReligion,
    unionMember: values.unionMember,
    chasSubsidyTier: values.chasSubsidyTier,
    chasExpiryDate: values.chasExpiryDate,
    companyName: values.companyName,
    marketingConsent: values.marketingConsent,
    profileLinkingStatus: values.profileLinkingStatus,
  };
}

/** The catalogue's text for a photo the server refused, by its code; else the server's own text. */
export function photoRejectionText(result: ApiResult): string {
  if (result.errorCode === 'FILE_TOO_LARGE' || result.httpCode === 413) {
    return formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: PROFILE_PHOTO_MAX_SIZE_MB });
  }
  if (result.errorCode === 'FILE_TYPE_NOT_ALLOWED') {
    return formatMessage(messages.validation.fileExtensionNotAllowed, {
      fileExtensionAllowed: formatExtensionList(PROFILE_PHOTO_EXTENSIONS),
    });
  }
  return resultText(result, messages.generic.somethingWentWrong);
}

/**
 * Whether an address follows billing: flagged so, or (as the profile loads) with billing's postal code
 * (domain addressSameAsBilling).
 */
export function followsBilling(address: ProfileAddress, billing: ProfileAddress | undefined): boolean {
  if (address.type === 'BILLING' || billing === undefined) return false;
  return address.sameAs === 'BILLING' || addressSameAsBilling(address, billing);
}
