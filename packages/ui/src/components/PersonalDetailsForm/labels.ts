import { messages, SG_NATIONALITY, type Messages } from '@careportal/domain';

/** The field labels and explanations of the personal-details form and review in `catalogue`. */
export function personalDetailsLabelsOf(catalogue: Messages) {
  return {
    detailsTitle: catalogue.labels.personalDetails,
    groupIdentity: catalogue.profilePage.detailsGroupIdentity,
    groupBackground: catalogue.profilePage.detailsGroupBackground,
    groupContact: catalogue.profilePage.detailsGroupContact,
    groupMemberships: catalogue.profilePage.detailsGroupMemberships,
    name: catalogue.fields.fullName,
    dateOfBirth: catalogue.fields.dateOfBirth,
    gender: catalogue.fields.gender,
    idType: catalogue.fields.idType,
    nric: catalogue.fields.idNumber,
    email: catalogue.fields.email,
    mobileNumber: catalogue.fields.mobileNumber,
    homeNumber: catalogue.fields.homeNumber,
    maritalStatus: catalogue.fields.maritalStatus,
    residentStatus: catalogue.fields.residentStatus,
    otherResidentStatus: catalogue.fields.otherResidentStatus,
    nationality: catalogue.fields.nationality,
    language: catalogue.fields.languagesSpoken,
    otherLanguage: catalogue.fields.otherLanguage,
    religion: catalogue.fields.religion,
    otherReligion: catalogue.fields.otherReligion,
    unionMember: catalogue.fields.unionMember,
    chasSubsidyTier: catalogue.fields.chasTier,
    chasNone: catalogue.fields.chasNone,
    chasExpiryDate: catalogue.fields.chasExpiryDate,
    companyName: catalogue.fields.companyName,
    marketingConsent: catalogue.fields.marketingConsent,
    nameLocked: catalogue.fieldHints.nameLocked,
    nricLocked: catalogue.fieldHints.idLocked,
    emailLocked: catalogue.fieldHints.emailLocked,
    nationalityLocked: catalogue.fieldHints.nationalityLocked,
  } as const;
}

/**
 * Default field labels and explanations of the personal-details form and review: the catalogue's, in English. The
 * form and review show their defaults in the language in force ({@link personalDetailsLabelsOf}).
 */
export const PERSONAL_DETAILS_LABELS = personalDetailsLabelsOf(messages);

/** Labels of the personal-details form and review; see {@link PERSONAL_DETAILS_LABELS}. */
export type PersonalDetailsLabels = Record<keyof typeof PERSONAL_DETAILS_LABELS, string>;

/** A nationality choice: the code the API stores and its name. */
export interface NationalityOption {
  value: string;
  label: string;
}

/**
 * Common nationalities in the region, Singapore first and 'Other' last, named as `catalogue`'s `nationalities`.
 */
export function nationalityOptionsOf(catalogue: Messages): readonly NationalityOption[] {
  const names = catalogue.nationalities;
  return [
    { value: SG_NATIONALITY, label: names.singapore },
    { value: 'SGPR', label: names.singaporePr },
    { value: 'MY', label: names.malaysia },
    { value: 'ID', label: names.indonesia },
    { value: 'CN', label: names.china },
    { value: 'IN', label: names.india },
    { value: 'PH', label: names.philippines },
    { value: 'TH', label: names.thailand },
    { value: 'VN', label: names.vietnam },
    { value: 'MM', label: names.myanmar },
    { value: 'BD', label: names.bangladesh },
    { value: 'LK', label: names.sriLanka },
    { value: 'PK', label: names.pakistan },
    { value: 'HK', label: names.hongKong },
    { value: 'TW', label: names.taiwan },
    { value: 'KR', label: names.southKorea },
    { value: 'JP', label: names.japan },
    { value: 'AU', label: names.australia },
    { value: 'GB', label: names.unitedKingdom },
    { value: 'US', label: names.unitedStates },
    { value: 'OTH', label: names.other },
  ];
}

/**
 * Common nationalities in the region in English ({@link nationalityOptionsOf}); the form's and review's defaults
 * are in the language in force. Pass the API's full list when known.
 */
export const DEFAULT_NATIONALITY_OPTIONS: readonly NationalityOption[] = nationalityOptionsOf(messages);

/** Options whose value is also their on-screen name. */
export function selfLabelled<const T extends string>(values: readonly T[]): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
