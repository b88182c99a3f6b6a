/**
 * Denticare (issue 16): services, centres, dentists and their weekly hours, public booking sessions and their
 * clients, bookings of appointment slots (held, booked, cancelled), Denticare client registrations and our own
 * analytics events.
 *
 * Who gets a slot is decided by the database: the partial unique index `bookings_one_live_per_slot` lets one
 * HELD or BOOKED booking per slot in. Every write that takes a slot runs in one transaction that first sets the
 * slot's lapsed holds EXPIRED, then inserts or moves the booking; a 23505 from the index means someone else has
 * it ({@link TakeResult} `taken`).
 *
 * One person holds at most one appointment at a time: a signed-in booking or move names its person, and its
 * transaction takes that person's advisory lock, then refuses a slot that overlaps another of their BOOKED
 * appointments ({@link TakeResult} `clash`). Two sends of one booking (a double press, a request the browser
 * retried) therefore never make two appointments, whichever process answers them.
 */
import { DENTICARE_CATEGORY, isLinkToken, NO_PREFERENCE_DENTIST } from '@careportal/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import { PG_UNIQUE_VIOLATION, pgErrorCode, type AppDatabase } from '../db/client.ts';
import {
  analyticsEvents,
  appointmentSlots,
  bookings,
  categories,
  centres,
  denticareClients,
  dentistSchedules,
  dentists,
  productCentres,
  products,
  publicClients,
  publicClientSessions,
} from '../db/schema/index.ts';
import type { PersonRef } from './people.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type PublicClientRow = typeof publicClients.$inferSelect;
export type DenticareClientRow = typeof denticareClients.$inferSelect;
export type CentreRow = typeof centres.$inferSelect;
export type DentistRow = typeof dentists.$inferSelect;

/** A Denticare product. */
export interface DenticareProduct {
  id: string;
  name: string;
  slug: string;
  description: string;
}

/** A booking with its slot, dentist, centre and service. */
export interface BookingView {
  booking: BookingRow;
  startsAt: Date;
  endsAt: Date;
  centreId: string;
  centreName: string;
  /** Where the clinic is (domain formatAddressLines writes it), for the notices about the appointment. */
  centreAddress: Pick<CentreRow, 'block' | 'street' | 'building' | 'level' | 'unit' | 'postalCode'>;
  dentistId: string;
  dentistName: string;
  serviceId: string | null;
  serviceName: string | null;
}

export type TakeResult =
  | { ok: true; booking: BookingRow }
  | { ok: false; reason: 'taken' }
  /** The person already has the BOOKED appointment `bookingId` at an overlapping time. */
  | { ok: false; reason: 'clash'; bookingId: string };

/**
 * How a transaction takes the slot: a new booking, or an existing one moved (or confirmed) onto it. `person`,
 * when given, may not hold another BOOKED appointment overlapping the slot.
 */
export type TakeMode = { person?: PersonRef } & (
  | { kind: 'insert'; values: Omit<typeof bookings.$inferInsert, 'slotId'> }
  | { kind: 'move'; bookingId: string; set: Partial<typeof bookings.$inferInsert> }
);

/** The advisory lock key of a person's Denticare bookings, as `hashtextextended` takes it. */
function personLockKey(person: PersonRef): string {
  return 'customerId' in person
    ? `denticare-person:customer:${person.customerId}`
    : `denticare-person:loved-one:${person.lovedOneId}`;
}

/** Every condition (`and` of at least one is never undefined). */
function all(first: SQL, ...rest: SQL[]): SQL {
  return and(first, ...rest) ?? first;
}

/** The bookings of a person: their own (customer, no loved one) or the loved one's. */
function ofPersonBookings(person: PersonRef): SQL {
  return 'customerId' in person
    ? all(eq(bookings.customerId, person.customerId), isNull(bookings.lovedOneId))
    : eq(bookings.lovedOneId, person.lovedOneId);
}

