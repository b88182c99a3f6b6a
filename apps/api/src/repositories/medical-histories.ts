/**
 * Medical histories of customers and of their loved ones. Every save is a new version (never an update): reads
 * are scoped to the person, the latest version counts, and the earlier ones are listed by when they were given.
 */
import type { MedicalHistory } from '@careportal/domain';
import { and, desc, eq } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { medicalHistories } from '../db/schema/index.ts';
import { ofPerson, personColumns, type PersonRef } from './owner.ts';

/** One saved version: its answers as the API checked them, and when it was given. */
export interface MedicalHistoryVersion {
  id: string;
  answers: MedicalHistory;
  submittedAt: Date;
}

const newestFirst = [desc(medicalHistories.submittedAt), desc(medicalHistories.seq)] as const;

export function medicalHistoriesRepository(db: AppDatabase) {
  return {
    /** Saves a new version of the person's medical history, given `now`. */
    async insert(person: PersonRef, answers: MedicalHistory, now: Date): Promise<MedicalHistoryVersion> {
      const [row] = await db
        .insert(medicalHistories)
        .values({
          ...personColumns(person),
          answers,
          signatureName: answers.signature.name,
          signatureDate: answers.signature.date,
          submittedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, answers: row.answers as MedicalHistory, submittedAt: row.submittedAt };
    },

    /** The person's latest version, or undefined when they have none. */
    async latest(person: PersonRef): Promise<MedicalHistoryVersion | undefined> {
      const [row] = await db
        .select()
        .from(medicalHistories)
        .where(ofPerson(medicalHistories, person))
        .orderBy(...newestFirst)
        .limit(1);
      return row && { id: row.id, answers: row.answers as MedicalHistory, submittedAt: row.submittedAt };
    },

    /** One version of the person's, or undefined when they have none with this id (another person's included). */
    async version(person: PersonRef, id: string): Promise<MedicalHistoryVersion | undefined> {
      const [row] = await db
        .select()
        .from(medicalHistories)
        .where(and(ofPerson(medicalHistories, person), eq(medicalHistories.id, id)))
        .limit(1);
      return row && { id: row.id, answers: row.answers as MedicalHistory, submittedAt: row.submittedAt };
    },

    /** Every version of the person, newest first: their ids and when they were given. */
    async versions(person: PersonRef): Promise<{ id: string; submittedAt: Date }[]> {
      return db
        .select({ id: medicalHistories.id, submittedAt: medicalHistories.submittedAt })
        .from(medicalHistories)
        .where(ofPerson(medicalHistories, person))
        .orderBy(...newestFirst);
    },
  };
}

export type MedicalHistoriesRepository = ReturnType<typeof medicalHistoriesRepository>;
