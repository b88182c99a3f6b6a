/**
 * The public programme showcases (issue 17): the entries the seed stored from the configured content set, their
 * locations (centres, in map order) and the next runs of the programme at those centres.
 */
import { SHOWCASE_SLUG } from '@careportal/domain';
import { and, asc, eq, gte, inArray, or, type SQL } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { centres, events, offerings, programmeShowcases, showcaseLocations } from '../db/schema/index.ts';

export type ShowcaseRow = typeof programmeShowcases.$inferSelect;
export type ShowcaseCentre = typeof centres.$inferSelect;

/** A run with its centre's name and the offering it is sold with. */
export interface ShowcaseRunRow {
  run: typeof events.$inferSelect;
  centreName: string;
  offeringName: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function showcasesRepository(db: AppDatabase) {
  return {
    /** Every showcase, in page order. */
    async list(): Promise<ShowcaseRow[]> {
      return db
        .select()
        .from(programmeShowcases)
        .orderBy(asc(programmeShowcases.sort), asc(programmeShowcases.name));
    },

    /** The showcase with this slug, or with this id when it is a GUID; no other shape reaches the database. */
    async find(slugOrId: string): Promise<ShowcaseRow | undefined> {
      if (!SHOWCASE_SLUG.test(slugOrId) && !GUID.test(slugOrId)) return undefined;
      const bySlug: SQL = eq(programmeShowcases.slug, slugOrId);
      const where = GUID.test(slugOrId)
        ? or(bySlug, eq(programmeShowcases.id, slugOrId.toLowerCase()))
        : bySlug;
      const [row] = await db.select().from(programmeShowcases).where(where).limit(1);
      return row;
    },

    /** The centres of a showcase, in map order. */
    async locations(showcaseId: string): Promise<ShowcaseCentre[]> {
      const rows = await db
        .select({ centre: centres })
        .from(showcaseLocations)
        .innerJoin(centres, eq(centres.id, showcaseLocations.centreId))
        .where(eq(showcaseLocations.showcaseId, showcaseId))
        .orderBy(asc(showcaseLocations.sort), asc(centres.name));
      return rows.map((r) => r.centre);
    },

    /**
     * The next runs of `productId` at `centreIds` that start on or after `today` (`yyyy-MM-dd`), soonest first,
     * at most `limit`; each with the product's first sellable offering (the cheapest).
     */
    async nextRuns(
      productId: string,
      centreIds: readonly string[],
      today: string,
      limit: number,
    ): Promise<ShowcaseRunRow[]> {
      if (centreIds.length === 0) return [];
      const [offering] = await db
        .select({ name: offerings.name })
        .from(offerings)
        .where(and(eq(offerings.productId, productId), eq(offerings.sellable, true)))
        .orderBy(asc(offerings.priceCents), asc(offerings.name))
        .limit(1);
      if (!offering) return [];
      const rows = await db
        .select({ run: events, centreName: centres.name })
        .from(events)
        .innerJoin(centres, eq(centres.id, events.centreId))
        .where(
          and(
            eq(events.productId, productId),
            inArray(events.centreId, [...centreIds]),
            gte(events.startDate, today),
          ),
        )
        .orderBy(asc(events.startDate), asc(centres.name))
        .limit(limit);
      return rows.map((r) => ({ ...r, offeringName: offering.name }));
    },
  };
}

export type ShowcasesRepository = ReturnType<typeof showcasesRepository>;
