/**
 * Logging without personal data: pino redacts national IDs and card numbers by path, and serializers mask any
 * NRIC/FIN-looking text the way the PDPC advisory allows, S1234567D → *****567D (domain maskNationalId), and any
 * card number (13 to 19 digits that pass the Luhn check) to its last four digits, wherever it appears: logged
 * request bodies, request URLs (query strings), error messages and stacks, and plain log messages.
 */
import { maskNationalId } from '@careportal/domain';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';

const NATIONAL_ID_PATTERN = /\b[STFGM]\d{7}[A-Z]\b/gi;
/** 13 to 19 digits, optionally grouped by spaces, dashes or plus signs (4111 1111 1111 1111, 4111+1111+…). */
const CARD_NUMBER_PATTERN = /(?<![\d-])\d(?:[ +-]?\d){12,18}(?![\d-])/g;

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

/** Masks every NRIC/FIN-looking substring and every card number of `text`. */
export function maskSensitiveText(text: string): string {
  return maskCardNumbers(text.replace(NATIONAL_ID_PATTERN, (id) => maskNationalId(id.toUpperCase())));
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
      // Errors keep their type and stack, with IDs and card numbers masked (a constraint violation's detail
      // names the duplicate value).
      err: (error: Error) => maskDeep(stdSerializers.err(error)),
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
  if (options.stream) pinoOptions.stream = options.stream;
  return pinoOptions;
}
