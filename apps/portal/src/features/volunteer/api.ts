/**
 * The volunteer area's public calls (seed 001 §7; apps/api/src/routes/public/v1/VOLUNTEER.md): the activity a
 * check-in link names, and the identity check, check-in and check-out of a volunteer or of an organisation.
 */
import type { VolunteerActivity, VolunteerAttendance } from '@careportal/domain';
import useSWR from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import type { Read } from '../../data/Query';

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

/**
 * Reads the activity of a check-in link (POST …/activities/validate, public and quiet): an unknown link answers
 * with a refusal, a server error with a 5xx, which the page tells apart.
 */
export function useVolunteerActivity(activityId: string): Read<VolunteerActivity> {
  const client = useApiClient();
  return useSWR([CHECK_IN_URLS.activity, activityId] as const, ([url, id]: readonly [string, string]) =>
    client.request<VolunteerActivity>('POST', url, { auth: false, quiet: true, body: { activityId: id } }),
  );
}
