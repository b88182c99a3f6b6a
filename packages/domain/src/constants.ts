/**
 * The specification's business constants and limits (section 9 of both seeds), named once.
 * Durations carry their unit in the name.
 */

/** Working days before a session within which cancelling forfeits it. Varies by service category. */
export const SESSION_CANCELLATION_GRACE_WORKING_DAYS = 2;
/** Hours before an appointment until which it can be rescheduled or cancelled. */
export const APPOINTMENT_CHANGE_MIN_HOURS = 24;
/** Length of one session. */
export const SESSION_LENGTH_MINUTES = 45;
/** A PayNow QR payment must be made within this window. */
export const PAYNOW_QR_WINDOW_MINUTES = 15;

/** Profile photo upload limit. */
export const PROFILE_PHOTO_MAX_SIZE_MB = 2;
/** The same limit in bytes (1 MB = 1024 × 1024 bytes). */
export const PROFILE_PHOTO_MAX_SIZE_BYTES = PROFILE_PHOTO_MAX_SIZE_MB * 1024 * 1024;
/** Recommended profile photo size in pixels (square). */
export const PROFILE_PHOTO_RECOMMENDED_PX = 400;
/** File extensions a profile photo may have. */
export const PROFILE_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** Remote configuration is refreshed this often; the first fetch has no minimum interval. */
export const CONFIG_REFRESH_INTERVAL_MS = 600_000;
/** The new-version banner closes itself after this long. */
export const NEW_VERSION_BANNER_MS = 10_000;
/** Default app version before remote configuration loads. */
export const DEFAULT_APP_VERSION = '0.0.0';
/** The loved-one feature is off unless remote configuration turns it on. */
export const DEFAULT_DISABLED_LOVED_ONE = true;

/** Retries of auth/validate on status 1003 before logging out. */
export const AUTH_VALIDATE_MAX_RETRIES = 3;
/** Delay before an automatic logout after an auth error. */
export const AUTH_LOGOUT_DELAY_MS = 2000;
/** Delay before going home after a duplicate Denticare registration. */
export const DENTICARE_DUPLICATE_REDIRECT_MS = 2000;

/** Registration address forms auto-submit after this long without typing. */
export const ADDRESS_AUTOSUBMIT_DEBOUNCE_MS = 500;
/** ... and wait no longer than this in all. */
export const ADDRESS_AUTOSUBMIT_MAX_WAIT_MS = 1500;

/** Session polling: one refresh every 3 s. */
export const POLL_INTERVAL_MS = 3000;
/** Session polling stops after this many refreshes. */
export const POLL_MAX_ATTEMPTS = 5;
/** Session timeout. */
export const SESSION_TIMEOUT_MS = 180_000;
/** Footer links open in a new tab after this delay. */
export const FOOTER_LINK_DELAY_MS = 200;
/** UI messages of type error and support stay open this long (until dismissed in practice). */
export const STICKY_MESSAGE_MS = 1_000_000;
/** Other UI messages close after this long. */
export const TRANSIENT_MESSAGE_MS = 6000;

/** Lowest satisfaction rating. */
export const RATING_MIN = 1;
/** Highest satisfaction rating. */
export const RATING_MAX = 6;

/** Singapore mobile and home numbers: 8 digits. */
export const SG_PHONE_LENGTH = 8;
/** Singapore postal codes: exactly 6 digits. */
export const POSTAL_CODE_LENGTH = 6;
/** Passport numbers: at least 4 characters. */
export const PASSPORT_MIN_LENGTH = 4;
/*
 * Text limits, in UTF-16 code units (what `String.length` and an input's `maxLength` count; never fewer than the
 * characters a database `varchar(n)` counts, so what the schemas accept always fits its column). Each text field
 * takes the limit of its meaning; {@link TEXT_MAX_LENGTH} bounds the rest.
 */
/** Any single-line text without a limit of its own. */
export const TEXT_MAX_LENGTH = 255;
/** Multi-line text a person writes: remarks, comments, reasons, health details. */
export const REMARKS_MAX_LENGTH = 2000;
/** A person's full name as on their ID (Singapore's NRIC holds up to 66 characters; room for longer passports). */
export const NAME_MAX_LENGTH = 100;
/** An email address (RFC 5321: at most 254 characters in a path). */
export const EMAIL_MAX_LENGTH = 254;
/** A phone number as typed, with its spaces and country code ('+65 9123 4567'). */
export const PHONE_MAX_LENGTH = 20;
/** A dial or ISO country code ('+65', 'SG', '+1-684'). */
export const COUNTRY_CODE_MAX_LENGTH = 8;
/** An ID number: NRIC and FIN are 9 characters; passports are shorter than this. */
export const NATIONAL_ID_MAX_LENGTH = 20;
/** A Client ID (referral code) as the provider sends it ('CP6B4H1L'). */
export const CLIENT_ID_MAX_LENGTH = 20;
/** A company or organisation name. */
export const COMPANY_NAME_MAX_LENGTH = 120;
/** A nationality as chosen or typed. */
export const NATIONALITY_MAX_LENGTH = 60;
/** The short text given when 'Others' is chosen (other relationship, language, religion, resident status). */
export const OTHER_TEXT_MAX_LENGTH = 60;
/** An address's block or house number ('678A'). */
export const ADDRESS_BLOCK_MAX_LENGTH = 10;
/** Address line 1, the street ('Woodlands Avenue 6'). */
export const ADDRESS_STREET_MAX_LENGTH = 100;
/** Address line 2, the building ('Kampung Admiralty'). */
export const ADDRESS_BUILDING_MAX_LENGTH = 100;
/** An address's level or floor ('12', 'B1', 'Mezzanine'). */
export const ADDRESS_LEVEL_MAX_LENGTH = 10;
/** An address's unit number ('1234A'). */
export const ADDRESS_UNIT_MAX_LENGTH = 10;
/** A master-code list's code or key ('MARKETING_CHANNEL', 'sd-active-ageing'). */
export const MASTER_CODE_MAX_LENGTH = 100;
/** A record identifier the portal passes back to the API but which is not a database id (a form's own id). */
export const RECORD_REF_MAX_LENGTH = 64;

