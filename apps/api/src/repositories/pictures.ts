/** Profile pictures, one per person; every query is scoped to its owner. */
import { sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { pictures } from '../db/schema/index.ts';
import { ofPerson, type PersonRef } from './owner.ts';

export type PictureRow = typeof pictures.$inferSelect;

/** A picture to store: re-encoded from the upload (routes/profile/picture/image.ts), its type that encoding's. */
export interface PictureFields {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  sha256: string;
}

export function picturesRepository(db: AppDatabase) {
  return {
    async get(owner: PersonRef): Promise<PictureRow | undefined> {
      const [row] = await db.select().from(pictures).where(ofPerson(pictures, owner)).limit(1);
      return row;
    },

    /** The picture's version (its SHA-256), without reading the bytes. */
    async version(owner: PersonRef): Promise<string | undefined> {
      const [row] = await db
        .select({ sha256: pictures.sha256 })
        .from(pictures)
        .where(ofPerson(pictures, owner))
        .limit(1);
      return row?.sha256;
    },

    /** Sets the owner's picture, replacing any earlier one (one statement, so two uploads cannot both stay). */
    async put(owner: PersonRef, fields: PictureFields, now: Date): Promise<PictureRow> {
      const values = {
        ...('customerId' in owner
          ? { customerId: owner.customerId, lovedOneId: null }
          : { customerId: null, lovedOneId: owner.lovedOneId }),
        ...fields,
        updatedAt: now,
      };
      const set = { ...fields, updatedAt: now };
      const [row] =
        'customerId' in owner
          ? await db
              .insert(pictures)
              .values(values)
              .onConflictDoUpdate({
                target: pictures.customerId,
                targetWhere: sql`${pictures.customerId} is not null`,
                set,
              })
              .returning()
          : await db
              .insert(pictures)
              .values(values)
              .onConflictDoUpdate({
                target: pictures.lovedOneId,
                targetWhere: sql`${pictures.lovedOneId} is not null`,
                set,
              })
              .returning();
      if (!row) throw new Error('saving the picture returned no row');
      return row;
    },

    /** Removes the owner's picture; false when there was none. */
    async delete(owner: PersonRef): Promise<boolean> {
      const rows = await db.delete(pictures).where(ofPerson(pictures, owner)).returning({ id: pictures.id });
      return rows.length > 0;
    },
  };
}

export type PicturesRepository = ReturnType<typeof picturesRepository>;
