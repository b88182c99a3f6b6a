/**
 * My Services' answers: a service, its bookings (titled, with their change rules at `now`) and an intake run, as
 * the services, yoda-sessions and intake routes answer them.
 */
import {
  formatMessage,
  messages,
  sessionsUsed,
  type Intake,
  type ServiceBooking,
  type ServiceBookingStage,
  type ServiceStatus,
  type ServiceSummary,
  type SessionStatus,
  type SessionType,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';

import type { BookingRow, IntakeRow, ServiceRow } from '../../repositories/my-services.ts';
import { facts, rulesOf } from './rules.ts';

/** The title of each booking: 'Pre-assessment', 'Post-assessment', or 'Session 3 of 12' by start. */
function titles(bookings: readonly BookingRow[], service: ServiceRow): Map<string, string> {
  const result = new Map<string, string>();
  let number = 0;
  for (const booking of bookings) {
    if (booking.type === 'PRE_SESSION') result.set(booking.id, messages.labels.preAssessment);
    else if (booking.type === 'POST_SESSION') result.set(booking.id, messages.labels.postAssessment);
    else {
      // A session cancelled back into the package does not use a number.
      const shown = booking.status === 'CANCELLED' ? number + 1 : (number += 1);
      const total = Math.max(service.sessionsTotal, shown);
      result.set(booking.id, formatMessage(messages.labels.sessionOfTotal, { number: shown, total }));
    }
  }
  return result;
}

/** The bookings of one service as the API answers them, with their change rules at `now`. */
export function bookingViews(
  bookings: readonly BookingRow[],
  service: ServiceRow,
  now: Date,
): ServiceBooking[] {
  const titled = titles(bookings, service);
  return bookings.map((booking) => bookingView(booking, service, now, titled.get(booking.id) ?? ''));
}

function bookingView(booking: BookingRow, service: ServiceRow, now: Date, title: string): ServiceBooking {
  const rules = rulesOf(booking, service, now);
  return {
    id: booking.id,
    serviceId: booking.serviceId,
    format: booking.format === 'APPOINTMENT' ? 'APPOINTMENT' : 'SESSION',
    type: booking.type as SessionType,
    status: booking.status as SessionStatus,
    eventName: service.productName,
    title,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    centreId: booking.centreId,
    centreName: booking.centreName,
    centreAddress: booking.centreAddress,
    cancellationReason: booking.cancellationReason,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    sequence: booking.sequence,
    calendarUid: booking.calendarUid,
    changeRules: { ...rules, freeChangeUntil: rules.freeChangeUntil?.toISOString() ?? null },
  };
}

/** One booking's view, titled among its service's bookings. */
export async function oneBookingView(
  app: FastifyInstance,
  booking: BookingRow,
  service: ServiceRow,
  now: Date,
): Promise<ServiceBooking> {
  const all = await app.repos.myServices.bookingsOf([service.id]);
  const view = bookingViews(all, service, now).find((v) => v.id === booking.id);
  if (!view) throw new Error(`booking ${booking.id} is not among its service's`);
  return view;
}

/** A service as GET services answers it. */
export function serviceSummary(service: ServiceRow, bookings: readonly BookingRow[]): ServiceSummary {
  return {
    id: service.id,
    productId: service.productId,
    categoryId: service.categoryId,
    categoryName: service.categoryName,
    serviceStatus: service.status as ServiceStatus,
    centerId: service.centreId,
    programContentType: service.programContentType,
    productName: service.productName,
    offeringId: service.offeringId,
    offeringName: service.offeringName,
    centreName: service.centreName,
    centreAddress: service.centreAddress,
    personId: service.lovedOneId ?? service.customerId ?? '',
    personName: service.personName,
    forSelf: service.lovedOneId === null,
    startDate: service.startDate,
    endDate: service.endDate,
    bookingStage: (service.bookingStage as ServiceBookingStage | null) ?? null,
    hasPreSessionType: service.hasPreSession,
    // The health declaration records no decline in health: none is reported until it does.
    reportedHealthDecline: false,
    sessionsTotal: service.sessionsTotal,
    sessionsUsed: sessionsUsed(facts(service, bookings).bookings),
    intakeId: service.intakeId,
    // A service still held cannot be bought again ('The service is purchased and can not be renewed').
    renewable: service.status === 'COMPLETED' || service.status === 'EXPIRED',
    graceWorkingDays: service.graceWorkingDays,
  };
}

/** An intake run as GET intake answers it. */
export function intakeView(run: IntakeRow): Intake {
  return {
    id: run.id,
    name: run.name,
    startDate: run.startDate,
    endDate: run.endDate,
    daysOfWeek: run.daysOfWeek,
    startTime: run.startTime.slice(0, 5),
    endTime: run.endTime.slice(0, 5),
    vacancies: Math.max(0, run.capacity - run.enrolled),
  };
}
