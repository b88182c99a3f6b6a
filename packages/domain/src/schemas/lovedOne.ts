import { z } from 'zod';

import { OTHER_TEXT_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { OTHERS, RELATIONSHIPS } from './enums.js';
import type { PersonalDetailsSchemaOptions } from './personalDetails.js';
import { checkPersonalDetails, personalDetailsFields } from './personalDetailsRules.js';
import { EVEN_IF_OTHER_FIELDS_FAIL, addIssueAt, optionalText, recordId, textAt, valueAt } from './shared.js';

const v = messages.validation;

/**
 * Builds the loved-one schema: personal details plus the loved one's relationship to the customer, with the
 * clock the date-of-birth rule reads (see `createPersonalDetailsSchema`).
 *
 * The relationship is required ('Relationship is required'); 'Others' requires the other relationship
 * ('Other relationship is required'), as in the emergency-contact form.
 */
export function createLovedOneSchema(options: PersonalDetailsSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  return z
    .object({
      ...personalDetailsFields(now, options.programmeCategory),
      relationship: z.enum(RELATIONSHIPS, { error: v.relationshipRequired }),
      otherRelationship: optionalText({ max: OTHER_TEXT_MAX_LENGTH }),
    })
    .superRefine((value, ctx) => {
      checkPersonalDetails(value, ctx);
      if (valueAt(value, 'relationship') === OTHERS && textAt(value, 'otherRelationship') === '') {
        addIssueAt(ctx, ['otherRelationship'], v.otherRelationshipRequired);
      }
    }, EVEN_IF_OTHER_FIELDS_FAIL);
}

/** A loved one's details (personal details plus relationship), reading the system clock at parse time. */
export const lovedOneSchema = createLovedOneSchema();

/** A valid loved one, as {@link lovedOneSchema} outputs it. */
export type LovedOne = z.output<typeof lovedOneSchema>;
/** A loved one as a form holds it before validation. */
export type LovedOneInput = z.input<typeof lovedOneSchema>;

/** One entry of the customer's loved-one list (GET lovedone): id and name. */
export const lovedOneSummarySchema = z.object({ id: recordId(), name: z.string() });

/** One entry of the loved-one list. */
export type LovedOneSummary = z.output<typeof lovedOneSummarySchema>;
