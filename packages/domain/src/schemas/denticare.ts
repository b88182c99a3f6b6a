import { z } from 'zod';

import { COUNTRY_CODE_MAX_LENGTH, NAME_MAX_LENGTH, NATIONAL_ID_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { CLINIC_AREAS, DEFAULT_ID_TYPE, ID_TYPES } from './enums.js';
import {
  EVEN_IF_OTHER_FIELDS_FAIL,
  addIssueAt,
  idTypeAt,
  nationalIdMessage,
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
