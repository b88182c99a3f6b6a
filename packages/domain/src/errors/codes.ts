/**
 * The one list of error codes: every `errorCode` the API's envelope carries on a failure, with what it means.
 * The API raises only these (its error helpers take an {@link ErrorCode}) and the portal's client reads them as
 * one, so each code is written once and a misspelt or unlisted code fails the type check. A client decides by
 * the code, never by the words, which are translated and may be reworded.
 */

/** Every error code the API sends, by area, each with what it means for the caller. */
export const ERROR_CODES = {
  // The request itself, before a route's own rules (the error handler, idempotency keys, the rate limit).
  VALIDATION_FAILED:
    'A value of the request breaks its rule; `data.errors` lists every invalid field and why.',
  BAD_REQUEST: 'The request could not be read, and no more specific code applies (400).',
  INVALID_JSON: 'The body is not valid JSON.',
  EMPTY_JSON_BODY: 'The body is empty although its content type says JSON.',
  INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  BAD_URL: 'The address does not decode (a malformed percent-escape).',
  BODY_TOO_LARGE: 'The body is larger than the API accepts (413).',
  URL_TOO_LONG: 'The address is longer than the API accepts (414).',
  HEADERS_TOO_LARGE: 'The headers are larger than the server accepts (431).',
  REQUEST_TIMEOUT: 'The request did not finish arriving in time (408).',
  UNSUPPORTED_MEDIA_TYPE: 'The body is of a content type the route does not take (415).',
  NOT_FOUND: "No such address, or the record does not exist or is not the caller's (404).",
  METHOD_NOT_ALLOWED: 'The address exists but not for this method; `Allow` lists the ones it takes (405).',
  FORBIDDEN: 'The caller may not do this, and no more specific code applies (403).',
  RATE_LIMITED: 'Too many requests from this caller; try again after `retry-after` seconds (429).',
  IDEMPOTENCY_KEY_REQUIRED:
    'A request that must not run twice (a checkout, a payment) came without its Idempotency-Key.',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header is not 8 to 128 letters, digits, _ or -.',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key was used before for a different request (422).',
  INTERNAL_ERROR: 'Something unexpected failed on the server; nothing of it is shown (500).',
  DATABASE_UNAVAILABLE:
    'The database is away for a moment; nothing was kept, try again after `retry-after` (503).',

  // Signing in and acting for someone (the auth plugin, auth/validate).
  TOKEN_MISSING: 'A signed-in route was called without a bearer token.',
  TOKEN_INVALID: 'The bearer token is not one the identity provider signed.',
  TOKEN_CLAIMS_INVALID:
    "The token is signed but its claims are not the portal's (audience, issuer, subject).",
  TOKEN_EXPIRED: 'The bearer token has expired; the portal signs the person out.',
  LOGIN_SESSION_EXPIRED: 'The sign-in is older than the longest session allowed; the person signs in again.',
  IDENTITY_UNAVAILABLE:
    "The identity provider's keys could not be fetched: our outage, not the caller's (503).",
  CLIENT_ACCOUNT_MISSING:
    'No client account belongs to the signed-in identity or its verified email address.',
  ASSOCIATED_WITH_ANOTHER_IDENTITY: 'The client account found by email is already tied to another sign-in.',
  ASSOCIATION_FAILED: 'Tying the client account to the sign-in failed on the server.',
  VIEW_AS_FORBIDDEN: 'The `view-as` header names someone the caller may not act for.',
  ADMIN_DISABLED: 'Configuration changes are turned off on this server (no admin token configured).',
  ADMIN_TOKEN_INVALID: 'The admin token of a configuration change is missing or wrong.',

  // Profile, loved ones, addresses and contacts.
  NRIC_EXISTS: 'The ID number is a client record of its own: the person links that profile instead (409).',
  LOVED_ONE_MAPPED: "The ID number is already one of the customer's loved ones (409).",
  OWN_NRIC: "The ID number is the customer's own, given for a loved one (409).",
  FIELD_LOCKED: 'A field that may no longer change: the name once linked, the ID number or email once set.',
  LOVED_ONES_DISABLED: 'The loved-ones feature is turned off in the remote configuration (403).',
  ADDRESS_TYPE_EXISTS: 'The person already has an address of this type (409).',
  BILLING_SAME_AS_BILLING:
    'The billing address cannot follow itself (`sameAs` BILLING on a billing address).',
  NO_BILLING_ADDRESS: 'An address follows the billing address, but the person has none.',
  FILE_TOO_LARGE: 'The profile picture is larger than allowed (413).',
  FILE_TYPE_NOT_ALLOWED: 'The profile picture is not an image type the portal takes.',
  CENTRE_NOT_AVAILABLE:
    "The health declaration's centre is not an Active Ageing centre, or not the service's.",

  // Linking a client record to the customer's profile.
  REFERRAL_CODE_UNKNOWN: 'No client record has this Client ID.',
  REFERRAL_CODE_NOT_FOR_NRIC: 'The Client ID belongs to a record with another ID number.',
  ALREADY_LINKED: 'The client record is already linked to a profile (409).',
  NO_ADDRESS_FOR_CHANNEL: 'The record has no email address or mobile number to send the linking code to.',
  RECIPIENT_REJECTED: "The mail or SMS provider refused the record's address or number.",
  NOTIFICATION_UNAVAILABLE: 'The mail or SMS provider could not be reached; try again (502).',

  // Postal code lookup.
  POSTAL_LOOKUP_UNAVAILABLE: 'The postal lookup service did not answer; the person types the address (503).',

  // Catalogue, eligibility and the cart.
  PRODUCT_NOT_VALID:
    'The product is not in the catalogue (any more): the portal sends the person home (404).',
  SERVICE_NOT_VALID:
    'The service is not in the catalogue (any more): the portal sends the person home (404).',
  BELOW_MINIMUM_AGE: "The person is younger than the programme's category allows.",
  SERVICE_HELD: 'The person already holds this programme and cannot renew it now.',
  CART_EMPTY: 'The cart has nothing to apply a code to or to check out.',
  CART_MIXED_CATEGORIES: 'The cart would hold programmes of categories that are not bought together.',
  OFFER_ALREADY_IN_CART: 'This offer for this person is already in the cart (409).',
  COUPON_UNKNOWN: 'No promotion or Client ID has this code.',
  COUPON_EXPIRED: 'The promotion of this code has ended.',
  COUPON_USED_UP: 'The promotion of this code has been used as often as it may.',
  COUPON_NOT_APPLICABLE: 'The code applies to none of the programmes in the cart.',

  // Orders.
  ORDER_NOT_PAYABLE: 'The order is paid, so whom it is billed to can no longer change (409).',
  ORDER_NOT_PAID: 'Only a paid order can be rated (409).',
  FEEDBACK_ALREADY_GIVEN: 'The order has been rated already (409).',

  // Cards and payments.
  NO_CARDS: 'A card payment was asked for without a saved card.',
  INVALID_CARD: 'The card cannot be used: unknown to the gateway, or not active.',
  CARD_NOT_VALID: 'The card number or its verification was refused.',
  CARD_EXPIRED: 'The card has expired.',
  INSUFFICIENT_FUNDS: 'The bank declined the payment for lack of funds.',
  PAYMENT_DECLINED: 'The bank or the gateway declined the payment.',
  INVALID_PAYMENT: 'The order cannot be paid now: paid already, or another payment of it is under way (409).',
  PAYMENT_NOT_VALID: 'The PayNow payment does not match its QR: another amount, or the QR has expired.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'The card gateway or the bank did not answer; the same key is safe to retry (503).',
  RETURN_URL_INVALID: "The sandbox gateway's return address is not a page of the portal.",

  // eGIRO.
  EGIRO_NOT_USABLE: 'The order cannot be paid by this eGIRO arrangement; the message says why.',
  EGIRO_NOT_ACTIVE: 'Only an active eGIRO arrangement can be cancelled.',
  EGIRO_DEBIT_IN_FLIGHT:
    'An eGIRO debit of the order waits for its deduction day; the message says when (409).',
  DDA_REFERENCE_USED: 'The DDA reference number of the application has been used already (409).',
  EGIRO_ARRANGEMENT_EXISTS:
    'The person has an arrangement with that bank that is active or waits for the bank: use it, or cancel it first (409).',

  // Bookings of the customer's services (domain bookingConflictCode; every one a 409).
  BOOKING_STARTED: 'The session has already started, so it can no longer be changed.',
  BOOKING_SESSION_GRACE_OVER:
    'The session is inside its grace period: it can be cancelled (forfeited), not moved.',
  BOOKING_APPOINTMENT_TOO_LATE: 'The appointment is less than 24 hours away, so it can no longer change.',
  BOOKING_INTAKE_NOT_RESCHEDULABLE: 'Intake appointments cannot be rescheduled.',
  BOOKING_NOT_SCHEDULED: 'The booking is no longer scheduled (cancelled or completed).',
  BOOKING_SLOT_TAKEN: 'The time was taken meanwhile: the portal shows fresh times.',
  BOOKING_SLOT_NOT_OFFERED: 'The time is not one the service offers.',
  BOOKING_NO_SESSIONS_LEFT: 'Every session of the service is booked or used.',
  BOOKING_SERVICE_NOT_BOOKABLE: 'The service books no session of this type now.',
  BOOKING_INTAKE_FULL: 'The intake is full: the portal clears the choice.',
  BOOKING_INTAKE_NOT_OFFERED: 'The intake is not one of the service.',
  BOOKING_ALREADY_ENROLLED: 'The service is already enrolled in an intake.',

  // Denticare, public and signed in.
  SLOT_TAKEN:
    'The time is held or booked by someone else; `data.nextAvailable` offers the next free ones (409).',
  HOLD_EXPIRED:
    "The session's hold lapsed and the time was taken; `data.nextAvailable` as for SLOT_TAKEN (409).",
  APPOINTMENT_EXISTS: 'The session has booked its appointment already: change it instead (409).',
  SLOT_NOT_OFFERED: 'The time is not one the centre and dentist offer (409).',
  APPOINTMENT_CLASH:
    'The person has another dental appointment at an overlapping time; the message says when.',
  ALREADY_CANCELLED: 'The appointment was cancelled already (409).',
  APPOINTMENT_PASSED: 'The appointment has started or passed, so it can no longer change (409).',
  CHANGE_REFUSED: 'The appointment may no longer change (the 24-hour rule); the message says why (409).',
  NOT_REGISTERED: 'The person has no Denticare registration yet (409).',
  BLACKLISTED: 'The person may not book online; the message gives the number to call (403).',
  NRIC_MISSING: 'A Denticare registration needs the NRIC the profile does not have.',
  DENTICARE_CLIENT_EXISTS: 'The person is registered with Denticare already (409).',

  // Public links: e-invoices and reminders.
  'E-INV-S002': 'The invoice of the link has been paid already (409).',
  'E-INV-S004': 'The invoice link has expired (410).',
  REMINDER_EXPIRED: 'The reminder link has expired (410).',

  // Volunteer check-in.
  IDENTITY_NOT_MATCHED:
    "The volunteer's details, or the organisation's code and PIN, do not match the activity.",
  NOT_TODAY: 'The activity is not running today (409).',
  CHECK_IN_NOT_OPEN: 'Check-in opens 30 minutes before the activity starts; the message says when (409).',
  CHECK_IN_CLOSED: 'Check-in closed when the activity ended; the message gives its hours (409).',
  CHECK_OUT_CLOSED: 'Check-out closed 2 hours after the activity ended; the message says when (409).',
  ALREADY_CHECKED_IN: 'The volunteer has checked in already (409).',
  NOT_CHECKED_IN: 'The volunteer checks out without having checked in (409).',
  ALREADY_CHECKED_OUT: 'The volunteer has checked out already (409).',
} as const;

