import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

import { SG_COUNTRY_CODE, SG_PHONE_LENGTH } from '../constants.js';

const SG_ISO_COUNTRY = 'SG';

/** Spaces and hyphens people type between digit groups. */
const SEPARATORS = /[\s-]/g;
const SG_LOCAL_NUMBER = new RegExp(`^[689]\\d{${SG_PHONE_LENGTH - 1}}$`);
const SG_DIAL_DIGITS = SG_COUNTRY_CODE.replace('+', '');

/**
 * Whether `number` is a Singapore phone number: 8 digits starting with 6, 8 or 9 (specification section 5).
 *
 * Spaces and hyphens between digits are ignored, and an optional country code `+65` or `65` may come first
 * (`'+65 9123 4567'`, `'6591234567'`). An 8-digit number starting with 65 is read as a local number, never as a
 * country code plus 6 digits. Any other character (brackets, letters, a leading 0) makes it invalid.
 *
 * @example isValidSingaporePhone('9123 4567') // true
 */
export function isValidSingaporePhone(number: string): boolean {
  const compact = number.trim().replace(SEPARATORS, '');
  let local = compact;
  if (compact.startsWith(SG_COUNTRY_CODE)) {
    local = compact.slice(SG_COUNTRY_CODE.length);
  } else if (
    compact.length === SG_DIAL_DIGITS.length + SG_PHONE_LENGTH &&
    compact.startsWith(SG_DIAL_DIGITS)
  ) {
    local = compact.slice(SG_DIAL_DIGITS.length);
  }
  return SG_LOCAL_NUMBER.test(local);
}

const ISO_COUNTRY = /^[A-Za-z]{2}$/;
const CALLING_CODE = /^\+?\d{1,4}$/;

/**
 * Whether `number` is a valid phone number for a country, by libphonenumber-js's metadata.
 *
 * `countryCode` is either an ISO 3166-1 alpha-2 code (`'MY'`) or an international calling code (`'+60'` or
 * `'60'`). Singapore (`'SG'`, `'+65'`, `'65'`) uses the specification's rule, {@link isValidSingaporePhone}.
 * The number may be national (`'012-345 6789'`) or international; an international number must belong to the
 * given country. An unknown or malformed country code gives false.
 *
 * @example isValidPhoneForCountry('+60', '12-345 6789') // true
 */
export function isValidPhoneForCountry(countryCode: string, number: string): boolean {
  const code = countryCode.trim();
  if (ISO_COUNTRY.test(code)) {
    const country = code.toUpperCase();
    if (country === SG_ISO_COUNTRY) return isValidSingaporePhone(number);
    if (!isSupportedCountry(country)) return false;
    const parsed = parsePhoneNumberFromString(number, { defaultCountry: country, extract: false });
    return parsed?.country === country && parsed.isValid();
  }
  if (!CALLING_CODE.test(code)) return false;
  const dialDigits = code.replace('+', '');
  if (dialDigits === SG_DIAL_DIGITS) return isValidSingaporePhone(number);
  const parsed = parsePhoneNumberFromString(number, { defaultCallingCode: dialDigits, extract: false });
  return parsed?.countryCallingCode === dialDigits && parsed.isValid();
}

/** The 8 local digits of a Singapore number {@link isValidSingaporePhone} accepts, or undefined. */
function singaporeLocalDigits(number: string): string | undefined {
  if (!isValidSingaporePhone(number)) return undefined;
  const compact = number.trim().replace(SEPARATORS, '').replace(SG_COUNTRY_CODE, '');
  return compact.slice(-SG_PHONE_LENGTH);
}

/**
 * A Singapore number as pages show it, `+65 6000 0001`, from any form {@link isValidSingaporePhone} accepts.
 * Throws for a number it refuses.
 *
 * @example formatSingaporePhone('60000001') // '+65 6000 0001'
 */
export function formatSingaporePhone(number: string): string {
  const local = singaporeLocalDigits(number);
  if (local === undefined) throw new Error(`Not a Singapore phone number: ${number}`);
  return `${SG_COUNTRY_CODE} ${local.slice(0, 4)} ${local.slice(4)}`;
}

/**
 * The `tel:` link that dials a Singapore number (RFC 3966, global form), from any form
 * {@link isValidSingaporePhone} accepts. Throws for a number it refuses.
 *
 * @example singaporePhoneUri('+65 6000 0001') // 'tel:+6560000001'
 */
export function singaporePhoneUri(number: string): string {
  const local = singaporeLocalDigits(number);
  if (local === undefined) throw new Error(`Not a Singapore phone number: ${number}`);
  return `tel:${SG_COUNTRY_CODE}${local}`;
}
