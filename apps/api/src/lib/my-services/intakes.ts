/** The intake runs of an INTAKES programme, and enrolling a service in one (POST intake/enroll). */
import {
  openingDates,
  serviceBookingStage,
  singaporeInstant,
  singaporeIsoDate,
  type Intake,
  type ServiceBookingStage,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';

import type { IntakeRow, ServiceRow } from '../../repositories/my-services.ts';
import { change, newCalendarUid } from './changes.ts';
import { bookingConflict, facts } from './rules.ts';
import { intakeView } from './views.ts';

/**
 * The intake runs the service may enrol in: its product's at its centre that have not started. None for a
 * SESSIONS programme, which books class sessions instead.
 */
export async function intakesOf(app: FastifyInstance, service: ServiceRow, now: Date): Promise<Intake[]> {
  if (service.programContentType !== 'INTAKES') return [];
  const runs = await app.repos.myServices.intakesOf(
    service.productId,
    service.centreId,
    singaporeIsoDate(now),
  );
  return runs.map(intakeView);
}

/**
 * The run `intakeId` when the service may enrol in it (one GET intake lists): a run of its intake programme at its
 * centre that has not started; undefined for any other, and for a SESSIONS programme.
 */
export async function offeredIntake(
  app: FastifyInstance,
  service: ServiceRow,
  intakeId: string,
  now: Date,
): Promise<IntakeRow | undefined> {
  if (service.programContentType !== 'INTAKES') return undefined;
  const run = await app.repos.myServices.findIntake(intakeId);
  if (run?.productId !== service.productId || run.centreId !== service.centreId) return undefined;
  return run.startDate > singaporeIsoDate(now) ? run : undefined;
}

/** The appointments enrolling in `run` makes: one on each date of the run (its days of week, public holidays left out). */
export function intakeAppointmentTimes(run: IntakeRow): { startsAt: Date; endsAt: Date }[] {
  return openingDates(run.startDate, run.endDate, run.daysOfWeek).map((date) => ({
    startsAt: singaporeInstant(date, run.startTime),
    endsAt: singaporeInstant(date, run.endTime),
  }));
}

/**
 * Enrols the service in an intake run (POST intake/enroll): one place of the run is taken with `set enrolled =
 * enrolled + 1 where enrolled < capacity` (a full run is 409 intakeFull, whatever the concurrency), and one
 * APPOINTMENT is created for each date of the run (its days of week, public holidays left out). These intake
 * appointments are never rescheduled and always cancelled with charge (domain bookingChangeRules).
 */
export async function enrolIntake(
  app: FastifyInstance,
  service: ServiceRow,
  intakeId: string,
  now: Date,
): Promise<Intake> {
  if (service.programContentType !== 'INTAKES') throw bookingConflict('serviceNotBookable');
  if (service.status !== 'UPCOMING' && service.status !== 'ONGOING')
    throw bookingConflict('serviceNotBookable');
  const run = await offeredIntake(app, service, intakeId, now);
  if (!run) throw bookingConflict('intakeNotOffered');
  await change(app, service, async (scope) => {
    if (scope.service.intakeId !== null) throw bookingConflict('alreadyEnrolled');
    if (!(await scope.enrol(run.id))) throw bookingConflict('intakeFull');
    await scope.updateService({ intakeId: run.id });
    for (const { startsAt, endsAt } of intakeAppointmentTimes(run)) {
      await scope.insertBooking({
        serviceId: scope.service.id,
        format: 'APPOINTMENT',
        type: 'SESSION',
        status: 'SCHEDULED',
        startsAt,
        endsAt,
        centreId: run.centreId,
        slotId: null,
        calendarUid: newCalendarUid(),
        createdAt: now,
        updatedAt: now,
      });
    }
    const enrolled = { ...scope.service, intakeId: run.id };
    const stage = serviceBookingStage(
      facts(enrolled, await scope.bookings()),
      scope.service.bookingStage as ServiceBookingStage | null,
    );
    await scope.updateService({ bookingStage: stage });
  });
  const updated = await app.repos.myServices.findIntake(run.id);
  return intakeView(updated ?? run);
}
