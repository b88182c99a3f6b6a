/**
 * The fields and cross-field rules of personal details, shared by the personal-details and loved-one schemas.
 * Internal to the schemas folder: not re-exported.
 */
import { z } from 'zod';

import {
  COMPANY_NAME_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NATIONAL_ID_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  OTHER_TEXT_MAX_LENGTH,
} from '../constants.js';
import { messages } from '../messages/index.js';
import { nationalIdMessage } from '../national-id/message.js';
import { dateOfBirthEligibility } from '../products/eligibility.js';
import { FIRST_PROBLEM_ONLY } from './firstProblem.js';
import {
  CHAS_TIERS,
  DEFAULT_ID_TYPE,
  GENDERS,
  ID_TYPES,
  LANGUAGES,
  MARITAL_STATUSES,
  OTHERS,
  PROFILE_LINKING_STATUSES,
  RELIGIONS,
  RESIDENT_STATUSES,
} from './enums.js';
import {
  addIssueAt,
  idTypeAt,
  isFilled,
  optionalBoolean,
  optionalIsoDate,
  optionalPhone,
  optionalRecordRef,
  optionalText,
  requiredEmail,
  requiredIsoDate,
  requiredPhone,
  requiredText,
  singaporeIsoDate,
  textAt,
  valueAt,
} from './shared.js';

const v = messages.validation;

/**
 * The fields of personal details, with their own (single-field) rules. With `programmeCategory` (the category of
 * the programmes the person is being registered for), the date of birth must also meet its age rule
 * ({@link dateOfBirthEligibility}: Active Ageing from 60), with the catalogue's message at the field.
 */
export function personalDetailsFields(now: () => Date, programmeCategory?: string | null) {
  return {
    id: optionalRecordRef(),
    name: requiredText(v.nameRequired, { max: NAME_MAX_LENGTH }),
    dateOfBirth: requiredIsoDate(v.dateOfBirthRequired, v.dateOfBirthInvalid)
      .refine((date) => date <= singaporeIsoDate(now()), {
        error: v.dateOfBirthInvalid,
        ...FIRST_PROBLEM_ONLY,
      })
      .superRefine((date, ctx) => {
        const at = now();
        // A date in the future already has its message; the age rule speaks of real dates of birth only.
        if (date > singaporeIsoDate(at)) return;
        const eligibility = dateOfBirthEligibility(programmeCategory, date, at);
        if (!eligibility.eligible) ctx.addIssue({ code: 'custom', message: eligibility.message });
      }, FIRST_PROBLEM_ONLY),
    gender: z.enum(GENDERS, { error: v.genderRequired }),
    idType: z.enum(ID_TYPES, { error: v.idTypeRequired }).default(DEFAULT_ID_TYPE),
    /** The ID number; its rules depend on `idType` and are checked by {@link checkPersonalDetails}. */
    nric: optionalText({ max: NATIONAL_ID_MAX_LENGTH }),
    countryCode: optionalText({ max: COUNTRY_CODE_MAX_LENGTH }),
    email: requiredEmail(v.emailRequired, v.emailInvalid),
    mobileNumber: requiredPhone(v.mobileNumberRequired, v.phoneNumberInvalid),
    homeNumber: optionalPhone(v.homeNumberInvalid),
    maritalStatus: z.enum(MARITAL_STATUSES, { error: v.invalidValue }).nullish(),
    residentStatus: z.enum(RESIDENT_STATUSES, { error: v.invalidValue }).nullish(),
    otherResidentStatus: optionalText({ max: OTHER_TEXT_MAX_LENGTH }),
    nationality: optionalText({ max: NATIONALITY_MAX_LENGTH }),
    language: z
      .array(z.enum(LANGUAGES, { error: v.invalidValue }), { error: v.languageRequired })
      .min(1, { error: v.languageRequired }),
    otherLanguage: optionalText({ max: OTHER_TEXT_MAX_LENGTH }),
    religion: z.enum(RELIGIONS, { error: v.invalidValue }).nullish(),
    otherReligion: optionalText({ max: OTHER_TEXT_MAX_LENGTH }),
    unionMember: optionalBoolean(),
    chasSubsidyTier: z.enum(CHAS_TIERS, { error: v.invalidValue }).nullish(),
    chasExpiryDate: optionalIsoDate(v.chasExpiryDateInvalid),
    companyName: optionalText({ max: COMPANY_NAME_MAX_LENGTH }),
    marketingConsent: optionalBoolean(),
    profileLinkingStatus: z.enum(PROFILE_LINKING_STATUSES, { error: v.invalidValue }).nullish(),
  };
}

/**
 * The cross-field rules of personal details (specification section 5), each reported at its field:
 * the ID number by ID type; the other-language, other-religion and other-resident-status texts when 'Others'
 * is chosen; the CHAS expiry date when a CHAS tier is chosen.
 *
 * Reads the value defensively: it runs even when other fields failed.
 */
export function checkPersonalDetails(value: unknown, ctx: z.RefinementCtx): void {
  const idType = idTypeAt(value, 'idType');
  if (idType !== undefined) {
    const message = nationalIdMessage(idType, textAt(value, 'nric'));
    if (message !== undefined) addIssueAt(ctx, ['nric'], message);
  }
  const language = valueAt(value, 'language');
  if (Array.isArray(language) && language.includes(OTHERS) && textAt(value, 'otherLanguage') === '') {
    addIssueAt(ctx, ['otherLanguage'], v.otherLanguageRequired);
  }
  if (valueAt(value, 'religion') === OTHERS && textAt(value, 'otherReligion') === '') {
    addIssueAt(ctx, ['otherReligion'], v.otherReligionRequired);
  }
  if (valueAt(value, 'residentStatus') === OTHERS && textAt(value, 'otherResidentStatus') === '') {
    addIssueAt(ctx, ['otherResidentStatus'], v.otherResidentStatusRequired);
  }
  if (isFilled(valueAt(value, 'chasSubsidyTier')) && textAt(value, 'chasExpiryDate') === '') {
    addIssueAt(ctx, ['chasExpiryDate'], v.chasExpiryDateRequired);
  }
}
