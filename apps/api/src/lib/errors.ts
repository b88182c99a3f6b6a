/**
 * Failures as values: routes and plugins throw an {@link ApiError}; the error handler (plugins/app/errors.ts)
 * turns it, and anything else, into the envelope.
 */
import type { ErrorCode, PublicSlot } from '@careportal/domain';

import type { FieldError } from './envelope.ts';

export interface ApiErrorOptions {
  httpCode: number;
  /** One of the domain's ERROR_CODES: an unlisted code does not type-check. */
  errorCode: ErrorCode;
  message: string;
  /** A domain status code (AUTH_STATUS …); defaults to the HTTP status. */
  statusCode?: number | undefined;
  errors?: FieldError[] | undefined;
  /** A second line to show under the message ('Please try again or use another card.'). */
  detail?: string | undefined;
  headers?: Record<string, string> | undefined;
  /** More of `data` for the caller: the next free slots of a 409 SLOT_TAKEN (`nextAvailable`). */
  data?: { nextAvailable?: PublicSlot[] } | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly httpCode: number;
  readonly errorCode: ErrorCode;
  readonly domainStatus: number;
  readonly errors: FieldError[] | undefined;
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;
  readonly data: { nextAvailable?: PublicSlot[] } | undefined;

  constructor(options: ApiErrorOptions) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiError';
    this.httpCode = options.httpCode;
    this.errorCode = options.errorCode;
    this.domainStatus = options.statusCode ?? options.httpCode;
    this.errors = options.errors;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
    this.data = options.data;
  }
}

export function notFound(message: string): ApiError {
  return new ApiError({ httpCode: 404, errorCode: 'NOT_FOUND', message });
}

export function forbidden(message: string): ApiError {
  return new ApiError({ httpCode: 403, errorCode: 'FORBIDDEN', message });
}

/** 400 VALIDATION_FAILED for one field of the body, with its message at its path, as the schemas answer. */
export function fieldInvalid(path: string, message: string): ApiError {
  return new ApiError({
    httpCode: 400,
    errorCode: 'VALIDATION_FAILED',
    message,
    errors: [{ in: 'body', path, message }],
  });
}
