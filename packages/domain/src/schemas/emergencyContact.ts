import { z } from 'zod';

import { COUNTRY_CODE_MAX_LENGTH, NAME_MAX_LENGTH, OTHER_TEXT_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages/index.js';
import { OTHERS, RELATIONSHIPS } from './enums.js';
import {
  EVEN_IF_OTHER_FIELDS_FAIL,
  addIssueAt,
  optionalBoolean,
  optionalEmail,
  optionalPhone,
  optionalRecordRef,
  optionalText,
  recordId,
  requiredPhone,
  requiredText,
  textAt,
  valueAt,
} from './shared.js';

const v = messages.validation;

/**
 * An emergency (next-of-kin) contact as its form sends it (specification 001, section 5).
 *
 * Required: name (trimmed), relationship, mobileNumber, emergency (yes/no). otherRelationship is required when
 * relationship is 'Others'. homeNumber and email are optional but checked when given. The mobile-number message
 * is the catalogue's 'Mobile number is invalid ' (with its trailing space), unlike personal details'.
 */
export const emergencyContactSchema = z
  .object({
    id: optionalRecordRef(),
    name: requiredText(v.nameRequired, { max: NAME_MAX_LENGTH }),
    relationship: z.enum(RELATIONSHIPS, { error: v.relationshipRequired }),
    otherRelationship: optionalText({ max: OTHER_TEXT_MAX_LENGTH }),
    mobileNumber: requiredPhone(v.mobileNumberRequired, v.contactMobileNumberInvalid),
    homeNumber: optionalPhone(v.homeNumberInvalid),
    email: optionalEmail(v.contactEmailInvalid),
    payer: optionalBoolean(),
    emergency: z.boolean({ error: v.emergencyRequired }),
    countryCode: optionalText({ max: COUNTRY_CODE_MAX_LENGTH }),
  })
  .superRefine((value, ctx) => {
    if (valueAt(value, 'relationship') === OTHERS && textAt(value, 'otherRelationship') === '') {
      addIssueAt(ctx, ['otherRelationship'], v.otherRelationshipRequired);
    }
  }, EVEN_IF_OTHER_FIELDS_FAIL);

/** A valid emergency contact, as {@link emergencyContactSchema} outputs it. */
export type EmergencyContact = z.output<typeof emergencyContactSchema>;
/** An emergency contact as a form holds it before validation. */
export type EmergencyContactInput = z.input<typeof emergencyContactSchema>;

/**
 * A stored contact of a client or loved one (specification 001, section 3 "Contact"), as the API returns it
 * from profile/contact or lovedone/{id}/contact. A record, not a form: it carries no form messages and
 * tolerates the empty optional fields a stored record has.
 */
export const contactSchema = z.object({
  id: recordId(),
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  otherRelationship: z.string().nullish(),
  mobileNumber: z.string(),
  homeNumber: z.string().nullish(),
  email: z.string().nullish(),
  payer: z.boolean().nullish(),
  emergency: z.boolean(),
});

/** A stored contact. */
export type Contact = z.output<typeof contactSchema>;
