/**
 * The Singapore NRIC / FIN check-letter rule (specification section 5, "National ID check").
 *
 * An ID is 9 characters: a prefix letter, 7 digits and a check letter. The digits are weighted 2,7,6,5,4,3,2 and
 * summed; prefix T or G adds 4 and M adds 3; the sum modulo 11 indexes a table chosen by the prefix's family.
 */

/** Prefixes of a Singapore NRIC (citizens and permanent residents). */
export const NRIC_PREFIXES = ['S', 'T'] as const;
/** Prefixes of a Singapore FIN (foreigners). */
export const FIN_PREFIXES = ['F', 'G', 'M'] as const;
/** Every national-ID prefix letter. */
export type NationalIdPrefix = (typeof NRIC_PREFIXES)[number] | (typeof FIN_PREFIXES)[number];

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;

const OFFSETS: Record<NationalIdPrefix, number> = { S: 0, T: 4, F: 0, G: 4, M: 3 };

const TABLES: Record<NationalIdPrefix, string> = {
  S: 'JZIHGFEDCBA',
  T: 'JZIHGFEDCBA',
  F: 'XWUTRQPNMLK',
  G: 'XWUTRQPNMLK',
  M: 'XWUTRQPNJLK',
};

const SEVEN_DIGITS = /^\d{7}$/;
const NATIONAL_ID = /^([STFGM])(\d{7})([A-Z])$/;

/**
 * The check letter for a prefix and its 7 digits.
 *
 * @throws RangeError when `digits` is not exactly 7 ASCII digits.
 * @example nationalIdCheckLetter('S', '1234567') // 'D'
 */
export function nationalIdCheckLetter(prefix: NationalIdPrefix, digits: string): string {
  if (!SEVEN_DIGITS.test(digits)) {
    throw new RangeError(`A national ID has exactly 7 digits after its prefix; got '${digits}'.`);
  }
  let sum = OFFSETS[prefix];
  WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(digits.charAt(index));
  });
  return TABLES[prefix].charAt(sum % 11);
}

function isValidWithPrefixes(id: string, prefixes: readonly NationalIdPrefix[]): boolean {
  const match = NATIONAL_ID.exec(id);
  if (!match) return false;
  const [, prefix, digits, letter] = match;
  if (prefix === undefined || digits === undefined || letter === undefined) return false;
  const known = prefixes.find((candidate) => candidate === prefix);
  return known !== undefined && nationalIdCheckLetter(known, digits) === letter;
}

/**
 * Whether `id` is a valid NRIC: prefix S or T, 7 digits and the matching check letter.
 *
 * Case-sensitive: the input is taken as given and lower-case letters fail (the UI upper-cases as the user
 * types). Surrounding spaces also fail; trim before calling.
 *
 * @example isValidNric('S1234567D') // true
 */
export function isValidNric(id: string): boolean {
  return isValidWithPrefixes(id, NRIC_PREFIXES);
}

/**
 * Whether `id` is a valid FIN: prefix F, G or M, 7 digits and the matching check letter.
 *
 * Case-sensitive like {@link isValidNric}.
 *
 * @example isValidFin('F1234567N') // true
 */
export function isValidFin(id: string): boolean {
  return isValidWithPrefixes(id, FIN_PREFIXES);
}

/** Whether `id` is a valid NRIC or FIN. Case-sensitive like {@link isValidNric}. */
export function isValidNationalId(id: string): boolean {
  return isValidNric(id) || isValidFin(id);
}
