import { z } from 'zod';

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
