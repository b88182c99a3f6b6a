/**
 * Next-of-kin and emergency contacts of customers and of their loved ones. Every query is scoped to its owner,
 * so an id that belongs to someone else reads as not found.
 */
import type { EmergencyContact } from '@careportal/domain';
import { and, asc, eq } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import type { AddressOwner } from './addresses.ts';
import { ofPerson, personColumns } from './owner.ts';

export type ContactRow = typeof contacts.$inferSelect;

/** Whose contact: the customer's own or one of their loved ones'. */
export type ContactOwner = AddressOwner;

/** A contact as the domain schema outputs it; its `id`, if any, is ignored. */
export type ContactFields = Omit<EmergencyContact, 'id'>;

/** Optional text that is blank is stored as null. */
function orNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text === '' ? null : text;
}

function columns(fields: ContactFields) {
  return {
    name: fields.name,
    relationship: fields.relationship,
    // Only an Others relationship has an other relationship.
    otherRelationship: fields.relationship === 'Others' ? orNull(fields.otherRelationship) : null,
    mobileNumber: fields.mobileNumber,
    homeNumber: orNull(fields.homeNumber),
    email: orNull(fields.email),
    countryCode: orNull(fields.countryCode),
    payer: fields.payer ?? null,
    emergency: fields.emergency,
  };
}

export function contactsRepository(db: AppDatabase) {
  return {
    /** The owner's contacts, oldest first. */
    async listByOwner(owner: ContactOwner): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(ofPerson(contacts, owner))
        .orderBy(asc(contacts.createdAt), asc(contacts.id));
    },

    async insert(owner: ContactOwner, fields: ContactFields): Promise<ContactRow> {
      const [row] = await db
        .insert(contacts)
        .values({ ...personColumns(owner), ...columns(fields) })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Replaces the contact `id` of this owner; undefined when the owner has no such contact. */
    async update(
      owner: ContactOwner,
      id: string,
      fields: ContactFields,
      now: Date,
    ): Promise<ContactRow | undefined> {
      const [row] = await db
        .update(contacts)
        .set({ ...columns(fields), updatedAt: now })
        .where(and(eq(contacts.id, id), ofPerson(contacts, owner)))
        .returning();
      return row;
    },

    /** Deletes the contact `id` of this owner; undefined when the owner has no such contact. */
    async delete(owner: ContactOwner, id: string): Promise<ContactRow | undefined> {
      const [row] = await db
        .delete(contacts)
        .where(and(eq(contacts.id, id), ofPerson(contacts, owner)))
        .returning();
      return row;
    },
  };
}

export type ContactsRepository = ReturnType<typeof contactsRepository>;
