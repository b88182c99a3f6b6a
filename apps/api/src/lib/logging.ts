/**
 * Logging without personal data, by design rather than by each call's care:
 *
 * - pino's `redact` replaces, by key, national IDs, dates of birth, email addresses, phone numbers, Client IDs,
 *   card details, passwords and tokens, and the `authorization`, `cookie` and `x-admin-token` headers;
 * - every string of every logged object (and the message itself) is masked: NRIC/FIN-looking text the way the
 *   PDPC advisory allows, S1234567D → *****567D (domain maskNationalId), card numbers (13 to 19 digits that pass
 *   the Luhn check) to their last four digits, Singapore mobile numbers to their last four, and bearer tokens and
 *   JWTs entirely: in request bodies, request URLs (query strings), error messages and stacks, and messages;
 * - database errors (drizzle, PGlite and node-postgres) lose the failed query's parameters, the row a constraint
 *   names (`Failing row contains (…)`, `Key (email)=(…)`) and the quoted value of a data error, and keep the SQL,
 *   the SQLSTATE code and the constraint, table and column: enough to find the bug, nothing about the person;
 * - a client error on the socket (malformed HTTP) is logged without its raw bytes.
 */
import { maskNationalId } from '@careportal/domain';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';

const NATIONAL_ID_PATTERN = /\b[STFGM]\d{7}[A-Z]\b/gi;
/** 13 to 19 digits, optionally grouped by spaces, dashes or plus signs (4111 1111 1111 1111, 4111+1111+…). */
const CARD_NUMBER_PATTERN = /(?<![\d-])\d(?:[ +-]?\d){12,18}(?![\d-])/g;
/** A Singapore mobile number: 8 digits from 8 or 9 (optionally `9123 4567`), with or without +65 / 65 before. */
const SG_MOBILE_PATTERN = /(?<![\w+-])(?:\+?65[ -]?)?[89]\d{3}[ -]?\d{4}(?![\w-])/g;
/** `Bearer <anything>` and any JWT (three base64url parts, the first a JSON header). */
const BEARER_PATTERN = /\bBearer\s+[\w.~+/=-]+/gi;
const JWT_PATTERN = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** The Client ID in GET subscriptions/rewards/{code}. */
const REWARDS_CODE_PATTERN = /(\/subscriptions\/rewards\/)[^/?#\s"]+/gi;
/** The secret of a private calendar feed (GET public/v1/care-calendar/{token}/calendar.ics): whoever has it reads the week. */
const CARE_FEED_TOKEN_PATTERN = /(\/care-calendar\/)(?!feed\b)[^/?#\s"]+/gi;

/** Keys whose values never reach a log line, wherever they appear (request bodies, bound objects). */
export const SENSITIVE_KEYS = [
  'nric',
  'nationalId',
  'dateOfBirth',
  'email',
  'mobileNumber',
  'homeNumber',
  'phoneNumber',
  'handphoneNumber',
  'referralCode',
  // A code applied to the cart may be a Client ID (a referral).
  'coupon',
  'cardNumber',
  'number',
  'cvv',
  'password',
  'accessToken',
  'refreshToken',
  'idToken',
  'token',
];

/** Redaction paths: the request body's fields and the same keys one, two and three levels deep anywhere. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  ...SENSITIVE_KEYS.flatMap((key) => [
    `req.body.${key}`,
    `body.${key}`,
    `body[*].${key}`,
    `*.${key}`,
    `*.*.${key}`,
    `*.*.*.${key}`,
  ]),
];

/** Whether `digits` pass the Luhn check every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Masks every card number in `text` but its last four digits: 4111111111111111 → ************1111. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER_PATTERN, (match) => {
    const digits = match.replace(/[ +-]/g, '');
    return passesLuhn(digits) ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}` : match;
  });
}

/**
 * Masks every NRIC/FIN-looking substring, card number, Singapore mobile number, bearer token and the Client ID of a
 * rewards URL in `text`.
 */
export function maskSensitiveText(text: string): string {
  return maskCardNumbers(text.replace(NATIONAL_ID_PATTERN, (id) => maskNationalId(id.toUpperCase())))
    .replace(BEARER_PATTERN, 'Bearer [REDACTED]')
    .replace(JWT_PATTERN, '[REDACTED JWT]')
    .replace(REWARDS_CODE_PATTERN, '$1[REDACTED]')
    .replace(CARE_FEED_TOKEN_PATTERN, '$1[REDACTED]')
    .replace(SG_MOBILE_PATTERN, (match) => `****${match.replace(/\D/g, '').slice(-4)}`);
}

/** The URL with its escapes decoded, so an encoded ID or card number is masked too; as given when it does not decode. */
function decodeForLog(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** A copy of `value` with every string masked by {@link maskSensitiveText}. */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSensitiveText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, depth + 1)]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A logged object with every string of its plain parts masked. Errors, requests and replies are left to their
 * serializers (which mask them their own way), so they keep their type.
 */
function maskLogObject(value: Record<string, unknown>): Record<string, unknown> {
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return maskSensitiveText(item);
    if (depth > 8) return item;
    if (Array.isArray(item)) return item.map((inner) => walk(inner, depth + 1));
    if (!isPlainObject(item)) return item;
    return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, walk(v, depth + 1)]));
  };
  return walk(value, 0) as Record<string, unknown>;
}

