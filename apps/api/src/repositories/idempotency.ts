/**
 * The Idempotency-Keys each customer has sent, with the fingerprint of the request each was first sent with
 * (table `idempotency_keys`, plugins/app/idempotency.ts). Every instant is the caller's (the app clock).
 */
import { and, eq, lte, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export interface KeyClaim {
  customerId: string;
  key: string;
  route: string;
  fingerprint: string;
  now: Date;
  /** How long the key is kept from `now`. */
  keepMs: number;
}

export function idempotencyRepository(db: AppDatabase) {
  return {
    /**
     * Records `key` for the customer with the request's fingerprint, unless it is kept already (then it is
     * unchanged; a key past its `expiresAt` is taken over as new). One statement and one read, so that two
     * processes claiming the same key at once agree on whose fingerprint it keeps. True when the kept fingerprint
     * is this request's: the first use, or the same request sent again.
     */
    async claim(claim: KeyClaim): Promise<boolean> {
      const expiresAt = new Date(claim.now.getTime() + claim.keepMs);
      await db
        .insert(idempotencyKeys)
        .values({
          customerId: claim.customerId,
          key: claim.key,
          route: claim.route,
          fingerprint: claim.fingerprint,
          createdAt: claim.now,
          expiresAt,
        })
        .onConflictDoUpdate({
          target: [idempotencyKeys.customerId, idempotencyKeys.key],
          set: {
            route: claim.route,
            fingerprint: claim.fingerprint,
            createdAt: claim.now,
            expiresAt,
          },
          setWhere: sql`${idempotencyKeys.expiresAt} <= ${claim.now}`,
        });
      const [kept] = await db
        .select({ fingerprint: idempotencyKeys.fingerprint })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.customerId, claim.customerId), eq(idempotencyKeys.key, claim.key)))
        .limit(1);
      return kept?.fingerprint === claim.fingerprint;
    },

    /** Deletes the keys whose time ended by `now`. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
