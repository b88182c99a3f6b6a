/**
 * The caregiver's week (issue 19): the centres its bookings take place at, and the customer's private calendar
 * feed. The bookings themselves are read through the My Services and Denticare repositories, per person, as
 * those pages read them.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { careCalendarFeeds, centres, customers } from '../db/schema/index.ts';
import type { Customer } from './customers.ts';
import { centreAddressLine } from './my-services.ts';

/** A centre with the coordinates the travel time between bookings is counted from. */
export interface CareCentreRow {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export type CareCalendarFeedRow = typeof careCalendarFeeds.$inferSelect;

export function careCalendarRepository(db: AppDatabase) {
  return {
    /** The centres with these ids, by id. */
    async centres(ids: readonly string[]): Promise<Map<string, CareCentreRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(centres)
        .where(inArray(centres.id, [...new Set(ids)]));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            name: row.name,
            address: centreAddressLine(row),
            latitude: row.latitude,
            longitude: row.longitude,
          },
        ]),
      );
    },

    /** The customer's live feed, if one is on. */
    async liveFeed(customerId: string): Promise<CareCalendarFeedRow | undefined> {
      const [row] = await db
        .select()
        .from(careCalendarFeeds)
        .where(and(eq(careCalendarFeeds.customerId, customerId), isNull(careCalendarFeeds.revokedAt)))
        .limit(1);
      return row;
    },

    /** The live feed with this token, with its customer; undefined once it is turned off (or when there is none). */
    async feedByToken(token: string): Promise<{ feed: CareCalendarFeedRow; customer: Customer } | undefined> {
      const [row] = await db
        .select({ feed: careCalendarFeeds, customer: customers })
        .from(careCalendarFeeds)
        .innerJoin(customers, eq(customers.id, careCalendarFeeds.customerId))
        .where(and(eq(careCalendarFeeds.token, token), isNull(careCalendarFeeds.revokedAt)))
        .limit(1);
      return row;
    },

    /** Turns the customer's live feed off, if any, and starts a new one with `token`, in one transaction. */
    async replaceFeed(customerId: string, token: string, now: Date): Promise<CareCalendarFeedRow> {
      return db.transaction(async (tx) => {
        // One change of a customer's feed at a time: two presses at once make one live feed, not a conflict.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`care-calendar-feed:${customerId}`}, 0))`,
        );
        await tx
          .update(careCalendarFeeds)
          .set({ revokedAt: now })
          .where(and(eq(careCalendarFeeds.customerId, customerId), isNull(careCalendarFeeds.revokedAt)));
        const [row] = await tx
          .insert(careCalendarFeeds)
          .values({ customerId, token, createdAt: now })
          .returning();
        if (!row) throw new Error('the new feed was not saved');
        return row;
      });
    },

    /** Turns the customer's live feed off; false when none was on. */
    async revokeFeed(customerId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(careCalendarFeeds)
        .set({ revokedAt: now })
        .where(and(eq(careCalendarFeeds.customerId, customerId), isNull(careCalendarFeeds.revokedAt)))
        .returning({ id: careCalendarFeeds.id });
      return rows.length > 0;
    },
  };
}

export type CareCalendarRepository = ReturnType<typeof careCalendarRepository>;
