/**
 * eGIRO arrangements: the applications a customer made, and the bank's decisions on them and on their
 * cancellations. Each change of status is a conditional update (from the status it leaves), so a decision seen
 * by two requests at once is recorded, and its email sent, once.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import { pgErrorCode, PG_UNIQUE_VIOLATION, type AppDatabase } from '../db/client.ts';
import { egiroArrangements, lovedOnes } from '../db/schema/index.ts';

export type EgiroRow = typeof egiroArrangements.$inferSelect;
export type EgiroInsert = typeof egiroArrangements.$inferInsert;

export function egiroRepository(db: AppDatabase) {
  const changed = (rows: EgiroRow[]): EgiroRow | undefined => rows[0];

  return {
    /** The customer's loved one with ID number `nationalId` (upper case), if any. */
    async lovedOneByNationalId(customerId: string, nationalId: string) {
      const [row] = await db
        .select({ id: lovedOnes.id, name: lovedOnes.name })
        .from(lovedOnes)
        .where(
          and(eq(lovedOnes.ownerCustomerId, customerId), eq(sql`upper(${lovedOnes.nationalId})`, nationalId)),
        )
        .limit(1);
      return row;
    },

    /** Records an application; undefined when its DDA reference number was used before. */
    async create(values: EgiroInsert): Promise<EgiroRow | undefined> {
      try {
        const [row] = await db.insert(egiroArrangements).values(values).returning();
        return row;
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return undefined;
        throw error;
      }
    },

    async ddaReferenceUsed(ddaReferenceNo: string): Promise<boolean> {
      const [row] = await db
        .select({ id: egiroArrangements.id })
        .from(egiroArrangements)
        .where(eq(egiroArrangements.ddaReferenceNo, ddaReferenceNo))
        .limit(1);
      return row !== undefined;
    },

    /** The customer's arrangements, newest first. */
    listOwned(customerId: string): Promise<EgiroRow[]> {
      return db
        .select()
        .from(egiroArrangements)
        .where(eq(egiroArrangements.customerId, customerId))
        .orderBy(desc(egiroArrangements.createdAt), desc(egiroArrangements.id));
    },

    async findOwned(
      customerId: string,
      refs: { ddaReferenceNo: string; boTransactionRefNo?: string | undefined },
    ): Promise<EgiroRow | undefined> {
      const [row] = await db
        .select()
        .from(egiroArrangements)
        .where(
          and(
            eq(egiroArrangements.customerId, customerId),
            eq(egiroArrangements.ddaReferenceNo, refs.ddaReferenceNo),
            refs.boTransactionRefNo === undefined
              ? undefined
              : eq(egiroArrangements.boTransactionRefNo, refs.boTransactionRefNo),
          ),
        )
        .limit(1);
      return row;
    },

    /** PENDING → ACTIVE; the row when this call made the change. */
    async approve(id: string, values: { egiroReferenceNo: string; acceptedAt: Date; effectiveDate: string }) {
      return changed(
        await db
          .update(egiroArrangements)
          .set({ status: 'ACTIVE', ...values })
          .where(and(eq(egiroArrangements.id, id), eq(egiroArrangements.status, 'PENDING')))
          .returning(),
      );
    },

    /** PENDING → REJECTED; the row when this call made the change. */
    async reject(id: string, remarks: string) {
      return changed(
        await db
          .update(egiroArrangements)
          .set({ status: 'REJECTED', remarks })
          .where(and(eq(egiroArrangements.id, id), eq(egiroArrangements.status, 'PENDING')))
          .returning(),
      );
    },

    /** Records a cancellation request of an ACTIVE arrangement (it stays ACTIVE); the row when this call did. */
    async requestCancellation(id: string, cancellationTransactionRefNo: string, now: Date) {
      return changed(
        await db
          .update(egiroArrangements)
          .set({ cancellationRequestedAt: now, cancellationTransactionRefNo })
          .where(
            and(
              eq(egiroArrangements.id, id),
              eq(egiroArrangements.status, 'ACTIVE'),
              isNull(egiroArrangements.cancellationRequestedAt),
            ),
          )
          .returning(),
      );
    },

    /** ACTIVE with a cancellation requested → CANCELLED; the row when this call made the change. */
    async cancel(id: string, cancelledAt: Date) {
      return changed(
        await db
          .update(egiroArrangements)
          .set({ status: 'CANCELLED', cancelledAt })
          .where(
            and(
              eq(egiroArrangements.id, id),
              eq(egiroArrangements.status, 'ACTIVE'),
              isNotNull(egiroArrangements.cancellationRequestedAt),
            ),
          )
          .returning(),
      );
    },

    async get(id: string): Promise<EgiroRow | undefined> {
      const [row] = await db.select().from(egiroArrangements).where(eq(egiroArrangements.id, id)).limit(1);
      return row;
    },
  };
}

export type EgiroRepository = ReturnType<typeof egiroRepository>;
