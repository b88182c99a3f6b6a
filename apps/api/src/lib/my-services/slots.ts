/**
 * The slots a service's bookings take, and which of them are vacant.
 *
 * Where slots come from (domain sessionSlots, public holidays left out, in 45-minute sessions, Singapore time):
 * - a class SESSION of a SESSIONS programme: the product's schedules at the service's centre (a weekday, a start
 *   and end, a capacity), cut into 45-minute sessions from the start while a whole one fits;
 * - a PRE_SESSION or POST_SESSION appointment: the centre's opening hours (centre_opening_hours), with its places
 *   per 45-minute appointment.
 * What is left is the capacity minus the places taken (slot_places). The last place is protected in the
 * database: `update slot_places set taken = taken + 1 where taken < capacity`, under the row's lock.
 */
import {
  isOfferableSlot,
  sessionSlots,
  singaporeIsoDate,
  type SessionType,
  type VacantSlot,
} from '@careportal/domain';
import type { FastifyInstance } from 'fastify';

import type { PlaceSlot, ServiceRow } from '../../repositories/my-services.ts';
import { slotKey } from '../../repositories/my-services.ts';
import { assertTypeOffered, bookingConflict } from './rules.ts';

/** The widest window GET yoda-sessions/vacant-slots answers, in days (from and to included). */
export const VACANT_SLOTS_MAX_DAYS = 62;

/** The window when none is asked for: today and the 27 days after. */
export const VACANT_SLOTS_DEFAULT_DAYS = 28;

/** The slots a type of booking of the service takes, between two Singapore dates, with their capacity. */
async function slotsOf(
  app: FastifyInstance,
  service: ServiceRow,
  type: SessionType,
  from: string,
  to: string,
): Promise<PlaceSlot[]> {
  // Only within the service's own dates.
  const start = from < service.startDate ? service.startDate : from;
  const end = service.endDate !== null && to > service.endDate ? service.endDate : to;
  if (end < start) return [];
  if (type === 'SESSION') {
    const hours = await app.repos.myServices.classHours(service.productId, service.centreId);
    return sessionSlots(hours, start, end).map((s) => ({
      kind: 'CLASS',
      centreId: service.centreId,
      scheduleId: s.sourceId ?? null,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      capacity: s.places,
    }));
  }
  const hours = await app.repos.myServices.openingHours(service.centreId);
  return sessionSlots(hours, start, end).map((s) => ({
    kind: 'APPOINTMENT',
    centreId: service.centreId,
    scheduleId: null,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    capacity: s.places,
  }));
}

/**
 * The vacant slots of a type of booking of the service: future ones, within its dates, with places left, and not
 * at a time the service already holds. For a new booking or to reschedule one, so it does not ask whether any
 * session is left to book (POST yoda-sessions/schedule does).
 */
export async function vacantSlots(
  app: FastifyInstance,
  service: ServiceRow,
  type: SessionType,
  window: { from: string; to: string },
  now: Date,
): Promise<VacantSlot[]> {
  assertTypeOffered(service, type);
  const bookings = await app.repos.myServices.bookingsOf([service.id]);
  const slots = (await slotsOf(app, service, type, window.from, window.to)).filter((s) =>
    isOfferableSlot(type, s.startsAt, now),
  );
  if (slots.length === 0) return [];
  const first = slots[0]?.startsAt ?? now;
  const last = slots[slots.length - 1]?.startsAt ?? now;
  const taken = await app.repos.myServices.placesTaken(service.centreId, first, new Date(last.getTime() + 1));
  const held = new Set(bookings.filter((x) => x.status === 'SCHEDULED').map((x) => x.startsAt.getTime()));
  return slots
    .map((s) => ({ slot: s, vacancies: s.capacity - (taken.get(slotKey(s)) ?? 0) }))
    .filter(({ slot, vacancies }) => vacancies > 0 && !held.has(slot.startsAt.getTime()))
    .map(({ slot, vacancies }) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      vacancies,
    }));
}

/** The slot of `type` that starts at `startsAt`, when it is one the service is offered; else 409 slotNotOffered. */
export async function offeredSlot(
  app: FastifyInstance,
  service: ServiceRow,
  type: SessionType,
  startsAt: Date,
  now: Date,
): Promise<PlaceSlot> {
  const date = singaporeIsoDate(startsAt);
  const slot = (await slotsOf(app, service, type, date, date)).find(
    (s) => s.startsAt.getTime() === startsAt.getTime(),
  );
  if (!slot || !isOfferableSlot(type, slot.startsAt, now)) throw bookingConflict('slotNotOffered');
  return slot;
}
