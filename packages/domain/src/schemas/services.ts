import { z } from 'zod';

import { REMARKS_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { PROGRAM_CONTENT_TYPES, SERVICE_STATUSES, SESSION_STATUSES, SESSION_TYPES } from './enums.js';
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
