/**
 * The catalogue: categories, their subcategories (product groups), products, offerings, the centres that run a
 * product and its events; and the services a person holds, which the eligibility rule reads.
 */
import type { ServiceStatus } from '@careportal/domain';
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import {
  categories,
  centres,
  events,
  offerings,
  productCentres,
  productGroups,
  products,
  services,
} from '../db/schema/index.ts';
import { ofPerson, type PersonRef } from './owner.ts';

export type Category = typeof categories.$inferSelect;
export type ProductGroup = typeof productGroups.$inferSelect;
export type Offering = typeof offerings.$inferSelect;
export type Centre = typeof centres.$inferSelect;
export type CatalogueEventRow = typeof events.$inferSelect & { centreName: string };

/** A product with the name of its category. */
export type ProductRow = typeof products.$inferSelect & { categoryName: string };

/** A group with the name of its category. */
export type GroupRow = ProductGroup & { categoryName: string };

export function catalogueRepository(db: AppDatabase) {
  const productRows = (where: SQL | undefined) =>
    db
      .select({ product: products, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(asc(categories.sort), asc(products.name))
      .then((rows) => rows.map((r): ProductRow => ({ ...r.product, categoryName: r.categoryName })));

  return {
    async listCategories(): Promise<Category[]> {
      return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name));
    },

    async findCategory(id: string): Promise<Category | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    /** The subcategories of a category, in their order. */
    async listGroups(categoryId: string): Promise<ProductGroup[]> {
      return db
        .select()
        .from(productGroups)
        .where(eq(productGroups.categoryId, categoryId))
        .orderBy(asc(productGroups.sort), asc(productGroups.name));
    },

    async findGroup(id: string): Promise<GroupRow | undefined> {
      const [row] = await db
        .select({ group: productGroups, categoryName: categories.name })
        .from(productGroups)
        .innerJoin(categories, eq(categories.id, productGroups.categoryId))
        .where(eq(productGroups.id, id))
        .limit(1);
      return row && { ...row.group, categoryName: row.categoryName };
    },

    /** Every product, by category order then name. */
    listProducts: (): Promise<ProductRow[]> => productRows(undefined),

    /** The products of a group. */
    listGroupProducts: (groupId: string): Promise<ProductRow[]> => productRows(eq(products.groupId, groupId)),

    async findProduct(id: string): Promise<ProductRow | undefined> {
      const [row] = await productRows(eq(products.id, id));
      return row;
    },

    /** A product's offerings, cheapest first; the non-sellable ones (staff trials) only when asked for. */
    async listOfferings(productId: string, includeNonSellable: boolean): Promise<Offering[]> {
      return db
        .select()
        .from(offerings)
        .where(
          and(
            eq(offerings.productId, productId),
            includeNonSellable ? undefined : eq(offerings.sellable, true),
          ),
        )
        .orderBy(asc(offerings.priceCents), asc(offerings.name));
    },

    /** The centres that run a product, by name. */
    async listProductCentres(productId: string): Promise<Centre[]> {
      const rows = await db
        .select({ centre: centres })
        .from(productCentres)
        .innerJoin(centres, eq(centres.id, productCentres.centreId))
        .where(eq(productCentres.productId, productId))
        .orderBy(asc(centres.name));
      return rows.map((r) => r.centre);
    },

    /** A product's events that have not ended by `today` (`yyyy-MM-dd`), soonest first. */
    async listEvents(productId: string, today: string): Promise<CatalogueEventRow[]> {
      const rows = await db
        .select({ event: events, centreName: centres.name })
        .from(events)
        .innerJoin(centres, eq(centres.id, events.centreId))
        .where(and(eq(events.productId, productId), gte(events.endDate, today)))
        .orderBy(asc(events.startDate), asc(centres.name));
      return rows.map((r) => ({ ...r.event, centreName: r.centreName }));
    },

    /** The services a person holds of the given products (all of theirs when `productIds` is undefined). */
    async servicesOf(
      ref: PersonRef,
      productIds?: readonly string[],
    ): Promise<{ productId: string; serviceStatus: ServiceStatus }[]> {
      const rows = await db
        .select({ productId: services.productId, status: services.status })
        .from(services)
        .where(
          and(
            ofPerson(services, ref),
            productIds === undefined ? undefined : inArray(services.productId, [...productIds]),
          ),
        );
      return rows.map((r) => ({ productId: r.productId, serviceStatus: r.status as ServiceStatus }));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
