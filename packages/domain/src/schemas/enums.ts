/**
 * Every option list of the specification as an `as const` array, with the union type derived from it.
 * Schemas, components and the API read their choices from here.
 */

/** The genders of the specification. */
export const GENDERS = ['Male', 'Female'] as const;
/** One of {@link GENDERS}. */
export type Gender = (typeof GENDERS)[number];

/** ID types; NRIC is the default. */
export const ID_TYPES = ['NRIC', 'PASSPORT', 'FIN'] as const;
/** One of {@link ID_TYPES}. */
export type IdType = (typeof ID_TYPES)[number];
/** The default id type of the specification. */
export const DEFAULT_ID_TYPE: IdType = 'NRIC';
/** How each ID type is labelled on screen (value PASSPORT shows as Passport). */
export const ID_TYPE_LABELS: Record<IdType, string> = { NRIC: 'NRIC', PASSPORT: 'Passport', FIN: 'FIN' };

/** The marital statuses of the specification. */
export const MARITAL_STATUSES = ['Single', 'Married', 'Widowed', 'Separated', 'Divorced'] as const;
/** One of {@link MARITAL_STATUSES}. */
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** The resident statuses of the specification. */
export const RESIDENT_STATUSES = [
  'Long term special pass/ ICA letter',
  'Singapore PR/ Blue IC',
  'Singapore/ Pink IC',
  'Others',
  'Not available',
] as const;
/** One of {@link RESIDENT_STATUSES}. */
export type ResidentStatus = (typeof RESIDENT_STATUSES)[number];
/** The resident status that forces and locks nationality SG. */
export const PINK_IC_RESIDENT_STATUS: ResidentStatus = 'Singapore/ Pink IC';

/** The languages of the specification. */
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
/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** The religions of the specification. */
export const RELIGIONS = [
  'Buddhism',
  'Roman Catholic',
  'Islam',
  'Hinduism',
  'Taoism',
  'Christianity',
  'Others',
] as const;
/** One of {@link RELIGIONS}. */
export type Religion = (typeof RELIGIONS)[number];

/** The choice that asks for an other-text, in every list that has one. */
export const OTHERS = 'Others';

/** The chas tiers of the specification. */
export const CHAS_TIERS = ['Blue', 'Orange', 'Green'] as const;
/** One of {@link CHAS_TIERS}. */
export type ChasTier = (typeof CHAS_TIERS)[number];

/** The profile linking statuses of the specification. */
export const PROFILE_LINKING_STATUSES = ['LINKED', 'PENDING'] as const;
/** One of {@link PROFILE_LINKING_STATUSES}. */
export type ProfileLinkingStatus = (typeof PROFILE_LINKING_STATUSES)[number];

/** The address types of the specification. */
export const ADDRESS_TYPES = ['BILLING', 'RESIDENTIAL', 'SERVICE'] as const;
/** One of {@link ADDRESS_TYPES}. */
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** The same as options of the specification. */
export const SAME_AS_OPTIONS = ['BILLING', 'NONE'] as const;
/** One of {@link SAME_AS_OPTIONS}. */
export type SameAs = (typeof SAME_AS_OPTIONS)[number];

/** Emergency-contact relationships; 'Others' asks for the other relationship. */
export const RELATIONSHIPS = ['Spouse', 'Child', 'Others'] as const;
/** One of {@link RELATIONSHIPS}. */
export type Relationship = (typeof RELATIONSHIPS)[number];
/** The relationship labels of the specification. */
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  Spouse: 'Spouse',
  Child: 'Child',
  Others: 'Others (Please specify)',
};

/** The service statuses of the specification. */
export const SERVICE_STATUSES = [
  'UPCOMING',
  'ONGOING',
  'EXPIRED',
  'COMPLETED',
  'HEALTH_DECLARATION',
] as const;
/** One of {@link SERVICE_STATUSES}. */
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The program content types of the specification. */
export const PROGRAM_CONTENT_TYPES = ['INTAKES', 'SESSIONS'] as const;
/** One of {@link PROGRAM_CONTENT_TYPES}. */
export type ProgramContentType = (typeof PROGRAM_CONTENT_TYPES)[number];

/** The session types of the specification. */
export const SESSION_TYPES = ['PRE_SESSION', 'SESSION', 'POST_SESSION'] as const;
/** One of {@link SESSION_TYPES}. */
export type SessionType = (typeof SESSION_TYPES)[number];

/** The session statuses of the specification. */
export const SESSION_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED', 'CANCELLED_WITH_CHARGE'] as const;
/** One of {@link SESSION_STATUSES}. */
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The service booking stages of the specification. */
export const SERVICE_BOOKING_STAGES = [
  'PRE_SESSION_BOOKING',
  'PRE_SESSION_BOOKING_ON_HEALTH_CONDITION',
  'PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION',
  'PRE_SESSION_BOOKING_REMAINDER',
  'SESSION_BOOKING',
  'BOOKING_COMPLETED',
  'POST_SESSION_BOOKING',
] as const;
/** One of {@link SERVICE_BOOKING_STAGES}. */
export type ServiceBookingStage = (typeof SERVICE_BOOKING_STAGES)[number];

