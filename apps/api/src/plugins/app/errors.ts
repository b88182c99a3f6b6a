/**
 * The one error handler: every failure leaves as the envelope. Client mistakes get a 4xx with a clear message
 * (never a 500); anything unexpected is logged in full and answered with a generic 500 that shows no internals.
 */
import { messages } from '@careportal/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { ErrorEnvelope, FieldError } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';

/** Fastify's own client errors (body parsing, content type, size), with the messages we show instead. */
const CLIENT_ERRORS: Record<string, { httpCode: number; errorCode: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    httpCode: 415,
    errorCode: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type. Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    httpCode: 400,
    errorCode: 'INVALID_CONTENT_LENGTH',
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    httpCode: 413,
    errorCode: 'BODY_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    httpCode: 400,
    errorCode: 'EMPTY_JSON_BODY',
    message: 'The request body is empty. Send a JSON object, or no Content-Type header.',
  },
  FST_ERR_BAD_URL: {
    httpCode: 400,
    errorCode: 'BAD_URL',
    message: 'The request URL is not valid.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    httpCode: 400,
    errorCode: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
};

function envelope(
  httpCode: number,
  errorCode: string,
  message: string,
  extra: { statusCode?: number; errors?: FieldError[] } = {},
): ErrorEnvelope {
  const statusCode = extra.statusCode ?? httpCode;
  const data =
    extra.errors || statusCode !== httpCode
      ? {
          ...(extra.errors ? { errors: extra.errors } : {}),
          ...(statusCode !== httpCode ? { statusCode } : {}),
        }
      : null;
  return { httpCode, statusCode, message, errorCode, errorMessage: message, data };
}

export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

/** The message for a field the route does not take: `Unknown query parameter: foo`. */
export function unknownFieldMessage(location: string, key: string): string {
  const what = location === 'querystring' ? 'query parameter' : location === 'headers' ? 'header' : 'field';
  return `Unknown ${what}: ${key}`;
}

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

interface UnionIssue {
  code?: unknown;
  path: PropertyKey[];
  message?: string;
}

/**
 * The issues of the one union option whose shape the value has (the others fail on the shape itself: "expected
 * array, received object"), or undefined when that is not exactly one.
 */
function matchingBranch(params: unknown): UnionIssue[] | undefined {
  const options = (params as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(options)) return undefined;
  const candidates = (options as UnionIssue[][]).filter(
    (issues) =>
      Array.isArray(issues) &&
      issues.length > 0 &&
      !issues.some((i) => i.code === 'invalid_type' && i.path.length === 0),
  );
  return candidates.length === 1 ? candidates[0] : undefined;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.httpCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(error.httpCode)
      .headers(error.headers)
      .send(
        envelope(error.httpCode, error.errorCode, error.message, {
          statusCode: error.domainStatus,
          ...(error.errors ? { errors: error.errors } : {}),
        }),
      );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const location = error.validationContext ?? 'body';
    const all = error.validation.flatMap((issue) => {
      const message = issue.message ?? messages.validation.invalidValue;
      const base = fieldPath(issue.instancePath);
      // An unknown field is reported at its own name, one entry per field.
      const keys =
        issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
      if (Array.isArray(keys) && keys.length > 0) {
        return keys.map((key) => ({
          in: location,
          path: base === '' ? String(key) : `${base}.${String(key)}`,
          message: unknownFieldMessage(location, String(key)),
        }));
      }
      // A body that is one thing or a list of them (a union): report the issues of the shape it has.
      const branch = issue.keyword === 'invalid_union' ? matchingBranch(issue.params) : undefined;
      if (branch) {
        return branch.map((inner) => ({
          in: location,
          path: [base, ...inner.path.map(String)].filter((p) => p !== '').join('.'),
          message: inner.message ?? messages.validation.invalidValue,
        }));
      }
      if (location === 'body' && base === '' && issue.keyword === 'invalid_type') {
        return [{ in: location, path: base, message: BODY_NOT_OBJECT }];
      }
      return [{ in: location, path: base, message }];
    });
    // One value can break several rules with the same message (a huge page number: not whole, too big).
    const errors = all.filter(
      (e, i) => all.findIndex((o) => o.in === e.in && o.path === e.path && o.message === e.message) === i,
    );
    const first = errors[0]?.message ?? messages.validation.invalidValue;
    return reply.code(400).send(envelope(400, 'VALIDATION_FAILED', first, { errors }));
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) {
    return reply.code(known.httpCode).send(envelope(known.httpCode, known.errorCode, known.message));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500 && typeof error.code === 'string' && error.code.startsWith('FST_')) {
    // Another of Fastify's client errors: its message is written for callers and carries no internals.
    return reply.code(status).send(envelope(status, error.code, error.message));
  }
  if (error instanceof SyntaxError && status === 400) {
    return reply.code(400).send(envelope(400, 'INVALID_JSON', 'The request body is not valid JSON.'));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(envelope(500, 'INTERNAL_ERROR', messages.generic.somethingWentWrong));
}

export const NOT_FOUND_MESSAGE = 'The requested resource was not found.';

/** A query string that takes no parameters but the given ones. */
export function strictQuery<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape);
}

const NO_QUERY = strictQuery({});

export default fp(
  (app, _options, done) => {
    app.setErrorHandler(handleError);
    // A route that declares no query string takes none: `?foo=bar` is a caller's mistake (400), not ignored.
    // Routes added by plugins before this one (Swagger UI under /docs) are not affected.
    app.addHook('onRoute', (route) => {
      if (route.schema?.hide === true) return;
      if (route.schema?.querystring === undefined) route.schema = { ...route.schema, querystring: NO_QUERY };
    });
    app.setNotFoundHandler((request, reply) => {
      request.log.info({ method: request.method, url: request.url }, 'no such route');
      return reply.code(404).send(envelope(404, 'NOT_FOUND', NOT_FOUND_MESSAGE));
    });
    done();
  },
  { name: 'errors' },
);
