import { describe, expect, it } from 'vitest';

import { CHECK_IN_STEPS, type CheckInStep } from '../schemas/enums.js';
import { maskNationalId } from '../national-id/index.js';
import {
  nextCheckInStep,
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
