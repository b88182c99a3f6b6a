import { describe, expect, it } from 'vitest';

import { SERVICE_STATUSES } from '../schemas/enums.js';
import { serviceNextSteps, type NextStepsService } from './index.js';

function service(fields: Partial<NextStepsService> = {}): NextStepsService {
  return {
    serviceStatus: 'ONGOING',
    programContentType: 'SESSIONS',
    intakeId: null,
    sessionsUsed: 3,
    sessionsTotal: 12,
    categoryName: 'Active Ageing',
    renewable: false,
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
