import { z } from 'zod';

import { DENTICARE_CATEGORY } from '../constants.js';
import { messages } from '../messages/index.js';
import { marketingChannelSchema } from './config.js';
import { OTHERS, SERVICE_SELECTION_FOR } from './enums.js';
import { EVEN_IF_OTHER_FIELDS_FAIL, addIssueAt, isFilled, optionalText, textAt, valueAt } from './shared.js';

const v = messages.validation;

/**
 * Whom the registration is for: 'MySelf', 'New' (a new loved one), or an existing loved one's customer id.
 */
export const serviceSelectionForSchema = z.union([z.enum(SERVICE_SELECTION_FOR), z.string().min(1)], {
  error: v.required,
});

/**
 * One programme row of the service selection. `id` is a row number (new rows take the last id plus one);
 * category, product, offer and center are the chosen ids, `null` until chosen.
 */
export const programmeSelectionSchema = z.object({
  id: z.int().nonnegative(),
  category: z.string().nullish(),
  product: z.string().nullish(),
  offer: z.string().nullish(),
  center: z.string().nullish(),
  isExpanded: z.boolean().default(false),
});

/** One programme row. */
export type ProgrammeSelection = z.output<typeof programmeSelectionSchema>;

const PROGRAMME_CHOICES = ['category', 'product', 'offer', 'center'] as const;

/**
 * The first step of the registration wizard (specification 001, sections 3 and 4).
 *
 * - Every programme needs a category, product, offer and centre; an incomplete row gets 'Please choose a
 *   category, programme, package and centre' at `programmes.<index>`, and an empty list gets it at
 *   `programmes`.
 * - When the marketing channel's value includes 'Others', `sourceOthers` is required ('Please tell us where you
 *   heard about us').
 * - For the 'Denticare' category (`categoryName`) only the marketing-channel rule applies.
 */
export const serviceSelectionSchema = z
  .object({
    lovedOne: serviceSelectionForSchema,
    category: z.string().nullish(),
    categoryName: z.string().nullish(),
    marketingChannel: marketingChannelSchema.nullish(),
    sourceOthers: optionalText(),
    programmes: z.array(programmeSelectionSchema),
  })
  .superRefine((value, ctx) => {
    const channel = textAt(valueAt(value, 'marketingChannel'), 'value');
    if (channel.includes(OTHERS) && textAt(value, 'sourceOthers') === '') {
      addIssueAt(ctx, ['sourceOthers'], v.sourceOthersRequired);
    }
    if (textAt(value, 'categoryName') === DENTICARE_CATEGORY) return;
    const programmes = valueAt(value, 'programmes');
    if (!Array.isArray(programmes)) return;
    if (programmes.length === 0) addIssueAt(ctx, ['programmes'], v.serviceSelectionIncomplete);
    programmes.forEach((programme: unknown, index) => {
      if (!PROGRAMME_CHOICES.every((key) => isFilled(valueAt(programme, key)))) {
        addIssueAt(ctx, ['programmes', index], v.serviceSelectionIncomplete);
      }
    });
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A valid service selection. */
export type ServiceSelection = z.output<typeof serviceSelectionSchema>;
/** A service selection as the wizard holds it before validation. */
export type ServiceSelectionInput = z.input<typeof serviceSelectionSchema>;
