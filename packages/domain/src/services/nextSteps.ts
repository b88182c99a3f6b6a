import { DENTICARE_CATEGORY } from '../constants.js';
import { isPostSessionStepVisible, isPreAssessmentStepVisible } from '../registration/bookingStages.js';
import type { ServiceSummary } from '../schemas/services.js';

/** The next steps a service on My Services can offer, in the order the card shows them. */
export const SERVICE_NEXT_STEPS = [
  'healthDeclaration',
  'bookPreAssessment',
  'chooseIntake',
  'bookSessions',
  'bookPostAssessment',
  'dentalAppointments',
  'renew',
  'allAppointments',
] as const;

/** One of {@link SERVICE_NEXT_STEPS}. */
export type ServiceNextStep = (typeof SERVICE_NEXT_STEPS)[number];

/** The booking steps of {@link SERVICE_NEXT_STEPS}: what a service's booking stage leads to. */
export type ServiceBookingStep = Extract<
  ServiceNextStep,
  'bookPreAssessment' | 'chooseIntake' | 'bookSessions' | 'bookPostAssessment'
>;

/** What {@link serviceNextSteps} reads of a service (domain `ServiceSummary` has all of it). */
export type NextStepsService = Pick<
  ServiceSummary,
  | 'serviceStatus'
  | 'programContentType'
  | 'intakeId'
  | 'sessionsUsed'
  | 'sessionsTotal'
  | 'categoryName'
  | 'renewable'
  | 'bookingStage'
  | 'hasPreSessionType'
  | 'reportedHealthDecline'
>;

/** What {@link serviceBookingStep} reads of a service. */
export type BookingStepService = Omit<NextStepsService, 'categoryName' | 'renewable'>;

/**
 * The booking step a service's booking stage leads to (seed 000 section 4, "Service booking stages"), or null when
 * there is nothing to book. Only an UPCOMING or ONGOING service is booked.
 *
 * - `bookPreAssessment` where the pre-assessment booking step shows (domain `isPreAssessmentStepVisible`) in a
 *   pre-session stage: PRE_SESSION_BOOKING, the reminder stage, the mandatory-on-health-condition stage, and the
 *   on-health-condition stage when the person reported a health decline;
 * - else, while sessions are still to be booked (the other pre-session stages, SESSION_BOOKING, or no stage yet):
 *   `chooseIntake` for an INTAKES programme not yet enrolled in an intake run (its page starts with the
 *   pre-assessment where the programme has one), `bookSessions` for a SESSIONS programme with sessions left;
 * - `bookPostAssessment` in POST_SESSION_BOOKING (domain `isPostSessionStepVisible`), for a SESSIONS programme;
 * - nothing in BOOKING_COMPLETED: all is booked.
 */
export function serviceBookingStep(service: BookingStepService): ServiceBookingStep | null {
  if (service.serviceStatus !== 'UPCOMING' && service.serviceStatus !== 'ONGOING') return null;
  const stage = service.bookingStage ?? null;
  if (stage === 'BOOKING_COMPLETED') return null;
  if (stage !== null && isPostSessionStepVisible(stage)) {
    return service.programContentType === 'SESSIONS' ? 'bookPostAssessment' : null;
  }
  if (
    stage !== null &&
    stage !== 'SESSION_BOOKING' &&
    isPreAssessmentStepVisible(stage, {
      reportedHealthDecline: service.reportedHealthDecline,
      programContentType: service.programContentType,
      hasPreSessionType: service.hasPreSessionType,
    })
  ) {
    return 'bookPreAssessment';
  }
  if (service.programContentType === 'INTAKES') return service.intakeId ? null : 'chooseIntake';
  return service.sessionsUsed < service.sessionsTotal ? 'bookSessions' : null;
}

/**
 * The next steps a service offers on My Services (seed 000 section 3), in {@link SERVICE_NEXT_STEPS}' order:
 * - `healthDeclaration` while it waits for its HEALTH_DECLARATION;
 * - the booking step its booking stage leads to ({@link serviceBookingStep}), if any;
 * - `dentalAppointments` for a Denticare service (its category's name, ignoring spaces around it);
 * - `renew` when the API says it can be renewed;
 * - `allAppointments`, always.
 */
export function serviceNextSteps(service: NextStepsService): ServiceNextStep[] {
  const booking = serviceBookingStep(service);
  const offered: Record<ServiceNextStep, boolean> = {
    healthDeclaration: service.serviceStatus === 'HEALTH_DECLARATION',
    bookPreAssessment: booking === 'bookPreAssessment',
    chooseIntake: booking === 'chooseIntake',
    bookSessions: booking === 'bookSessions',
    bookPostAssessment: booking === 'bookPostAssessment',
    dentalAppointments: service.categoryName.trim() === DENTICARE_CATEGORY,
    renew: service.renewable,
    allAppointments: true,
  };
  return SERVICE_NEXT_STEPS.filter((step) => offered[step]);
}
