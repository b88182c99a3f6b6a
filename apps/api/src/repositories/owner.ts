/**
 * The rows that belong to a person (addresses, contacts, pictures, services, health declarations) name them in
 * two columns, `customer_id` and `loved_one_id`, exactly one of them set (each table's one-owner check). These
 * turn a person into that filter and those columns, once for every repository.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A person: a customer themself, or one of their loved ones. */
export type PersonRef = { customerId: string } | { lovedOneId: string };

/** The two columns of a table that name a row's person. */
export interface PersonColumns {
  customerId: PgColumn;
  lovedOneId: PgColumn;
}

/** `where` the row is the person's. */
export function ofPerson(table: PersonColumns, person: PersonRef): SQL {
  return 'customerId' in person
    ? eq(table.customerId, person.customerId)
    : eq(table.lovedOneId, person.lovedOneId);
}

/** The values of the two person columns of a new row. */
export function personColumns(
  person: PersonRef,
): { customerId: string; lovedOneId: null } | { customerId: null; lovedOneId: string } {
  return 'customerId' in person
    ? { customerId: person.customerId, lovedOneId: null }
    : { customerId: null, lovedOneId: person.lovedOneId };
}
