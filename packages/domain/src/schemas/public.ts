import { z } from 'zod';

import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REMARKS_MAX_LENGTH,
} from '../constants.js';
import { feedbackPageMessages, messages } from '../messages/index.js';
import { FEEDBACK_STATUSES, REMINDER_ANSWERS } from './enums.js';
import { isEmailOrSingaporePhone } from '../contact/index.js';
import { optionalText, optionalTextWhere } from './shared.js';

const v = messages.validation;

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

/**
 * The body of POST public/v1/feedback: the rating (1 to 6), an optional comment, and, when the visitor wants an
 * answer, their name and how to reach them (an email address or a Singapore phone number, as they type it;
 * anything else, such as '12345', is refused with the feedback page's `contactInvalid`).
 */
export const feedbackRequestSchema = z.object({
  rating: feedbackSchema.shape.rating,
  comment: optionalText({ max: REMARKS_MAX_LENGTH, multiline: true }),
  name: optionalText({ max: NAME_MAX_LENGTH }),
  contact: optionalTextWhere(isEmailOrSingaporePhone, feedbackPageMessages.contactInvalid, {
    max: EMAIL_MAX_LENGTH,
  }),
});

/** Feedback as sent. */
export type FeedbackRequest = z.output<typeof feedbackRequestSchema>;

/** What POST public/v1/feedback answers: the feedback's status (SUBMITTED). */
export const feedbackResponseSchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });
