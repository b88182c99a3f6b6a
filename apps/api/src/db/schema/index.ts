/**
 * The API's tables, as one drizzle pg-core schema that runs unchanged on PGlite and PostgreSQL: one module per
 * area, all of them re-exported here.
 *
 * Invariants live in the database (foreign keys, unique indexes, checks) so that two requests racing each other
 * cannot break them: the one-booking-per-slot rule in particular is a unique index, not an application check.
 * Column names are snake_case in SQL (drizzle `casing: 'snake_case'`), camelCase here.
 *
 * Text a person types has the domain's limit of its meaning as its column type (`varchar(NAME_MAX_LENGTH)`), and
 * the text kept in a `profile` JSON a check per field, so the database refuses what the domain schemas refuse.
 * The domain counts UTF-16 code units, PostgreSQL characters: never more, so valid text always fits.
 */
export * from './catalogue.ts';
export * from './people.ts';
export * from './health-records.ts';
export * from './orders.ts';
export * from './services.ts';
export * from './payments.ts';
export * from './denticare.ts';
export * from './public-links.ts';
export * from './volunteers.ts';
export * from './feedback.ts';
export * from './config.ts';
export * from './limits.ts';
export * from './sandboxes.ts';
