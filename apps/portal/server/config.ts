/**
 * The portal server's settings, read once from the environment and checked, so a typo fails at start with a
 * clear message instead of at the first request.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sourceOrigin } from './security.ts';

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface PortalServerConfig {
  host: string;
  port: number;
  /** The build folder, absolute. */
  root: string;
  apiUrl: string;
  identityUrl: string;
  connectSrc: string[];
  /** Fastify's trustProxy: false, true, or the proxies' addresses and CIDR ranges separated by commas. */
  trustProxy: boolean | string;
  logLevel: (typeof LOG_LEVELS)[number];
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** TRUST_PROXY: unset or false, true, or the proxies' addresses and CIDR ranges separated by commas. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // Fastify dropped hop counts: they cannot tell a proxy from a client that sends the headers itself.
    throw new Error(
      `TRUST_PROXY must be true, false or the proxies' addresses (a hop count is not enough), not "${value}".`,
    );
  }
  return value;
}

/** Reads the settings; throws an Error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PortalServerConfig {
  const problems: string[] = [];
  const checkOrigin = (value: string, name: string) => {
    try {
      sourceOrigin(value, name);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  };

  const portText = text(env.PORTAL_PORT) ?? '5173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65_535) {
    problems.push(`PORTAL_PORT must be a port number from 1 to 65535, not "${portText}".`);
  }
  const apiUrl = text(env.PORTAL_API_URL) ?? 'http://127.0.0.1:4000';
  checkOrigin(apiUrl, 'PORTAL_API_URL');
  const identityUrl = text(env.PORTAL_OIDC_AUTHORITY) ?? 'https://127.0.0.1:4600';
  checkOrigin(identityUrl, 'PORTAL_OIDC_AUTHORITY');
  const connectSrc = (text(env.PORTAL_CONNECT_SRC) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const value of connectSrc) checkOrigin(value, 'PORTAL_CONNECT_SRC');
  let trustProxy: boolean | string = false;
  try {
    trustProxy = parseTrustProxy(text(env.TRUST_PROXY));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const logLevel = text(env.LOG_LEVEL) ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}".`);
  }

  if (problems.length > 0) throw new Error(`Invalid portal server configuration:\n${problems.join('\n')}`);
  return {
    host: text(env.PORTAL_HOST) ?? '127.0.0.1',
    port,
    root: resolve(text(env.PORTAL_DIST) ?? DEFAULT_DIST),
    apiUrl,
    identityUrl,
    connectSrc,
    trustProxy,
    logLevel: logLevel as PortalServerConfig['logLevel'],
  };
}
