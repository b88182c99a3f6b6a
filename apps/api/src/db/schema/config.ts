/**
 * Configuration read by the portal: the app configuration and the master codes (GET config/mastercode). The
 * help centre's FAQ is not here: it is the domain's (`HELP_TOPICS`), once.
 */
import { MASTER_CODE_MAX_LENGTH } from '@careportal/domain';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
