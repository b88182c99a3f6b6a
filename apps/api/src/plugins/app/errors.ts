/**
 * The one error handler: every failure leaves as the envelope, with a message from the catalogue
 * (`messages.api` for the framework's own answers). Client mistakes get a 4xx with a clear message (never a
 * 500); anything unexpected is logged in full and answered with a generic 500 that shows no internals.
 *
 * Fastify answers some requests before any route or hook runs; each of those is in the envelope too:
 * - an unknown address: 404 (the not-found handler), or 405 with `Allow` when the address exists for other
 *   methods;
 * - a URL that does not decode: 400 (`frameworkErrors` in app.ts);
 * - malformed HTTP, headers over Node's limit (431) and a request that never finishes arriving (408): Node
 *   reports them on the socket, before there is a request, and {@link clientErrorHandler} writes the envelope
 *   as raw HTTP;
 * - anything else that would leave with another body (a plugin's plain-text refusal, such as an invalid CORS
 *   preflight): rewritten into the envelope on its way out (the `onSend` hook below).
 */
import type { Socket } from 'node:net';

import {
  formatMessage,
  messages,
  type ErrorCode,
  type FrameworkErrorCode,
  type PublicSlot,
} from '@careportal/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { isDatabaseUnavailable } from '../../db/client.ts';
import type { ErrorEnvelope, FieldError } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';

interface KnownError {
  httpCode: number;
  errorCode: ErrorCode;
  message: string;
}

/** Fastify's own client errors (body parsing, content type, size), with the messages we show instead. */
const CLIENT_ERRORS: Record<string, KnownError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    httpCode: 415,
    errorCode: 'UNSUPPORTED_MEDIA_TYPE',
    message: messages.api.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    httpCode: 400,
    errorCode: 'INVALID_CONTENT_LENGTH',
    message: messages.api.invalidContentLength,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    httpCode: 413,
    errorCode: 'BODY_TOO_LARGE',
    message: messages.api.bodyTooLarge,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    httpCode: 400,
    errorCode: 'EMPTY_JSON_BODY',
    message: messages.api.emptyJsonBody,
  },
  FST_ERR_BAD_URL: {
    httpCode: 400,
    errorCode: 'BAD_URL',
    message: messages.api.badUrl,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    httpCode: 400,
    errorCode: 'INVALID_JSON',
    message: messages.api.invalidJson,
  },
};

/** The code and message of a 4xx that came without one of ours (from Fastify, Node or a plugin), by status. */
const STATUS_ERRORS: Record<number, Omit<KnownError, 'httpCode'>> = {
  400: { errorCode: 'BAD_REQUEST', message: messages.api.badRequest },
  404: { errorCode: 'NOT_FOUND', message: messages.api.notFound },
  408: { errorCode: 'REQUEST_TIMEOUT', message: messages.api.requestTimeout },
  413: { errorCode: 'BODY_TOO_LARGE', message: messages.api.bodyTooLarge },
  414: { errorCode: 'URL_TOO_LONG', message: messages.api.headersTooLarge },
  415: { errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: messages.api.unsupportedMediaType },
  431: { errorCode: 'HEADERS_TOO_LARGE', message: messages.api.headersTooLarge },
};

/** The envelope's code and message for a 4xx status that has no more specific one. */
export function statusError(httpCode: number): KnownError {
  return {
    httpCode,
    ...(STATUS_ERRORS[httpCode] ?? { errorCode: 'BAD_REQUEST', message: messages.api.badRequest }),
  };
}

/** Fastify's own code of an error (`FST_ERR_…`), which a client error without a code of ours passes on. */
function isFrameworkErrorCode(code: unknown): code is FrameworkErrorCode {
  return typeof code === 'string' && code.startsWith('FST_');
}

function envelope(
  httpCode: number,
  errorCode: ErrorCode | FrameworkErrorCode,
  message: string,
  extra: {
    statusCode?: number;
    errors?: FieldError[];
    detail?: string | undefined;
    more?: { nextAvailable?: PublicSlot[] } | undefined;
  } = {},
): ErrorEnvelope {
  const statusCode = extra.statusCode ?? httpCode;
  const data =
    extra.errors || extra.detail !== undefined || statusCode !== httpCode || extra.more
      ? {
          ...(extra.errors ? { errors: extra.errors } : {}),
          ...(statusCode !== httpCode ? { statusCode } : {}),
          ...(extra.detail !== undefined ? { detail: extra.detail } : {}),
          ...extra.more,
        }
      : null;
  return { httpCode, statusCode, message, errorCode, errorMessage: message, data };
}

