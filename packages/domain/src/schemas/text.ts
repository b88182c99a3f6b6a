/**
 * What text the portal and the API accept, decided once. Every text field of every schema is built from
 * {@link textSchema} (through `requiredText`, `optionalText` and friends in shared.ts), so a form, a request body,
 * a path and a query parameter all follow the same rule:
 *
 * 1. Trimmed.
 * 2. No control characters (Unicode category Cc: U+0000 NUL to U+001F, U+007F DEL, U+0080 to U+009F), no lone
 *    surrogate halves (text that is not well-formed Unicode), and in a single-line field no line or paragraph
 *    separator (U+2028, U+2029). A multi-line field keeps its line breaks (LF, CR) and separators; a tab is
 *    refused everywhere. Reported with {@link messages.validation.textCharactersNotAllowed}.
 * 3. Normalised to Unicode NFC, so 'é' typed as 'e' and a combining accent is stored, compared and counted as the
 *    one character it is.
 * 4. At most `max` UTF-16 code units after normalising (an input's `maxLength` counts the same units), reported
 *    with 'Please use at most {max} characters'.
 *
 * PostgreSQL refuses U+0000 in text, so rule 2 is also what keeps a NUL from ever reaching a query.
 */
import { z } from 'zod';

import { TEXT_MAX_LENGTH } from '../constants.js';
import { formatMessage, messages } from '../messages/index.js';
import { FIRST_PROBLEM_ONLY } from './firstProblem.js';

const v = messages.validation;

/** Options of {@link textSchema}. */
export interface TextOptions {
  /** The most UTF-16 code units the text may have, once trimmed and normalised. Defaults to TEXT_MAX_LENGTH. */
  max?: number;
  /** Whether the field keeps line breaks (a text area). Defaults to false. */
  multiline?: boolean;
}

const NOT_ALLOWED_SINGLE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
const NOT_ALLOWED_MULTI_LINE = /\p{Cs}|(?![\n\r])\p{Cc}/u;

/**
 * Whether `text` has only characters a text field accepts: no control character, no lone surrogate, and (unless
 * `multiline`) no line break or line separator.
 *
 * @example hasOnlyAllowedCharacters('Bayfront\u0000Avenue') // false
 * @example hasOnlyAllowedCharacters('Line 1\nLine 2', { multiline: true }) // true
 */
export function hasOnlyAllowedCharacters(
  text: string,
  options: Pick<TextOptions, 'multiline'> = {},
): boolean {
  return !(options.multiline === true ? NOT_ALLOWED_MULTI_LINE : NOT_ALLOWED_SINGLE_LINE).test(text);
}

/** The message for text longer than `max`: 'Please use at most 100 characters'. */
export function textTooLongMessage(max: number): string {
  return formatMessage(v.textTooLong, { max });
}

/**
 * A text field by the shared rule (trimmed, no control characters, NFC, at most `max`). `message` is reported when
 * the value is not a string at all, and, with `required`, when it is blank (before any other rule).
 *
 * @example textSchema({ max: ADDRESS_STREET_MAX_LENGTH }).parse('  Bayfront Avenue ') // 'Bayfront Avenue'
 */
export function textSchema(options: TextOptions & { required?: string; message?: string } = {}) {
  const max = options.max ?? TEXT_MAX_LENGTH;
  const base = z.string(options.message === undefined ? undefined : { error: options.message }).trim();
  const present = options.required === undefined ? base : base.min(1, { error: options.required });
  return (
    present
      .refine((text) => hasOnlyAllowedCharacters(text, options), {
        error: v.textCharactersNotAllowed,
        ...FIRST_PROBLEM_ONLY,
      })
      .normalize('NFC')
      // zod's max counts code points (and gives the OpenAPI document its maxLength); the rule counts UTF-16 code
      // units, as a page's maxLength does, so text a form refuses is never accepted by the API either.
      .max(max, { error: textTooLongMessage(max), ...FIRST_PROBLEM_ONLY })
      .refine((text) => text.length <= max, { error: textTooLongMessage(max), ...FIRST_PROBLEM_ONLY })
  );
}
