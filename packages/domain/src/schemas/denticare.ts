import { z } from 'zod';

import {
  COUNTRY_CODE_MAX_LENGTH,
  DENTICARE_BOOKING_STEPS,
  DENTICARE_EVENT_NAMES,
  NAME_MAX_LENGTH,
  NATIONAL_ID_MAX_LENGTH,
  REMARKS_MAX_LENGTH,
} from '../constants.js';
import { LOCALES } from '../i18n/locales.js';
import { localeSchema } from '../i18n/languageSchema.js';
import { messages } from '../messages/index.js';
import { nationalIdMessage } from '../national-id/message.js';
import { CLINIC_AREAS, DEFAULT_ID_TYPE, ID_TYPES } from './enums.js';
import { recordUuid } from './ids.js';
import {
  EVEN_IF_OTHER_FIELDS_FAIL,
  addIssueAt,
  idTypeAt,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  textAt,
} from './shared.js';

const v = messages.validation;

/**
 * The Denticare client-details form (booking step 2) and the body of POST/PUT of a client. The specification
 * gives no messages of its own for it; it follows personal details: name, email, mobile number and the ID
 * number by `clientIdType` (default NRIC) are required, with the same messages at the same paths.
 */
export const denticareClientSchema = z
  .object({
    nric: optionalText({ max: NATIONAL_ID_MAX_LENGTH }),
    isBookingForYourSelf: z.boolean({ error: v.required }),
    name: requiredText(v.nameRequired, { max: NAME_MAX_LENGTH }),
    email: requiredEmail(v.emailRequired, v.emailInvalid),
    mobileNumber: requiredPhone(v.mobileNumberRequired, v.phoneNumberInvalid),
    clientIdType: z.enum(ID_TYPES, { error: v.idTypeRequired }).default(DEFAULT_ID_TYPE),
    countryCode: optionalText({ max: COUNTRY_CODE_MAX_LENGTH }),
  })
  .superRefine((value, ctx) => {
    const idType = idTypeAt(value, 'clientIdType');
    if (idType === undefined) return;
    const message = nationalIdMessage(idType, textAt(value, 'nric'));
    if (message !== undefined) addIssueAt(ctx, ['nric'], message);
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A valid Denticare client. */
export type DenticareClient = z.output<typeof denticareClientSchema>;
/** A Denticare client as the form holds it before validation. */
export type DenticareClientInput = z.input<typeof denticareClientSchema>;

/**
 * The public client stored for an anonymous booking session, as returned by the client/session call. Note the
 * spelling `bookingForYourself` here, unlike the form's `isBookingForYourSelf`.
 */
export const denticarePublicClientSchema = z.object({
  name: z.string(),
  nric: z.string(),
  mobileNumber: z.string(),
  bookingForYourself: z.boolean(),
  email: z.string(),
  clientIdType: z.enum(ID_TYPES),
  countryCode: z.string().nullish(),
});

/** A public Denticare client. */
export type DenticarePublicClient = z.output<typeof denticarePublicClientSchema>;

/* The id of an anonymous booking session. */
const clientSessionId = z.string().min(1);

/** The body of creating or updating the public client: the client form plus the booking session id. */
export const denticarePublicClientRequestSchema = denticareClientSchema.safeExtend({ clientSessionId });

/** A public client create/update request. */
export type DenticarePublicClientRequest = z.output<typeof denticarePublicClientRequestSchema>;

/**
 * The client's Denticare status. The client counts as associated when `denticareAssociationId` is non-empty;
 * what `blackListed` changes is not specified.
 */
export const denticareClientStatusSchema = z.object({
  denticareAssociationId: z.string().nullish(),
  denticareClientId: z.string().nullish(),
  blackListed: z.boolean().nullish(),
  denticareSessionId: z.string().nullish(),
});

/** A Denticare client status. */
export type DenticareClientStatus = z.output<typeof denticareClientStatusSchema>;

/** A dentist of the revamped booking ("resource"). The one named 'No preference' is the default. */
export const revampResourceSchema = z.object({
  resourceId: z.string().min(1),
  resourceName: z.string(),
});

/** A dentist resource. */
export type RevampResource = z.output<typeof revampResourceSchema>;

/** A centre of the revamped booking. Only its id is specified; other fields are kept as sent. */
export const denticareCenterSchema = z.looseObject({ centerId: z.string().min(1) });

/** A Denticare centre. */
export type DenticareCenter = z.output<typeof denticareCenterSchema>;

/** A clinic of the signed-in booking, with its area. Other fields are not specified and are kept as sent. */
export const denticareClinicSchema = z.looseObject({ area: z.enum(CLINIC_AREAS) });

/** A Denticare clinic. */
export type DenticareClinic = z.output<typeof denticareClinicSchema>;

/**
 * A record whose fields the specification does not show (a treatment, a signed-in dentist, an appointment):
 * kept as sent.
 */
export const denticareRecordSchema = z.looseObject({});

/** A Denticare record of unspecified shape. */
export type DenticareRecord = z.output<typeof denticareRecordSchema>;

/** The centres response: the scaling service id and its centres. */
export const denticareCentersResponseSchema = z.object({
  serviceId: z.string(),
  centers: z.array(denticareCenterSchema).default([]),
});

/** The available-months response (loaded lists default to empty). */
export const availableMonthsResponseSchema = z.object({ availableMonths: z.array(z.string()).default([]) });

/** The available-dates response. */
export const availableDatesResponseSchema = z.object({ availableDates: z.array(z.string()).default([]) });

/** The available-times response: slots keyed by their time string. */
export const availableTimesResponseSchema = z.object({
  availableTimes: z.record(z.string(), z.unknown()).default({}),
});

/** A booked session as listed: its date and time-slot label. */
export const sessionItemSchema = z.object({ date: z.string(), timeSlot: z.string() });

/** A session item. */
export type SessionItem = z.output<typeof sessionItemSchema>;

const list = <T extends z.ZodType>(item: T) => z.array(item).default([]);
const selection = () => z.string().nullable().default(null);
const flag = () => z.boolean().default(false);

/**
 * The Denticare booking state (specification 001, section 3). Every part has its initial value as default, so
 * `denticareBookingStateSchema.parse({})` is the initial state: lists empty, selections `null`, flags false,
 * and `hasOneAppointment` `null` (not yet known).
 */
export const denticareBookingStateSchema = z.object({
  treatments: list(denticareRecordSchema),
  clinics: list(denticareClinicSchema),
  dentists: list(denticareRecordSchema),
  upcomingAppointments: list(denticareRecordSchema),
  completedAppointments: list(denticareRecordSchema),
  cancelledAppointments: list(denticareRecordSchema),
  selectedAppointment: denticareRecordSchema.nullable().default(null),
  upcomingAppointment: denticareRecordSchema.nullable().default(null),
  centers: list(denticareCenterSchema),
  resources: list(revampResourceSchema),
  availableMonths: list(z.string()),
  availableDates: list(z.string()),
  availableSlots: list(z.string()),
  selectedCenter: selection(),
  selectedDentist: selection(),
  selectedMonth: selection(),
  selectedDate: selection(),
  selectedSlot: selection(),
  dateLabel: selection(),
  monthLabel: selection(),
  scalingServiceId: selection(),
  isExistingClient: flag(),
  hasOneAppointment: z.boolean().nullable().default(null),
  newDenticareClient: denticareClientSchema.nullable().default(null),
  loading: z
    .object({
      treatments: flag(),
      clinics: flag(),
      dentists: flag(),
      appointments: flag(),
      centers: flag(),
      resources: flag(),
      months: flag(),
      dates: flag(),
      slots: flag(),
    })
    .prefault({}),
  finishLoadingData: flag(),
});

/** The Denticare booking state. */
export type DenticareBookingState = z.output<typeof denticareBookingStateSchema>;

/* ───────────────────────── Issue 16: the Denticare API contract (docs: /work/notes/denticare-contract.md) ── */

const MONTH_AND_YEAR = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY_OF_MONTH = /^(0[1-9]|[12]\d|3[01])$/;
const TIME_SLOT = /^(0[1-9]|1[0-2]):[0-5]\d (am|pm)$/;
const CLIENT_SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The id of an anonymous booking session (the portal makes one with `crypto.randomUUID()`). */
export const denticareClientSessionIdSchema = z
  .string({ error: v.required })
  .regex(CLIENT_SESSION_ID, { error: v.invalidValue });

/** A Denticare month, `yyyy-MM` (`monthAndYear`, `selectedMonth`). */
export const denticareMonthSchema = z
  .string({ error: v.required })
  .regex(MONTH_AND_YEAR, { error: v.invalidValue });

/** A day of the month, two digits (`dayOfMonth`). */
export const denticareDayOfMonthSchema = z
  .string({ error: v.required })
  .regex(DAY_OF_MONTH, { error: v.invalidValue });

/** A Singapore calendar date, `yyyy-MM-dd` (`selectedDate`, an `availableDates` entry). */
export const denticareDateSchema = z.iso.date({ error: v.invalidValue });

/** A time slot, `hh:mm am` / `hh:mm pm`; upper case is accepted and lower-cased ("chosen slots are lower-cased"). */
export const denticareTimeSlotSchema = z
  .string({ error: v.required })
  .trim()
  .toLowerCase()
  .regex(TIME_SLOT, { error: v.invalidValue });

/** A Denticare centre as the centre lists answer it. */
export const denticareCenterDetailSchema = z.object({
  centerId: z.string(),
  centerName: z.string(),
  area: z.enum(CLINIC_AREAS),
  address: z.string(),
  postalCode: z.string(),
});

/** A Denticare centre with its name, area and address. */
export type DenticareCenterDetail = z.output<typeof denticareCenterDetailSchema>;

/** GET public/v1/centers: the scaling service id and the Denticare centres. */
export const publicCentersResponseSchema = z.object({
  serviceId: z.string(),
  centers: z.array(denticareCenterDetailSchema).default([]),
});

/** The resources (dentists) of a centre, 'No preference' first. */
export const denticareResourcesResponseSchema = z.array(revampResourceSchema).default([]);

/** GET public/v1/centers?clientSessionId. */
export const publicCentersQuerySchema = z.object({ clientSessionId: denticareClientSessionIdSchema });

/** GET public/v1/resources?serviceId&centerId&clientSessionId. */
export const publicResourcesQuerySchema = z.object({
  serviceId: recordUuid(),
  centerId: recordUuid(),
  clientSessionId: denticareClientSessionIdSchema,
});

/** GET public/v1/appointment/available-months: the centre, the service and optionally the dentist. */
export const publicAvailableMonthsQuerySchema = publicResourcesQuerySchema.extend({
  resourceId: recordUuid().optional(),
});

/** GET public/v1/appointment/available-dates: as months, and the month. */
export const publicAvailableDatesQuerySchema = publicAvailableMonthsQuerySchema.extend({
  selectedMonth: denticareMonthSchema,
});

/** GET public/v1/appointment/available-times: as dates, and the date. */
export const publicAvailableTimesQuerySchema = publicAvailableDatesQuerySchema.extend({
  selectedDate: denticareDateSchema,
});

/** One available time: its instants and the dentists free then. */
export const denticareAvailableTimeSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  resources: z.array(revampResourceSchema),
});

