/**
 * The API's configuration, read once from the environment and checked, so a typo fails at start with a clear
 * message instead of at the first request.
 */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';

import { providerFacts, type ProviderFacts } from '@careportal/domain';
import { z } from 'zod';

import type { DatabaseOptions } from './db/client.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally a CIDR range (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A comma-separated list, trimmed, without empty entries. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

const envSchema = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  PORTAL_ORIGIN: z.url().default('http://127.0.0.1:5173'),
  PROVIDER_LEGAL_NAME: optionalText,
  BILLING_HOTLINE: optionalText,
  GENERAL_HOTLINE: optionalText,
  DENTICARE_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{8,20}$/, 'a phone number: digits and spaces, an optional leading +')
    .default('+65 6123 4567'),
  API_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter((origin) => origin !== ''),
    )
    .pipe(
      z.array(
        z.url().refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
          message: 'each entry is an origin: scheme, host and port only, such as https://portal.example.sg',
        }),
      ),
    ),
  OIDC_ISSUER: z.url().default('https://127.0.0.1:4600'),
  OIDC_JWKS_URI: optionalText.pipe(z.url().optional()),
  OIDC_AUDIENCE: z.string().default('api://careportal'),
  OIDC_TOKEN_TYPE: z.string().trim().min(1).default('at+jwt'),
  API_ADMIN_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  API_TRUSTED_PROXIES: commaList.pipe(
    z.array(
      z.string().refine(isProxyAddress, {
        message:
          'each entry is an IP address or a CIDR range (10.0.0.0/8, fd00::/8), or loopback, linklocal or uniquelocal',
      }),
    ),
  ),
  API_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(100),
  API_REFERENCE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  API_NRIC_CHECK_MAX: z.coerce.number().int().positive().default(20),
  API_REFERRAL_CODE_SEND_MAX: z.coerce.number().int().positive().default(10),
  API_COUPON_ATTEMPT_MAX: z.coerce.number().int().positive().default(20),
  API_VOLUNTEER_IDENTITY_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  API_VOLUNTEER_IDENTITY_MAX_PER_ID: z.coerce.number().int().positive().default(5),
  API_MAX_SESSION_HOURS: z.coerce.number().positive().default(12),
  API_SEED: z.enum(['auto', 'never']).default('auto'),
  /** The programme showcase content set the seed stores (seed 001 section 3): alpha, qa, uat or prod. */
  API_SHOWCASE_CONTENT: z.enum(['alpha', 'qa', 'uat', 'prod']).default('uat'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ONEMAP_EMAIL: optionalText,
  ONEMAP_PASSWORD: optionalText,
  ONEMAP_BASE_URL: optionalText.pipe(z.url().optional()),
  ONEMAP_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  POSTAL_SANDBOX_FAIL: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  API_DEV_OUTBOX: z.enum(['auto', '0', '1', 'false', 'true']).default('auto'),
  API_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  API_SANDBOX_PAGES: z.enum(['auto', '0', '1', 'false', 'true']).default('auto'),
  EGIRO_SANDBOX_APPROVAL_SECONDS: z.coerce.number().min(0).max(86_400).default(5),
  EGIRO_SANDBOX_DEBIT_SECONDS: z.coerce.number().min(0).max(86_400).default(5),
  NOTIFICATIONS_SANDBOX_FAIL: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
});

const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  // One without the other is a typo, not a choice: fail at start rather than silently use the sandbox.
  if ((e.ONEMAP_EMAIL === undefined) !== (e.ONEMAP_PASSWORD === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [e.ONEMAP_EMAIL === undefined ? 'ONEMAP_EMAIL' : 'ONEMAP_PASSWORD'],
      message: 'set both ONEMAP_EMAIL and ONEMAP_PASSWORD to use OneMap, or neither for the postal sandbox',
    });
  }
});

export interface IdentityConfig {
  issuer: string;
  audience: string;
  /** The provider's key set URL; defaults to `{issuer}/jwks` (oidc-provider's path). */
  jwksUri: string;
  /** The `typ` header access tokens must carry (`at+jwt`; Azure AD B2C sends `JWT`), or undefined for any. */
  tokenType: string | undefined;
}

export interface OneMapConfig {
  email: string;
  password: string;
  baseUrl: string | undefined;
  timeoutMs: number;
}

