import { z } from 'zod';

import { RUNS_LIST_LIMIT } from '../constants.js';
import { isValidPostalCode } from '../contact/index.js';
import { MARKER_REGIONS } from './enums.js';

/** A paragraph of a programme's description, or a list of bullet points. */
export const showcaseDescriptionSchema = z.union([z.string(), z.array(z.string())]);

/** A description entry. */
export type ShowcaseDescription = z.output<typeof showcaseDescriptionSchema>;

/** A statistic: its description plus either an image or a percentage (0–100). */
export const showcaseStatisticSchema = z.union([
  z.object({ description: z.string(), image: z.string().min(1) }),
  z.object({ description: z.string(), percentage: z.number().min(0).max(100) }),
]);

/** A statistic. */
export type ShowcaseStatistic = z.output<typeof showcaseStatisticSchema>;

/** A FAQ entry: the question, optional intro lines (subAnswers) and an optional list of answers. */
export const showcaseFaqItemSchema = z.object({
  question: z.string().min(1),
  subAnswers: z.array(z.string()).optional(),
  answers: z.array(z.string()).optional(),
});

/** A FAQ entry. */
export type ShowcaseFaqItem = z.output<typeof showcaseFaqItemSchema>;

/** A map position as a [latitude, longitude] pair in degrees. */
export const latLngSchema = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

/** A location where a programme runs, with its map marker's region. */
export const showcaseLocationSchema = z.object({
  name: z.string().min(1),
  detail: z.string(),
  postalCode: z.string().refine(isValidPostalCode),
  region: z.enum(MARKER_REGIONS),
  location: latLngSchema,
});

/** A programme location. */
export type ShowcaseLocation = z.output<typeof showcaseLocationSchema>;

/** A public programme showcase page's content (specification 001, section 3 "Programme showcase entry"). */
export const programmeShowcaseSchema = z.object({
  id: z.guid(),
  name: z.string().min(1),
  iconImage: z.string(),
  descriptions: z.array(showcaseDescriptionSchema),
  heroImage: z.string(),
  statisticImages: z.array(z.string()),
  statistics: z.array(showcaseStatisticSchema),
  faq: z.array(showcaseFaqItemSchema),
  locations: z.array(showcaseLocationSchema),
  markerRegions: z.array(z.enum(MARKER_REGIONS)),
});

/** A programme showcase entry. */
export type ProgrammeShowcase = z.output<typeof programmeShowcaseSchema>;

/** A location's address parts, as the centre records them (the page formats them with format/address formatShowcaseAddress). */
export const showcaseAddressSchema = z.object({
  block: z.string(),
  street: z.string(),
  level: z.string().nullable(),
  unit: z.string().nullable(),
  building: z.string().nullable(),
  postalCode: z.string().refine(isValidPostalCode),
});

/** A location's address parts. */
export type ShowcaseAddress = z.output<typeof showcaseAddressSchema>;

/** A location as the public showcase answers it: the entry's fields plus the address parts. */
export const publicShowcaseLocationSchema = showcaseLocationSchema.extend({ address: showcaseAddressSchema });

/** A public showcase location. */
export type PublicShowcaseLocation = z.output<typeof publicShowcaseLocationSchema>;

const isoDate = z.iso.date();
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

/** One of the next runs of a programme: its term, centre and offering, dates, training days and class times. */
export const showcaseRunSchema = z.object({
  id: z.guid(),
  term: z.string(),
  centre: z.string(),
  offering: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** ISO weekdays, 1 = Monday (domain formatTrainingDays shows them). */
  trainingDays: z.array(z.number().int().min(1).max(7)),
  startTime: clockTime,
  endTime: clockTime,
});

/** A run of the showcase's runs list. */
export type ShowcaseRun = z.output<typeof showcaseRunSchema>;

/**
 * GET public/v1/showcases/{slugOrId}: the entry with its readable slug, the product it shows, the locations'
 * address parts and the next runs (at most {@link RUNS_LIST_LIMIT}).
 */
export const publicShowcaseSchema = programmeShowcaseSchema.extend({
  slug: z.string().min(1),
  productId: z.guid().nullable(),
  locations: z.array(publicShowcaseLocationSchema),
  nextRuns: z.array(showcaseRunSchema).max(RUNS_LIST_LIMIT),
});

/** A public showcase page's data. */
export type PublicShowcase = z.output<typeof publicShowcaseSchema>;

/** An entry of GET public/v1/showcases: enough to link to the page. */
export const showcaseSummarySchema = z.object({
  id: z.guid(),
  slug: z.string().min(1),
  name: z.string().min(1),
  iconImage: z.string(),
});

/** A showcase link. */
export type ShowcaseSummary = z.output<typeof showcaseSummarySchema>;

/** GET public/v1/showcases. */
export const showcaseListSchema = z.array(showcaseSummarySchema);

/**
 * A showcase's readable slug: lower-case words of letters and digits joined by single hyphens ('gym-tonic'). A
 * path value of any other shape (a NUL byte, capitals, spaces) names no showcase.
 */
export const SHOWCASE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path parameter of GET public/v1/showcases/{slugOrId}: a slug or the entry's GUID. */
export const showcaseSlugOrIdSchema = z.string().trim().min(1).max(100);
