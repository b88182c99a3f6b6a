import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAccounts, type AccountRecord } from './accounts.ts';

export interface IdentityConfig {
  /** 0 picks a free port (tests). */
  port: number;
  /** Always a loopback address: the provider is for one machine. */
  host: string;
  /** Undefined: https://127.0.0.1:<bound port>. */
  issuer: string | undefined;
  dataDir: string;
  portalClientId: string;
  portalOrigins: string[];
  /** Where the portal may receive codes and return after sign-out. */
  portalRedirectUris: string[];
  apiAudience: string;
  apiScope: string;
  accounts: AccountRecord[];
  /** Lists the demo accounts on the sign-in page. */
  showDemoAccounts: boolean;
  /**
   * How long an access token for the API lasts, in seconds (IDENTITY_ACCESS_TOKEN_TTL); 15 minutes when not set.
   * The browser suite sets it longer: its tests share one saved sign-in per group, and a refresh token, once
   * rotated by one test, is refused when the next test replays the saved one.
   */
  accessTokenTtlSeconds?: number | undefined;
}

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export const DEFAULTS = {
  port: 4600,
  dataDir: join(repoRoot, '.data', 'identity'),
  portalClientId: 'careportal-portal',
  portalOrigin: 'http://127.0.0.1:5173',
  apiAudience: 'api://careportal',
  apiScope: 'careportal.api',
} as const;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} has "${value}", which is not a URL such as http://127.0.0.1:5173.`);
  }
  return url.origin;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULTS.port;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`IDENTITY_PORT must be a port number, not "${value}".`);
  }
  return parsed;
}

function seconds(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 60 || parsed > 86_400) {
    throw new Error(`${name} must be a whole number of seconds from 60 to 86400, not "${value}".`);
  }
  return parsed;
}

/** Reads the provider's settings from the environment (the README lists every variable). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const portalOrigins = list(env.PORTAL_ORIGIN ?? DEFAULTS.portalOrigin).map((value) =>
    origin(value, 'PORTAL_ORIGIN'),
  );
  if (portalOrigins.length === 0) throw new Error('PORTAL_ORIGIN names no origin.');
  const portalRedirectUris = [
    ...new Set([...portalOrigins.map((value) => `${value}/`), ...list(env.PORTAL_REDIRECT_URIS)]),
  ];
  const issuer = env.IDENTITY_ISSUER?.replace(/\/+$/, '');
  if (issuer !== undefined && issuer !== '') {
    if (!issuer.startsWith('https://')) {
      throw new Error('IDENTITY_ISSUER must use https: MSAL refuses http authorities.');
    }
    if (new URL(issuer).pathname !== '/') {
      throw new Error('IDENTITY_ISSUER must be an origin such as https://127.0.0.1:4600, without a path.');
    }
  }
  return {
    port: port(env.IDENTITY_PORT),
    host: '127.0.0.1',
    issuer: issuer === '' ? undefined : issuer,
    dataDir: resolve(env.IDENTITY_DATA_DIR ?? DEFAULTS.dataDir),
    portalClientId: env.PORTAL_CLIENT_ID ?? DEFAULTS.portalClientId,
    portalOrigins,
    portalRedirectUris,
    apiAudience: env.API_AUDIENCE ?? DEFAULTS.apiAudience,
    apiScope: env.API_SCOPE ?? DEFAULTS.apiScope,
    accounts: loadAccounts(env),
    showDemoAccounts: env.NODE_ENV !== 'production',
    accessTokenTtlSeconds: seconds('IDENTITY_ACCESS_TOKEN_TTL', env.IDENTITY_ACCESS_TOKEN_TTL),
  };
}