/** The provider facts, or the configuration error that names the bad setting. */
function configuredProvider(e: {
  PROVIDER_LEGAL_NAME?: string | undefined;
  BILLING_HOTLINE?: string | undefined;
  GENERAL_HOTLINE?: string | undefined;
}): ProviderFacts {
  try {
    return providerFacts({
      legalName: e.PROVIDER_LEGAL_NAME,
      billingHotline: e.BILLING_HOTLINE,
      generalHotline: e.GENERAL_HOTLINE,
    });
  } catch (error) {
    throw new Error(`Invalid API configuration:\n${(error as Error).message}`, { cause: error });
  }
}

export interface PostalLookupConfig {
  /** OneMap's credentials when both ONEMAP_EMAIL and ONEMAP_PASSWORD are set; else the sandbox answers. */
  oneMap: OneMapConfig | undefined;
  /** The sandbox simulates an outage (POSTAL_SANDBOX_FAIL=1). */
  sandboxFail: boolean;
}

export interface Config {
  host: string;
  port: number;
  database: DatabaseOptions;
  portalOrigin: string;
  /** Whom a blacklisted Denticare client is told to call (DENTICARE_PHONE). */
  denticarePhone: string;
  /**
   * The provider's legal name and hotlines (PROVIDER_LEGAL_NAME, BILLING_HOTLINE, GENERAL_HOTLINE; the domain's
   * fictional demo values when unset), as the portal's VITE_* settings of the same facts: the tax invoice names
   * the provider by it.
   */
  provider: ProviderFacts;
  /**
   * The origins browsers may call the API from (CORS): the portal's, then API_ALLOWED_ORIGINS (another host
   * name of the portal, a CDN in front of it, a second provider app). Any other origin gets no CORS headers.
   */
  allowedOrigins: string[];
  identity: IdentityConfig;
  adminToken: string | undefined;
  /**
   * The proxies whose X-Forwarded-For the API believes (API_TRUSTED_PROXIES): addresses, CIDR ranges or
   * proxy-addr's names. Empty by default: the client is the connection's peer, whatever the header says.
   */
  trustedProxies: string[];
  /** Requests per minute, per route and client IP, on the public routes (API_RATE_LIMIT_MAX). */
  rateLimitMax: number;
  /**
   * How long each process keeps the catalogue and Denticare's clinics, dentists and hours before it asks the
   * database again (API_REFERENCE_CACHE_MS, 30 s by default; 0 keeps nothing): lib/reference-cache.ts.
   */
  referenceCacheMs: number;
  /**
   * ID-number checks (GET profile/nric/{nric}) per 10 minutes, counted per customer and, separately, per ID
   * number (API_NRIC_CHECK_MAX).
   */
  nricCheckMax: number;
  /** Client IDs sent by email or SMS (POST profile/referral-code/send) per 10 minutes and client IP. */
  referralCodeSendMax: number;
  /** Codes tried (PUT cart/applyCoupon) per 10 minutes and customer (API_COUPON_ATTEMPT_MAX). */
  couponAttemptMax: number;
  /**
   * Failed volunteer identity checks (public/v1/volunteer and volunteer-org attendances) per 10 minutes and client
   * IP (API_VOLUNTEER_IDENTITY_MAX_PER_IP); only failures count, so a coordinator checking in a whole group from
   * one phone is not stopped.
   */
  volunteerIdentityMaxPerIp: number;
  /** Failed identity checks per 10 minutes and NRIC/FIN or organisation code (API_VOLUNTEER_IDENTITY_MAX_PER_ID). */
  volunteerIdentityMaxPerId: number;
  maxSessionHours: number;
  seed: 'auto' | 'never';
  /** The showcase content set the seed stores (db/showcase-content.ts). */
  showcaseContent: 'alpha' | 'qa' | 'uat' | 'prod';
  logLevel: string;
  postalLookup: PostalLookupConfig;
  /** The mail and SMS sandbox simulates an outage (NOTIFICATIONS_SANDBOX_FAIL=1). */
  notificationsSandboxFail: boolean;
  /**
   * Serve the mail and SMS sandbox's outbox at GET /dev/outbox (API_DEV_OUTBOX). `auto`, the default, serves it
   * only when the API listens on a loopback address: the outbox holds Client IDs, which must never be public.
   */
  devOutbox: boolean;
  /** Where browsers reach this API (API_PUBLIC_URL; http://{API_HOST}:{API_PORT} by default). */
  publicUrl: string;
  /**
   * Serve the card gateway's and the bank's sandbox pages (3-D Secure, the hosted card form, the PayNow payment
   * page and the settlement endpoint) under /sandbox (API_SANDBOX_PAGES). `auto` serves them only on a loopback
   * address, as the outbox.
   */
  sandboxPages: boolean;
  /** How long the sandbox bank takes to approve an eGIRO application or cancellation (EGIRO_SANDBOX_APPROVAL_SECONDS). */
  egiroSandboxApprovalMs: number;
  /** How long the sandbox bank takes to settle an eGIRO debit (EGIRO_SANDBOX_DEBIT_SECONDS). */
  egiroSandboxDebitMs: number;
}

