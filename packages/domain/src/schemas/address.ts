import { z } from 'zod';

import {
  ADDRESS_BLOCK_MAX_LENGTH,
  ADDRESS_BUILDING_MAX_LENGTH,
  ADDRESS_LEVEL_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_UNIT_MAX_LENGTH,
} from '../constants.js';
import { isValidPostalCode } from '../contact/index.js';
import { messages } from '../messages/index.js';
import { ADDRESS_TYPES, SAME_AS_OPTIONS } from './enums.js';
import { optionalRecordRef, optionalText, requiredText } from './shared.js';
import { FIRST_PROBLEM_ONLY } from './firstProblem.js';

const v = messages.validation;

/** A required Singapore postal code: 'Postal code is required', then exactly 6 digits ('Postal code is invalid'). */
export const postalCodeSchema = requiredText(v.postalCodeRequired).refine(isValidPostalCode, {
  error: v.postalCodeInvalid,
  ...FIRST_PROBLEM_ONLY,
});

/**
 * An address of a client or loved one (specification sections 3 and 5).
 *
 * type, postalCode, block and street (address line 1) are required; building (line 2), level and unit are
 * optional. sameAs defaults to NONE; an address flagged BILLING is still validated whole, because the form
 * copies the billing address into it. Whether a looked-up postal code exists is the lookup's concern, not
 * this schema's.
 */
export const addressSchema = z.object({
  id: optionalRecordRef(),
  type: z.enum(ADDRESS_TYPES, { error: v.addressTypeRequired }),
  postalCode: postalCodeSchema,
  block: requiredText(v.blockRequired, { max: ADDRESS_BLOCK_MAX_LENGTH }),
  street: requiredText(v.streetRequired, { max: ADDRESS_STREET_MAX_LENGTH }),
  building: optionalText({ max: ADDRESS_BUILDING_MAX_LENGTH }),
  level: optionalText({ max: ADDRESS_LEVEL_MAX_LENGTH }),
  unit: optionalText({ max: ADDRESS_UNIT_MAX_LENGTH }),
  sameAs: z.enum(SAME_AS_OPTIONS, { error: v.invalidValue }).default('NONE'),
});

/** A valid address, as {@link addressSchema} outputs it (sameAs defaulted). */
export type Address = z.output<typeof addressSchema>;
/** An address as a form holds it before validation (sameAs may be missing). */
export type AddressInput = z.input<typeof addressSchema>;
