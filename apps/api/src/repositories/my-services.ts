/**
 * My Services (issue 15): the services a person holds, their bookings (service_bookings), the places taken in
 * each slot (slot_places), the weekly hours slots are cut from (schedules for classes, centre_opening_hours for
 * appointments) and the intake runs (events).
 *
 * Every change of a booking runs in {@link MyServicesRepository.change}: one transaction that first locks the
 * service row (so two changes of one service take turns, and its sessions are never over-booked), then hands the
 * caller a {@link BookingScope} to re-read, re-check the rules and write within that same transaction. A place in a
 * slot is taken with a conditional update under the slot row's lock ({@link BookingScope.takePlace}), so the last
 * place goes to exactly one booking whatever the concurrency, on PGlite and PostgreSQL alike.
 */
import {
  addCalendarDays,
  newServiceStatus,
  serviceBookingStage,
  singaporeIsoDate,
  type WeeklyHours,
} from '@careportal/domain';
import { and, asc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import {
  categories,
  centreOpeningHours,
  centres,
  customers,
  events,
  lovedOnes,
  offerings,
  orderItems,
  orders,
  products,
  schedules,
  serviceBookings,
  services,
  slotPlaces,
} from '../db/schema/index.ts';
import { ofPerson, type PersonRef } from './owner.ts';

/** A service with what My Services shows of it. */
export interface ServiceRow {
  id: string;
  customerId: string | null;
  lovedOneId: string | null;
  personName: string;
  productId: string;
  productName: string;
  programContentType: 'INTAKES' | 'SESSIONS';
  hasPreSession: boolean;
  hasPostSession: boolean;
  categoryId: string;
  categoryName: string;
  graceWorkingDays: number;
  offeringId: string | null;
  offeringName: string | null;
  termMonths: number | null;
  centreId: string;
  centreName: string;
  centreAddress: string;
  status: string;
  startDate: string;
  endDate: string | null;
  bookingStage: string | null;
  intakeId: string | null;
  sessionsTotal: number;
}

export type BookingRecord = typeof serviceBookings.$inferSelect;

/** A booking with its centre's name and address. */
export interface BookingRow extends BookingRecord {
  centreName: string;
  centreAddress: string;
}

export type IntakeRow = typeof events.$inferSelect;

/** A slot a booking takes a place in (domain sessionSlots' slot, with where it is). */
export interface PlaceSlot {
  kind: 'CLASS' | 'APPOINTMENT';
  centreId: string;
  scheduleId: string | null;
  startsAt: Date;
  endsAt: Date;
  /** Places in the slot now (the schedule's capacity, the centre's places). */
  capacity: number;
}

/** The key of a slot's row in slot_places: `CLASS:{scheduleId}:{start}` or `APPOINTMENT:{centreId}:{start}`. */
export function slotKey(slot: Pick<PlaceSlot, 'kind' | 'centreId' | 'scheduleId' | 'startsAt'>): string {
  const owner = slot.kind === 'CLASS' ? slot.scheduleId : slot.centreId;
  return `${slot.kind}:${owner ?? ''}:${slot.startsAt.toISOString()}`;
}

/** The centre's address on one line, as a calendar LOCATION reads it. */
export function centreAddressLine(centre: {
  name: string;
  block: string;
  street: string;
  building: string | null;
  level: string | null;
  unit: string | null;
  postalCode: string;
}): string {
  const unit = centre.level && centre.unit ? `#${centre.level}-${centre.unit}` : null;
  return [
    centre.name,
    `Blk ${centre.block} ${centre.street}`,
    unit,
    centre.building,
    `Singapore ${centre.postalCode}`,
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');
}

const centreColumns = {
  name: centres.name,
  block: centres.block,
  street: centres.street,
  building: centres.building,
  level: centres.level,
  unit: centres.unit,
  postalCode: centres.postalCode,
};

/** What a change of a service's bookings can do, inside its transaction, with the service row locked. */
export interface BookingScope {
  /** The service as it is now, under its lock. */
  readonly service: ServiceRow;
  /** Its bookings as they are now. */
  bookings(): Promise<BookingRow[]>;
  /** One booking of the service, locked; undefined when it is not this service's. */
  lockBooking(bookingId: string): Promise<BookingRow | undefined>;
  /**
   * Locks the slot rows of `slots` (made when missing) in one order, so that two reschedules crossing each
   * other never deadlock. Call before {@link takePlace} and {@link releasePlace} of the same transaction.
   */
  lockPlaces(slots: readonly PlaceSlot[], slotIds?: readonly string[]): Promise<void>;
  /** Takes a place in the slot: its slot_places id, or null when it is full. */
  takePlace(slot: PlaceSlot): Promise<string | null>;
  /** Gives back the place a booking held. */
  releasePlace(slotId: string): Promise<void>;
  insertBooking(values: typeof serviceBookings.$inferInsert): Promise<BookingRecord>;
  updateBooking(
    bookingId: string,
    values: Partial<typeof serviceBookings.$inferInsert>,
  ): Promise<BookingRecord>;
  /** Takes a place in an intake run for the service: false when the run is full. */
  enrol(intakeId: string): Promise<boolean>;
  updateService(values: Partial<typeof services.$inferInsert>): Promise<void>;
}

export function myServicesRepository(db: AppDatabase) {
  function serviceQuery(tx: AppDatabase) {
    return tx
      .select({
        id: services.id,
        customerId: services.customerId,
        lovedOneId: services.lovedOneId,
        customerName: customers.name,
        lovedOneName: lovedOnes.name,
        productId: services.productId,
        productName: products.name,
        programContentType: products.programContentType,
        hasPreSession: products.hasPreSession,
        hasPostSession: products.hasPostSession,
        categoryId: products.categoryId,
        categoryName: categories.name,
        graceWorkingDays: categories.graceWorkingDays,
        offeringId: services.offeringId,
        offeringName: offerings.name,
        termMonths: offerings.termMonths,
        centreId: services.centreId,
        centre: centreColumns,
        status: services.status,
        startDate: services.startDate,
        endDate: services.endDate,
        bookingStage: services.bookingStage,
        intakeId: services.intakeId,
        sessionsTotal: services.sessionsTotal,
      })
      .from(services)
      .innerJoin(products, eq(products.id, services.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(centres, eq(centres.id, services.centreId))
      .leftJoin(offerings, eq(offerings.id, services.offeringId))
      .leftJoin(customers, eq(customers.id, services.customerId))
      .leftJoin(lovedOnes, eq(lovedOnes.id, services.lovedOneId));
  }

  type ServiceQueryRow = Awaited<ReturnType<ReturnType<typeof serviceQuery>['execute']>>[number];

  function toService(row: ServiceQueryRow): ServiceRow {
    const { customerName, lovedOneName, centre, ...rest } = row;
    return {
      ...rest,
      personName: lovedOneName ?? customerName ?? '',
      programContentType: row.programContentType === 'INTAKES' ? 'INTAKES' : 'SESSIONS',
      centreName: centre.name,
      centreAddress: centreAddressLine(centre),
    };
  }

  async function bookingsWhere(tx: AppDatabase, where: SQL | undefined, lock = false) {
    const query = tx
      .select({ booking: serviceBookings, centre: centreColumns })
      .from(serviceBookings)
      .innerJoin(centres, eq(centres.id, serviceBookings.centreId))
      .where(where)
      .orderBy(asc(serviceBookings.startsAt), asc(serviceBookings.createdAt), asc(serviceBookings.id));
    const rows = lock ? await query.for('update', { of: serviceBookings }) : await query;
    return rows.map(({ booking, centre }): BookingRow => ({
      ...booking,
      centreName: centre.name,
      centreAddress: centreAddressLine(centre),
    }));
  }

  async function ensurePlace(tx: AppDatabase, slot: PlaceSlot): Promise<string> {
    const key = slotKey(slot);
    await tx
      .insert(slotPlaces)
      .values({
        slotKey: key,
        kind: slot.kind,
        centreId: slot.centreId,
        scheduleId: slot.scheduleId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
      })
      .onConflictDoNothing({ target: slotPlaces.slotKey });
    return key;
  }

  return {
    /** Every service of the person, newest start first. */
    async listServices(person: PersonRef): Promise<ServiceRow[]> {
      const rows = await serviceQuery(db)
        .where(ofPerson(services, person))
        .orderBy(sql`${services.startDate} desc`, asc(services.id));
      return rows.map(toService);
    },

    /** The person's service `id`; undefined when it is not theirs. */
    async findService(person: PersonRef, id: string): Promise<ServiceRow | undefined> {
      const [row] = await serviceQuery(db)
        .where(and(eq(services.id, id), ofPerson(services, person)))
        .limit(1);
      return row && toService(row);
    },

    /** The bookings of these services, earliest first. */
    async bookingsOf(serviceIds: readonly string[]): Promise<BookingRow[]> {
      if (serviceIds.length === 0) return [];
      return bookingsWhere(db, inArray(serviceBookings.serviceId, [...serviceIds]));
    },

    /** A booking of one of the person's services, with its service; undefined when it is not theirs. */
    async findBooking(
      person: PersonRef,
      bookingId: string,
    ): Promise<{ booking: BookingRow; service: ServiceRow } | undefined> {
      const [booking] = await bookingsWhere(db, eq(serviceBookings.id, bookingId));
      if (!booking) return undefined;
      const [row] = await serviceQuery(db)
        .where(and(eq(services.id, booking.serviceId), ofPerson(services, person)))
        .limit(1);
      return row && { booking, service: toService(row) };
    },

    /** The weekly classes of a product at a centre, as hours to cut into sessions (id = the schedule's). */
    async classHours(productId: string, centreId: string): Promise<WeeklyHours[]> {
      const rows = await db
        .select()
        .from(schedules)
        .where(and(eq(schedules.productId, productId), eq(schedules.centreId, centreId)))
        .orderBy(asc(schedules.dayOfWeek), asc(schedules.startTime));
      return rows.map((r) => ({
        id: r.id,
        dayOfWeek: r.dayOfWeek,
        opens: r.startTime,
        closes: r.endTime,
        places: r.capacity,
      }));
    },

    /** A centre's opening hours for appointments. */
    async openingHours(centreId: string): Promise<WeeklyHours[]> {
      const rows = await db
        .select()
        .from(centreOpeningHours)
        .where(eq(centreOpeningHours.centreId, centreId))
        .orderBy(asc(centreOpeningHours.dayOfWeek));
      return rows.map((r) => ({
        dayOfWeek: r.dayOfWeek,
        opens: r.opens,
        closes: r.closes,
        places: r.places,
      }));
    },

    /** The places taken in slots of a centre between two instants, by slot key. */
    async placesTaken(centreId: string, from: Date, to: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ slotKey: slotPlaces.slotKey, taken: slotPlaces.taken })
        .from(slotPlaces)
        .where(
          and(eq(slotPlaces.centreId, centreId), gte(slotPlaces.startsAt, from), lt(slotPlaces.startsAt, to)),
        );
      return new Map(rows.map((r) => [r.slotKey, r.taken]));
    },

    /** The runs of a product at a centre that start after `today` (`yyyy-MM-dd`), earliest first. */
    async intakesOf(productId: string, centreId: string, today: string): Promise<IntakeRow[]> {
      return db
        .select()
        .from(events)
        .where(
          and(eq(events.productId, productId), eq(events.centreId, centreId), gt(events.startDate, today)),
        )
        .orderBy(asc(events.startDate), asc(events.id));
    },

    async findIntake(id: string): Promise<IntakeRow | undefined> {
      const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
      return row;
    },

    /**
     * Runs `work` in one transaction with the service row locked (`select … for update`): the place where every
     * rule is checked again before a booking changes. Undefined when the service is gone.
     */
    async change<T>(serviceId: string, work: (scope: BookingScope) => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: services.id })
          .from(services)
          .where(eq(services.id, serviceId))
          .for('update');
        if (!locked) return undefined;
        const [row] = await serviceQuery(tx).where(eq(services.id, serviceId)).limit(1);
        if (!row) return undefined;
        const scope: BookingScope = {
          service: toService(row),
          bookings: () => bookingsWhere(tx, eq(serviceBookings.serviceId, serviceId)),
          async lockBooking(bookingId) {
            const [booking] = await bookingsWhere(
              tx,
              and(eq(serviceBookings.id, bookingId), eq(serviceBookings.serviceId, serviceId)),
              true,
            );
            return booking;
          },
          async lockPlaces(slots, slotIds = []) {
            const keys: string[] = [];
            for (const slot of slots) keys.push(await ensurePlace(tx, slot));
            const which = [
              ...(keys.length > 0 ? [inArray(slotPlaces.slotKey, keys)] : []),
              ...(slotIds.length > 0 ? [inArray(slotPlaces.id, [...slotIds])] : []),
            ];
            if (which.length === 0) return;
            await tx
              .select({ id: slotPlaces.id })
              .from(slotPlaces)
              .where(or(...which))
              .orderBy(asc(slotPlaces.slotKey))
              .for('update');
          },
          async takePlace(slot) {
            const key = await ensurePlace(tx, slot);
            const [taken] = await tx
              .update(slotPlaces)
              .set({ taken: sql`${slotPlaces.taken} + 1` })
              .where(and(eq(slotPlaces.slotKey, key), lt(slotPlaces.taken, slot.capacity)))
              .returning({ id: slotPlaces.id });
            return taken?.id ?? null;
          },
          async releasePlace(slotId) {
            await tx
              .update(slotPlaces)
              .set({ taken: sql`${slotPlaces.taken} - 1` })
              .where(and(eq(slotPlaces.id, slotId), gt(slotPlaces.taken, 0)));
          },
          async insertBooking(values) {
            const [booking] = await tx.insert(serviceBookings).values(values).returning();
            if (!booking) throw new Error('booking insert returned no row');
            return booking;
          },
          async updateBooking(bookingId, values) {
            const [booking] = await tx
              .update(serviceBookings)
              .set(values)
              .where(eq(serviceBookings.id, bookingId))
              .returning();
            if (!booking) throw new Error('booking update returned no row');
            return booking;
          },
          async enrol(intakeId) {
            const [run] = await tx
              .update(events)
              .set({ enrolled: sql`${events.enrolled} + 1` })
              .where(and(eq(events.id, intakeId), lt(events.enrolled, events.capacity)))
              .returning({ id: events.id });
            return run !== undefined;
          },
          async updateService(values) {
            await tx.update(services).set(values).where(eq(services.id, serviceId));
          },
        };
        return work(scope);
      });
    },
  };
}

