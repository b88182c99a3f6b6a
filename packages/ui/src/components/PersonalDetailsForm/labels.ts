import { messages, SG_NATIONALITY } from '@careportal/domain';

/** Default field labels and explanations of the personal-details form and review: the catalogue's. */
export const PERSONAL_DETAILS_LABELS = {
  detailsTitle: messages.labels.personalDetails,
  groupIdentity: messages.profilePage.detailsGroupIdentity,
  groupBackground: messages.profilePage.detailsGroupBackground,
  groupContact: messages.profilePage.detailsGroupContact,
  groupMemberships: messages.profilePage.detailsGroupMemberships,
  name: messages.fields.fullName,
  dateOfBirth: messages.fields.dateOfBirth,
  gender: messages.fields.gender,
  idType: messages.fields.idType,
  nric: messages.fields.idNumber,
  email: messages.fields.email,
  mobileNumber: messages.fields.mobileNumber,
  homeNumber: messages.fields.homeNumber,
  maritalStatus: messages.fields.maritalStatus,
  residentStatus: messages.fields.residentStatus,
  otherResidentStatus: messages.fields.otherResidentStatus,
  nationality: messages.fields.nationality,
  language: messages.fields.languagesSpoken,
  otherLanguage: messages.fields.otherLanguage,
  religion: messages.fields.religion,
  otherReligion: messages.fields.otherReligion,
  unionMember: messages.fields.unionMember,
  chasSubsidyTier: messages.fields.chasTier,
  chasNone: messages.fields.chasNone,
  chasExpiryDate: messages.fields.chasExpiryDate,
  companyName: messages.fields.companyName,
  marketingConsent: messages.fields.marketingConsent,
  nameLocked: messages.fieldHints.nameLocked,
  nricLocked: messages.fieldHints.idLocked,
  emailLocked: messages.fieldHints.emailLocked,
  nationalityLocked: messages.fieldHints.nationalityLocked,
} as const;

/** Labels of the personal-details form and review; see {@link PERSONAL_DETAILS_LABELS}. */
export type PersonalDetailsLabels = Record<keyof typeof PERSONAL_DETAILS_LABELS, string>;

/** A nationality choice: the code the API stores and its name. */
export interface NationalityOption {
  value: string;
  label: string;
}

/**
 * Common nationalities in the region, Singapore first and 'Other' last, named as the catalogue's
 * `nationalities`. Pass the API's full list when known.
 */
export const DEFAULT_NATIONALITY_OPTIONS: readonly NationalityOption[] = [
  { value: SG_NATIONALITY, label: messages.nationalities.singapore },
  { value: 'SGPR', label: messages.nationalities.singaporePr },
  { value: 'MY', label: messages.nationalities.malaysia },
  { value: 'ID', label: messages.nationalities.indonesia },
  { value: 'CN', label: messages.nationalities.china },
  { value: 'IN', label: messages.nationalities.india },
  { value: 'PH', label: messages.nationalities.philippines },
  { value: 'TH', label: messages.nationalities.thailand },
  { value: 'VN', label: messages.nationalities.vietnam },
  { value: 'MM', label: messages.nationalities.myanmar },
  { value: 'BD', label: messages.nationalities.bangladesh },
  { value: 'LK', label: messages.nationalities.sriLanka },
  { value: 'PK', label: messages.nationalities.pakistan },
  { value: 'HK', label: messages.nationalities.hongKong },
  { value: 'TW', label: messages.nationalities.taiwan },
  { value: 'KR', label: messages.nationalities.southKorea },
  { value: 'JP', label: messages.nationalities.japan },
  { value: 'AU', label: messages.nationalities.australia },
  { value: 'GB', label: messages.nationalities.unitedKingdom },
  { value: 'US', label: messages.nationalities.unitedStates },
  { value: 'OTH', label: messages.nationalities.other },
];

/** Options whose value is also their on-screen name. */
export function selfLabelled<const T extends string>(values: readonly T[]): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
