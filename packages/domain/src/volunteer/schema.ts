/**
 * The bodies and answers of the public volunteer calls (seed 001 §7): the activity behind a check-in link, and
 * the identity an individual volunteer (NRIC/FIN and the last 4 digits of their mobile number) or an
 * organisation (its code and 4-digit PIN) gives to check in and out.
 */
import { z } from 'zod';

import { checkInMessages as c, messages } from '../messages/index.js';
import { isValidNationalId } from '../national-id/index.js';
import { ATTENDEE_STATUSES } from '../schemas/enums.js';
import {
  VOLUNTEER_FOUR_DIGITS,
  VOLUNTEER_ID_MAX_LENGTH,
  VOLUNTEER_ORG_CODE,
  VOLUNTEER_ORG_HEADCOUNT_MAX,
  normaliseNationalIdInput,
  normaliseOrgCode,
} from './rules.js';

const v = messages.validation;

/** The public id of a volunteer activity, as its link carries it. */
export const volunteerActivityIdSchema = z
  .string({ error: v.required })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: c.linkNotValid });

/** POST public/v1/sessions/volunteer/activities/validate. */
export const volunteerActivityValidateRequestSchema = z
  .object({ activityId: volunteerActivityIdSchema })
  .strict();

/** The activity a check-in link points to. */
export const volunteerActivitySchema = z.object({
  activityId: z.string(),
  name: z.string(),
  centreName: z.string(),
  /** Singapore dates `yyyy-MM-dd` the activity runs, first and last. */
  startDate: z.string(),
  endDate: z.string(),
  /** Daily hours `HH:mm`. */
  startTime: z.string(),
  endTime: z.string(),
});
/** The activity behind a check-in link. */
export type VolunteerActivity = z.infer<typeof volunteerActivitySchema>;

const nationalId = z
  .string({ error: v.nricRequired })
  .max(VOLUNTEER_ID_MAX_LENGTH, { error: v.nricInvalid })
  .transform(normaliseNationalIdInput)
  .refine((value) => value !== '', { error: v.nricRequired })
  .refine(isValidNationalId, { error: v.nricInvalid });

const lastFour = z
  .string({ error: c.lastFourRequired })
  .regex(VOLUNTEER_FOUR_DIGITS, { error: c.lastFourInvalid });

/** An individual volunteer's identity (validate, check-in and check-out of public/v1/volunteer/attendances). */
export const volunteerIdentitySchema = z
  .object({ activityId: volunteerActivityIdSchema, nric: nationalId, mobileLastFour: lastFour })
  .strict();
/** An individual volunteer's identity, as parsed. */
export type VolunteerIdentity = z.infer<typeof volunteerIdentitySchema>;

const orgCode = z
  .string({ error: c.orgCodeRequired })
  .max(VOLUNTEER_ID_MAX_LENGTH, { error: c.orgCodeInvalid })
  .transform(normaliseOrgCode)
  .refine((value) => VOLUNTEER_ORG_CODE.test(value), { error: c.orgCodeInvalid });

/** An organisation's identity (validate and check-out of public/v1/volunteer-org/attendances). */
export const volunteerOrgIdentitySchema = z
  .object({
    activityId: volunteerActivityIdSchema,
    orgCode,
    pin: z.string({ error: c.pinRequired }).regex(VOLUNTEER_FOUR_DIGITS, { error: c.pinInvalid }),
  })
  .strict();
/** An organisation's identity, as parsed. */
export type VolunteerOrgIdentity = z.infer<typeof volunteerOrgIdentitySchema>;

/** An organisation's check-in: its identity and how many of its volunteers came. */
export const volunteerOrgCheckInSchema = volunteerOrgIdentitySchema
  .extend({
    headcount: z
      .number({ error: c.headcountInvalid })
      .int({ error: c.headcountInvalid })
      .min(1, { error: c.headcountInvalid })
      .max(VOLUNTEER_ORG_HEADCOUNT_MAX, { error: c.headcountInvalid }),
  })
  .strict();
/** An organisation's check-in, as parsed. */
export type VolunteerOrgCheckIn = z.infer<typeof volunteerOrgCheckInSchema>;

/** Who is checking in and where their attendance today stands; the NRIC only masked. */
export const volunteerAttendanceSchema = z.object({
  attendeeType: z.enum(['INDIVIDUAL', 'ORGANIZATION']),
  name: z.string(),
  /** `*****567D` for a volunteer, the code for an organisation. */
  identity: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
  /** The Singapore day `yyyy-MM-dd` this attendance counts for. */
  day: z.string(),
  checkInAt: z.string().nullable(),
  checkOutAt: z.string().nullable(),
  headcount: z.number().int().nullable(),
});
/** An attendee's attendance today, as the API answers it. */
export type VolunteerAttendance = z.infer<typeof volunteerAttendanceSchema>;