/** An available time. */
export type DenticareAvailableTime = z.output<typeof denticareAvailableTimeSchema>;

/** The available-times answer: keyed by time slot (`'09:00 am'`), in time order. */
export const denticareAvailableTimesResponseSchema = z.object({
  availableTimes: z.record(z.string(), denticareAvailableTimeSchema).default({}),
});

/**
 * The language a booking's confirmation, cancellation notice and any later notice are written in (issue 19): the
 * page's. Optional; a new booking without it is written to in English. A signed-in customer who has chosen a
 * language (PUT profile/language) is written to in theirs instead.
 */
const bookingLanguage = localeSchema
  .optional()
  .describe(
    `The language of the booking's confirmation and later notices by email and SMS: ${LOCALES.join(', ')} (en when not given; a signed-in customer's own choice wins).`,
  );

/** The slot of a public appointment request (and of the signed-in booking, without the session). */
export const denticareSlotRequestSchema = z.object({
  centerId: recordUuid(),
  resourceId: recordUuid(),
  serviceId: recordUuid(),
  monthAndYear: denticareMonthSchema,
  dayOfMonth: denticareDayOfMonthSchema,
  timeSlot: denticareTimeSlotSchema,
  language: bookingLanguage,
});

/** A slot request. */
export type DenticareSlotRequest = z.output<typeof denticareSlotRequestSchema>;

/** POST / PUT public/v1/appointment: hold (or move) the session's appointment. */
export const publicAppointmentRequestSchema = denticareSlotRequestSchema.extend({
  clientSessionId: denticareClientSessionIdSchema,
});

/** The same schema under its earlier name. */
export const publicAppointmentCreateRequestSchema = publicAppointmentRequestSchema;

/** A public appointment request. */
export type PublicAppointmentRequest = z.output<typeof publicAppointmentRequestSchema>;

/** A free slot offered instead of a taken one (`nextAvailable`). */
export const publicSlotSchema = z.object({
  centerId: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  monthAndYear: z.string(),
  dayOfMonth: z.string(),
  timeSlot: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
});

/** A free slot. */
export type PublicSlot = z.output<typeof publicSlotSchema>;

/** The data of a 409 SLOT_TAKEN or HOLD_EXPIRED: up to three next free slots. */
export const slotTakenDataSchema = z.object({ nextAvailable: z.array(publicSlotSchema).default([]) });

/** Public appointment statuses: HELD (for {@link DENTICARE_HOLD_MS}), BOOKED, CANCELLED. */
export const PUBLIC_APPOINTMENT_STATUSES = ['HELD', 'BOOKED', 'CANCELLED'] as const;

/** A public appointment. `appointmentId` is the unguessable cancellation id, never the database id. */
export const publicAppointmentSchema = z.object({
  appointmentId: z.string(),
  clientSessionId: z.string(),
  centerId: z.string(),
  centerName: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  monthAndYear: z.string(),
  dayOfMonth: z.string(),
  timeSlot: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  status: z.enum(PUBLIC_APPOINTMENT_STATUSES),
  heldUntil: z.iso.datetime({ offset: true }).nullable(),
});

