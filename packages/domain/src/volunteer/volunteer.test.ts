import { describe, expect, it } from 'vitest';

import { CHECK_IN_STEPS, type CheckInStep } from '../schemas/enums.js';
import { checkInMessages, messages } from '../messages/index.js';
import { maskNationalId } from '../national-id/index.js';
import {
  VOLUNTEER_ORG_HEADCOUNT_MAX,
  nextCheckInStep,
  parseVolunteerHeadcount,
  volunteerIdentityProblems,
  volunteerIdentitySchema,
  volunteerOrgCheckInSchema,
  volunteerOrgIdentitySchema,
  type CheckInEvent,
} from './index.js';

const ACTIVITY = 'aB3dE5fG7hJ9kL1mN3pQ5r';

function run(events: CheckInEvent[], from: CheckInStep = 'NULL'): CheckInStep {
  return events.reduce(nextCheckInStep, from);
}

describe('check-in steps', () => {
  it('a volunteer not yet here goes from the link to check-in, then check-out, then done', () => {
    expect(run([{ type: 'ACTIVITY_FOUND' }])).toBe('VALIDATION_PROFILE');
    const ready = run([{ type: 'ACTIVITY_FOUND' }, { type: 'IDENTITY_MATCHED', status: 'NOT_ATTENDED' }]);
    expect(ready).toBe('TO_CHECK_IN');
    expect(run([{ type: 'CHECKED_IN' }], ready)).toBe('TO_CHECK_OUT');
    expect(run([{ type: 'CHECKED_IN' }, { type: 'CHECKED_OUT' }], ready)).toBe('CHECK_OUT_SUCCESS');
  });

  it('a volunteer coming back later lands where their attendance today stands', () => {
    expect(run([{ type: 'IDENTITY_MATCHED', status: 'ATTENDING' }], 'VALIDATION_PROFILE')).toBe(
      'TO_CHECK_OUT',
    );
    expect(run([{ type: 'IDENTITY_MATCHED', status: 'ATTENDED' }], 'VALIDATION_PROFILE')).toBe(
      'CHECK_OUT_SUCCESS',
    );
  });

  it('a wrong identity is retried, and a right one after it goes on', () => {
    const retry = run([{ type: 'IDENTITY_NOT_MATCHED' }], 'VALIDATION_PROFILE');
    expect(retry).toBe('RETRY_VALIDATION_PROFILE');
    expect(run([{ type: 'IDENTITY_NOT_MATCHED' }], retry)).toBe('RETRY_VALIDATION_PROFILE');
    expect(run([{ type: 'IDENTITY_MATCHED', status: 'NOT_ATTENDED' }], retry)).toBe('TO_CHECK_IN');
  });

  it('check-out only follows check-in; events out of place change nothing', () => {
    expect(nextCheckInStep('TO_CHECK_IN', { type: 'CHECKED_OUT' })).toBe('TO_CHECK_IN');
    expect(nextCheckInStep('VALIDATION_PROFILE', { type: 'CHECKED_IN' })).toBe('VALIDATION_PROFILE');
    expect(nextCheckInStep('NULL', { type: 'IDENTITY_MATCHED', status: 'ATTENDED' })).toBe('NULL');
    expect(nextCheckInStep('TO_CHECK_OUT', { type: 'IDENTITY_NOT_MATCHED' })).toBe('TO_CHECK_OUT');
    expect(nextCheckInStep('CHECK_OUT_SUCCESS', { type: 'ACTIVITY_FOUND' })).toBe('CHECK_OUT_SUCCESS');
  });

  it('starting over (not you, next volunteer) asks who is there again, from every step but NULL', () => {
    for (const step of CHECK_IN_STEPS) {
      expect(nextCheckInStep(step, { type: 'START_OVER' })).toBe(
        step === 'NULL' ? 'NULL' : 'VALIDATION_PROFILE',
      );
    }
  });
});