export const BODY_NOT_OBJECT = messages.api.bodyNotObject;

/** What a 503 for an unreachable database asks the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The message of a rule no schema worded (a query parameter given twice, so a list where text was expected): the
 * catalogue's, never zod's own English ('Invalid input: expected string, received array'). Schemas that word
 * their rules, as the domain's do, keep their messages: zod asks this only when a rule has none.
 */
z.config({ customError: () => messages.validation.invalidValue });

/** The message for a field the route does not take: `Unknown query parameter: foo`. */
export function unknownFieldMessage(location: string, key: string): string {
  const template =
    location === 'querystring'
      ? messages.api.unknownQueryParameter
      : location === 'headers'
        ? messages.api.unknownHeader
        : messages.api.unknownField;
  return formatMessage(template, { name: key });
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
          detail: error.detail,
          more: error.data,
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
  if (error instanceof SyntaxError && status === 400) {
    return reply.code(400).send(envelope(400, 'INVALID_JSON', messages.api.invalidJson));
  }
  if (status >= 400 && status < 500) {
    // Another of Fastify's (or a plugin's) client errors: the catalogue's message for its status.
    const known = statusError(status);
    const errorCode = isFrameworkErrorCode(error.code) ? error.code : known.errorCode;
    return reply.code(status).send(envelope(status, errorCode, known.message));
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away for a moment (a restart, a failover): the client may try again; nothing was kept.
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(envelope(503, 'DATABASE_UNAVAILABLE', messages.api.temporarilyUnavailable));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(envelope(500, 'INTERNAL_ERROR', messages.generic.somethingWentWrong));
}

export const NOT_FOUND_MESSAGE = messages.api.notFound;

/**
 * Writes the envelope as raw HTTP on a socket whose request Node could not read (Fastify's
 * `clientErrorHandler`): malformed HTTP (400), headers over the limit (431), a request that never finished
 * arriving (408). There is no request yet, so no hook or header plugin runs: the security headers that matter
 * for a JSON error are written here. Logged at debug without the raw bytes, which may hold a token.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const httpCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const known = statusError(httpCode);
  this.log.debug({ code: error.code, httpCode }, 'client error on the socket');
  // A response already under way (a keep-alive connection mid-answer) cannot be replaced; just close.
  if (socket.writable && (socket as { _httpMessage?: unknown })._httpMessage == null) {
    const body = JSON.stringify(envelope(httpCode, known.errorCode, known.message));
    socket.write(
      `HTTP/1.1 ${httpCode} ${STATUS_TEXT[httpCode] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Route patterns (`/profile/address/:addressId`) as expressions, to tell a wrong method from an unknown path. */
function routeExpression(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function isEnvelope(payload: unknown): boolean {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8', 0, 16) : '';
  return text.startsWith('{"httpCode":');
}

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
    // Every route's pattern and methods, so that a wrong method on a known address is a 405, not a 404.
    const routes: { expression: RegExp; methods: string[] }[] = [];
    app.addHook('onRoute', (route) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      if (methods.includes('OPTIONS') && route.url === '*') return;
      routes.push({ expression: routeExpression(route.url), methods });
    });
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const allowed = [...new Set(routes.filter((r) => r.expression.test(path)).flatMap((r) => r.methods))];
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        request.log.info({ method: request.method, url: request.url }, 'method not allowed');
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send(
            envelope(
              405,
              'METHOD_NOT_ALLOWED',
              formatMessage(messages.api.methodNotAllowed, { method: request.method }),
            ),
          );
      }
      request.log.info({ method: request.method, url: request.url }, 'no such route');
      return reply.code(404).send(envelope(404, 'NOT_FOUND', NOT_FOUND_MESSAGE));
    });
    // The safety net: a failure some plugin answered in its own format (the CORS plugin's plain-text
    // 'Invalid Preflight Request') leaves as the envelope with the catalogue's message for its status.
    app.addHook('onSend', (request, reply, payload, next) => {
      if (reply.statusCode < 400 || isEnvelope(payload)) {
        next(null, payload);
        return;
      }
      const known: Omit<KnownError, 'httpCode'> =
        reply.statusCode >= 500
          ? { errorCode: 'INTERNAL_ERROR', message: messages.generic.somethingWentWrong }
          : statusError(reply.statusCode);
      request.log.info({ statusCode: reply.statusCode }, 'answer rewritten into the envelope');
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.removeHeader('content-length');
      next(null, JSON.stringify(envelope(reply.statusCode, known.errorCode, known.message)));
    });
    done();
  },
  { name: 'errors' },
);
