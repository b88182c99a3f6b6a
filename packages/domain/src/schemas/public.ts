import { z } from 'zod';

import { RATING_MAX, RATING_MIN, REMARKS_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { CANCELLATION_RESULTS, FEEDBACK_STATUSES, REMINDER_ANSWERS } from './enums.js';
import { optionalText } from './shared.js';

const v = messages.validation;

const clientSessionId = z.string().min(1);

/**
 * A public (anonymous) Denticare appointment: centre, dentist, day, month and time slot. The slot is
 * lower-cased, as the booking flow sends it.
 */
export const publicAppointmentSchema = z.object({
  centerId: z.string().min(1),
  resourceId: z.string().min(1),
  dayOfMonth: z.string().min(1),
  monthAndYear: z.string().min(1),
  timeSlot: z.string().min(1).toLowerCase(),
});

/** A public appointment. */
export type PublicAppointment = z.output<typeof publicAppointmentSchema>;

/** The body of creating a public appointment: the appointment plus the session and service ids. */
export const publicAppointmentCreateRequestSchema = publicAppointmentSchema.extend({
  clientSessionId,
  serviceId: z.string().min(1),
});

/** A public appointment create request. */
export type PublicAppointmentCreateRequest = z.output<typeof publicAppointmentCreateRequestSchema>;

/** The body of the review-confirm call (booking step 3). */
export const reviewConfirmRequestSchema = z.object({
  clientSessionId,
  marketingConsentAgreed: z.boolean(),
});

/** A review-confirm request. */
export type ReviewConfirmRequest = z.output<typeof reviewConfirmRequestSchema>;

/**
 * The appointment a cancellation link points to. An empty or missing `status` means the appointment is not
 * available (APPOINTMENT_NOT_AVAILABLE).
 */
export const cancellationDataSchema = z.object({
  appointmentDate: z.string(),
  nric: z.string(),
  serviceName: z.string(),
  appointmentId: z.string(),
  clientSessionId: z.string(),
  status: z.union([z.enum(CANCELLATION_RESULTS), z.literal('')]).nullish(),
});

/** Cancellation data. */
export type CancellationData = z.output<typeof cancellationDataSchema>;

/** The body of the public (revamp) cancel-appointment call. */
export const cancelAppointmentRequestSchema = z.object({
  clientSessionId,
  appointmentId: z.string().min(1),
});

/** A public cancel request. */
export type CancelAppointmentRequest = z.output<typeof cancelAppointmentRequestSchema>;

/**
 * Feedback: a satisfaction rating from 1 to 6 (required; 'Rating is required' when missing, 'This value is
 * invalid' outside the scale), an optional comment, and its status when read back.
 */
export const feedbackSchema = z.object({
  rating: z
    .int({ error: v.ratingRequired })
    .min(RATING_MIN, { error: v.invalidValue })
    .max(RATING_MAX, { error: v.invalidValue }),
  comment: optionalText({ max: REMARKS_MAX_LENGTH, multiline: true }),
  status: z.enum(FEEDBACK_STATUSES).nullish(),
});

/** Feedback. */
export type Feedback = z.output<typeof feedbackSchema>;

/** A client's answer to an appointment reminder: CONFIRMED or DECLINED. */
export const reminderAnswerSchema = z.enum(REMINDER_ANSWERS);

/** The body of the reminder status update. */
export const reminderStatusUpdateSchema = z.object({ status: reminderAnswerSchema });

/** A reminder status update. */
export type ReminderStatusUpdate = z.output<typeof reminderStatusUpdateSchema>;
