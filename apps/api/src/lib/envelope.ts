/**
 * The one response shape every route answers with, the "wrapper result" the portal reads (seed 001 section 8):
 * `{ httpCode, statusCode, message, errorCode, errorMessage, data }`.
 *
 * - `httpCode` repeats the HTTP status, so a caller that only keeps the body still knows it.
 * - `statusCode` is the domain code when there is one (auth: AUTH_STATUS), else the HTTP status.
 * - `message` is the text to show; `errorMessage` repeats it on failures (the portal shows `errorMessage` first).
 * - `errorCode` is a stable machine code on failures, one of the domain's `ERROR_CODES` (`VALIDATION_FAILED`,
 *   `NOT_FOUND`, …), null on success.
 */
import { ERROR_CODES, publicSlotSchema, type ErrorCode } from '@careportal/domain';
import { z } from 'zod';

const errorCodes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/**
 * The envelope's `errorCode` on a failure: one of the domain's ERROR_CODES, or Fastify's own `FST_…` code. Named
 * `ErrorCode` in the OpenAPI document, which lists it once with every code's meaning and refers to it.
 */
export const errorCodeSchema = z.union([z.enum(errorCodes), z.templateLiteral(['FST_', z.string()])]).meta({
  id: 'ErrorCode',
  description: [
    "The code of a failure, for a client to decide by (never by the words): one of these, or Fastify's own " +
      '`FST_…` code of a client error the API has no code of its own for.',
    ...errorCodes.map((code) => `- \`${code}\`: ${ERROR_CODES[code]}`),
  ].join('\n'),
});

export const fieldErrorSchema = z.object({
  /** Where the value was: body, querystring, params or headers. */
  in: z.string(),
  /** The field's path inside it, dot-separated (`emergencyContacts.0.mobileNumber`); '' for the whole value. */
  path: z.string(),
  message: z.string(),
});

export type FieldError = z.output<typeof fieldErrorSchema>;

/** The envelope around `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    httpCode: z.number().int(),
    statusCode: z.number().int().nullable(),
    message: z.string().nullable(),
    errorCode: errorCodeSchema.nullable(),
    errorMessage: z.string().nullable(),
    data,
  });
}

/** The envelope of a failure: `data` holds the field errors of a 400, a domain code, or nothing. */
export const errorEnvelopeSchema = envelopeSchema(
  z
    .object({
      errors: z.array(fieldErrorSchema).optional(),
      statusCode: z.number().int().optional(),
      /** A second line to show under the message (a declined payment's 'Please try again or use another card.'). */
      detail: z.string().optional(),
      /** A 409 SLOT_TAKEN or HOLD_EXPIRED (Denticare): up to three next free slots. */
      nextAvailable: z.array(publicSlotSchema).optional(),
    })
    .nullable(),
).describe('A failure. `errorMessage` is the text to show; `data.errors` lists every invalid field.');

export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

/** A success envelope. */
export function ok<T>(data: T, options: { message?: string; httpCode?: number; statusCode?: number } = {}) {
  const httpCode = options.httpCode ?? 200;
  return {
    httpCode,
    statusCode: options.statusCode ?? httpCode,
    message: options.message ?? null,
    errorCode: null,
    errorMessage: null,
    data,
  };
}

/** The failure responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  /** The database is away for a moment (a restart, a failover): try again after `retry-after` seconds. */
  503: errorEnvelopeSchema,
} as const;
