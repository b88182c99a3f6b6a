/** Feedback left on the public /feedback page (table `feedback`). */
import { feedback } from '../db/schema/index.ts';
import type { AppDatabase } from '../db/client.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

export function feedbackRepository(db: AppDatabase) {
  return {
    /** Stores new feedback, SUBMITTED, and answers the row. */
    async submit(values: Omit<typeof feedback.$inferInsert, 'id' | 'status'>): Promise<FeedbackRow> {
      const [row] = await db
        .insert(feedback)
        .values({ ...values, status: 'SUBMITTED' })
        .returning();
      if (!row) throw new Error('Feedback was not stored');
      return row;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
