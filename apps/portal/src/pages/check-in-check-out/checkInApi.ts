import type { VolunteerActivity, VolunteerAttendance } from '@careportal/domain';

/** The public volunteer calls (seed 001 §7). */
export const CHECK_IN_URLS = {
  activity: 'public/v1/sessions/volunteer/activities/validate',
  individual: {
    validate: 'public/v1/volunteer/attendances/validate',
    checkIn: 'public/v1/volunteer/attendances/check-in',
    checkOut: 'public/v1/volunteer/attendances/check-out',
  },
  org: {
    validate: 'public/v1/volunteer-org/attendances/validate',
    checkIn: 'public/v1/volunteer-org/attendances/check-in',
    checkOut: 'public/v1/volunteer-org/attendances/check-out',
  },
} as const;

/** The area's error page, for the page's own data only. */
export const CHECK_IN_ERROR_PATH = '/check-in-check-out/something-went-wrong';

export type { VolunteerActivity, VolunteerAttendance };
