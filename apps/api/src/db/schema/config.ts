/**
 * Configuration read by the portal: the app configuration, the master codes (GET config/mastercode) and the
 * FAQ entries.
 */
import { MASTER_CODE_MAX_LENGTH } from '@careportal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, id } from './columns.ts';

export const appConfig = pgTable('app_config', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
});

export const masterCodes = pgTable(
  'master_codes',
  {
    id: id(),
    code: varchar({ length: MASTER_CODE_MAX_LENGTH }).notNull(),
    key: varchar({ length: MASTER_CODE_MAX_LENGTH }).notNull(),
    value: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('master_codes_code_key_unique').on(t.code, t.key),
    index('master_codes_code_idx').on(t.code, t.sort),
  ],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    /** 'general' or 'egiro'. */
    category: text().notNull(),
    slug: text().notNull(),
    question: text().notNull(),
    /** Paragraphs of the answer. */
    answer: jsonb().$type<string[]>().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('faq_entries_category_slug_unique').on(t.category, t.slug),
    check('faq_entries_category_check', sql`${t.category} in ('general', 'egiro')`),
  ],
);