/** One of {@link ERROR_CODES}: a code the API sends. */
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Fastify's own code of a client error the API has no code of its own for (`FST_ERR_…`), which the error handler
 * passes on as it came. No client decides by it.
 */
export type FrameworkErrorCode = `FST_${string}`;

/**
 * The codes of the catalogue's 404s (seed 001 section 8: 'Product is not valid' and 'Service is not valid' send
 * the person home), by the key of their message in `messages.catalogue`.
 */
export const CATALOGUE_ERROR_CODES = {
  productNotValid: 'PRODUCT_NOT_VALID',
  serviceNotValid: 'SERVICE_NOT_VALID',
} as const satisfies Record<string, ErrorCode>;
/** One of {@link CATALOGUE_ERROR_CODES}. */
export type CatalogueErrorCode = (typeof CATALOGUE_ERROR_CODES)[keyof typeof CATALOGUE_ERROR_CODES];

/** The codes of the e-invoice link's refusals (the specification's), by the key of their message in `messages.eInvoice`. */
export const E_INVOICE_ERROR_CODES = {
  alreadyPaid: 'E-INV-S002',
  linkExpired: 'E-INV-S004',
} as const satisfies Record<string, ErrorCode>;
/** One of {@link E_INVOICE_ERROR_CODES}. */
export type EInvoiceErrorCode = (typeof E_INVOICE_ERROR_CODES)[keyof typeof E_INVOICE_ERROR_CODES];
