import { z } from 'zod';

import { REMARKS_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { BOOKING_CHANGE_REFUSALS, BOOKING_FORMATS } from '../scheduling/changeRules.js';
import {
  PROGRAM_CONTENT_TYPES,
  SERVICE_BOOKING_STAGES,
  SERVICE_STATUSES,
  SESSION_STATUSES,
  SESSION_TYPES,
} from './enums.js';
import { recordId, requiredText } from './shared.js';

const v = messages.validation;

/** A service the client is registered for (specification sections 3 of both documents). */
export const registeredServiceSchema = z.object({
  id: recordId(),
  productId: recordId(),
  categoryId: recordId(),
  categoryName: z.string(),
  serviceStatus: z.enum(SERVICE_STATUSES),
  centerId: recordId(),
  programContentType: z.enum(PROGRAM_CONTENT_TYPES).nullish(),
});

/** A registered service. */
export type RegisteredService = z.output<typeof registeredServiceSchema>;

/** A session of a service. A PRE_SESSION is labelled 'Pre-assessment' on screen. */
export const sessionSchema = z.object({
  type: z.enum(SESSION_TYPES),
  eventName: z.string(),
  title: z.string(),
  status: z.enum(SESSION_STATUSES).nullish(),
});

/** A session of a service. */
export type Session = z.output<typeof sessionSchema>;

/** The package facts of a product that its package text is written from (specification 001, section 3). */
export const productDetailsSchema = z.object({
  programContentType: z.enum(PROGRAM_CONTENT_TYPES),
  fixedSessions: z.boolean(),
  totalSessions: z.int().nonnegative(),
});

/** A product's package facts. */
export type ProductDetails = z.output<typeof productDetailsSchema>;

/**
 * The body of POST intake/enroll: clientId, subscription and subscriptionTermId, plus extra data the
 * specification does not list (kept as sent).
 */
export const intakeEnrolmentRequestSchema = z.looseObject({
  clientId: recordId(),
  subscription: recordId(),
  subscriptionTermId: recordId(),
});

/** An intake enrolment request. */
export type IntakeEnrolmentRequest = z.output<typeof intakeEnrolmentRequestSchema>;

/** The cancellation form of a session or appointment: a reason is required ('Reason is required'). */
export const cancellationRequestSchema = z.object({
  reason: requiredText(v.cancellationReasonRequired, { max: REMARKS_MAX_LENGTH, multiline: true }),
});

/** A valid cancellation request. */
export type CancellationRequest = z.output<typeof cancellationRequestSchema>;

/**
 * One booking of a service as GET services/sessions and the yoda-sessions calls answer it (issue 15): a class
 * session (`format` SESSION) or an appointment (APPOINTMENT: a pre- or post-assessment, or a date of an intake
 * run). Times are ISO 8601 instants; `changeRules` is domain {@link bookingChangeRules} at the time of the
 * answer, with its dates as ISO instants. `sequence` counts reschedules and cancellations: the calendar file's
 * SEQUENCE, with `calendarUid` its UID that never changes.
 */
export const serviceBookingSchema = z.object({
  id: recordId(),
  serviceId: recordId(),
  format: z.enum(BOOKING_FORMATS),
  type: z.enum(SESSION_TYPES),
  status: z.enum(SESSION_STATUSES),
  /** The programme's name (the event), e.g. 'Circuit Training'. */
  eventName: z.string(),
  /** What the booking is, e.g. 'Session 3 of 12' or 'Pre-assessment'. */
  title: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  centreId: recordId(),
  centreName: z.string(),
  /** The centre's address on one line, as a calendar LOCATION. */
  centreAddress: z.string(),
  cancellationReason: z.string().nullish(),
  cancelledAt: z.iso.datetime({ offset: true }).nullish(),
  sequence: z.int().nonnegative(),
  calendarUid: z.string(),
  changeRules: z.object({
    canReschedule: z.boolean(),
    rescheduleRefusal: z.enum(BOOKING_CHANGE_REFUSALS).nullable(),
    canCancel: z.boolean(),
    cancelRefusal: z.enum(BOOKING_CHANGE_REFUSALS).nullable(),
    cancelOutcome: z.enum(['CANCELLED', 'CANCELLED_WITH_CHARGE']),
    freeChangeUntil: z.iso.datetime({ offset: true }).nullable(),
  }),
});

/** A booking of a service. */
export type ServiceBooking = z.output<typeof serviceBookingSchema>;

/**
 * A service of GET services: the registered service (seed 000 section 3) with what My Services shows of it:
 * the person it is for, the product, offer and centre, its dates (`yyyy-MM-dd`), its booking stage, how many
 * sessions it holds and how many are booked or used, and whether it can be renewed.
 */
export const serviceSummarySchema = registeredServiceSchema.extend({
  productName: z.string(),
  offeringId: recordId().nullish(),
  offeringName: z.string().nullish(),
  centreName: z.string(),
  centreAddress: z.string(),
  /** Whom the service is for: the account's customer or a loved one. */
  personId: recordId(),
  personName: z.string(),
  forSelf: z.boolean(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullish(),
  bookingStage: z.enum(SERVICE_BOOKING_STAGES).nullish(),
  /** The programme has a pre-session (pre-assessment) type. */
  hasPreSessionType: z.boolean(),
  /** The person reported a decline in health in their latest health declaration. */
  reportedHealthDecline: z.boolean(),
  sessionsTotal: z.int().nonnegative(),
  /** Sessions booked (SCHEDULED), attended (COMPLETED) or forfeited: the ones no longer free to book. */
  sessionsUsed: z.int().nonnegative(),
  /** The intake run the service is enrolled in (INTAKES programmes); null before enrolment. */
  intakeId: recordId().nullish(),
  renewable: z.boolean(),
  /** The category's grace period in working days for cancelling a session. */
  graceWorkingDays: z.int().nonnegative(),
});

/** A service as My Services lists it. */
export type ServiceSummary = z.output<typeof serviceSummarySchema>;

/**
 * The services grouped as My Services shows them (domain groupServices): by status, then category, then product,
 * each product naming its services by id.
 */
export const serviceGroupsSchema = z.array(
  z.object({
    status: z.enum(SERVICE_STATUSES),
    categories: z.array(
      z.object({
        categoryId: recordId(),
        categoryName: z.string(),
        products: z.array(
          z.object({ productId: recordId(), productName: z.string(), serviceIds: z.array(recordId()) }),
        ),
      }),
    ),
  }),
);

/** Services grouped by status, category and product. */
export type ServiceGroups = z.output<typeof serviceGroupsSchema>;

/**
 * The answer of GET services: every service the account's person holds, in the order of domain groupServices,
 * and those groups (status, category, product).
 */
export const servicesResponseSchema = z.object({
  services: z.array(serviceSummarySchema),
  groups: serviceGroupsSchema,
});

/** The answer of GET services. */
export type ServicesResponse = z.output<typeof servicesResponseSchema>;

/** The answer of GET services/sessions?serviceId=…: the service's bookings, earliest first. */
export const serviceBookingsResponseSchema = z.object({ sessions: z.array(serviceBookingSchema) });

/** The answer of GET services/sessions. */
export type ServiceBookingsResponse = z.output<typeof serviceBookingsResponseSchema>;

/**
 * A vacant slot of GET yoda-sessions/vacant-slots?serviceId=…&type=…&from=…&to=…: a 45-minute session at the
 * service's centre, from the centre's schedule on its opening days, public holidays left out, with places left.
 */
export const vacantSlotSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  vacancies: z.int().positive(),
});

