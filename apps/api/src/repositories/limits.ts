/**
 * What limits how often someone may try, kept in the database so that every API process counts the same
 * (issue 18): the rate limits' fixed-window counters (table `rate_limit_counters`, plugins/external/rate-limit.ts)
 * and the failed volunteer identity checks (table `volunteer_identity_failures`, lib/volunteer.ts).
 *
 * Every instant is the caller's (the app clock), never the database's `now()`, so a test's clock moves the windows.
 */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { rateLimitCounters, volunteerIdentityFailures } from '../db/schema/index.ts';

/** A key's count in its current window, and when the window ends. */
export interface CounterHit {
  count: number;
  expiresAt: Date;
}

/** The largest count kept: a key stays at it until its window ends, so the int4 column never overflows. */
const COUNT_CEILING = 2_147_483_647;

export function limitsRepository(db: AppDatabase) {
  return {
    /**
     * Counts one request under `key`, in one atomic statement (two processes counting the same key at once both
     * count): the first in a window, or the first after it ended, starts a window of `windowMs` at 1; any other
     * adds 1. Answers the count and the end of the window.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<CounterHit> {
      const expired = sql`${rateLimitCounters.expiresAt} <= ${now}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, expiresAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else least(${rateLimitCounters.count}, ${COUNT_CEILING - 1}) + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt });
      if (!row) throw new Error('The rate-limit counter was not written');
      return row;
    },

    /** Deletes the counters whose window ended by `now`. */
    async deleteExpiredCounters(now: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now));
    },

    /** Records a failed identity check under `key` at `at`. */
    async recordFailure(key: string, at: Date): Promise<void> {
      await db.insert(volunteerIdentityFailures).values({ key, failedAt: at });
    },

    /**
     * The moment of the `nth` most recent failure of `key` after `since` (1 = the latest), or undefined when it
     * has fewer: with n the limit, the failure whose leaving the window lets the key try again.
     */
    async nthLatestFailure(key: string, since: Date, nth: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ failedAt: volunteerIdentityFailures.failedAt })
        .from(volunteerIdentityFailures)
        .where(and(eq(volunteerIdentityFailures.key, key), gt(volunteerIdentityFailures.failedAt, since)))
        .orderBy(desc(volunteerIdentityFailures.failedAt), desc(volunteerIdentityFailures.id))
        .limit(1)
        .offset(Math.max(0, nth - 1));
      return row?.failedAt;
    },

    /** Deletes the failures at or before `before`, which no window counts any more. */
    async deleteFailuresBefore(before: Date): Promise<void> {
      await db.delete(volunteerIdentityFailures).where(lte(volunteerIdentityFailures.failedAt, before));
    },
  };
}

export type LimitsRepository = ReturnType<typeof limitsRepository>;
