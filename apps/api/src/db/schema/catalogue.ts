/**
 * The catalogue: programme categories and their subcategories, products and their offerings, the centres that run
 * them and the runs (events) of each product at a centre, and the public programme showcase pages.
 */
import { SESSION_CANCELLATION_GRACE_WORKING_DAYS } from '@careportal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { id } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull().unique(),
    slug: text().notNull().unique(),
    sort: integer().notNull().default(0),
    /**
     * How many working days before a session it can be cancelled without forfeiting it (domain
     * bookingChangeRules): data per category, changed with an UPDATE, no deploy.
     */
    graceWorkingDays: integer().notNull().default(SESSION_CANCELLATION_GRACE_WORKING_DAYS),
  },
  (t) => [check('categories_grace_check', sql`${t.graceWorkingDays} >= 0`)],
);

/** A subcategory of a category (seed 000 section 7: category/{id} lists them; groups/v2/{id} reads one). */
export const productGroups = pgTable(
  'product_groups',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('product_groups_category_idx').on(t.categoryId, t.sort),
    // Lets products name their group together with its category (products_group_category_fk).
    uniqueIndex('product_groups_id_category_unique').on(t.id, t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    /** Its subcategory, of the same category; null for a product not placed in one (listed under none). */
    groupId: uuid(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    /** INTAKES or SESSIONS (domain PROGRAM_CONTENT_TYPES). */
    programContentType: text().notNull(),
    fixedSessions: boolean().notNull().default(false),
    totalSessions: integer(),
    /** The programme has a pre-session (pre-assessment) and a post-session (post-assessment) appointment. */
    hasPreSession: boolean().notNull().default(false),
    hasPostSession: boolean().notNull().default(false),
  },
  (t) => [
    check('products_content_type_check', sql`${t.programContentType} in ('INTAKES', 'SESSIONS')`),
    check('products_total_sessions_check', sql`${t.totalSessions} is null or ${t.totalSessions} > 0`),
    foreignKey({
      name: 'products_group_category_fk',
      columns: [t.groupId, t.categoryId],
      foreignColumns: [productGroups.id, productGroups.categoryId],
    }),
    index('products_group_idx').on(t.groupId),
    // Lets cart lines name a product together with its category (cart_items_product_category_fk).
    uniqueIndex('products_id_category_unique').on(t.id, t.categoryId),
  ],
);

export const offerings = pgTable(
  'offerings',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Price before GST, in Singapore cents. */
    priceCents: integer().notNull(),
    sessionCount: integer().notNull(),
    /** How long the offer lasts from its start, in months ('12 sessions / 3 months'); null for one visit. */
    termMonths: integer(),
    sellable: boolean().notNull().default(true),
  },
  (t) => [
    check('offerings_price_check', sql`${t.priceCents} >= 0`),
    check('offerings_session_count_check', sql`${t.sessionCount} > 0`),
    check('offerings_term_check', sql`${t.termMonths} is null or ${t.termMonths} > 0`),
    index('offerings_product_idx').on(t.productId),
    // Lets cart and order lines name an offering together with its product (cart_items_offering_product_fk).
    uniqueIndex('offerings_id_product_unique').on(t.id, t.productId),
  ],
);

export const centres = pgTable(
  'centres',
  {
    id: id(),
    name: text().notNull().unique(),
    /** What the centre is: ACTIVE_AGEING_HUB, DAY_CENTRE, GYM or DENTAL_CLINIC. */
    kind: text().notNull(),
    block: text().notNull(),
    street: text().notNull(),
    building: text(),
    level: text(),
    unit: text(),
    postalCode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Map-marker region (domain MARKER_REGIONS). */
    region: text().notNull(),
    /** Clinic area (domain CLINIC_AREAS). */
    area: text().notNull(),
  },
  (t) => [
    check('centres_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{6}$'`),
    check('centres_region_check', sql`${t.region} in ('ne', 'sw', 'nw', 'se')`),
    check('centres_area_check', sql`${t.area} in ('CENTRAL', 'NORTH', 'WEST', 'SOUTH', 'EAST')`),
    check(
      'centres_kind_check',
      sql`${t.kind} in ('ACTIVE_AGEING_HUB', 'DAY_CENTRE', 'GYM', 'DENTAL_CLINIC')`,
    ),
    check(
      'centres_coordinates_check',
      sql`${t.latitude} between 1.1 and 1.5 and ${t.longitude} between 103.6 and 104.1`,
    ),
  ],
);

/** Which centres run which products. */
export const productCentres = pgTable(
  'product_centres',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    centreId: uuid()
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.centreId] })],
);

/**
 * A run or term of a product at a centre (seed 001: "events (by id)", "runs by term, centre and offering",
 * GET products/{id}/events): its dates and its class days and times. Only where the centre runs the product
 * (the foreign key to product_centres).
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    productId: uuid().notNull(),
    centreId: uuid().notNull(),
    name: text().notNull(),
    /** Singapore calendar dates. */
    startDate: date().notNull(),
    endDate: date().notNull(),
    /** ISO weekdays, 1 = Monday. */
    daysOfWeek: integer().array().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    capacity: integer().notNull(),
    /**
     * Services enrolled in the run (POST intake/enroll). Taken with `set enrolled = enrolled + 1 where enrolled <
     * capacity`, so the last place goes to one service only; the check stands behind it.
     */
    enrolled: integer().notNull().default(0),
  },
  (t) => [
    check('events_enrolled_check', sql`${t.enrolled} between 0 and ${t.capacity}`),
    foreignKey({
      name: 'events_product_centre_fk',
      columns: [t.productId, t.centreId],
      foreignColumns: [productCentres.productId, productCentres.centreId],
    }).onDelete('cascade'),
    uniqueIndex('events_product_centre_start_unique').on(t.productId, t.centreId, t.startDate),
    index('events_product_start_idx').on(t.productId, t.startDate),
    check('events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('events_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('events_capacity_check', sql`${t.capacity} > 0`),
    check(
      'events_days_check',
      sql`cardinality(${t.daysOfWeek}) > 0 and ${t.daysOfWeek} <@ array[1, 2, 3, 4, 5, 6, 7]`,
    ),
  ],
);

/** A public programme showcase page (seed 001 section 3); its locations are rows of showcase_locations. */
export const programmeShowcases = pgTable('programme_showcases', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  productId: uuid().references(() => products.id, { onDelete: 'set null' }),
  /** iconImage, heroImage, descriptions, statisticImages, statistics and faq, as the domain schema has them. */
  content: jsonb().notNull(),
  sort: integer().notNull().default(0),
});

export const showcaseLocations = pgTable(
  'showcase_locations',
  {
    showcaseId: uuid()
      .notNull()
      .references(() => programmeShowcases.id, { onDelete: 'cascade' }),
    centreId: uuid()
      .notNull()
      .references(() => centres.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.centreId] })],
);
