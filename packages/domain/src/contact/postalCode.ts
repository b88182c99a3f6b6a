import { POSTAL_CODE_LENGTH } from '../constants.js';

const POSTAL_CODE = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);

/**
 * Whether `code` is a Singapore postal code: exactly 6 ASCII digits, nothing else (no spaces; trim first).
 *
 * @example isValidPostalCode('200640') // true
 */
export function isValidPostalCode(code: string): boolean {
  return POSTAL_CODE.test(code);
}
