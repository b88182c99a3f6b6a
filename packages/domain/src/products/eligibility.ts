import { ACTIVE_AGEING_CATEGORY, ACTIVE_AGEING_MIN_AGE } from '../constants.js';
import { formatMessage, messages } from '../messages/index.js';
import type { ServiceStatus } from '../schemas/enums.js';
import { singaporeIsoDate } from '../schemas/shared.js';

/**
 * The minimum age of the person a programme is for, by category name. Active Ageing programmes are for seniors
 * (seed 001 section 1: "gym-based programmes for seniors"); a caregiver registers the senior they care for as a
 * loved one. Categories without an entry (Denticare, Day Care, Retail) have no age rule.
 */
export const MIN_AGE_BY_CATEGORY: Readonly<Record<string, number>> = {
  [ACTIVE_AGEING_CATEGORY]: ACTIVE_AGEING_MIN_AGE,
};

/**
 * The statuses of a service the person still holds: bought and not yet started, running, or waiting for its
 * health declaration. An EXPIRED or COMPLETED service is over and does not stop a new registration.
 */
export const HELD_SERVICE_STATUSES = [
  'UPCOMING',
  'ONGOING',
  'HEALTH_DECLARATION',
] as const satisfies readonly ServiceStatus[];

/** Why a programme cannot be chosen for a person. */
export const INELIGIBILITY_REASONS = ['BELOW_MINIMUM_AGE', 'SERVICE_HELD'] as const;
/** One of {@link INELIGIBILITY_REASONS}. */
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

/** A programme as far as eligibility goes: its product and the name of its category. */
export interface EligibilityProgramme {
  productId: string;
  categoryName: string;
}

/** What is known of the person a programme is for. */
export interface EligibilityPerson {
  /** `yyyy-MM-dd`; null or undefined when not known yet. */
  dateOfBirth: string | null | undefined;
  /** The person's registered services: their product and status. */
  services: readonly { productId: string; serviceStatus: ServiceStatus }[];
}

/** The outcome: eligible, or the first rule that fails with its catalogue message. */
export type Eligibility =
  | { eligible: true; reason: null; message: null }
  | { eligible: false; reason: IneligibilityReason; message: string };

const ELIGIBLE: Eligibility = { eligible: true, reason: null, message: null };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * A person's age in whole years on `today` (both `yyyy-MM-dd`): the years since birth, less one when this year's
 * birthday is still to come. Someone born on 29 February turns a year older on 1 March in a common year. Undefined
 * when either date is not `yyyy-MM-dd`.
 *
 * @example ageOn('1965-06-15', '2025-06-14') // 59
 * @example ageOn('1965-06-15', '2025-06-15') // 60
 */
export function ageOn(dateOfBirth: string, today: string): number | undefined {
  const born = dateParts(dateOfBirth);
  const now = dateParts(today);
  if (!born || !now) return undefined;
  const [by, bm, bd] = born;
  const [ty, tm, td] = now;
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}

/** Rule 1 of {@link programmeEligibility}: the category's minimum age on `today`, when the date of birth is known. */
function ageRule(
  categoryName: string | null | undefined,
  dateOfBirth: string | null | undefined,
  today: string,
): Eligibility {
  const minAge = categoryName ? MIN_AGE_BY_CATEGORY[categoryName] : undefined;
  if (minAge === undefined || !dateOfBirth) return ELIGIBLE;
  const age = ageOn(dateOfBirth, today);
  if (age === undefined || age >= minAge) return ELIGIBLE;
  return {
    eligible: false,
    reason: 'BELOW_MINIMUM_AGE',
    message: formatMessage(messages.catalogue.belowMinimumAge, { minAge }),
  };
}

/**
 * Whether a programme can be chosen for a person (GET category/{id}/{id2}?checkEligibility=true&lovedOne=…).
 * The rules, in order; the first that fails decides:
 *
 * 1. **Age** ({@link MIN_AGE_BY_CATEGORY}): in a category with a minimum age (Active Ageing: 60,
 *    {@link ACTIVE_AGEING_MIN_AGE}), the person must have reached it on `today`, the Singapore calendar date;
 *    the 60th birthday itself counts. Reason BELOW_MINIMUM_AGE, 'This programme is for seniors aged 60 and
 *    above.'
 * 2. **A service held** ({@link HELD_SERVICE_STATUSES}): the person must not already hold a service of the same
 *    product that is UPCOMING, ONGOING or HEALTH_DECLARATION. Reason SERVICE_HELD, the seed's 'The service is
 *    purchased and can not be renewed'.
 *
 * `person` is null for a new person (the wizard's "new loved one", whom the portal sends without `lovedOne`):
 * nobody has services yet and no date of birth is known, so every programme is open. A known person without a
 * date of birth is treated alike for the age rule: the wizard's details step checks the date of birth it is given
 * ({@link dateOfBirthEligibility}) before saving it, and PUT cart checks it again.
 *
 * @param today the Singapore calendar date, `yyyy-MM-dd` (the caller reads the clock).
 */
export function programmeEligibility(
  programme: EligibilityProgramme,
  person: EligibilityPerson | null,
  today: string,
): Eligibility {
  if (person === null) return ELIGIBLE;
  const byAge = ageRule(programme.categoryName, person.dateOfBirth, today);
  if (!byAge.eligible) return byAge;
  const held = (HELD_SERVICE_STATUSES as readonly ServiceStatus[]).includes.bind(HELD_SERVICE_STATUSES);
  if (person.services.some((s) => s.productId === programme.productId && held(s.serviceStatus))) {
    return { eligible: false, reason: 'SERVICE_HELD', message: messages.catalogue.cannotRenew };
  }
  return ELIGIBLE;
}

/**
 * The age rule of {@link programmeEligibility} alone, for a date of birth as it is being given (the registration
 * wizard's details step, before anything is saved): whether a person born on `dateOfBirth` may have programmes of
 * the category `categoryName` at instant `now`, read as the Singapore calendar date. Eligible when the category
 * has no minimum age, or when the date is not `yyyy-MM-dd` (the date's own rules report that).
 *
 * @example dateOfBirthEligibility('Active Ageing', '1990-05-01', new Date('2026-11-22T01:00:00Z')).message
 * // 'This programme is for seniors aged 60 and above.'
 */
export function dateOfBirthEligibility(
  categoryName: string | null | undefined,
  dateOfBirth: string,
  now: Date,
): Eligibility {
  return ageRule(categoryName, dateOfBirth, singaporeIsoDate(now));
}