/** Fields of a database error that say what failed without saying about whom. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
];
/** Fields that carry the failed statement's values, or raw request bytes: never logged. */
const DROPPED_ERROR_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'queryOptions',
  'rawPacket',
  'detail',
  'where',
]);

function causesOf(error: Error): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/** A driver's error (PGlite and node-postgres both use pg-protocol's shape) or drizzle's wrapper of one. */
function isDatabaseError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  const sqlState = typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code);
  return (
    (sqlState && typeof fields.severity === 'string') ||
    (typeof fields.query === 'string' && 'params' in fields)
  );
}

/** The row or key a constraint error names: `Key (email)=(…) already exists.`, `Failing row contains (…).` */
function redactDetail(detail: string): string {
  return detail.replace(/=\(.*\)/s, '=([REDACTED])').replace(/contains \(.*\)/s, 'contains ([REDACTED])');
}

/**
 * The `err` serializer: pino's own (type, message and stack with their causes, own fields), with personal data
 * masked; for a database error, without the statement's parameters, the values a constraint or data error
 * quotes, or anything but the SQLSTATE code and the names of what failed.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return maskDeep(error);
  const chain = causesOf(error);
  const database = chain.some(isDatabaseError);
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
  let text = [asText(serialized.message), asText(serialized.stack)];
  for (const item of chain) {
    const params = (item as { params?: unknown }).params;
    // drizzle writes them into its message: `Failed query: <sql>\nparams: <params>` (the array joined by commas).
    if (Array.isArray(params)) {
      const written = `\nparams: ${(params as unknown[]).join(',')}`;
      text = text.map((t) => t.split(written).join('\nparams: [REDACTED]'));
    }
  }
  if (database) {
    text = text.map((t) =>
      t
        // Parameters written some other way than drizzle's (never the ones already redacted).
        .replace(/\nparams: (?!\[REDACTED\])[^\n]*/g, '\nparams: [REDACTED]')
        // A data error quotes the value it refused: `date/time field value out of range: "1950-02-31"`.
        .replace(/: "(?:[^"\\\n]|\\.)*"/g, ': "[REDACTED]"'),
    );
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (DROPPED_ERROR_FIELDS.has(key)) continue;
    out[key] = value;
  }
  out.message = text[0];
  if (serialized.stack !== undefined) out.stack = text[1];
  if (database) {
    const driverError = chain.find((item) => typeof (item as { severity?: unknown }).severity === 'string');
    if (driverError) {
      const fields = driverError as unknown as Record<string, unknown>;
      out.database = Object.fromEntries(
        DATABASE_ERROR_FIELDS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]),
      );
      if (typeof fields.detail === 'string')
        (out.database as Record<string, unknown>).detail = redactDetail(fields.detail);
    }
  }
  return maskDeep(out);
}

export interface LoggingOptions {
  level?: string | undefined;
  /** Where lines go (tests capture them); stdout by default. */
  stream?: DestinationStream | undefined;
}

const requestLineLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/**
 * The logger of each request's 'request completed' line: `logger`'s serializers and masking, without the redaction
 * paths. That line holds only what the `req` and `res` serializers write (method, masked URL, host, address,
 * port, status) and the time taken, none of them a key the paths name; matching the paths' wildcards against it
 * cost an eighth of a cached read's time. Failed requests, with their errors, go through the full logger.
 */
export function requestLineLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  let line = requestLineLoggers.get(logger);
  if (line === undefined) {
    line = logger.child({}, { redact: { paths: [], censor: '[REDACTED]' } });
    requestLineLoggers.set(logger, line);
  }
  return line;
}

/** Fastify's logger options with redaction and masking. */
export function loggerOptions(options: LoggingOptions | false): FastifyServerOptions['logger'] {
  if (options === false) return false;
  const pinoOptions: LoggerOptions & { stream?: DestinationStream } = {
    level: options.level ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      body: (body: unknown) => maskDeep(body),
      // Fastify's request serializer, with IDs and card numbers masked in the URL (a query string may hold them).
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: maskSensitiveText(decodeForLog(req.url)),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket.remotePort,
      }),
      // Errors keep their type and stack, masked, and database errors lose their parameters (see above).
      err: serializeError,
    },
    formatters: {
      // Every bound object's strings are masked too (a refused header value, a URL, a free-text field).
      log: (object) => maskLogObject(object),
    },
    hooks: {
      logMethod(args, method) {
        // Mask IDs in the message text (and its format arguments) as well as in the bound objects.
        method.apply(
          this,
          args.map((arg: unknown) => (typeof arg === 'string' ? maskSensitiveText(arg) : arg)) as Parameters<
            typeof method
          >,
        );
      },
    },
  };
  // Standard output is written asynchronously, as lines gather (pino flushes what is left when the process exits):
  // one write per request to a pipe or terminal, waited for, held each request up. Only a SIGKILL loses a line.
  if (options.stream) pinoOptions.stream = options.stream;
  return pinoOptions;
}
