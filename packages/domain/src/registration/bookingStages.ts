import type { ProgramContentType, ServiceBookingStage } from '../schemas/enums.js';

/** What, besides the booking stage, decides whether the pre-assessment step shows. */
export interface PreAssessmentContext {
  /** The person reported a decline in health in their health declaration. */
  reportedHealthDecline: boolean;
  /** Whether the programme runs as intakes or as sessions. */
  programContentType?: ProgramContentType | null | undefined;
  /** The programme has a pre-session (pre-assessment) type. */
  hasPreSessionType?: boolean | undefined;
}

/**
 * Whether the pre-assessment booking step shows (seed 000 section 4, "Service booking stages"):
 *
 * - always in PRE_SESSION_BOOKING, PRE_SESSION_BOOKING_REMAINDER, PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION
 *   and BOOKING_COMPLETED;
 * - in PRE_SESSION_BOOKING_ON_HEALTH_CONDITION only when the person reported a health decline;
 * - in SESSION_BOOKING only for an INTAKES programme with a pre-session type;
 * - never in POST_SESSION_BOOKING.
 */
export function isPreAssessmentStepVisible(
  stage: ServiceBookingStage,
  context: PreAssessmentContext,
): boolean {
  switch (stage) {
    case 'PRE_SESSION_BOOKING':
    case 'PRE_SESSION_BOOKING_REMAINDER':
    case 'PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION':
    case 'BOOKING_COMPLETED':
      return true;
    case 'PRE_SESSION_BOOKING_ON_HEALTH_CONDITION':
      return context.reportedHealthDecline;
    case 'SESSION_BOOKING':
      return context.programContentType === 'INTAKES' && context.hasPreSessionType === true;
    case 'POST_SESSION_BOOKING':
      return false;
  }
}

/** Whether the post-session booking step shows: only in POST_SESSION_BOOKING. */
export function isPostSessionStepVisible(stage: ServiceBookingStage): boolean {
  return stage === 'POST_SESSION_BOOKING';
}
