/**
 * Addresses of customers and of their loved ones. Every query is scoped to its owner, so an id that belongs to
 * someone else reads as not found. "At most one address per type" is the database's partial unique indexes;
 * a write that breaks it answers 'duplicate-type' (PGlite and node-postgres both report code 23505).
 *
 * Same as billing is kept as data (seed 000 section 4): a service or residential address with sameAs BILLING
 * holds a copy of the owner's billing address (domain copyBillingParts), in one transaction with the write that
 * changes either:
 *
 * - writing an address with sameAs BILLING copies billing (the billing row is locked while it is read, so an edit
 *   of billing at the same time is waited for); 'no-billing' when the owner has none;
 * - writing the billing address copies it into every follower of the same owner;
 * - deleting the billing address, or changing it to another type, leaves its followers with sameAs NONE and
 *   their fields as they were.
 */
import { copyBillingParts, type Address } from '@careportal/domain';
import { and, eq, ne, sql } from 'drizzle-orm';

import { PG_UNIQUE_VIOLATION, pgErrorCode, type AppDatabase } from '../db/client.ts';
import { addresses } from '../db/schema/index.ts';
import { ofPerson, personColumns, type PersonRef } from './owner.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** Whose address: the customer's own or one of their loved ones'. */
export type AddressOwner = PersonRef;

/** An address as the domain schema outputs it; its `id`, if any, is ignored. */
export type AddressFields = Omit<Address, 'id'>;

/** Why a write was refused: a second address of a type, or an address to follow billing without one. */
export type AddressWriteRefusal = 'duplicate-type' | 'no-billing';

export type AddressWrite<T> = { ok: true; value: T } | { ok: false; reason: AddressWriteRefusal };

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

/** The address parts a follower copies, as stored. */
function partsOf(fields: AddressFields | AddressRow) {
  const { postalCode, block, street, building, level, unit } = columns({
    ...fields,
    type: fields.type as AddressFields['type'],
    sameAs: fields.sameAs as AddressFields['sameAs'],
  });
  return { postalCode, block, street, building, level, unit };
}

/** Thrown inside a transaction to roll it back and answer 'no-billing'. */
class NoBillingAddress extends Error {}

async function unlessRefused<T>(write: () => Promise<T>): Promise<AddressWrite<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (error instanceof NoBillingAddress) return { ok: false, reason: 'no-billing' };
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return { ok: false, reason: 'duplicate-type' };
    throw error;
  }
}

/** The owner's billing address (not `exceptId`), locked until the transaction ends. */
async function lockedBilling(
  tx: AppDatabase,
  owner: AddressOwner,
  exceptId?: string,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(
      and(
        ofPerson(addresses, owner),
        eq(addresses.type, 'BILLING'),
        exceptId === undefined ? undefined : ne(addresses.id, exceptId),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** The fields as they are stored: a follower of billing with billing's parts ('no-billing' when there is none). */
function followed(fields: AddressFields, billing: AddressFields | AddressRow | undefined): AddressFields {
  if (fields.sameAs !== 'BILLING') return fields;
  if (!billing) throw new NoBillingAddress();
  return copyBillingParts(fields, partsOf(billing));
}

/** Copies `billing` into every other address of its owner that follows billing. */
async function updateFollowers(tx: AppDatabase, owner: AddressOwner, billing: AddressRow, now: Date) {
  await tx
    .update(addresses)
    .set({ ...partsOf(billing), updatedAt: now })
    .where(and(ofPerson(addresses, owner), eq(addresses.sameAs, 'BILLING'), ne(addresses.id, billing.id)));
}

/** Turns the owner's followers of billing into addresses of their own (sameAs NONE), their fields kept. */
async function releaseFollowers(tx: AppDatabase, owner: AddressOwner, now: Date) {
  await tx
    .update(addresses)
    .set({ sameAs: 'NONE', updatedAt: now })
    .where(and(ofPerson(addresses, owner), eq(addresses.sameAs, 'BILLING')));
}

async function insertRow(tx: AppDatabase, owner: AddressOwner, fields: AddressFields, now: Date) {
  const [row] = await tx
    .insert(addresses)
    .values({ ...personColumns(owner), ...columns(fields), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
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

    /** Adds one address; one that follows billing takes billing's parts. */
    async insert(owner: AddressOwner, fields: AddressFields, now: Date): Promise<AddressWrite<AddressRow>> {
      const result = await this.insertMany(owner, [fields], now);
      if (!result.ok) return result;
      const [row] = result.value;
      if (!row) throw new Error('insert returned no row');
      return { ok: true, value: row };
    },

    /**
     * Inserts all of them in one transaction: all or nothing. An address that follows billing copies the billing
     * address of the list, wherever it stands in it, or else the owner's billing address.
     */
    async insertMany(
      owner: AddressOwner,
      list: AddressFields[],
      now: Date,
    ): Promise<AddressWrite<AddressRow[]>> {
      return unlessRefused(() =>
        db.transaction(async (tx) => {
          const listed = list.find((fields) => fields.type === 'BILLING');
          const billing = list.some((fields) => fields.sameAs === 'BILLING')
            ? (listed ?? (await lockedBilling(tx, owner)))
            : undefined;
          const rows: AddressRow[] = [];
          for (const fields of list) rows.push(await insertRow(tx, owner, followed(fields, billing), now));
          return rows;
        }),
      );
    },

    /**
     * Replaces the address `id` of this owner; undefined when the owner has no such address. Replacing the
     * billing address updates its followers; changing it to another type leaves them with sameAs NONE.
     */
    async update(
      owner: AddressOwner,
      id: string,
      fields: AddressFields,
      now: Date,
    ): Promise<AddressWrite<AddressRow | undefined>> {
      return unlessRefused(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(addresses)
            .where(and(eq(addresses.id, id), ofPerson(addresses, owner)))
            .for('update')
            .limit(1);
          if (!current) return undefined;
          const billing = fields.sameAs === 'BILLING' ? await lockedBilling(tx, owner, id) : undefined;
          const [row] = await tx
            .update(addresses)
            .set({ ...columns(followed(fields, billing)), updatedAt: now })
            .where(eq(addresses.id, id))
            .returning();
          if (!row) throw new Error('update returned no row');
          if (row.type === 'BILLING') await updateFollowers(tx, owner, row, now);
          else if (current.type === 'BILLING') await releaseFollowers(tx, owner, now);
          return row;
        }),
      );
    },

    /**
     * Deletes the address `id` of this owner; undefined when the owner has no such address. Deleting the billing
     * address leaves its followers with sameAs NONE and their fields.
     */
    async delete(owner: AddressOwner, id: string, now: Date): Promise<AddressRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, id), ofPerson(addresses, owner)))
          .returning();
        if (row?.type === 'BILLING') await releaseFollowers(tx, owner, now);
        return row;
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
