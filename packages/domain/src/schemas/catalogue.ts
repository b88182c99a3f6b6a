import { z } from 'zod';

import { INELIGIBILITY_REASONS } from '../products/eligibility.js';
import { CLINIC_AREAS, MARKER_REGIONS, PROGRAM_CONTENT_TYPES } from './enums.js';

/**
 * What the catalogue API answers (seed 000 section 7, "Catalogue and configuration"): categories, their
 * subcategories (groups), programmes with their eligibility, products, offerings, centres and events. Ids are
 * UUIDs; prices are integer Singapore cents before GST.
 */

/** What a centre is. */
export const CENTRE_KINDS = ['ACTIVE_AGEING_HUB', 'DAY_CENTRE', 'GYM', 'DENTAL_CLINIC'] as const;
/** One of {@link CENTRE_KINDS}. */
export type CentreKind = (typeof CENTRE_KINDS)[number];

/** A programme category (GET category): Active Ageing, Denticare, Day Care, Retail. */
export const catalogueCategorySchema = z.object({
  id: z.guid(),
  name: z.string(),
  slug: z.string(),
});

/** A programme category. */
export type CatalogueCategory = z.output<typeof catalogueCategorySchema>;

/** A subcategory of a category (GET category/{id}), also called a group (GET groups/v2/{id}). */
export const catalogueGroupSchema = z.object({
  id: z.guid(),
  categoryId: z.guid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});

/** A subcategory. */
export type CatalogueGroup = z.output<typeof catalogueGroupSchema>;

/** A product's own facts, as every catalogue answer names it. */
export const catalogueProductSchema = z.object({
  id: z.guid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  categoryId: z.guid(),
  categoryName: z.string(),
  groupId: z.guid().nullable(),
  programContentType: z.enum(PROGRAM_CONTENT_TYPES),
  fixedSessions: z.boolean(),
  totalSessions: z.int().positive().nullable(),
  /** The package text (domain packageDescription), or null when the product has no session count. */
  packageDescription: z.string().nullable(),
});

/** A product. */
export type CatalogueProduct = z.output<typeof catalogueProductSchema>;

/**
 * A programme of a subcategory (GET category/{id}/{id2}): the product, and whether the person may choose it
 * (domain programmeEligibility). The three eligibility fields are null when eligibility was not asked for.
 */
export const catalogueProgrammeSchema = catalogueProductSchema.extend({
  eligible: z.boolean().nullable(),
  ineligibilityReason: z.enum(INELIGIBILITY_REASONS).nullable(),
  /** The catalogue's message to show when not eligible. */
  ineligibilityMessage: z.string().nullable(),
});

/** A programme with its eligibility. */
export type CatalogueProgramme = z.output<typeof catalogueProgrammeSchema>;

/** A group with its category's name and its products (GET groups/v2/{id}). */
export const catalogueGroupDetailSchema = catalogueGroupSchema.extend({
  categoryName: z.string(),
  products: z.array(catalogueProductSchema),
});

/** A group with its products. */
export type CatalogueGroupDetail = z.output<typeof catalogueGroupDetailSchema>;

/** A category with its products (GET products/category). */
export const productsByCategorySchema = catalogueCategorySchema.extend({
  products: z.array(catalogueProductSchema),
});

/** A category with its products. */
export type ProductsByCategory = z.output<typeof productsByCategorySchema>;

/** An offer of a product (GET products-ext/{id}/offerings/list): its price in cents, sessions and term. */
export const catalogueOfferingSchema = z.object({
  id: z.guid(),
  productId: z.guid(),
  name: z.string(),
  /** Before GST, in Singapore cents. */
  priceCents: z.int().nonnegative(),
  sessionCount: z.int().positive(),
  /** How long the offer lasts from its start, in months; null for a single visit. */
  termMonths: z.int().positive().nullable(),
  sellable: z.boolean(),
});

/** An offering. */
export type CatalogueOffering = z.output<typeof catalogueOfferingSchema>;

/**
 * An address as the API answers it (a person's, a centre's): the fields of the specification's Address, the
 * optional ones null when empty.
 */
export const addressRecordSchema = z.object({
  postalCode: z.string(),
  block: z.string(),
  street: z.string(),
  building: z.string().nullable(),
  level: z.string().nullable(),
  unit: z.string().nullable(),
});

/** An address as the API answers it. */
export type AddressRecord = z.output<typeof addressRecordSchema>;

/** A centre that runs a product (GET products/{id}/centers/list), at its address and map position. */
export const catalogueCentreSchema = addressRecordSchema.extend({
  id: z.guid(),
  name: z.string(),
  kind: z.enum(CENTRE_KINDS),
  /** The address as shown (domain formatAddressLines, joined by ', '). */
  address: z.string(),
  region: z.enum(MARKER_REGIONS),
  area: z.enum(CLINIC_AREAS),
  latitude: z.number(),
  longitude: z.number(),
});

/** A centre. */
export type CatalogueCentre = z.output<typeof catalogueCentreSchema>;

/** A run or term of a product at a centre (GET products/{id}/events), with its dates and class times. */
export const catalogueEventSchema = z.object({
  id: z.guid(),
  productId: z.guid(),
  centreId: z.guid(),
  centreName: z.string(),
  name: z.string(),
  /** `yyyy-MM-dd`, in Singapore. */
  startDate: z.string(),
  endDate: z.string(),
  /** ISO weekdays, 1 = Monday. */
  daysOfWeek: z.array(z.int().min(1).max(7)),
  /** `HH:mm`, in Singapore. */
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.int().positive(),
});

/** An event. */
export type CatalogueEvent = z.output<typeof catalogueEventSchema>;
