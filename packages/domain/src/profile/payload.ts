import { toApiDate } from '../format/index.js';
import { OTHERS } from '../schemas/enums.js';

/** The personal-details form fields that the PUT profile body changes; other fields pass through unchanged. */
export interface ProfileFormFields {
  language: readonly string[];
  otherLanguage?: string | null | undefined;
  religion?: string | null | undefined;
  otherReligion?: string | null | undefined;
  residentStatus?: string | null | undefined;
  otherResidentStatus?: string | null | undefined;
  dateOfBirth: Date | string;
  homeNumber?: string | null | undefined;
}

/** Those fields as the PUT profile body sends them. */
export interface ProfilePayloadFields {
  /** The chosen languages joined by `', '`. */
  language: string;
  /** Empty unless 'Others' is among the languages. */
  otherLanguage: string;
  /** Empty unless the religion is 'Others'. */
  otherReligion: string;
  /** Empty unless the resident status is 'Others'. */
  otherResidentStatus: string;
  /** `yyyy-MM-dd`. */
  dateOfBirth: string;
  /** `null` when empty. */
  homeNumber: string | null;
}

/** A form's values with the {@link ProfileFormFields} turned into their {@link ProfilePayloadFields}. */
export type ProfilePayload<T> = Omit<T, keyof ProfilePayloadFields> & ProfilePayloadFields;

/** The separator of the language list in the API. */
export const PROFILE_LANGUAGE_SEPARATOR = ', ';

function otherText(chosen: boolean, text: string | null | undefined): string {
  return chosen ? (text ?? '') : '';
}

/**
 * Builds the PUT profile body from the personal-details form (seed 000 section 7): the language list joined by
 * `', '`; dateOfBirth as `yyyy-MM-dd`; otherLanguage, otherReligion and otherResidentStatus set to `''` unless the
 * matching choice is 'Others'; an empty (or blank) homeNumber sent as `null`. Other fields pass through.
 *
 * @throws RangeError when dateOfBirth is not a date (the form's validation rejects it first).
 */
export function toProfilePayload<T extends ProfileFormFields>(values: T): ProfilePayload<T> {
  const homeNumber = values.homeNumber ?? '';
  return {
    ...values,
    ...otherTexts(values),
    language: values.language.join(PROFILE_LANGUAGE_SEPARATOR),
    dateOfBirth: toApiDate(values.dateOfBirth),
    homeNumber: homeNumber.trim() === '' ? null : homeNumber,
  };
}

/** The fields that decide whether each other-text is kept. */
export type OtherTextFields = Pick<
  ProfileFormFields,
  'language' | 'otherLanguage' | 'religion' | 'otherReligion' | 'residentStatus' | 'otherResidentStatus'
>;

/**
 * The other-text fields as they are kept (seed 000 section 7): otherLanguage, otherReligion and
 * otherResidentStatus are `''` unless the matching choice is 'Others'. The portal sends them so and the API
 * stores them so, whatever a caller sent.
 */
export function otherTexts(
  values: OtherTextFields,
): Pick<ProfilePayloadFields, 'otherLanguage' | 'otherReligion' | 'otherResidentStatus'> {
  return {
    otherLanguage: otherText(values.language.includes(OTHERS), values.otherLanguage),
    otherReligion: otherText(values.religion === OTHERS, values.otherReligion),
    otherResidentStatus: otherText(values.residentStatus === OTHERS, values.otherResidentStatus),
  };
}

/** The fields of a GET profile reply that the form reads differently. */
export interface ProfileReplyFields {
  language?: string | readonly string[] | null | undefined;
  homeNumber?: string | null | undefined;
}

/** A profile reply with its language as a list and its homeNumber as text. */
export type ProfileFromPayload<T> = Omit<T, 'language' | 'homeNumber'> & {
  language: string[];
  homeNumber: string;
};

/**
 * Reads a profile from the API into form values, the inverse of {@link toProfilePayload}: the language text split
 * on commas (spaces around each trimmed, empty entries dropped; a list is kept), and a `null` homeNumber as `''`.
 * Other fields pass through; dateOfBirth stays the API's `yyyy-MM-dd` text.
 */
export function fromProfilePayload<T extends ProfileReplyFields>(payload: T): ProfileFromPayload<T> {
  const { language } = payload;
  const languages =
    typeof language === 'string'
      ? language
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '')
      : [...(language ?? [])];
  return { ...payload, language: languages, homeNumber: payload.homeNumber ?? '' };
}
