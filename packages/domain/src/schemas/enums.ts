/**
 * Every option list of the specification as an `as const` array, with the union type derived from it.
 * Schemas, components and the API read their choices from here.
 */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** ID types; NRIC is the default. */
export const ID_TYPES = ['NRIC', 'PASSPORT', 'FIN'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const DEFAULT_ID_TYPE: IdType = 'NRIC';
/** How each ID type is labelled on screen (value PASSPORT shows as Passport). */
export const ID_TYPE_LABELS: Record<IdType, string> = { NRIC: 'NRIC', PASSPORT: 'Passport', FIN: 'FIN' };

export const MARITAL_STATUSES = ['Single', 'Married', 'Widowed', 'Separated', 'Divorced'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const RESIDENT_STATUSES = [
  'Long term special pass/ ICA letter',
  'Singapore PR/ Blue IC',
  'Singapore/ Pink IC',
  'Others',
  'Not available',
] as const;
export type ResidentStatus = (typeof RESIDENT_STATUSES)[number];
/** The resident status that forces and locks nationality SG. */
export const PINK_IC_RESIDENT_STATUS: ResidentStatus = 'Singapore/ Pink IC';

export const LANGUAGES = [
  'Cantonese',
  'English',
  'Hakka',
  'Hokkien',
  'Mandarin',
  'Malay',
  'Punjabi',
  'Tamil',
  'Teochew',
  'Others',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const RELIGIONS = [
  'Buddhism',
  'Roman Catholic',
  'Islam',
  'Hinduism',
  'Taoism',
  'Christianity',
  'Others',
] as const;
export type Religion = (typeof RELIGIONS)[number];

/** The choice that asks for an other-text, in every list that has one. */
export const OTHERS = 'Others';

export const CHAS_TIERS = ['Blue', 'Orange', 'Green'] as const;
export type ChasTier = (typeof CHAS_TIERS)[number];

export const PROFILE_LINKING_STATUSES = ['LINKED', 'PENDING'] as const;
export type ProfileLinkingStatus = (typeof PROFILE_LINKING_STATUSES)[number];

export const ADDRESS_TYPES = ['BILLING', 'RESIDENTIAL', 'SERVICE'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const SAME_AS_OPTIONS = ['BILLING', 'NONE'] as const;
export type SameAs = (typeof SAME_AS_OPTIONS)[number];

/** Emergency-contact relationships; 'Others' asks for the other relationship. */
export const RELATIONSHIPS = ['Spouse', 'Child', 'Others'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  Spouse: 'Spouse',
  Child: 'Child',
  Others: 'Others (Please specify)',
};

export const SERVICE_STATUSES = ['UPCOMING', 'ONGOING', 'EXPIRED', 'COMPLETED', 'HEALTH_DECLARATION'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const PROGRAM_CONTENT_TYPES = ['INTAKES', 'SESSIONS'] as const;
export type ProgramContentType = (typeof PROGRAM_CONTENT_TYPES)[number];

export const SESSION_TYPES = ['PRE_SESSION', 'SESSION', 'POST_SESSION'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SESSION_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED', 'CANCELLED_WITH_CHARGE'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SERVICE_BOOKING_STAGES = [
  'PRE_SESSION_BOOKING',
  'PRE_SESSION_BOOKING_ON_HEALTH_CONDITION',
  'PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION',
  'PRE_SESSION_BOOKING_REMAINDER',
  'SESSION_BOOKING',
  'BOOKING_COMPLETED',
  'POST_SESSION_BOOKING',
] as const;
export type ServiceBookingStage = (typeof SERVICE_BOOKING_STAGES)[number];

export const CARD_BRANDS = ['PayNow', 'MasterCard', 'VISA', 'VISAPLUS', 'AMEX'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const FEEDBACK_STATUSES = ['SUBMITTED', 'OPEN', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const ENROLMENT_STATUSES = ['ENROLLED', 'NOT_ENROLLED'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Whom a registration is for. */
export const LOVED_ONE_CHOICES = ['my_self', 'new_loved_one'] as const;
export type LovedOneChoice = (typeof LOVED_ONE_CHOICES)[number];
/** The service-selection values for "myself" and "a new person"; otherwise an existing customer id. */
export const SERVICE_SELECTION_FOR = ['MySelf', 'New'] as const;

export const EXERCISE_FREQUENCIES = ['0', '1-3', '4-5', 'more than 5'] as const;
export type ExerciseFrequency = (typeof EXERCISE_FREQUENCIES)[number];

export const REMINDER_STATUSES = ['EXPIRED', 'CONFIRMED', 'DECLINED', 'PENDING'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
/** The reminder answers a client can give. */
export const REMINDER_ANSWERS = ['CONFIRMED', 'DECLINED'] as const;
export type ReminderAnswer = (typeof REMINDER_ANSWERS)[number];

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const ATTENDANCE_TYPES = ['CHECK_IN', 'CHECK_OUT'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];
export const ATTENDEE_STATUSES = ['NOT_ATTENDED', 'ATTENDING', 'ATTENDED'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

export const CHECK_IN_STEPS = [
  'NULL',
  'VALIDATION_PROFILE',
  'RETRY_VALIDATION_PROFILE',
  'TO_CHECK_IN',
  'TO_CHECK_OUT',
  'CHECK_OUT_SUCCESS',
] as const;
export type CheckInStep = (typeof CHECK_IN_STEPS)[number];

export const CLINIC_AREAS = ['CENTRAL', 'NORTH', 'WEST', 'SOUTH', 'EAST'] as const;
export type ClinicArea = (typeof CLINIC_AREAS)[number];

export const CANCELLATION_RESULTS = ['CANCELLATION_FAILED', 'APPOINTMENT_NOT_AVAILABLE', 'CANCELLATION_SUCCESS'] as const;
export type CancellationResult = (typeof CANCELLATION_RESULTS)[number];

export const E_INVOICE_ERROR_CODES = { alreadyPaid: 'E-INV-S002', linkExpired: 'E-INV-S004' } as const;
export type EInvoiceErrorCode = (typeof E_INVOICE_ERROR_CODES)[keyof typeof E_INVOICE_ERROR_CODES];

export const MARKER_REGIONS = ['ne', 'sw', 'nw', 'se'] as const;
export type MarkerRegion = (typeof MARKER_REGIONS)[number];

/** eGIRO arrangement statuses as the bank reports them. */
export const EGIRO_STATUSES = ['PENDING', 'ACTIVE', 'CANCELLATION_PENDING', 'CANCELLED', 'REJECTED', 'EXPIRED'] as const;
export type EgiroStatus = (typeof EGIRO_STATUSES)[number];

/** Participating eGIRO banks: the eight at launch, and Citibank, which joined in 2022. */
export const EGIRO_BANKS = [
  { code: 'DBS', name: 'DBS/POSB' },
  { code: 'OCBC', name: 'OCBC' },
  { code: 'UOB', name: 'UOB' },
  { code: 'HSBC', name: 'HSBC' },
  { code: 'BOC', name: 'Bank of China' },
  { code: 'ICBC', name: 'ICBC' },
  { code: 'MBB', name: 'Maybank' },
  { code: 'SCB', name: 'Standard Chartered' },
  { code: 'CITI', name: 'Citibank' },
] as const;
export type EgiroBankCode = (typeof EGIRO_BANKS)[number]['code'];

/** Referral-code delivery channels. */
export const REFERRAL_CHANNELS = ['EMAIL', 'SMS'] as const;
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

/** Order statuses. */
export const ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Services are grouped by these tabs on My Services. */
export const SESSION_TABS = ['Upcoming', 'Completed', 'Cancelled', 'Forfeited'] as const;
export const APPOINTMENT_TABS = ['Upcoming', 'Completed', 'Cancelled/Other'] as const;