export const DEFAULT_DATA_DIR = `${REPO_ROOT}.data/api/pglite`;

/** Reads the configuration; throws an Error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const issuer = e.OIDC_ISSUER.replace(/\/+$/, '');
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: e.API_DATA_DIR ?? DEFAULT_DATA_DIR },
    portalOrigin: e.PORTAL_ORIGIN.replace(/\/+$/, ''),
    denticarePhone: e.DENTICARE_PHONE,
    provider: configuredProvider(e),
    allowedOrigins: [...new Set([e.PORTAL_ORIGIN.replace(/\/+$/, ''), ...e.API_ALLOWED_ORIGINS])],
    identity: {
      issuer,
      audience: e.OIDC_AUDIENCE,
      jwksUri: e.OIDC_JWKS_URI ?? `${issuer}/jwks`,
      tokenType: e.OIDC_TOKEN_TYPE === 'any' ? undefined : e.OIDC_TOKEN_TYPE,
    },
    adminToken: e.API_ADMIN_TOKEN,
    trustedProxies: e.API_TRUSTED_PROXIES,
    rateLimitMax: e.API_RATE_LIMIT_MAX,
    referenceCacheMs: e.API_REFERENCE_CACHE_MS,
    nricCheckMax: e.API_NRIC_CHECK_MAX,
    referralCodeSendMax: e.API_REFERRAL_CODE_SEND_MAX,
    couponAttemptMax: e.API_COUPON_ATTEMPT_MAX,
    volunteerIdentityMaxPerIp: e.API_VOLUNTEER_IDENTITY_MAX_PER_IP,
    volunteerIdentityMaxPerId: e.API_VOLUNTEER_IDENTITY_MAX_PER_ID,
    maxSessionHours: e.API_MAX_SESSION_HOURS,
    seed: e.API_SEED,
    showcaseContent: e.API_SHOWCASE_CONTENT,
    logLevel: e.LOG_LEVEL,
    postalLookup: {
      oneMap:
        e.ONEMAP_EMAIL !== undefined && e.ONEMAP_PASSWORD !== undefined
          ? {
              email: e.ONEMAP_EMAIL,
              password: e.ONEMAP_PASSWORD,
              baseUrl: e.ONEMAP_BASE_URL,
              timeoutMs: e.ONEMAP_TIMEOUT_MS,
            }
          : undefined,
      sandboxFail: e.POSTAL_SANDBOX_FAIL,
    },
    notificationsSandboxFail: e.NOTIFICATIONS_SANDBOX_FAIL,
    devOutbox:
      e.API_DEV_OUTBOX === 'auto'
        ? ['127.0.0.1', 'localhost', '::1'].includes(e.API_HOST)
        : e.API_DEV_OUTBOX === '1' || e.API_DEV_OUTBOX === 'true',
    publicUrl: (
      e.API_PUBLIC_URL ??
      `http://${e.API_HOST.includes(':') ? `[${e.API_HOST}]` : e.API_HOST}:${String(e.API_PORT)}`
    ).replace(/\/+$/, ''),
    sandboxPages:
      e.API_SANDBOX_PAGES === 'auto'
        ? ['127.0.0.1', 'localhost', '::1'].includes(e.API_HOST)
        : e.API_SANDBOX_PAGES === '1' || e.API_SANDBOX_PAGES === 'true',
    egiroSandboxApprovalMs: e.EGIRO_SANDBOX_APPROVAL_SECONDS * 1000,
    egiroSandboxDebitMs: e.EGIRO_SANDBOX_DEBIT_SECONDS * 1000,
  };
}
