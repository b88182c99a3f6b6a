/**
 * The volunteer check-in steps (seed 001 §4 "Check-in flow": NULL, VALIDATION_PROFILE, RETRY_VALIDATION_PROFILE,
 * TO_CHECK_IN, TO_CHECK_OUT, CHECK_OUT_SUCCESS). The seed names the steps, not the moves between them; these are
 * the moves a volunteer coordinator expects (apps/api/src/routes/public/v1/VOLUNTEER.md tells them in words):
 *
 * - NULL: the link is being read. ACTIVITY_FOUND → VALIDATION_PROFILE.
 * - VALIDATION_PROFILE and RETRY_VALIDATION_PROFILE: the volunteer (or organisation) says who they are.
 *   IDENTITY_MATCHED goes where their attendance today stands: NOT_ATTENDED → TO_CHECK_IN, ATTENDING →
 *   TO_CHECK_OUT, ATTENDED → CHECK_OUT_SUCCESS. IDENTITY_NOT_MATCHED → RETRY_VALIDATION_PROFILE (try again).
 * - TO_CHECK_IN: CHECKED_IN → TO_CHECK_OUT (the page says they are checked in and offers check-out for later).
 * - TO_CHECK_OUT: CHECKED_OUT → CHECK_OUT_SUCCESS.
 * - From any step after NULL, START_OVER → VALIDATION_PROFILE: "Not you?" and "Next volunteer" on a shared phone.
 *
 * Any other event leaves the step as it is: a late answer cannot move a visitor backwards or skip a step.
 *
 * When check-in and check-out are open, from the activity's hours, is hours.ts beside this (volunteerHoursRefusal).
 */
import type { AttendeeStatus, CheckInStep } from '../schemas/enums.js';

/** What can happen on a check-in page. */
export type CheckInEvent =
  | { type: 'ACTIVITY_FOUND' }
  | { type: 'IDENTITY_MATCHED'; status: AttendeeStatus }
  | { type: 'IDENTITY_NOT_MATCHED' }
  | { type: 'CHECKED_IN' }
  | { type: 'CHECKED_OUT' }
  | { type: 'START_OVER' };

/** The step for an identified attendee whose attendance today is `status`. */
export function stepForAttendeeStatus(status: AttendeeStatus): CheckInStep {
  switch (status) {
    case 'NOT_ATTENDED':
      return 'TO_CHECK_IN';
    case 'ATTENDING':
      return 'TO_CHECK_OUT';
    case 'ATTENDED':
      return 'CHECK_OUT_SUCCESS';
  }
}

/** Whether the step asks who the visitor is. */
export function isIdentityStep(step: CheckInStep): boolean {
  return step === 'VALIDATION_PROFILE' || step === 'RETRY_VALIDATION_PROFILE';
}

/** The step after `event` in `step` (pure; see the module comment for the moves). */
export function nextCheckInStep(step: CheckInStep, event: CheckInEvent): CheckInStep {
  switch (event.type) {
    case 'ACTIVITY_FOUND':
      return step === 'NULL' ? 'VALIDATION_PROFILE' : step;
    case 'IDENTITY_MATCHED':
      return isIdentityStep(step) ? stepForAttendeeStatus(event.status) : step;
    case 'IDENTITY_NOT_MATCHED':
      return isIdentityStep(step) ? 'RETRY_VALIDATION_PROFILE' : step;
    case 'CHECKED_IN':
      return step === 'TO_CHECK_IN' ? 'TO_CHECK_OUT' : step;
    case 'CHECKED_OUT':
      return step === 'TO_CHECK_OUT' ? 'CHECK_OUT_SUCCESS' : step;
    case 'START_OVER':
      return step === 'NULL' ? step : 'VALIDATION_PROFILE';
  }
}
