/**
 * The personal details of customers and of their loved ones (seed 000 section 3), read and written as one kind
 * of record, a person: the customer's own profile, or a loved one the customer owns.
 *
 * Name, email (customers), ID number, relationship (loved ones) and the linking status have columns of their own;
 * the other personal-details fields live in the `profile` JSON, as the domain's personal-details schema outputs
 * them. "One client record per ID number" is the database's unique index on customers.national_id; a loved one's
 * ID number is unique per owner.
 */
import type { PersonalDetails, ProfileLinkingStatus, Relationship } from '@careportal/domain';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';

import { PG_UNIQUE_VIOLATION, pgErrorCode, type AppDatabase } from '../db/client.ts';
import { bookings, customers, lovedOnes, type ProfileFields } from '../db/schema/index.ts';
import type { AddressOwner } from './addresses.ts';

/** Whose details: the customer's own, or one of their loved ones'. */
export type PersonRef = AddressOwner;

/** A person as the profile routes read it. */
export interface Person {
  ref: PersonRef;
  id: string;
  /** The customer who owns this record: the customer themself, or the loved one's owner. */
  ownerCustomerId: string;
  name: string;
  email: string | null;
  nationalId: string | null;
  profileLinkingStatus: ProfileLinkingStatus;
  /** The Client ID; loved ones have none of their own. */
  referralCode: string | null;
  relationship: Relationship | null;
  otherRelationship: string | null;
  /** The other personal-details fields (dateOfBirth, gender, idType, language list, …). */
  fields: ProfileFields;
}

/** Personal details as the domain schema outputs them, with a loved one's relationship. */
export type PersonDetails = PersonalDetails & {
  relationship?: Relationship | undefined;
  otherRelationship?: string | null | undefined;
};

/** Who else has an ID number, seen from one customer. */
export type NationalIdRelation = 'SELF' | 'LOVED_ONE' | 'CLIENT';

export type PersonWrite<T> = { ok: true; value: T } | { ok: false; reason: 'national-id-taken' };

/** The fields with columns of their own, or that the server decides; never kept in the profile JSON. */
const COLUMN_FIELDS = new Set([
  'id',
  'name',
  'email',
  'nric',
  'relationship',
  'otherRelationship',
  'profileLinkingStatus',
]);

/** The details without the fields that have columns. */
export function storedFields(details: Record<string, unknown>): ProfileFields {
  return Object.fromEntries(
    Object.entries(details).filter(([key, value]) => !COLUMN_FIELDS.has(key) && value !== undefined),
  );
}

function orNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text.trim() === '' ? null : text;
}

/** ID numbers compare in capitals (the domain accepts them so). */
export function normaliseNationalId(nationalId: string): string {
  return nationalId.trim().toUpperCase();
}

type CustomerRow = typeof customers.$inferSelect;
type LovedOneRow = typeof lovedOnes.$inferSelect;

/** A customer's row as a {@link Person}. */
export function fromCustomer(row: CustomerRow): Person {
  return {
    ref: { customerId: row.id },
    id: row.id,
    ownerCustomerId: row.id,
    name: row.name,
    email: row.email,
    nationalId: row.nationalId,
    profileLinkingStatus: row.profileLinkingStatus as ProfileLinkingStatus,
    referralCode: row.referralCode,
    relationship: null,
    otherRelationship: null,
    fields: row.profile,
  };
}

