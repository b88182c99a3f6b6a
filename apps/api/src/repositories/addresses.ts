/**
 * Addresses of customers and of their loved ones. Every query is scoped to its owner, so an id that belongs to
 * someone else reads as not found. "At most one address per type" is the database's partial unique indexes;
 * a write that breaks it answers 'duplicate-type' (PGlite and node-postgres both report code 23505).
 */
import type { Address } from '@careportal/domain';
import { and, eq, sql } from 'drizzle-orm';

import { PG_UNIQUE_VIOLATION, pgErrorCode, type AppDatabase } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { ofPerson, personColumns, type PersonRef } from './owner.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** Whose address: the customer's own or one of their loved ones'. */
export type AddressOwner = PersonRef;

/** An address as the domain schema outputs it; its `id`, if any, is ignored. */
export type AddressFields = Omit<Address, 'id'>;

export type AddressWrite<T> = { ok: true; value: T } | { ok: false; reason: 'duplicate-type' };

/** Optional text that is blank is stored as null. */
function orNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text === '' ? null : text;
}

function columns(fields: AddressFields) {
  return {
    type: fields.type,
    postalCode: fields.postalCode,
    block: fields.block,
    street: fields.street,
    building: orNull(fields.building),
    level: orNull(fields.level),
    unit: orNull(fields.unit),
    sameAs: fields.sameAs,
  };
}

async function unlessDuplicate<T>(write: () => Promise<T>): Promise<AddressWrite<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return { ok: false, reason: 'duplicate-type' };
    throw error;
  }
}

export function addressesRepository(db: AppDatabase) {
  return {
    /** The owner's addresses, BILLING, RESIDENTIAL, SERVICE. */
    async listByOwner(owner: AddressOwner): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(ofPerson(addresses, owner))
        .orderBy(sql`array_position(array['BILLING', 'RESIDENTIAL', 'SERVICE'], ${addresses.type})`);
    },

    async insert(owner: AddressOwner, fields: AddressFields): Promise<AddressWrite<AddressRow>> {
      return unlessDuplicate(async () => {
        const [row] = await db
          .insert(addresses)
          .values({ ...personColumns(owner), ...columns(fields) })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /** Inserts all of them in one transaction: all or nothing. */
    async insertMany(owner: AddressOwner, list: AddressFields[]): Promise<AddressWrite<AddressRow[]>> {
      return unlessDuplicate(() =>
        db.transaction(async (tx) => {
          const rows: AddressRow[] = [];
          for (const fields of list) {
            const [row] = await tx
              .insert(addresses)
              .values({ ...personColumns(owner), ...columns(fields) })
              .returning();
            if (!row) throw new Error('insert returned no row');
            rows.push(row);
          }
          return rows;
        }),
      );
    },

    /** Replaces the address `id` of this owner; undefined when the owner has no such address. */
    async update(
      owner: AddressOwner,
      id: string,
      fields: AddressFields,
      now: Date,
    ): Promise<AddressWrite<AddressRow | undefined>> {
      return unlessDuplicate(async () => {
        const [row] = await db
          .update(addresses)
          .set({ ...columns(fields), updatedAt: now })
          .where(and(eq(addresses.id, id), ofPerson(addresses, owner)))
          .returning();
        return row;
      });
    },

    /** Deletes the address `id` of this owner; undefined when the owner has no such address. */
    async delete(owner: AddressOwner, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), ofPerson(addresses, owner)))
        .returning();
      return row;
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
