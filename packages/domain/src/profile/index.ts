export {
  clientIdSendRequest,
  clientIdSentMessage,
  isPendingLink,
  personalDetailsLocks,
  type ClientIdSendRequest,
  type PendingLinkInput,
  type PersonalDetailsLockInput,
  type PersonalDetailsLocks,
} from './linking.js';
export {
  BILLING_COPIED_PARTS,
  addressSameAsBilling,
  availableAddressTypes,
  copyBillingParts,
  toggleSameAs,
  type AddressParts,
  type SameAsBillingCandidate,
} from './address.js';
export {
  keptNationality,
  nationalityForResidentStatus,
  nationalityForcedBy,
  type NationalityState,
} from './nationality.js';
export { isBookingForSomeoneElse } from './booking.js';
export {
  isMedicalHistoryPromptDue,
  isMedicalHistoryStale,
  medicalHistoryPromptDay,
} from './medicalHistory.js';
export {
  MEDICAL_CONDITIONS,
  MEDICAL_HISTORY_QUESTIONS,
  MEDICAL_HISTORY_TEXT,
  healthPageMessages,
  type MedicalConditionName,
  type MedicalHistoryQuestion,
  type MedicalHistoryText,
} from './medicalHistoryText.js';
export {
  PROFILE_LANGUAGE_SEPARATOR,
  fromProfilePayload,
  otherTexts,
  toProfilePayload,
  type OtherTextFields,
  type ProfileFormFields,
  type ProfileFromPayload,
  type ProfilePayload,
  type ProfilePayloadFields,
  type ProfileReplyFields,
} from './payload.js';
export { DEFAULT_DISPLAY_MODE, DISPLAY_MODES, isDisplayMode, type DisplayMode } from './displayMode.js';
export { displayModeRequestSchema, type DisplayModeRequest } from './displayModeSchema.js';
