import { DENTICARE_CATEGORY } from '../constants.js';
import type { ServiceSummary } from '../schemas/services.js';

/** The next steps a service on My Services can offer, in the order the card shows them. */
export const SERVICE_NEXT_STEPS = [
  'healthDeclaration',
  'chooseIntake',
  'bookSessions',
  'dentalAppointments',
  'renew',
  'allAppointments',
] as const;

/** One of {@link SERVICE_NEXT_STEPS}. */
export type ServiceNextStep = (typeof SERVICE_NEXT_STEPS)[number];

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
>;

/**
 * The next steps a service offers on My Services (seed 000 section 3), in {@link SERVICE_NEXT_STEPS}' order:
 * - `healthDeclaration` while it waits for its HEALTH_DECLARATION;
 * - only an UPCOMING or ONGOING service is booked: `chooseIntake` for an INTAKES programme not yet enrolled in
 *   an intake run, `bookSessions` for a SESSIONS programme with sessions left (used under total);
 * - `dentalAppointments` for a Denticare service (its category's name, ignoring spaces around it);
 * - `renew` when the API says it can be renewed;
 * - `allAppointments`, always.
 */
export function serviceNextSteps(service: NextStepsService): ServiceNextStep[] {
  const bookable = service.serviceStatus === 'UPCOMING' || service.serviceStatus === 'ONGOING';
  const offered: Record<ServiceNextStep, boolean> = {
    healthDeclaration: service.serviceStatus === 'HEALTH_DECLARATION',
    chooseIntake: bookable && service.programContentType === 'INTAKES' && !service.intakeId,
    bookSessions:
      bookable && service.programContentType === 'SESSIONS' && service.sessionsUsed < service.sessionsTotal,
    dentalAppointments: service.categoryName.trim() === DENTICARE_CATEGORY,
    renew: service.renewable,
    allAppointments: true,
  };
  return SERVICE_NEXT_STEPS.filter((step) => offered[step]);
}
