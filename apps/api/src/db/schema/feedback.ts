/** Feedback (issue 17: POST public/v1/feedback). */
import {
  EMAIL_MAX_LENGTH,
  FEEDBACK_STATUSES,
  NAME_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from '@careportal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import { createdAt, id, sqlList } from './columns.ts';

/**
 * Feedback a visitor leaves on the public /feedback page: a satisfaction rating from 1 to 6, an optional comment
 * and, when they want a reply, their name and contact. Arrives SUBMITTED; staff move it to OPEN and CLOSED.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    rating: integer().notNull(),
    comment: text(),
    name: varchar({ length: NAME_MAX_LENGTH }),
    contact: varchar({ length: EMAIL_MAX_LENGTH }),
    status: text().notNull().default('SUBMITTED'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_status_idx').on(t.status, t.createdAt),
    check(
      'feedback_rating_check',
      sql`${t.rating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
    check('feedback_status_check', sql`${t.status} in (${sqlList(FEEDBACK_STATUSES)})`),
  ],
);
