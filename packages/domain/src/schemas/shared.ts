/**
 * Building blocks the schemas share: how a form field is "required", "optional", a phone, a date, a national ID.
 *
 * Conventions, so every form behaves alike:
 * - Every text follows the one text rule of text.ts: trimmed, no control characters (line breaks only in a
 *   multi-line field), Unicode NFC, and at most a maximum that fits the field (TEXT_MAX_LENGTH unless given).
 * - Text is trimmed. A required text field reports its "required" message for `undefined`, `null`, `''` and
 *   blank text alike, and reports nothing else until it has a value.
 * - An optional text field accepts `undefined`, `null` and `''` (what an empty input sends) and keeps them as
 *   given; mapping them to the API's shape (an empty home number sent as `null`) is the payload mapper's job.
 * - An optional choice accepts `undefined` and `null` (what an empty select sends), never `''`.
 * - Cross-field rules run even when other fields failed, so a form shows all of its errors at once.
 */
import { z } from 'zod';

import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, RECORD_REF_MAX_LENGTH } from '../constants.js';
import { isValidSingaporePhone } from '../contact/index.js';
import { ID_TYPES, type IdType } from './enums.js';
import { FIRST_PROBLEM_ONLY } from './firstProblem.js';
import { textSchema, type TextOptions } from './text.js';

/**
 * Options for a cross-field `superRefine` that must run even when other fields already failed their own parse.
 *
 * Such a refinement receives the partly parsed value: read its fields with {@link textAt} and {@link valueAt},
 * never trusting their declared types.
 */
export const EVEN_IF_OTHER_FIELDS_FAIL = { when: (): boolean => true };

/** The raw value of `key` in a (possibly partly parsed) object. */
export function valueAt(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The trimmed text of `key` in a (possibly partly parsed) object, or `''` when it holds no string. */
export function textAt(value: unknown, key: string): string {
  const field = valueAt(value, key);
  return typeof field === 'string' ? field.trim() : '';
}

/** Reports `message` at `path` from a cross-field refinement. */
export function addIssueAt(ctx: z.RefinementCtx, path: readonly (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', message, path: [...path] });
}

/** The raw value as one of `options`, or `undefined` when it is none of them (or failed its own parse). */
export function oneOf<const T extends readonly string[]>(options: T, raw: unknown): T[number] | undefined {
  return options.find((option) => option === raw);
}

/** The ID type of a (possibly partly parsed) object's `key`, or `undefined` when it is not a valid one. */
export function idTypeAt(value: unknown, key: string): IdType | undefined {
  return oneOf(ID_TYPES, valueAt(value, key));
}

// The rule without zod lives in filled.ts, so that pages using it (the registration's first step) need no zod.
export { isFilled } from './filled.js';

/** A required text field by the text rule: `message` for a missing, empty or blank value. */
export function requiredText(message: string, options: TextOptions = {}) {
  return textSchema({ ...options, message, required: message });
}

/** An optional text field by the text rule; `undefined`, `null` and `''` all pass. */
export function optionalText(options: TextOptions = {}) {
  return textSchema(options).nullish();
}

/** An optional text field by the text rule that, when not blank, must satisfy `check`; `message` otherwise. */
export function optionalTextWhere(
  check: (text: string) => boolean,
  message: string,
  options: TextOptions = {},
) {
  return textSchema({ ...options, message })
    .refine((text) => text === '' || check(text), { error: message, ...FIRST_PROBLEM_ONLY })
    .nullish();
}

const phoneLength = { max: PHONE_MAX_LENGTH };

/** A required Singapore phone number: `requiredMessage` when missing, `invalidMessage` when not a valid number. */
export function requiredPhone(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, phoneLength).refine(isValidSingaporePhone, {
    error: invalidMessage,
    ...FIRST_PROBLEM_ONLY,
  });
}

/** An optional Singapore phone number, checked only when not blank. */
export function optionalPhone(invalidMessage: string) {
  return optionalTextWhere(isValidSingaporePhone, invalidMessage, phoneLength);
}

const emailFormat = z.email();

/** Whether `text` is an email address, by zod's email rule. */
export function isEmail(text: string): boolean {
  return emailFormat.safeParse(text).success;
}

/** A required email address: `requiredMessage` when missing, `invalidMessage` when malformed. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, { max: EMAIL_MAX_LENGTH }).pipe(z.email({ error: invalidMessage }));
}

/** An optional email address, checked only when not blank. */
export function optionalEmail(invalidMessage: string) {
  return optionalTextWhere(isEmail, invalidMessage, { max: EMAIL_MAX_LENGTH });
}

const isoDateFormat = z.iso.date();

/** Whether `text` is a real calendar date written `yyyy-MM-dd` (`'2023-02-29'` is not). */
export function isIsoDate(text: string): boolean {
  return isoDateFormat.safeParse(text).success;
}

/** A required calendar date as an ISO `yyyy-MM-dd` string. */
export function requiredIsoDate(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).pipe(z.iso.date({ error: invalidMessage }));
}

/** An optional calendar date as an ISO `yyyy-MM-dd` string, checked only when not blank. */
export function optionalIsoDate(invalidMessage: string) {
  return optionalTextWhere(isIsoDate, invalidMessage);
}

/** An optional yes/no answer. */
export function optionalBoolean() {
  return z.boolean().nullish();
}

/** A record identifier as the API sends it. */
export function recordId() {
  return z.string().min(1);
}

/**
 * A form's own id of the record it edits (an address's, a contact's), which the API never reads: a path
 * parameter names the record. Text by the text rule, at most RECORD_REF_MAX_LENGTH, or nothing.
 */
export function optionalRecordRef() {
  return optionalText({ max: RECORD_REF_MAX_LENGTH });
}

const SINGAPORE_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar date in Singapore (UTC+8 all year, no daylight saving) at instant `now`, as `yyyy-MM-dd`.
 *
 * Independent of the host's time zone, so a server in UTC and a browser in Singapore agree on "today".
 *
 * @example singaporeIsoDate(new Date('2024-03-01T17:00:00Z')) // '2024-03-02'
 */
export function singaporeIsoDate(now: Date): string {
  return new Date(now.getTime() + SINGAPORE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
