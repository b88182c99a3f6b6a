/**
 * Limits every API process shares (issue 18: several API processes behind a load balancer on one database): the
 * rate limits' counters, the Idempotency-Keys sent and the failed volunteer identity checks. What used to be kept
 * in one process's memory and matters across requests is here, so a request may reach any process.
 */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { customers } from './people.ts';

/**
 * The rate limits' counters (plugins/external/rate-limit.ts): one fixed window per key (the route and client IP of
 * a public route, or what `limitPerKey` counts by), counted by one atomic upsert per request. A row whose window
 * has passed starts again at 1; expired rows are deleted now and then (`expires_at` is indexed for that).
 * UNLOGGED (migration 0017, by hand: drizzle cannot say it): no WAL or disk flush per counted request; a crash of
 * PostgreSQL empties it, a restart does not.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    /** The end of the window: the first instant the key counts from 1 again. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);

/**
 * The Idempotency-Keys a customer has sent (plugins/app/idempotency.ts), each with the fingerprint of the request
 * it was first sent with (method, route, parameters and body): the same key with another fingerprint is refused
 * while the key is kept. A key is kept for 24 hours (`expiresAt`); after that it may be used again, and the rows
 * are deleted now and then. A table, not memory, so that every API process agrees.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: varchar({ length: 128 }).notNull(),
    /** The route it was first sent to (`POST /cart/checkout`), for reading the table. */
    route: text().notNull(),
    /** SHA-256 of the request, hex. */
    fingerprint: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Failed volunteer identity checks (lib/volunteer.ts): one row per failure, per key (`ip:…`, `id:nric:…`,
 * `id:org:…`), counted over a sliding window. Rows older than the window are deleted now and then.
 */
export const volunteerIdentityFailures = pgTable(
  'volunteer_identity_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('volunteer_identity_failures_key_idx').on(t.key, t.failedAt),
    index('volunteer_identity_failures_failed_at_idx').on(t.failedAt),
  ],
);
