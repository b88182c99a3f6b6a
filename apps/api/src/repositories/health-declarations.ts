/**
 * Health declarations of customers and of their loved ones. Every save is a new row (a declaration is what the
 * person said at one point in time); reads are scoped to the person, and the latest one counts.
 */
import {
  ACTIVE_AGEING_CATEGORY,
  type ExerciseFrequency,
  type HealthDeclarationLanguage,
} from '@careportal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import {
  categories,
  centres,
  healthDeclarations,
  productCentres,
  products,
  services,
} from '../db/schema/index.ts';
import { ofPerson, personColumns, type PersonRef } from './owner.ts';

type Row = typeof healthDeclarations.$inferSelect;

/** A saved declaration, with the name of its centre. */
export type HealthDeclarationRow = Row & { centreName: string };

/** What a save writes: the answers as the API checked them, for one person. */
export interface HealthDeclarationFields {
  whyJoinOurExerciseProgramme: string[];
  whyJoinOurExerciseProgrammeOther: string | null;
  healthConditions: string[];
  healthConditionsOther: string | null;
  injureAnyOfTheseBodyParts: string[];
  injureAnyOfTheseBodyPartsOther: string | null;
  timesExerciseAWeek: ExerciseFrequency;
  name: string;
  nric: string;
  handphoneNumber: string;
  centreId: string;
  language: HealthDeclarationLanguage;
}

export function healthDeclarationsRepository(db: AppDatabase) {
  return {
    /** Whether `centreId` is a centre where an Active Ageing programme runs (the declaration's programmes). */
    async isActiveAgeingCentre(centreId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: productCentres.centreId })
        .from(productCentres)
        .innerJoin(products, eq(products.id, productCentres.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(productCentres.centreId, centreId), eq(categories.name, ACTIVE_AGEING_CATEGORY)))
        .limit(1);
      return row !== undefined;
    },

    /** The person's service `serviceId` (its centre and status), or undefined when it is not theirs. */
    async serviceOf(
      person: PersonRef,
      serviceId: string,
    ): Promise<{ id: string; centreId: string; status: string } | undefined> {
      const [row] = await db
        .select({ id: services.id, centreId: services.centreId, status: services.status })
        .from(services)
        .where(and(eq(services.id, serviceId), ofPerson(services, person)))
        .limit(1);
      return row;
    },

    /**
     * Saves a new declaration of the person, stamped `now`. With `declared` (a service of theirs, Singapore's
     * `today` as `yyyy-MM-dd`), the same transaction moves that service out of HEALTH_DECLARATION: to UPCOMING
     * when it starts after today, else ONGOING. A service in another state is left as it is. Answers the
     * service's status after the save.
     */
    async insert(
      person: PersonRef,
      fields: HealthDeclarationFields,
      now: Date,
      declared?: { serviceId: string; today: string },
    ): Promise<HealthDeclarationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(healthDeclarations)
          .values({ ...personColumns(person), ...fields, createdAt: now })
          .returning();
        if (!row) throw new Error('insert returned no row');
        if (declared) {
          await tx
            .update(services)
            .set({
              status: sql`case when ${services.startDate} > ${declared.today}::date then 'UPCOMING' else 'ONGOING' end`,
            })
            .where(and(eq(services.id, declared.serviceId), eq(services.status, 'HEALTH_DECLARATION')));
        }
        const [centre] = await tx
          .select({ name: centres.name })
          .from(centres)
          .where(eq(centres.id, row.centreId));
        return { ...row, centreName: centre?.name ?? '' };
      });
    },

    /** The person's latest declaration (the newest, and of those the last saved), or undefined. */
    async latest(person: PersonRef): Promise<HealthDeclarationRow | undefined> {
      const [row] = await db
        .select({ declaration: healthDeclarations, centreName: centres.name })
        .from(healthDeclarations)
        .innerJoin(centres, eq(centres.id, healthDeclarations.centreId))
        .where(ofPerson(healthDeclarations, person))
        .orderBy(desc(healthDeclarations.createdAt), desc(healthDeclarations.seq))
        .limit(1);
      return row && { ...row.declaration, centreName: row.centreName };
    },
  };
}

export type HealthDeclarationsRepository = ReturnType<typeof healthDeclarationsRepository>;