export function denticareRepository(db: AppDatabase) {
  const productColumns = {
    id: products.id,
    name: products.name,
    slug: products.slug,
    description: products.description,
  };

  const views = async (where: SQL, order: 'asc' | 'desc' = 'asc'): Promise<BookingView[]> => {
    const rows = await db
      .select({
        booking: bookings,
        startsAt: appointmentSlots.startsAt,
        endsAt: appointmentSlots.endsAt,
        centreId: centres.id,
        centreName: centres.name,
        centreAddress: {
          block: centres.block,
          street: centres.street,
          building: centres.building,
          level: centres.level,
          unit: centres.unit,
          postalCode: centres.postalCode,
        },
        dentistId: dentists.id,
        dentistName: dentists.name,
        serviceId: products.id,
        serviceName: products.name,
      })
      .from(bookings)
      .innerJoin(appointmentSlots, eq(appointmentSlots.id, bookings.slotId))
      .innerJoin(dentists, eq(dentists.id, appointmentSlots.dentistId))
      .innerJoin(centres, eq(centres.id, appointmentSlots.centreId))
      .leftJoin(products, eq(products.id, bookings.serviceId))
      .where(where)
      .orderBy(order === 'asc' ? asc(appointmentSlots.startsAt) : desc(bookings.createdAt), asc(bookings.id));
    return rows;
  };

  return {
    /** Creates the session row the first time its id is seen. */
    async touchSession(clientSessionId: string): Promise<void> {
      await db.insert(publicClientSessions).values({ id: clientSessionId }).onConflictDoNothing();
    },

    /** The Denticare products, in name order. */
    async services(): Promise<DenticareProduct[]> {
      return db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(categories.name, DENTICARE_CATEGORY))
        .orderBy(asc(products.name));
    },

    /** A Denticare product by id, or undefined. */
    async service(serviceId: string): Promise<DenticareProduct | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(categories.name, DENTICARE_CATEGORY), eq(products.id, serviceId)))
        .limit(1);
      return row;
    },

    /** A Denticare product by slug, or undefined. */
    async serviceBySlug(slug: string): Promise<DenticareProduct | undefined> {
      const [row] = await db.select(productColumns).from(products).where(eq(products.slug, slug)).limit(1);
      return row;
    },

    /** The dental clinics that offer a product, by name. */
    async centresOf(serviceId: string): Promise<CentreRow[]> {
      const rows = await db
        .select({ centre: centres })
        .from(productCentres)
        .innerJoin(centres, eq(centres.id, productCentres.centreId))
        .where(and(eq(productCentres.productId, serviceId), eq(centres.kind, 'DENTAL_CLINIC')))
        .orderBy(asc(centres.name));
      return rows.map((r) => r.centre);
    },

    /** The dentists of a centre, by name. */
    async dentistsOf(centreId: string): Promise<DentistRow[]> {
      return db.select().from(dentists).where(eq(dentists.centreId, centreId)).orderBy(asc(dentists.name));
    },

    /** The single 'No preference' dentist. */
    async noPreference(): Promise<DentistRow | undefined> {
      const [row] = await db
        .select()
        .from(dentists)
        .where(and(eq(dentists.isNoPreference, true), eq(dentists.name, NO_PREFERENCE_DENTIST)))
        .limit(1);
      return row;
    },

    /** The weekly hours of some dentists. */
    async schedulesOf(dentistIds: string[]) {
      if (dentistIds.length === 0) return [];
      return db
        .select()
        .from(dentistSchedules)
        .where(inArray(dentistSchedules.dentistId, dentistIds))
        .orderBy(asc(dentistSchedules.weekday), asc(dentistSchedules.startMinute));
    },

    /** The starts of the dentists' slots taken between two instants: BOOKED, or HELD and not lapsed at `now`. */
    async takenSlots(dentistIds: string[], from: Date, to: Date, now: Date) {
      if (dentistIds.length === 0) return [];
      return db
        .select({ dentistId: appointmentSlots.dentistId, startsAt: appointmentSlots.startsAt })
        .from(bookings)
        .innerJoin(appointmentSlots, eq(appointmentSlots.id, bookings.slotId))
        .where(
          and(
            inArray(appointmentSlots.dentistId, dentistIds),
            gte(appointmentSlots.startsAt, from),
            lt(appointmentSlots.startsAt, to),
            or(
              eq(bookings.status, 'BOOKED'),
              and(eq(bookings.status, 'HELD'), sql`${bookings.heldUntil} > ${now}`),
            ),
          ),
        );
    },

    /** The appointment_slots row of a dentist's slot, made the first time it is booked (idempotent). */
    async materialiseSlot(slot: { centreId: string; dentistId: string; startsAt: Date; endsAt: Date }) {
      await db.insert(appointmentSlots).values(slot).onConflictDoNothing();
      const [row] = await db
        .select({ id: appointmentSlots.id })
        .from(appointmentSlots)
        .where(
          and(eq(appointmentSlots.dentistId, slot.dentistId), eq(appointmentSlots.startsAt, slot.startsAt)),
        )
        .limit(1);
      if (!row) throw new Error('the slot was not made');
      return row.id;
    },

    /**
     * Takes a slot in one transaction: sets its lapsed holds EXPIRED, then inserts the booking or moves an
     * existing one onto it. `taken` when another live booking has it.
     */
    async takeSlot(slotId: string, now: Date, mode: TakeMode): Promise<TakeResult> {
      try {
        return await db.transaction(async (tx): Promise<TakeResult> => {
          if (mode.person) {
            const person = mode.person;
            // One transaction at a time per person, so two sends of one booking cannot both find no clash.
            await tx.execute(
              sql`select pg_advisory_xact_lock(hashtextextended(${personLockKey(person)}, 0))`,
            );
            const [slot] = await tx
              .select({ startsAt: appointmentSlots.startsAt, endsAt: appointmentSlots.endsAt })
              .from(appointmentSlots)
              .where(eq(appointmentSlots.id, slotId));
            if (!slot) throw new Error('the slot does not exist');
            const [clash] = await tx
              .select({ id: bookings.id })
              .from(bookings)
              .innerJoin(appointmentSlots, eq(appointmentSlots.id, bookings.slotId))
              .where(
                all(
                  ofPersonBookings(person),
                  eq(bookings.status, 'BOOKED'),
                  lt(appointmentSlots.startsAt, slot.endsAt),
                  gt(appointmentSlots.endsAt, slot.startsAt),
                  ...(mode.kind === 'move' ? [ne(bookings.id, mode.bookingId)] : []),
                ),
              )
              .limit(1);
            if (clash) return { ok: false, reason: 'clash', bookingId: clash.id };
          }
          await tx
            .update(bookings)
            .set({ status: 'EXPIRED' })
            .where(
              and(eq(bookings.slotId, slotId), eq(bookings.status, 'HELD'), lte(bookings.heldUntil, now)),
            );
          const [row] =
            mode.kind === 'insert'
              ? await tx
                  .insert(bookings)
                  .values({ ...mode.values, slotId })
                  .returning()
              : await tx
                  .update(bookings)
                  .set({ ...mode.set, slotId })
                  .where(eq(bookings.id, mode.bookingId))
                  .returning();
          if (!row) throw new Error('the booking was not written');
          return { ok: true, booking: row };
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return { ok: false, reason: 'taken' };
        throw error;
      }
    },

    /** Sets a booking's status (and its time of cancelling) when it still has `from`; the row, or undefined. */
    async setStatus(bookingId: string, from: string, set: Partial<typeof bookings.$inferInsert>) {
      const [row] = await db
        .update(bookings)
        .set(set)
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, from)))
        .returning();
      return row;
    },

    /** The session's latest appointment that is not RELEASED, with its details. */
    async latestOfSession(clientSessionId: string): Promise<BookingView | undefined> {
      const [row] = await views(
        all(
          eq(bookings.clientSessionId, clientSessionId),
          inArray(bookings.status, ['HELD', 'EXPIRED', 'BOOKED', 'CANCELLED', 'COMPLETED']),
        ),
        'desc',
      );
      return row;
    },

    /** A booking by its database id. */
    async byBookingId(bookingId: string): Promise<BookingView | undefined> {
      const [row] = await views(eq(bookings.id, bookingId));
      return row;
    },

    /** A booking by its cancellation id. */
    async byCancelToken(token: string): Promise<BookingView | undefined> {
      if (!isLinkToken(token)) return undefined;
      const [row] = await views(eq(bookings.cancelToken, token));
      return row;
    },

    /** A person's booking by id (undefined when it is not theirs). */
    async ofPerson(person: PersonRef, bookingId: string): Promise<BookingView | undefined> {
      const [row] = await views(all(ofPersonBookings(person), eq(bookings.id, bookingId)));
      return row;
    },

    /** A person's bookings that were booked at some point (not holds), by start. */
    async listOfPerson(person: PersonRef): Promise<BookingView[]> {
      return views(
        all(ofPersonBookings(person), inArray(bookings.status, ['BOOKED', 'COMPLETED', 'CANCELLED'])),
      );
    },

    async publicClient(clientSessionId: string): Promise<PublicClientRow | undefined> {
      const [row] = await db
        .select()
        .from(publicClients)
        .where(eq(publicClients.clientSessionId, clientSessionId))
        .limit(1);
      return row;
    },

    /** Creates or replaces the session's client. */
    async savePublicClient(
      values: Omit<typeof publicClients.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
      now: Date,
    ): Promise<PublicClientRow> {
      const [row] = await db
        .insert(publicClients)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: publicClients.clientSessionId,
          set: { ...values, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('the client was not saved');
      return row;
    },

    async setMarketingConsent(clientSessionId: string, agreed: boolean): Promise<void> {
      await db
        .update(publicClients)
        .set({ marketingConsentAgreed: agreed })
        .where(eq(publicClients.clientSessionId, clientSessionId));
    },

    /** The Denticare registration of a person. */
    async clientOf(person: PersonRef): Promise<DenticareClientRow | undefined> {
      const [row] = await db
        .select()
        .from(denticareClients)
        .where(
          'customerId' in person
            ? eq(denticareClients.customerId, person.customerId)
            : eq(denticareClients.lovedOneId, person.lovedOneId),
        )
        .limit(1);
      return row;
    },

    /**
     * Registers a person by NRIC and, in the same transaction, makes the anonymous bookings given with the same
     * NRIC theirs. `exists` when the person or the NRIC is registered already.
     */
    async register(
      person: PersonRef,
      nationalId: string,
      associationId: string,
    ): Promise<{ ok: true; client: DenticareClientRow; linked: number } | { ok: false; reason: 'exists' }> {
      try {
        return await db.transaction(async (tx) => {
          const [client] = await tx
            .insert(denticareClients)
            .values({
              customerId: 'customerId' in person ? person.customerId : null,
              lovedOneId: 'lovedOneId' in person ? person.lovedOneId : null,
              nationalId,
              associationId,
            })
            .returning();
          if (!client) throw new Error('the client was not registered');
          const linked = await tx
            .update(bookings)
            .set({
              customerId: 'customerId' in person ? person.customerId : null,
              lovedOneId: 'lovedOneId' in person ? person.lovedOneId : null,
            })
            .where(
              and(
                isNull(bookings.customerId),
                isNull(bookings.lovedOneId),
                inArray(
                  bookings.clientSessionId,
                  tx
                    .select({ id: publicClients.clientSessionId })
                    .from(publicClients)
                    .where(sql`upper(${publicClients.nationalId}) = upper(${nationalId})`),
                ),
              ),
            )
            .returning({ id: bookings.id });
          return { ok: true as const, client, linked: linked.length };
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return { ok: false, reason: 'exists' };
        throw error;
      }
    },

    async recordEvent(values: typeof analyticsEvents.$inferInsert): Promise<void> {
      await db.insert(analyticsEvents).values(values);
    },
  };
}

export type DenticareRepository = ReturnType<typeof denticareRepository>;