/** A public appointment. */
export type PublicAppointment = z.output<typeof publicAppointmentSchema>;

/** GET public/v1/appointment: the session's latest appointment, or null. */
export const publicAppointmentResponseSchema = publicAppointmentSchema.nullable();

/** GET public/v1/appointment and client/session: `?clientSessionId`. */
export const publicSessionQuerySchema = z.object({ clientSessionId: denticareClientSessionIdSchema });

/** GET public/v1/client/session: the client (NRIC masked), or null. */
export const publicClientResponseSchema = denticarePublicClientSchema.nullable();

/** POST public/v1/appointment/review/confirm. */
export const publicReviewConfirmRequestSchema = z.object({
  clientSessionId: denticareClientSessionIdSchema,
  marketingConsentAgreed: z.boolean({ error: v.required }),
  /** The page's language at the last step, when it changed after the slot was held. */
  language: bookingLanguage,
});

/** The same schema under its earlier name. */
export const reviewConfirmRequestSchema = publicReviewConfirmRequestSchema;

/** A review-confirm request. */
export type PublicReviewConfirmRequest = z.output<typeof publicReviewConfirmRequestSchema>;

/** The status of cancellation data: '' when the appointment has passed (APPOINTMENT_NOT_AVAILABLE). */
export const CANCELLATION_DATA_STATUSES = ['BOOKED', 'CANCELLED', ''] as const;

/** GET public/v1/appointment/cancel/{id}: what the cancellation page shows. */
export const cancellationDataSchema = z.object({
  appointmentDate: z.iso.datetime({ offset: true }),
  nric: z.string(),
  serviceName: z.string(),
  appointmentId: z.string(),
  clientSessionId: z.string(),
  status: z.enum(CANCELLATION_DATA_STATUSES),
});

/** Cancellation data. */
export type CancellationData = z.output<typeof cancellationDataSchema>;

/** PUT public/v1/appointment/cancel. */
export const publicCancelRequestSchema = z.object({
  clientSessionId: denticareClientSessionIdSchema,
  appointmentId: z.string({ error: v.required }).min(1, { error: v.required }).max(200),
});

