import { SG_NATIONALITY } from '@careportal/domain';

/** Default field labels and explanations of the personal-details form and review; the catalogue has none. */
export const PERSONAL_DETAILS_LABELS = {
  detailsTitle: 'Personal details',
  name: 'Full name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  idType: 'ID type',
  nric: 'ID number',
  email: 'Email',
  mobileNumber: 'Mobile number',
  homeNumber: 'Home number',
  maritalStatus: 'Marital status',
  residentStatus: 'Resident status',
  otherResidentStatus: 'Other resident status',
  nationality: 'Nationality',
  language: 'Languages spoken',
  otherLanguage: 'Other language',
  religion: 'Religion',
  otherReligion: 'Other religion',
  unionMember: 'Union member',
  chasSubsidyTier: 'CHAS tier',
  chasNone: 'No CHAS card',
  chasExpiryDate: 'CHAS expiry date',
  companyName: 'Company name',
  marketingConsent: 'I agree to receive news and offers by email and SMS',
  nameLocked: 'Your name matches your client record and cannot be changed here.',
  nricLocked: 'Your ID cannot be changed once it is saved.',
  emailLocked: 'Your email cannot be changed once it is saved.',
  nationalityLocked: 'Set to Singapore by the resident status Singapore/ Pink IC.',
} as const;

/** Labels of the personal-details form and review; see {@link PERSONAL_DETAILS_LABELS}. */
export type PersonalDetailsLabels = Record<keyof typeof PERSONAL_DETAILS_LABELS, string>;

/** A nationality choice: the code the API stores and its name. */
export interface NationalityOption {
  value: string;
  label: string;
}

/** Common nationalities in the region, Singapore first and 'Other' last. Pass the API's full list when known. */
export const DEFAULT_NATIONALITY_OPTIONS: readonly NationalityOption[] = [
  { value: SG_NATIONALITY, label: 'Singapore' },
  { value: 'SGPR', label: 'Singapore PR' },
  { value: 'MY', label: 'Malaysia' },
  { value: 'ID', label: 'Indonesia' },
  { value: 'CN', label: 'China' },
  { value: 'IN', label: 'India' },
  { value: 'PH', label: 'Philippines' },
  { value: 'TH', label: 'Thailand' },
  { value: 'VN', label: 'Vietnam' },
  { value: 'MM', label: 'Myanmar' },
  { value: 'BD', label: 'Bangladesh' },
  { value: 'LK', label: 'Sri Lanka' },
  { value: 'PK', label: 'Pakistan' },
  { value: 'HK', label: 'Hong Kong' },
  { value: 'TW', label: 'Taiwan' },
  { value: 'KR', label: 'South Korea' },
  { value: 'JP', label: 'Japan' },
  { value: 'AU', label: 'Australia' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
  { value: 'OTH', label: 'Other' },
];

/** Options whose value is also their on-screen name. */
export function selfLabelled<const T extends string>(values: readonly T[]): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
