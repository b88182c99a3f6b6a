/**
 * The API sends only the domain's error codes: its error helpers take an `ErrorCode`, so an unlisted code fails
 * the type check, and the envelope's schema (and the OpenAPI document built from it) lists the same codes.
 */
import { ERROR_CODES, type ErrorCode } from '@careportal/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { errorCodeSchema, type ErrorEnvelope } from '../src/lib/envelope.ts';
import { ApiError, fieldInvalid, type ApiErrorOptions } from '../src/lib/errors.ts';

describe('the error codes of the envelope', () => {
  it('are typed as the domain list: an unlisted code does not type-check', () => {
    expectTypeOf<ApiErrorOptions['errorCode']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<ApiError['errorCode']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<NonNullable<ErrorEnvelope['errorCode']>>().toExtend<ErrorCode | `FST_${string}`>();
    // @ts-expect-error -- a free string is not an ErrorCode
    const unlisted = new ApiError({ httpCode: 400, errorCode: 'NOT_A_LISTED_CODE', message: 'Refused.' });
    expect(unlisted.errorCode).toBe('NOT_A_LISTED_CODE');
    expect(fieldInvalid('name', 'Required.').errorCode).toBe('VALIDATION_FAILED');
  });

  it('are every listed code, or a code of Fastify passed on as it came, and nothing else', () => {
    for (const code of Object.keys(ERROR_CODES))
      expect(errorCodeSchema.safeParse(code).success, code).toBe(true);
    expect(errorCodeSchema.safeParse('FST_REQ_FILE_TOO_LARGE').success).toBe(true);
    expect(errorCodeSchema.safeParse('NOT_A_LISTED_CODE').success).toBe(false);
    expect(errorCodeSchema.safeParse('slot_taken').success).toBe(false);
  });
});
