/**
 * The booking changes (POST yoda-sessions/schedule, reschedule, cancel): each re-checks its rules inside the
 * transaction that makes it, on the locked service (repositories/my-services.ts `change`).
 */
import { serviceBookingStage, type ServiceBookingStage, type SessionType } from '@careportal/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

import type { BookingRow, BookingScope, ServiceRow } from '../../repositories/my-services.ts';
import type { PersonRef } from '../../repositories/owner.ts';
import {
  assertBookable,
  bookingConflict,
  bookingNotFound,
  facts,
  refusal,
  rulesOf,
  serviceNotFound,
} from './rules.ts';
import { offeredSlot } from './slots.ts';

/** The booking stage after a change, written to the service. */
async function moveStage(scope: BookingScope): Promise<void> {
  const stage = serviceBookingStage(
    facts(scope.service, await scope.bookings()),
    scope.service.bookingStage as ServiceBookingStage | null,
  );
  if (stage !== scope.service.bookingStage) await scope.updateService({ bookingStage: stage });
}

/** Runs a change of the service's bookings in its locked transaction; 404 when the service is gone. */
export async function change<T>(
  app: FastifyInstance,
  service: ServiceRow,
  work: (scope: BookingScope) => Promise<T>,
): Promise<T> {
  const result = await app.repos.myServices.change(service.id, async (scope) => ({
    value: await work(scope),
  }));
  if (result === undefined) throw serviceNotFound();
  return result.value;
}

/** The person's service `id`, or 404. */
export async function ownedService(app: FastifyInstance, person: PersonRef, id: string): Promise<ServiceRow> {
  const service = await app.repos.myServices.findService(person, id);
  if (!service) throw serviceNotFound();
  return service;
}

/** The person's booking `id` and its service, or 404. */
export async function ownedBooking(
  app: FastifyInstance,
  person: PersonRef,
  id: string,
): Promise<{ booking: BookingRow; service: ServiceRow }> {
  const found = await app.repos.myServices.findBooking(person, id);
  if (!found) throw bookingNotFound();
  return found;
}

/** The calendar UID of a new booking: stable for its life, unique across systems (RFC 5545). */
export function newCalendarUid(): string {
  return `${randomUUID()}@careportal`;
}

/**
 * Books a slot of `type` for the service (POST yoda-sessions/schedule). Inside the transaction: what may be
 * booked is checked again on the locked service, then a place is taken; a full slot is 409 slotTaken.
 */
export async function scheduleBooking(
  app: FastifyInstance,
  service: ServiceRow,
  type: SessionType,
  startsAt: Date,
  now: Date,
): Promise<BookingRow> {
  const slot = await offeredSlot(app, service, type, startsAt, now);
  const id = await change(app, service, async (scope) => {
    const bookings = await scope.bookings();
    assertBookable(scope.service, bookings, type);
    if (bookings.some((x) => x.status === 'SCHEDULED' && x.startsAt.getTime() === startsAt.getTime())) {
      throw bookingConflict('slotTaken');
    }
    const slotId = await scope.takePlace(slot);
    if (slotId === null) throw bookingConflict('slotTaken');
    const booking = await scope.insertBooking({
      serviceId: scope.service.id,
      format: type === 'SESSION' ? 'SESSION' : 'APPOINTMENT',
      type,
      status: 'SCHEDULED',
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      centreId: scope.service.centreId,
      slotId,
      calendarUid: newCalendarUid(),
      createdAt: now,
      updatedAt: now,
    });
    await moveStage(scope);
    return booking.id;
  });
  return (await app.repos.myServices.findBooking(personOf(service), id))?.booking ?? never(id);
}

function personOf(service: ServiceRow): PersonRef {
  return service.lovedOneId ? { lovedOneId: service.lovedOneId } : { customerId: service.customerId ?? '' };
}

function never(id: string): never {
  throw new Error(`booking ${id} vanished after its change`);
}

/**
 * Moves a booking to another slot (POST yoda-sessions/reschedule): the same row and calendar UID, sequence + 1.
 * Inside the transaction the change rules are read again on the locked booking; the old place is given back and
 * the new one taken, both slot rows locked in one order first.
 */
export async function rescheduleBooking(
  app: FastifyInstance,
  found: { booking: BookingRow; service: ServiceRow },
  startsAt: Date,
  now: Date,
): Promise<BookingRow> {
  const { service } = found;
  const type = found.booking.type as SessionType;
  const early = rulesOf(found.booking, service, now);
  if (!early.canReschedule && early.rescheduleRefusal) throw refusal(early.rescheduleRefusal, service);
  const slot = await offeredSlot(app, service, type, startsAt, now);
  await change(app, service, async (scope) => {
    const booking = await scope.lockBooking(found.booking.id);
    if (!booking) throw bookingNotFound();
    const rules = rulesOf(booking, scope.service, now);
    if (!rules.canReschedule) throw refusal(rules.rescheduleRefusal ?? 'notScheduled', scope.service);
    if (booking.startsAt.getTime() === startsAt.getTime()) throw bookingConflict('slotTaken');
    const bookings = await scope.bookings();
    if (bookings.some((x) => x.status === 'SCHEDULED' && x.startsAt.getTime() === startsAt.getTime())) {
      throw bookingConflict('slotTaken');
    }
    const current = booking.slotId;
    await scope.lockPlaces([slot], current === null ? [] : [current]);
    const slotId = await scope.takePlace(slot);
    if (slotId === null) throw bookingConflict('slotTaken');
    if (current !== null) await scope.releasePlace(current);
    await scope.updateBooking(booking.id, {
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      slotId,
      sequence: booking.sequence + 1,
      updatedAt: now,
    });
  });
  return (await app.repos.myServices.findBooking(personOf(service), found.booking.id))?.booking ?? never('');
}

/**
 * Cancels a booking (POST yoda-sessions/cancel) with the person's reason. The status is domain
 * bookingChangeRules' at the time of the transaction, read again on the locked booking: CANCELLED returns a
 * session to the package, CANCELLED_WITH_CHARGE forfeits it. The place in the slot is given back either way.
 */
export async function cancelBooking(
  app: FastifyInstance,
  found: { booking: BookingRow; service: ServiceRow },
  reason: string,
  now: Date,
): Promise<BookingRow> {
  const { service } = found;
  const early = rulesOf(found.booking, service, now);
  if (!early.canCancel && early.cancelRefusal) throw refusal(early.cancelRefusal, service);
  await change(app, service, async (scope) => {
    const booking = await scope.lockBooking(found.booking.id);
    if (!booking) throw bookingNotFound();
    const rules = rulesOf(booking, scope.service, now);
    if (!rules.canCancel) throw refusal(rules.cancelRefusal ?? 'notScheduled', scope.service);
    if (booking.slotId !== null) await scope.releasePlace(booking.slotId);
    await scope.updateBooking(booking.id, {
      status: rules.cancelOutcome,
      cancellationReason: reason,
      cancelledAt: now,
      slotId: null,
      sequence: booking.sequence + 1,
      updatedAt: now,
    });
    await moveStage(scope);
  });
  return (await app.repos.myServices.findBooking(personOf(service), found.booking.id))?.booking ?? never('');
}
