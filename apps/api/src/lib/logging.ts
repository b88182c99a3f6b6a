/**
 * Logging without personal data: pino redacts national IDs and card numbers by path, and a serializer masks any
 * NRIC/FIN-looking text in logged request bodies (and in plain log messages) the way the PDPC advisory allows,
 * S1234567D → *****567D (domain maskNationalId).
 */
import { maskNationalId } from '@careportal/domain';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

const NATIONAL_ID_PATTERN = /\b[STFGM]\d{7}[A-Z]\b/gi;

const SENSITIVE_KEYS = ['nric', 'nationalId', 'cardNumber', 'number', 'cvv', 'password'];

/** Redaction paths: the request body's fields and the same keys one, two and three levels deep anywhere. */
export const REDACT_PATHS = [
  'req.headers.authorization',
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

/** Masks every NRIC/FIN-looking substring of `text`. */
export function maskNationalIds(text: string): string {
  return text.replace(NATIONAL_ID_PATTERN, (id) => maskNationalId(id.toUpperCase()));
}

/** A copy of `value` with every string masked by {@link maskNationalIds}. */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskNationalIds(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, depth + 1)]));
}

export interface LoggingOptions {
  level?: string | undefined;
  /** Where lines go (tests capture them); stdout by default. */
  stream?: DestinationStream | undefined;
}

/** Fastify's logger options with redaction and masking. */
export function loggerOptions(options: LoggingOptions | false): FastifyServerOptions['logger'] {
  if (options === false) return false;
  const pinoOptions: LoggerOptions & { stream?: DestinationStream } = {
    level: options.level ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: { body: (body: unknown) => maskDeep(body) },
    hooks: {
      logMethod(args, method) {
        // Mask IDs in the message text (and its format arguments) as well as in the bound objects.
        method.apply(
          this,
          args.map((arg: unknown) => (typeof arg === 'string' ? maskNationalIds(arg) : arg)) as Parameters<
            typeof method
          >,
        );
      },
    },
  };
  if (options.stream) pinoOptions.stream = options.stream;
  return pinoOptions;
}