/** A vacant slot. */
export type VacantSlot = z.output<typeof vacantSlotSchema>;

/** The answer of GET yoda-sessions/vacant-slots. */
export const vacantSlotsResponseSchema = z.object({ slots: z.array(vacantSlotSchema) });

/** The body of POST yoda-sessions/schedule: book a slot of the service. */
export const scheduleBookingRequestSchema = z.object({
  serviceId: recordId(),
  type: z.enum(SESSION_TYPES),
  startsAt: z.iso.datetime({ offset: true, error: v.invalidValue }),
});

/** A schedule request. */
export type ScheduleBookingRequest = z.output<typeof scheduleBookingRequestSchema>;

/** The body of POST yoda-sessions/reschedule: move a booking to another vacant slot. */
export const rescheduleBookingRequestSchema = z.object({
  sessionId: recordId(),
  startsAt: z.iso.datetime({ offset: true, error: v.invalidValue }),
});

/** A reschedule request. */
export type RescheduleBookingRequest = z.output<typeof rescheduleBookingRequestSchema>;

/** The body of POST yoda-sessions/cancel: the booking and the reason ('Reasons*'). */
export const cancelBookingRequestSchema = cancellationRequestSchema.extend({ sessionId: recordId() });

/** A cancel request. */
export type CancelBookingRequest = z.output<typeof cancelBookingRequestSchema>;

/**
 * An intake run of GET intake?serviceId=…: a run of the service's programme at its centre that has not started
 * and has places left. Dates `yyyy-MM-dd`, times `HH:mm` in Singapore, weekdays ISO (1 = Monday).
 */
export const intakeSchema = z.object({
  id: recordId(),
  name: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  daysOfWeek: z.array(z.int().min(1).max(7)),
  startTime: z.string(),
  endTime: z.string(),
  vacancies: z.int().nonnegative(),
});

/** An intake run. */
export type Intake = z.output<typeof intakeSchema>;

/** The answer of GET intake. */
export const intakesResponseSchema = z.object({ intakes: z.array(intakeSchema) });
