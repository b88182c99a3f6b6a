/** Appointment slots and their bookings. */
import { eq } from 'drizzle-orm';

import { PG_UNIQUE_VIOLATION, pgErrorCode, type AppDatabase } from '../db/client.ts';
import { appointmentSlots, bookings } from '../db/schema/index.ts';

export type Booking = typeof bookings.$inferSelect;

export type BookSlotResult =
  { ok: true; booking: Booking } | { ok: false; reason: 'slot-taken' | 'slot-missing' };

export function bookingsRepository(db: AppDatabase) {
  return {
    /**
     * Books a slot. The database decides who wins when several people book the same slot at once: the partial
     * unique index `bookings_one_per_slot` lets exactly one BOOKED row in, the others get 'slot-taken'.
     */
    async bookSlot(input: {
      slotId: string;
      customerId: string;
      lovedOneId?: string | null;
    }): Promise<BookSlotResult> {
      try {
        const [booking] = await db
          .insert(bookings)
          .values({
            slotId: input.slotId,
            customerId: input.customerId,
            lovedOneId: input.lovedOneId ?? null,
          })
          .returning();
        if (!booking) throw new Error('insert returned no row');
        return { ok: true, booking };
      } catch (error) {
        const code = pgErrorCode(error);
        if (code === PG_UNIQUE_VIOLATION) return { ok: false, reason: 'slot-taken' };
        if (code === '23503') return { ok: false, reason: 'slot-missing' };
        throw error;
      }
    },

    async findSlot(slotId: string) {
      const [row] = await db.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId)).limit(1);
      return row;
    },
  };
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
