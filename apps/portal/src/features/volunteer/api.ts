/**
 * The volunteer area's public calls (seed 001 §7; apps/api/src/routes/public/v1/VOLUNTEER.md): the activity a
 * check-in link names, and the identity check, check-in and check-out of a volunteer or of an organisation.
 */
import type { VolunteerActivity, VolunteerAttendance } from '@careportal/domain';
import { useNavigate } from 'react-router';
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

const HTTP_SERVER_ERROR = 500;

/** The area's error page, for the page's own data only. */
export const CHECK_IN_ERROR_PATH = '/check-in-check-out/something-went-wrong';

export type { VolunteerActivity, VolunteerAttendance };

/** Whether an answer is a server error (or no answer at all), rather than a refusal. */
export function isServerFailure(answer: { httpCode: number }): boolean {
  return answer.httpCode >= HTTP_SERVER_ERROR || answer.httpCode === 0;
}

/**
 * Reads the activity of a check-in link (POST …/activities/validate, public and quiet). An unknown link answers
 * with a refusal, which the page explains in place; a server error takes the visitor to the area's error page
 * ({@link CHECK_IN_ERROR_PATH}), for this read only.
 */
export function useVolunteerActivity(activityId: string): Read<VolunteerActivity> {
  const client = useApiClient();
  const navigate = useNavigate();
  return useSWR(
    [CHECK_IN_URLS.activity, activityId] as const,
    ([url, id]: readonly [string, string]) =>
      client.request<VolunteerActivity>('POST', url, { auth: false, quiet: true, body: { activityId: id } }),
    {
      onSuccess: (answer) => {
        if (isServerFailure(answer)) void navigate(CHECK_IN_ERROR_PATH, { replace: true });
      },
    },
  );
}
