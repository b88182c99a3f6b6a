/** The column shapes and SQL helpers the schema's tables share. */
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Binary data: a Buffer in, a Buffer out (PGlite hands back a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** `'a', 'b'`: text options as an SQL list, for an `in (…)` check. */
export function sqlList(options: readonly string[]): SQL {
  return sql.raw(options.map((option) => `'${option.replaceAll("'", "''")}'`).join(', '));
}