describe('volunteer identities', () => {
  it('take an NRIC typed loosely, and refuse a wrong check letter', () => {
    const parsed = volunteerIdentitySchema.parse({
      activityId: ACTIVITY,
      nric: ' s7654321f ',
      mobileLastFour: '4567',
    });
    expect(parsed.nric).toBe('S7654321F');
    expect(maskNationalId(parsed.nric)).toBe('*****321F');
    expect(
      volunteerIdentitySchema.safeParse({ activityId: ACTIVITY, nric: 'S7654321A', mobileLastFour: '4567' })
        .success,
    ).toBe(false);
    expect(
      volunteerIdentitySchema.safeParse({ activityId: ACTIVITY, nric: 'S7654321F', mobileLastFour: '45' })
        .success,
    ).toBe(false);
  });

  it('take an organisation code in any case, a 4-digit PIN and a headcount from 1 to 500', () => {
    expect(
      volunteerOrgIdentitySchema.parse({ activityId: ACTIVITY, orgCode: 'hope24', pin: '5432' }).orgCode,
    ).toBe('HOPE24');
    expect(
      volunteerOrgIdentitySchema.safeParse({ activityId: ACTIVITY, orgCode: 'HOPE24', pin: '54321' }).success,
    ).toBe(false);
    const base = { activityId: ACTIVITY, orgCode: 'HOPE24', pin: '5432' };
    expect(volunteerOrgCheckInSchema.safeParse({ ...base, headcount: 12 }).success).toBe(true);
    expect(volunteerOrgCheckInSchema.safeParse({ ...base, headcount: 0 }).success).toBe(false);
    expect(volunteerOrgCheckInSchema.safeParse({ ...base, headcount: 501 }).success).toBe(false);
  });

  it('refuse activity ids that are too short to be unguessable', () => {
    expect(
      volunteerIdentitySchema.safeParse({ activityId: 'abc', nric: 'S7654321F', mobileLastFour: '4567' })
        .success,
    ).toBe(false);
  });
});

describe('volunteerIdentityProblems', () => {
  const c = checkInMessages;
  it("says what is wrong with a volunteer's identity as typed, in the catalogue's words", () => {
    expect(volunteerIdentityProblems('individual', { id: '', secret: '' })).toEqual({
      id: messages.validation.nricRequired,
      secret: c.lastFourRequired,
    });
    expect(volunteerIdentityProblems('individual', { id: 'S1234567A', secret: '12a4' })).toEqual({
      id: messages.validation.nricInvalid,
      secret: c.lastFourInvalid,
    });
    expect(volunteerIdentityProblems('individual', { id: ' s1234567d ', secret: '1234' })).toEqual({});
  });

  it("says what is wrong with an organisation's code and PIN as typed", () => {
    expect(volunteerIdentityProblems('org', { id: ' ', secret: '' })).toEqual({
      id: c.orgCodeRequired,
      secret: c.pinRequired,
    });
    expect(volunteerIdentityProblems('org', { id: 'ab!', secret: '99999' })).toEqual({
      id: c.orgCodeInvalid,
      secret: c.pinInvalid,
    });
    expect(volunteerIdentityProblems('org', { id: ' helpers1 ', secret: '0420' })).toEqual({});
  });

  it('agrees with the schemas the API checks the same identities with', () => {
    const cases = [
      ['individual', { id: 'S1234567D', secret: '1234' }],
      ['individual', { id: 'S1234567A', secret: '1234' }],
      ['individual', { id: `S1234567D${' '.repeat(20)}`, secret: '1234' }],
      ['org', { id: 'HELPERS1', secret: '0420' }],
      ['org', { id: 'x'.repeat(21), secret: '0420' }],
      ['org', { id: 'ABC', secret: '0420' }],
    ] as const;
    for (const [kind, input] of cases) {
      const parsed =
        kind === 'individual'
          ? volunteerIdentitySchema.safeParse({
              activityId: ACTIVITY,
              nric: input.id,
              mobileLastFour: input.secret,
            })
          : volunteerOrgIdentitySchema.safeParse({
              activityId: ACTIVITY,
              orgCode: input.id,
              pin: input.secret,
            });
      expect(parsed.success, `${kind} ${input.id}`).toBe(
        Object.keys(volunteerIdentityProblems(kind, input)).length === 0,
      );
    }
  });
});

describe('parseVolunteerHeadcount', () => {
  it('reads a whole number from 1 to the maximum, else null', () => {
    expect(parseVolunteerHeadcount('12')).toBe(12);
    expect(parseVolunteerHeadcount(String(VOLUNTEER_ORG_HEADCOUNT_MAX))).toBe(VOLUNTEER_ORG_HEADCOUNT_MAX);
    for (const odd of ['0', '', '1.5', '-2', '501', 'ten']) expect(parseVolunteerHeadcount(odd)).toBeNull();
  });
});
