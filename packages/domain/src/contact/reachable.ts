import { isValidSingaporePhone } from './phone.js';

/**
 * zod's email pattern (`z.email()`'s default, `z.regexes.email`), written out so that a page can check an address
 * without downloading zod. reachable.test.ts holds the two equal.
 */
export const EMAIL_PATTERN = new RegExp(
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);

/**
 * Whether `text` is a way to reach a person as they type it: an email address (by {@link EMAIL_PATTERN}) or a
 * Singapore phone number ({@link isValidSingaporePhone}). `'12345'` is neither. Needs no zod.
 *
 * @example isEmailOrSingaporePhone('+65 9123 4567') // true
 */
export function isEmailOrSingaporePhone(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim()) || isValidSingaporePhone(text);
}
