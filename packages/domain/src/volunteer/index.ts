export { isIdentityStep, nextCheckInStep, stepForAttendeeStatus, type CheckInEvent } from './steps.js';
export {
  volunteerActivityIdSchema,
  volunteerActivitySchema,
  volunteerActivityValidateRequestSchema,
  volunteerAttendanceSchema,
  volunteerIdentitySchema,
  volunteerOrgCheckInSchema,
  volunteerOrgIdentitySchema,
  type VolunteerActivity,
  type VolunteerAttendance,
  type VolunteerIdentity,
  type VolunteerOrgCheckIn,
  type VolunteerOrgIdentity,
} from './schema.js';
export {
  VOLUNTEER_ACTIVITY_ID_BYTES,
  VOLUNTEER_FOUR_DIGITS,
  VOLUNTEER_ID_MAX_LENGTH,
  VOLUNTEER_ORG_CODE,
  VOLUNTEER_ORG_HEADCOUNT_MAX,
  normaliseNationalIdInput,
  normaliseOrgCode,
  parseVolunteerHeadcount,
  volunteerIdentityProblems,
  type VolunteerIdentityInput,
  type VolunteerKind,
} from './rules.js';