/** Singapore's international dial code. */
export const SG_COUNTRY_CODE = '+65';
/** Nationality forced by the 'Singapore/ Pink IC' resident status. */
export const SG_NATIONALITY = 'SG';

/** A medical history older than this must be updated. */
export const MEDICAL_HISTORY_STALE_YEARS = 1;
/** The health declaration asks about injuries within this window. */
export const INJURY_HISTORY_MONTHS = 6;

/** eGIRO deductions happen on this day of the month (next business day when it is not one). */
export const EGIRO_DEDUCTION_DAY = 20;
/** eGIRO applications are approved within this many hours. */
export const EGIRO_APPROVAL_HOURS = 24;
/** Banks participating in eGIRO at launch. */
export const EGIRO_PARTICIPATING_BANK_COUNT = 8;

/** Referral promotion: discount for both sides, in percent. */
export const REFERRAL_DISCOUNT_PERCENT = 5;
/** The registration form takes about this long, in minutes. */
export const REGISTRATION_DURATION_MINUTES = { min: 5, max: 10 } as const;

/** The master-code list of marketing channels ("where did you hear about us"). */
export const MARKETING_CHANNEL_CODE = 'MARKETING_CHANNEL';
/** The prefix of the sd- lookups that say whether a programme is available: code 'sd-{category}', key 'sd-{product}'. */
export const AVAILABILITY_CODE_PREFIX = 'sd-';
/** Master-code lists are read from this page ... */
export const MASTER_CODE_PAGE = 0;
/** ... of this size, so one page holds them all. */
export const MASTER_CODE_PAGE_SIZE = 1000;
/** The showcase's runs list shows at most this many runs. */
export const RUNS_LIST_LIMIT = 2;

/** Cart saves carry this source tag. */
export const CART_SOURCE = 'MYNH';
/** The category whose registration adds a health declaration and whose customers see the Finance menu. */
export const ACTIVE_AGEING_CATEGORY = 'Active Ageing';
/** The dental category; its service selection only checks the marketing channel. */
export const DENTICARE_CATEGORY = 'Denticare';
/** Active Ageing programmes are for seniors of this age and above (Singapore's active ageing centres serve 60+). */
export const ACTIVE_AGEING_MIN_AGE = 60;
/** The default dentist resource. */
export const NO_PREFERENCE_DENTIST = 'No preference';
/** How long creating a public Denticare appointment holds its slot for the session: the session timeout. */
export const DENTICARE_HOLD_MS = SESSION_TIMEOUT_MS;
/** A Denticare slot is offered only when it starts at least this many hours from now (the 24-hour rule). */
export const DENTICARE_MIN_LEAD_HOURS = APPOINTMENT_CHANGE_MIN_HOURS;
/** Denticare `monthAndYear` / `selectedMonth` (date-fns tokens): '2026-12'. */
export const DENTICARE_MONTH_FORMAT = 'yyyy-MM';
/** Denticare `dayOfMonth` (date-fns tokens): two digits, '03'. */
export const DENTICARE_DAY_FORMAT = 'dd';
/** Denticare `timeSlot` (date-fns tokens), lower-cased: '09:00 am', '02:15 pm', in Singapore time. */
export const DENTICARE_TIME_SLOT_FORMAT = 'hh:mm a';
/** Analytics event names the events endpoint records (our own analytics; no personal data). */
export const DENTICARE_EVENT_NAMES = ['denticare_booking'] as const;
/** The booking steps an analytics event may name. */
export const DENTICARE_BOOKING_STEPS = ['step1', 'step2', 'step3'] as const;
/** Random bytes of a cancellation link's id: 24 bytes = 192 bits, 32 base64url characters. */
export const DENTICARE_CANCEL_ID_BYTES = 24;

/** Layout spacing unit in px. */
export const SPACING_UNIT_PX = 8;
/** Pixels per rem: a size in rem is px / 14. */
export const REM_BASE_PX = 14;
/** Default maximum width of page content in px, centred. */
export const CONTENT_MAX_WIDTH_PX = 330;
/** Error text size in px. */
export const ERROR_TEXT_SIZE_PX = 14;

/** How dates are shown (date-fns tokens). */
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
/** How dates are stored and sent to the API (date-fns tokens). */
export const API_DATE_FORMAT = 'yyyy-MM-dd';
/** How times are shown: 'hh:mm A', e.g. '02:05 PM' (date-fns tokens; the meridiem is upper-cased). */
export const DISPLAY_TIME_FORMAT = 'hh:mm a';

/** Support hours as the eGIRO page states them. */
export const SUPPORT_HOURS = {
  support: '9:00 am to 5:00 pm, Monday to Friday, excluding public holidays',
  billingHotline: 'Monday to Friday, 8.30am to 5.30pm',
  generalHotline: '8.30am to 6pm',
} as const;

/** Deployment environments; uat and qa use the pre-production pass site. */
export const ENVIRONMENTS = ['alpha', 'qa', 'uat', 'prod'] as const;
/** One deployment environment. */
export type Environment = (typeof ENVIRONMENTS)[number];