export type MyServicesRepository = ReturnType<typeof myServicesRepository>;

/** `yyyy-MM-dd` + `months` months − 1 day: the last day of a term that starts on `date`. */
function termEnd(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + months, d));
  return addCalendarDays(end.toISOString().slice(0, 10), -1);
}

/**
 * Creates the services a paid order bought, inside the transaction that made it PAID (card, PayNow and eGIRO
 * payments, and a free order at checkout): one per order line, for the person the order is for, starting on the
 * Singapore day it was paid and lasting the offer's term, its status from domain newServiceStatus and its first
 * booking stage from serviceBookingStage. Idempotent: services.order_item_id is unique, so running it twice for
 * an order (a retried notification) creates nothing more.
 */
export async function createServicesOfOrder(tx: AppDatabase, orderId: string, paidAt: Date): Promise<void> {
  const [order] = await tx
    .select({ customerId: orders.customerId, lovedOneId: orders.lovedOneId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new Error(`order ${orderId} not found`);
  const lines = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      offeringId: orderItems.offeringId,
      centreId: orderItems.centreId,
      programContentType: products.programContentType,
      hasPreSession: products.hasPreSession,
      hasPostSession: products.hasPostSession,
      sessionCount: offerings.sessionCount,
      termMonths: offerings.termMonths,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(offerings, eq(offerings.id, orderItems.offeringId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.sort));
  const today = singaporeIsoDate(paidAt);
  for (const line of lines) {
    const programContentType = line.programContentType === 'INTAKES' ? 'INTAKES' : 'SESSIONS';
    const status = newServiceStatus(programContentType, today, today);
    await tx
      .insert(services)
      .values({
        ...(order.lovedOneId
          ? { customerId: null, lovedOneId: order.lovedOneId }
          : { customerId: order.customerId, lovedOneId: null }),
        productId: line.productId,
        offeringId: line.offeringId,
        centreId: line.centreId,
        status,
        startDate: today,
        endDate: line.termMonths === null ? null : termEnd(today, line.termMonths),
        bookingStage: serviceBookingStage({
          programContentType,
          status,
          hasPreSessionType: line.hasPreSession,
          hasPostSessionType: line.hasPostSession,
          sessionsTotal: line.sessionCount,
          enrolledInIntake: false,
          bookings: [],
        }),
        sessionsTotal: line.sessionCount,
        orderItemId: line.id,
        createdAt: paidAt,
      })
      .onConflictDoNothing({ target: services.orderItemId });
  }
}