/** The card brands of the specification. */
export const CARD_BRANDS = ['PayNow', 'MasterCard', 'VISA', 'VISAPLUS', 'AMEX'] as const;
/** One of {@link CARD_BRANDS}. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The feedback statuses of the specification. */
export const FEEDBACK_STATUSES = ['SUBMITTED', 'OPEN', 'CLOSED'] as const;
/** One of {@link FEEDBACK_STATUSES}. */
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The enrolment statuses of the specification. */
export const ENROLMENT_STATUSES = ['ENROLLED', 'NOT_ENROLLED'] as const;
/** One of {@link ENROLMENT_STATUSES}. */
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Whom a registration is for. */
export const LOVED_ONE_CHOICES = ['my_self', 'new_loved_one'] as const;
/** One of {@link LOVED_ONE_CHOICES}. */
export type LovedOneChoice = (typeof LOVED_ONE_CHOICES)[number];
/** The service-selection values for "myself" and "a new person"; otherwise an existing customer id. */
export const SERVICE_SELECTION_FOR = ['MySelf', 'New'] as const;

/** The exercise frequencies of the specification. */
export const EXERCISE_FREQUENCIES = ['0', '1-3', '4-5', 'more than 5'] as const;
/** One of {@link EXERCISE_FREQUENCIES}. */
export type ExerciseFrequency = (typeof EXERCISE_FREQUENCIES)[number];

/** The reminder statuses of the specification. */
export const REMINDER_STATUSES = ['EXPIRED', 'CONFIRMED', 'DECLINED', 'PENDING'] as const;
/** One of {@link REMINDER_STATUSES}. */
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
/** The reminder answers a client can give. */
export const REMINDER_ANSWERS = ['CONFIRMED', 'DECLINED'] as const;
/** One of {@link REMINDER_ANSWERS}. */
export type ReminderAnswer = (typeof REMINDER_ANSWERS)[number];

/** The customer types of the specification. */
export const CUSTOMER_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
/** One of {@link CUSTOMER_TYPES}. */
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** How a customer pays (payment selection): as a retail customer, in their own name, or as a corporate one, billed to a company. */
export const PAYMENT_SEGMENTS = ['RETAIL', 'CORPORATE'] as const;
/** One of {@link PAYMENT_SEGMENTS}. */
export type PaymentSegment = (typeof PAYMENT_SEGMENTS)[number];

/** The attendance types of the specification. */
export const ATTENDANCE_TYPES = ['CHECK_IN', 'CHECK_OUT'] as const;
/** One of {@link ATTENDANCE_TYPES}. */
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];
/** The attendee statuses of the specification. */
export const ATTENDEE_STATUSES = ['NOT_ATTENDED', 'ATTENDING', 'ATTENDED'] as const;
/** One of {@link ATTENDEE_STATUSES}. */
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/** The check in steps of the specification. */
export const CHECK_IN_STEPS = [
  'NULL',
  'VALIDATION_PROFILE',
  'RETRY_VALIDATION_PROFILE',
  'TO_CHECK_IN',
  'TO_CHECK_OUT',
  'CHECK_OUT_SUCCESS',
] as const;
/** One of {@link CHECK_IN_STEPS}. */
export type CheckInStep = (typeof CHECK_IN_STEPS)[number];

/** The clinic areas of the specification. */
export const CLINIC_AREAS = ['CENTRAL', 'NORTH', 'WEST', 'SOUTH', 'EAST'] as const;
/** One of {@link CLINIC_AREAS}. */
export type ClinicArea = (typeof CLINIC_AREAS)[number];

/** The cancellation results of the specification. */
export const CANCELLATION_RESULTS = [
  'CANCELLATION_FAILED',
  'APPOINTMENT_NOT_AVAILABLE',
  'CANCELLATION_SUCCESS',
] as const;
/** One of {@link CANCELLATION_RESULTS}. */
export type CancellationResult = (typeof CANCELLATION_RESULTS)[number];

/** The marker regions of the specification. */
export const MARKER_REGIONS = ['ne', 'sw', 'nw', 'se'] as const;
/** One of {@link MARKER_REGIONS}. */
export type MarkerRegion = (typeof MARKER_REGIONS)[number];

/** eGIRO arrangement statuses as the bank reports them. */
export const EGIRO_STATUSES = [
  'PENDING',
  'ACTIVE',
  'CANCELLATION_PENDING',
  'CANCELLED',
  'REJECTED',
  'EXPIRED',
] as const;
/** One of {@link EGIRO_STATUSES}. */
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
/** One of {@link EGIRO_BANKS}. */
export type EgiroBankCode = (typeof EGIRO_BANKS)[number]['code'];

/** The ways an order can be paid: a saved card, a PayNow QR, or an active eGIRO arrangement (Active Ageing). */
export const PAYMENT_METHODS = ['CARD', 'PAYNOW', 'EGIRO'] as const;
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Referral-code delivery channels. */
export const REFERRAL_CHANNELS = ['EMAIL', 'SMS'] as const;
/** One of {@link REFERRAL_CHANNELS}. */
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

/** Order statuses. */
export const ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Services are grouped by these tabs on My Services. */
export const SESSION_TABS = ['Upcoming', 'Completed', 'Cancelled', 'Forfeited'] as const;
/** The appointment tabs of the specification. */
export const APPOINTMENT_TABS = ['Upcoming', 'Completed', 'Cancelled/Other'] as const;

/** Kinds of UI message. error and support stay open and carry the support-email line; the others close by themselves. */
export const UI_MESSAGE_TYPES = ['success', 'info', 'warning', 'error', 'support'] as const;
/** A kind of UI message. */
export type UiMessageType = (typeof UI_MESSAGE_TYPES)[number];
