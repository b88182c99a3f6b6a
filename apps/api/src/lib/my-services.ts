/**
 * My Services (issue 15): what the services, yoda-sessions and intake routes share. Views of services and
 * bookings, where slots come from, and the booking changes, each of which re-checks its rules inside the
 * transaction that makes it (repositories/my-services.ts `change`, with the service row locked).
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
  bookingConflictCode,
  bookingChangeRulesInSingapore,
  bookingRefusal,
  formatSingaporeDate,
  formatSingaporeTime,
  formatMessage,
  messages,
  openingDates,
  serviceBookingStage,
  sessionSlots,
  sessionsUsed,
  singaporeInstant,
  singaporeIsoDate,
  type BookingChangeRefusal,
  type BookingChangeRules,
  type Intake,
  type ServiceBooking,
  type ServiceBookingStage,
  type ServiceStatus,
  type ServiceSummary,
  type SessionStatus,
  type SessionType,
  type VacantSlot,
} from '@careportal/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

import type {
  BookingRow,
  BookingScope,
  IntakeRow,
  PlaceSlot,
  ServiceRow,
} from '../repositories/my-services.ts';
import { slotKey } from '../repositories/my-services.ts';
import type { PersonRef } from '../repositories/owner.ts';
import { ApiError, notFound } from './errors.ts';

const b = messages.booking;

/** The widest window GET yoda-sessions/vacant-slots answers, in days (from and to included). */
export const VACANT_SLOTS_MAX_DAYS = 62;
/** The window when none is asked for: today and the 27 days after. */
export const VACANT_SLOTS_DEFAULT_DAYS = 28;

/** A refusal of a booking change: 409 with the catalogue's words. */
export function bookingConflict(key: keyof typeof b, graceWorkingDays?: number): ApiError {
  const template: string = b[key];
  return new ApiError({
    httpCode: 409,
    errorCode: bookingConflictCode(key),
    message: formatMessage(template, { graceWorkingDays }),
  });
}

export const serviceNotFound = () => notFound(b.serviceNotFound);
export const bookingNotFound = () => notFound(b.bookingNotFound);

/** The change rules of a booking at `now`, read in Singapore time whatever the host's zone. */
export function rulesOf(booking: BookingRow, service: ServiceRow, now: Date): BookingChangeRules {
  return bookingChangeRulesInSingapore(
    {
      format: booking.format === 'APPOINTMENT' ? 'APPOINTMENT' : 'SESSION',
      programContentType: service.programContentType,
      status: booking.status,
      startsAt: booking.startsAt,
      graceWorkingDays: service.graceWorkingDays,
    },
    now,
  );
}

/** What cancelling now would mean, in words: the consequence the portal states before the person confirms. */
export function consequenceOf(rules: BookingChangeRules, booking: BookingRow, service: ServiceRow): string {
  if (rules.cancelRefusal !== null) return refusalMessage(rules.cancelRefusal, service);
  if (booking.format === 'APPOINTMENT' && service.programContentType === 'INTAKES')
    return b.chargedCancellation;
  if (rules.cancelOutcome === 'CANCELLED_WITH_CHARGE') {
    return formatMessage(b.forfeitWarning, { graceWorkingDays: service.graceWorkingDays });
  }
  const until = rules.freeChangeUntil ?? booking.startsAt;
  return formatMessage(b.freeCancellation, {
    deadline: `${formatSingaporeDate(until)} ${formatSingaporeTime(until)}`,
  });
}

/** The catalogue's words for a refusal, with the category's grace period. */
export function refusalMessage(refusal: BookingChangeRefusal, service: ServiceRow): string {
  return formatMessage(b[refusal], { graceWorkingDays: service.graceWorkingDays });
}

function refusal(key: BookingChangeRefusal, service: ServiceRow): ApiError {
  return bookingConflict(key, service.graceWorkingDays);
}

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

function facts(service: ServiceRow, bookings: readonly Pick<BookingRow, 'type' | 'status'>[]) {
  return {
    programContentType: service.programContentType,
    status: service.status as ServiceStatus,
    hasPreSessionType: service.hasPreSession,
    hasPostSessionType: service.hasPostSession,
    sessionsTotal: service.sessionsTotal,
    enrolledInIntake: service.intakeId !== null,
    bookings: bookings.map((x) => ({ type: x.type as SessionType, status: x.status as SessionStatus })),
  };
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

/** Throws the refusal (409) when `type` cannot be booked for the service now (domain bookingRefusal). */
function assertBookable(service: ServiceRow, bookings: readonly BookingRow[], type: SessionType): void {
  const refused = bookingRefusal(facts(service, bookings), type);
  if (refused) throw bookingConflict(refused);
}

/**
 * Whether the service books `type` at all (to book it now, or to move a booking of it): an UPCOMING or ONGOING
 * service, a pre- or post-assessment of a programme that has one, a class session of a SESSIONS programme.
 */
function assertTypeOffered(service: ServiceRow, type: SessionType): void {
  const offered =
    (service.status === 'UPCOMING' || service.status === 'ONGOING') &&
    (type === 'PRE_SESSION'
      ? service.hasPreSession
      : type === 'POST_SESSION'
        ? service.hasPostSession
        : service.programContentType === 'SESSIONS');
  if (!offered) throw bookingConflict('serviceNotBookable');
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
  const slots = (await slotsOf(app, service, type, window.from, window.to)).filter((s) => s.startsAt > now);
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
async function offeredSlot(
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
  if (!slot || slot.startsAt <= now) throw bookingConflict('slotNotOffered');
  return slot;
}

/** The booking stage after a change, written to the service. */
async function moveStage(scope: BookingScope): Promise<void> {
  const stage = serviceBookingStage(
    facts(scope.service, await scope.bookings()),
    scope.service.bookingStage as ServiceBookingStage | null,
  );
  if (stage !== scope.service.bookingStage) await scope.updateService({ bookingStage: stage });
}

/** Runs a change of the service's bookings in its locked transaction; 404 when the service is gone. */
async function change<T>(
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
function newCalendarUid(): string {
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
  const run = await app.repos.myServices.findIntake(intakeId);
  const today = singaporeIsoDate(now);
  if (run?.productId !== service.productId || run.centreId !== service.centreId || run.startDate <= today) {
    throw bookingConflict('intakeNotOffered');
  }
  await change(app, service, async (scope) => {
    if (scope.service.intakeId !== null) throw bookingConflict('alreadyEnrolled');
    if (!(await scope.enrol(run.id))) throw bookingConflict('intakeFull');
    await scope.updateService({ intakeId: run.id });
    for (const date of openingDates(run.startDate, run.endDate, run.daysOfWeek)) {
      await scope.insertBooking({
        serviceId: scope.service.id,
        format: 'APPOINTMENT',
        type: 'SESSION',
        status: 'SCHEDULED',
        startsAt: singaporeInstant(date, run.startTime),
        endsAt: singaporeInstant(date, run.endTime),
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