/** The same schema under its earlier name. */
export const cancelAppointmentRequestSchema = publicCancelRequestSchema;

/** A public cancel request. */
export type PublicCancelRequest = z.output<typeof publicCancelRequestSchema>;

/** The answer of a cancel. */
export const publicCancelResponseSchema = z.object({ status: z.literal('CANCELLED') });

/** POST public/v1/events: an allow-listed analytics event, without personal data. */
export const denticareEventRequestSchema = z.object({
  name: z.enum(DENTICARE_EVENT_NAMES, { error: messages.denticare.eventNotRecorded }),
  step: z.enum(DENTICARE_BOOKING_STEPS, { error: messages.denticare.eventNotRecorded }),
  clientSessionId: denticareClientSessionIdSchema.optional(),
});

/** An analytics event. */
export type DenticareEventRequest = z.output<typeof denticareEventRequestSchema>;

/* Signed-in denticare/client/… */

/** GET services/list?businessUnit=DENTICARE. */
export const servicesListQuerySchema = z.object({
  businessUnit: z.enum(['DENTICARE'], { error: v.invalidValue }),
});

/** A Denticare service (product). */
export const denticareServiceSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  description: z.string(),
});

/** A Denticare service. */
export type DenticareService = z.output<typeof denticareServiceSchema>;

/** GET denticare/client/centers?serviceId. */
export const clientCentersQuerySchema = z.object({ serviceId: recordUuid() });

/** GET denticare/client/resources?serviceId&centerId. */
export const clientResourcesQuerySchema = z.object({ serviceId: recordUuid(), centerId: recordUuid() });

/** POST denticare/client/availableslot: as far as the given fields go. */
export const availableSlotRequestSchema = z.object({
  serviceId: recordUuid(),
  centerId: recordUuid(),
  resourceId: recordUuid().optional(),
  selectedMonth: denticareMonthSchema.optional(),
  selectedDate: denticareDateSchema.optional(),
});

/** An available-slot request. */
export type AvailableSlotRequest = z.output<typeof availableSlotRequestSchema>;

/** The available-slot answer: months always; dates with a month; times with a date. */
export const availableSlotResponseSchema = z.object({
  availableMonths: z.array(z.string()).default([]),
  availableDates: z.array(z.string()).default([]),
  availableTimes: z.record(z.string(), denticareAvailableTimeSchema).default({}),
});

/** Signed-in appointment statuses. */
export const DENTICARE_APPOINTMENT_STATUSES = ['BOOKED', 'COMPLETED', 'CANCELLED'] as const;

/** A signed-in Denticare appointment with what may be done with it now. */
export const denticareAppointmentSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  centerId: z.string(),
  centerName: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  monthAndYear: z.string(),
  dayOfMonth: z.string(),
  timeSlot: z.string(),
  status: z.enum(DENTICARE_APPOINTMENT_STATUSES),
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
  /** The catalogue's words for why it cannot be changed; null when it can. */
  refusal: z.string().nullable(),
});

/** A signed-in Denticare appointment. */
export type DenticareAppointment = z.output<typeof denticareAppointmentSchema>;

/** GET denticare/client/appointment/history. */
export const denticareHistorySchema = z.object({
  upcomingAppointments: z.array(denticareAppointmentSchema).default([]),
  completedAppointments: z.array(denticareAppointmentSchema).default([]),
  cancelledAppointments: z.array(denticareAppointmentSchema).default([]),
});

/** The appointment history. */
export type DenticareHistory = z.output<typeof denticareHistorySchema>;

/** DELETE denticare/client/appointment/{id}: an optional reason. */
export const denticareCancelRequestSchema = z
  .object({ reason: optionalText({ max: REMARKS_MAX_LENGTH }) })
  .default({ reason: undefined });

/** GET denticare/client/mhq: when the medical history questionnaire was last given and whether it is due. */
export const denticareMhqSchema = z.object({
  lastSubmittedAt: z.iso.datetime({ offset: true }).nullable(),
  due: z.boolean(),
});

/** The questionnaire status. */
export type DenticareMhq = z.output<typeof denticareMhqSchema>;
