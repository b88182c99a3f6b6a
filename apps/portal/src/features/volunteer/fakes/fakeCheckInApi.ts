import {
  VOLUNTEER_HOURS_ERROR_CODES,
  checkInMessages as c,
  volunteerHoursMessage,
  type AttendeeStatus,
  type VolunteerAttendance,
  type VolunteerHoursRefusal,
} from '@careportal/domain';
import { answer, readJson } from '../../../test/fakeEnvelope';
import { CHECK_IN_URLS, type VolunteerActivity } from '../api';

/** The activity id of every story's link. */
export const STORY_ACTIVITY_ID = 'YwnD0EMu7zyM_n4ziZXBOfMt';

export const storyActivity: VolunteerActivity = {
  activityId: STORY_ACTIVITY_ID,
  name: 'Befriending and lunch helpers',
  centreName: 'Day Centre for Seniors (Bedok)',
  startDate: '2025-01-01',
  endDate: '2035-12-31',
  startTime: '09:00',
  endTime: '14:00',
};

/** What the fake starts from. */
export interface FakeCheckInOptions {
  /** The attendance today of both the volunteer and the organisation. */
  status?: AttendeeStatus;
  /** Reading the link fails with a server error. */
  activityFails?: boolean;
  /** Every identity check answers 429. */
  tooMany?: boolean;
  /** Check-in and check-out are refused as outside the activity's hours, as the API refuses them. */
  hoursRefusal?: VolunteerHoursRefusal;
}

const IN_AT = '2026-12-03T01:05:00.000Z';
const OUT_AT = '2026-12-03T05:40:00.000Z';

/** An in-memory check-in API: volunteer S7654321F (mobile ending 4567) and organisation HOPE24 (PIN 5432). */
export function createFakeCheckInApi(options: FakeCheckInOptions = {}) {
  const state = { individual: options.status ?? 'NOT_ATTENDED', org: options.status ?? 'NOT_ATTENDED' };
  let headcount: number | null = options.status && options.status !== 'NOT_ATTENDED' ? 12 : null;
  const view = (kind: 'individual' | 'org'): VolunteerAttendance => {
    const status = state[kind];
    return {
      attendeeType: kind === 'org' ? 'ORGANIZATION' : 'INDIVIDUAL',
      name: kind === 'org' ? 'Hope Youth Volunteers' : 'Lim Bee Hoon',
      identity: kind === 'org' ? 'HOPE24' : '*****321F',
      status,
      day: '2026-12-03',
      checkInAt: status === 'NOT_ATTENDED' ? null : IN_AT,
      checkOutAt: status === 'ATTENDED' ? OUT_AT : null,
      headcount: kind === 'org' ? headcount : null,
    };
  };
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = readJson(init);
    if (url.endsWith(CHECK_IN_URLS.activity)) {
      if (options.activityFails === true) return Promise.resolve(answer(500));
      return Promise.resolve(
        body.activityId === STORY_ACTIVITY_ID
          ? answer(200, { data: storyActivity })
          : answer(404, { errorCode: 'NOT_FOUND', errorMessage: c.activityNotFound }),
      );
    }
    const kind = url.includes('volunteer-org/') ? 'org' : 'individual';
    if (options.tooMany === true) {
      return Promise.resolve(answer(429, { errorCode: 'RATE_LIMITED', errorMessage: c.tooManyTries }));
    }
    const matched =
      kind === 'org'
        ? body.orgCode === 'HOPE24' && body.pin === '5432'
        : body.nric === 'S7654321F' && body.mobileLastFour === '4567';
    if (!matched) {
      return Promise.resolve(
        answer(400, {
          errorCode: 'IDENTITY_NOT_MATCHED',
          errorMessage: kind === 'org' ? c.orgNotMatched : c.identityNotMatched,
        }),
      );
    }
    const refusal = options.hoursRefusal;
    if (refusal !== undefined && (url.endsWith('/check-in') || url.endsWith('/check-out'))) {
      return Promise.resolve(
        answer(409, {
          errorCode: VOLUNTEER_HOURS_ERROR_CODES[refusal],
          errorMessage: volunteerHoursMessage(refusal, storyActivity),
        }),
      );
    }
    if (url.endsWith('/check-in')) {
      if (state[kind] !== 'NOT_ATTENDED') {
        return Promise.resolve(
          answer(409, { errorCode: 'ALREADY_CHECKED_IN', errorMessage: c.alreadyCheckedIn }),
        );
      }
      state[kind] = 'ATTENDING';
      if (kind === 'org') headcount = typeof body.headcount === 'number' ? body.headcount : null;
    } else if (url.endsWith('/check-out')) {
      if (state[kind] !== 'ATTENDING') {
        return Promise.resolve(answer(409, { errorCode: 'NOT_CHECKED_IN', errorMessage: c.notCheckedIn }));
      }
      state[kind] = 'ATTENDED';
    }
    return Promise.resolve(answer(200, { data: view(kind) }));
  };
  return { fetch };
}
