import { z } from 'zod';

import { checkPersonalDetails, personalDetailsFields } from './personalDetailsRules.js';
import { EVEN_IF_OTHER_FIELDS_FAIL } from './shared.js';

/** Options of {@link createPersonalDetailsSchema}. */
export interface PersonalDetailsSchemaOptions {
  /**
   * The clock the "date of birth not in the future" rule reads, once per parse. Defaults to the system clock;
   * tests and servers with their own clock pass a fixed one.
   */
  now?: () => Date;
  /**
   * The category of the programmes the person is being registered for (the registration wizard's details step):
   * the date of birth must meet its age rule (domain `dateOfBirthEligibility`; Active Ageing from 60), with the
   * catalogue's 'This programme is for seniors aged 60 and above.' at `dateOfBirth`. Omitted elsewhere: a
   * profile has no age rule.
   */
  programmeCategory?: string | null;
}

/**
 * Builds the personal-details schema (a client's or a loved one's, specification sections 3 and 5) with the
 * clock its date-of-birth rule reads.
 *
 * Why a factory: the domain package reads no clock of its own, yet "date of birth not in the future" needs
 * today's date. The clock is therefore a parameter, read at parse time (not when the schema is built, so a
 * long-lived schema never goes stale). "Today" is the calendar date in Singapore.
 *
 * @example createPersonalDetailsSchema({ now: () => new Date('2024-06-01T00:00:00Z') }).safeParse(values)
 */
export function createPersonalDetailsSchema(options: PersonalDetailsSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  return z
    .object(personalDetailsFields(now, options.programmeCategory))
    .superRefine(checkPersonalDetails, EVEN_IF_OTHER_FIELDS_FAIL);
}

/**
 * Personal details of a client or loved one, with every rule of specification section 5 and the catalogue's
 * messages at each field's path. Its date-of-birth rule reads the system clock at parse time; to fix the
 * clock (tests, servers), build one with {@link createPersonalDetailsSchema}.
 *
 * Required: name, dateOfBirth (`yyyy-MM-dd`, real, not in the future), gender, idType (default NRIC), nric
 * (by idType), email, mobileNumber, language (at least one). Everything else is optional and may be `null`.
 */
export const personalDetailsSchema = createPersonalDetailsSchema();

/** Valid personal details, as {@link personalDetailsSchema} outputs them (text trimmed, idType defaulted). */
export type PersonalDetails = z.output<typeof personalDetailsSchema>;
/** Personal details as a form holds them before validation (idType may be missing). */
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
