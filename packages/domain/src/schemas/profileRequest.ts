import { z } from 'zod';

import { fromProfilePayload } from '../profile/payload.js';
import { createLovedOneSchema } from './lovedOne.js';
import { createPersonalDetailsSchema, type PersonalDetailsSchemaOptions } from './personalDetails.js';

/**
 * Reads a PUT profile / POST lovedone body the way {@link fromProfilePayload} reads a reply: the language text
 * (`'Hokkien, Mandarin'`) becomes the list the personal-details rules check, and a `null` homeNumber `''`.
 * Anything that is not an object is left for the schema to reject.
 */
function readPayload(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const value = body as { language?: unknown; homeNumber?: unknown };
  const language = value.language;
  if (
    language !== undefined &&
    language !== null &&
    typeof language !== 'string' &&
    !Array.isArray(language)
  ) {
    return body;
  }
  const homeNumber = value.homeNumber;
  if (homeNumber !== undefined && homeNumber !== null && typeof homeNumber !== 'string') return body;
  return fromProfilePayload(value as { language?: string | string[] | null; homeNumber?: string | null });
}

/**
 * The body of PUT profile as the portal sends it (domain `toProfilePayload`: language joined by `', '`,
 * dateOfBirth `yyyy-MM-dd`, homeNumber `null` when empty), checked with every personal-details rule and the
 * catalogue's messages. Outputs the personal details with `language` as a list.
 */
export function createProfileRequestSchema(options: PersonalDetailsSchemaOptions = {}) {
  return z.preprocess(readPayload, createPersonalDetailsSchema(options));
}

/** The body of POST lovedone and PUT lovedone/{id}: a profile request plus the relationship. */
export function createLovedOneRequestSchema(options: PersonalDetailsSchemaOptions = {}) {
  return z.preprocess(readPayload, createLovedOneSchema(options));
}