/** A loved one's row as a {@link Person}. */
export function fromLovedOne(row: LovedOneRow): Person {
  const email = row.profile.email;
  return {
    ref: { lovedOneId: row.id },
    id: row.id,
    ownerCustomerId: row.ownerCustomerId,
    name: row.name,
    email: typeof email === 'string' ? email : null,
    nationalId: row.nationalId,
    profileLinkingStatus: row.profileLinkingStatus as ProfileLinkingStatus,
    referralCode: null,
    relationship: row.relationship as Relationship,
    otherRelationship: row.otherRelationship,
    fields: row.profile,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION;
}

export function peopleRepository(db: AppDatabase) {
  return {
    async get(ref: PersonRef): Promise<Person | undefined> {
      if ('customerId' in ref) {
        const [row] = await db.select().from(customers).where(eq(customers.id, ref.customerId)).limit(1);
        return row && fromCustomer(row);
      }
      const [row] = await db.select().from(lovedOnes).where(eq(lovedOnes.id, ref.lovedOneId)).limit(1);
      return row && fromLovedOne(row);
    },

    /** The loved ones of a customer, oldest first. */
    async listLovedOnes(ownerCustomerId: string): Promise<Person[]> {
      const rows = await db
        .select()
        .from(lovedOnes)
        .where(eq(lovedOnes.ownerCustomerId, ownerCustomerId))
        .orderBy(asc(lovedOnes.createdAt), asc(lovedOnes.id));
      return rows.map(fromLovedOne);
    },

    /**
     * Who has `nationalId`, seen from `customerId`: the customer themself, one of their loved ones, or another
     * client record; undefined when nobody has it.
     */
    async nationalIdRelation(
      customerId: string,
      nationalId: string,
    ): Promise<NationalIdRelation | undefined> {
      const wanted = normaliseNationalId(nationalId);
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(sql`upper(${customers.nationalId}) = ${wanted}`)
        .limit(1);
      if (customer) return customer.id === customerId ? 'SELF' : 'CLIENT';
      const [lovedOne] = await db
        .select({ id: lovedOnes.id })
        .from(lovedOnes)
        .where(
          and(eq(lovedOnes.ownerCustomerId, customerId), sql`upper(${lovedOnes.nationalId}) = ${wanted}`),
        )
        .limit(1);
      return lovedOne ? 'LOVED_ONE' : undefined;
    },

    /** Another loved one of the same owner with this ID number (not `exceptId`). */
    async lovedOneWithNationalId(
      ownerCustomerId: string,
      nationalId: string,
      exceptId?: string,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: lovedOnes.id })
        .from(lovedOnes)
        .where(
          and(
            eq(lovedOnes.ownerCustomerId, ownerCustomerId),
            sql`upper(${lovedOnes.nationalId}) = ${normaliseNationalId(nationalId)}`,
            exceptId === undefined ? undefined : ne(lovedOnes.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A client record (customer) other than `exceptCustomerId` with this ID number. */
    async clientWithNationalId(nationalId: string, exceptCustomerId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            sql`upper(${customers.nationalId}) = ${normaliseNationalId(nationalId)}`,
            exceptCustomerId === undefined ? undefined : ne(customers.id, exceptCustomerId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Replaces a person's details. A customer's email is their sign-in address and is not changed here. An ID
     * number another client record holds answers 'national-id-taken' (the unique index decides when two
     * requests race).
     */
    async saveDetails(ref: PersonRef, details: PersonDetails, now: Date): Promise<PersonWrite<Person>> {
      const nationalId = details.nric ? normaliseNationalId(details.nric) : null;
      try {
        if ('customerId' in ref) {
          const [row] = await db
            .update(customers)
            .set({ name: details.name, nationalId, profile: storedFields(details), updatedAt: now })
            .where(eq(customers.id, ref.customerId))
            .returning();
          if (!row) throw new Error('the customer disappeared while saving');
          return { ok: true, value: fromCustomer(row) };
        }
        const relationship = details.relationship;
        const [row] = await db
          .update(lovedOnes)
          .set({
            name: details.name,
            nationalId,
            profile: { ...storedFields(details), email: details.email },
            ...(relationship === undefined
              ? {}
              : {
                  relationship,
                  otherRelationship: relationship === 'Others' ? orNull(details.otherRelationship) : null,
                }),
            updatedAt: now,
          })
          .where(eq(lovedOnes.id, ref.lovedOneId))
          .returning();
        if (!row) throw new Error('the loved one disappeared while saving');
        return { ok: true, value: fromLovedOne(row) };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'national-id-taken' };
        throw error;
      }
    },

    /** Adds a loved one to a customer. */
    async createLovedOne(
      ownerCustomerId: string,
      details: PersonDetails & { relationship: Relationship },
      now: Date,
    ): Promise<PersonWrite<Person>> {
      try {
        const [row] = await db
          .insert(lovedOnes)
          .values({
            ownerCustomerId,
            name: details.name,
            relationship: details.relationship,
            otherRelationship: details.relationship === 'Others' ? orNull(details.otherRelationship) : null,
            nationalId: details.nric ? normaliseNationalId(details.nric) : null,
            profile: { ...storedFields(details), email: details.email },
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return { ok: true, value: fromLovedOne(row) };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'national-id-taken' };
        throw error;
      }
    },

    /** How many services (appointments today) the person has, for the pending-link rule. */
    async serviceCount(ref: PersonRef): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(
          'customerId' in ref
            ? and(eq(bookings.customerId, ref.customerId), sql`${bookings.lovedOneId} is null`)
            : eq(bookings.lovedOneId, ref.lovedOneId),
        );
      return row?.n ?? 0;
    },
  };
}

export type PeopleRepository = ReturnType<typeof peopleRepository>;
