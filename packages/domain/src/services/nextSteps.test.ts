import { describe, expect, it } from 'vitest';

import { SERVICE_BOOKING_STAGES, SERVICE_STATUSES } from '../schemas/enums.js';
import { serviceBookingStep, serviceNextSteps, type NextStepsService } from './index.js';

function service(fields: Partial<NextStepsService> = {}): NextStepsService {
  return {
    serviceStatus: 'ONGOING',
    programContentType: 'SESSIONS',
    intakeId: null,
    sessionsUsed: 3,
    sessionsTotal: 12,
    categoryName: 'Active Ageing',
    renewable: false,
    bookingStage: 'SESSION_BOOKING',
    hasPreSessionType: true,
    reportedHealthDecline: false,
    ...fields,
  };
}

describe('serviceNextSteps', () => {
  it('offers booking sessions while a SESSIONS programme has sessions left, then only its appointments', () => {
    expect(serviceNextSteps(service())).toEqual(['bookSessions', 'allAppointments']);
    expect(serviceNextSteps(service({ sessionsUsed: 12 }))).toEqual(['allAppointments']);
  });

  it('offers choosing an intake for an INTAKES programme until it is enrolled in one', () => {
    const intakes = service({ programContentType: 'INTAKES', serviceStatus: 'UPCOMING' });
    expect(serviceNextSteps(intakes)).toEqual(['chooseIntake', 'allAppointments']);
    expect(serviceNextSteps({ ...intakes, intakeId: 'intake-1' })).toEqual(['allAppointments']);
  });

  it('books only an UPCOMING or ONGOING service', () => {
    for (const serviceStatus of SERVICE_STATUSES) {
      const steps = serviceNextSteps(service({ serviceStatus }));
      expect(steps.includes('bookSessions')).toBe(
        serviceStatus === 'UPCOMING' || serviceStatus === 'ONGOING',
      );
      const intake = serviceNextSteps(service({ serviceStatus, programContentType: 'INTAKES' }));
      expect(intake.includes('chooseIntake')).toBe(
        serviceStatus === 'UPCOMING' || serviceStatus === 'ONGOING',
      );
    }
  });

  it('asks for the health declaration while the service waits for it', () => {
    expect(serviceNextSteps(service({ serviceStatus: 'HEALTH_DECLARATION' }))).toEqual([
      'healthDeclaration',
      'allAppointments',
    ]);
  });

  it('leads a Denticare service to its dental appointments, whatever spaces surround the category name', () => {
    expect(serviceNextSteps(service({ categoryName: ' Denticare ', sessionsUsed: 12 }))).toEqual([
      'dentalAppointments',
      'allAppointments',
    ]);
  });

  it('offers renewal when the service can be renewed, every step in the card’s order', () => {
    expect(
      serviceNextSteps(
        service({ serviceStatus: 'HEALTH_DECLARATION', categoryName: 'Denticare', renewable: true }),
      ),
    ).toEqual(['healthDeclaration', 'dentalAppointments', 'renew', 'allAppointments']);
    expect(serviceNextSteps(service({ renewable: true }))).toEqual([
      'bookSessions',
      'renew',
      'allAppointments',
    ]);
  });
});

describe('serviceBookingStep', () => {
  const sessions = (fields: Partial<NextStepsService> = {}) =>
    service({ serviceStatus: 'UPCOMING', sessionsUsed: 0, ...fields });

  it('leads each booking stage of a SESSIONS programme to its step (seed 000, "Service booking stages")', () => {
    const steps = Object.fromEntries(
      SERVICE_BOOKING_STAGES.map((bookingStage) => [
        bookingStage,
        serviceBookingStep(sessions({ bookingStage })),
      ]),
    );
    expect(steps).toEqual({
      PRE_SESSION_BOOKING: 'bookPreAssessment',
      PRE_SESSION_BOOKING_ON_HEALTH_CONDITION: 'bookSessions',
      PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION: 'bookPreAssessment',
      PRE_SESSION_BOOKING_REMAINDER: 'bookPreAssessment',
      SESSION_BOOKING: 'bookSessions',
      BOOKING_COMPLETED: null,
      POST_SESSION_BOOKING: 'bookPostAssessment',
    });
  });

  it('asks for the pre-assessment on health condition only after a reported decline in health', () => {
    const stage = { bookingStage: 'PRE_SESSION_BOOKING_ON_HEALTH_CONDITION' } as const;
    expect(serviceBookingStep(sessions({ ...stage, reportedHealthDecline: true }))).toBe('bookPreAssessment');
    expect(serviceBookingStep(sessions({ ...stage, reportedHealthDecline: false }))).toBe('bookSessions');
  });

  it('leads an INTAKES programme to its pre-assessment, then to choosing an intake until it is enrolled', () => {
    const intakes = (fields: Partial<NextStepsService>) =>
      sessions({ programContentType: 'INTAKES', ...fields });
    expect(serviceBookingStep(intakes({ bookingStage: 'PRE_SESSION_BOOKING' }))).toBe('bookPreAssessment');
    expect(serviceBookingStep(intakes({ bookingStage: 'SESSION_BOOKING' }))).toBe('chooseIntake');
    expect(serviceBookingStep(intakes({ bookingStage: 'SESSION_BOOKING', intakeId: 'run-1' }))).toBeNull();
    expect(serviceBookingStep(intakes({ bookingStage: 'POST_SESSION_BOOKING' }))).toBeNull();
  });

  it('without a stage yet, offers what is left to book', () => {
    expect(serviceBookingStep(sessions({ bookingStage: null }))).toBe('bookSessions');
    expect(serviceBookingStep(sessions({ bookingStage: null, sessionsUsed: 12 }))).toBeNull();
  });

  it('offers no sessions in SESSION_BOOKING once none are left', () => {
    expect(serviceBookingStep(sessions({ sessionsUsed: 12 }))).toBeNull();
  });

  it('books nothing for a service that is not UPCOMING or ONGOING, whatever its stage', () => {
    for (const serviceStatus of ['COMPLETED', 'EXPIRED', 'HEALTH_DECLARATION'] as const) {
      for (const bookingStage of SERVICE_BOOKING_STAGES) {
        expect(serviceBookingStep(sessions({ serviceStatus, bookingStage }))).toBeNull();
      }
    }
  });

  it('puts the stage’s step on the card, before renewal and all appointments', () => {
    expect(serviceNextSteps(sessions({ bookingStage: 'PRE_SESSION_BOOKING' }))).toEqual([
      'bookPreAssessment',
      'allAppointments',
    ]);
    expect(serviceNextSteps(sessions({ bookingStage: 'POST_SESSION_BOOKING', renewable: true }))).toEqual([
      'bookPostAssessment',
      'renew',
      'allAppointments',
    ]);
  });
});
