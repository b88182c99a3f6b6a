/**
 * The production postal lookup: OneMap's search API, called from the server only (the token is a secret).
 * See CONTRACT.md in this folder for the vendor's contract.
 *
 * - Token: `POST /api/auth/post/getToken` with the configured email and password; cached until
 *   `refreshMarginMs` before its `expiry_timestamp` (OneMap tokens last 3 days); concurrent searches share one
 *   token request; a 401 on a search drops the token and retries once with a fresh one.
 * - Every request times out (`AbortSignal.timeout`), combined with the caller's signal.
 * - Network errors, timeouts, non-2xx answers and bodies not in OneMap's shape become
 *   {@link PostalLookupUnavailable}; a body in OneMap's shape is returned as OneMap sent it.
 */
import {
  oneMapSearchParams,
  oneMapSearchResponseSchema,
  type OneMapSearchResponse,
} from '@careportal/domain';

import type { AdapterFailureReason } from '../errors.ts';
import { PostalLookupUnavailable, type PostalLookupAdapter } from './types.ts';

export const ONEMAP_BASE_URL = 'https://www.onemap.gov.sg';
export const ONEMAP_TOKEN_PATH = '/api/auth/post/getToken';
export const ONEMAP_SEARCH_PATH = '/api/common/elastic/search';

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_REFRESH_MARGIN_MS = 10 * 60_000;
/** OneMap's documented token lifetime, used when an answer has no readable expiry. */
const TOKEN_LIFETIME_MS = 3 * 24 * 60 * 60_000;

export interface OneMapPostalLookupOptions {
  email: string;
  password: string;
  /** OneMap's origin (default https://www.onemap.gov.sg). */
  baseUrl?: string | undefined;
  /** Per-request time limit in ms (default 5000). */
  timeoutMs?: number | undefined;
  /** Renew the token this long before it expires (default 10 minutes). */
  refreshMarginMs?: number | undefined;
  /** The HTTP client (global fetch by default; tests pass a fake). */
  fetch?: typeof fetch | undefined;
  /** The clock token expiry is read against. */
  now?: (() => Date) | undefined;
}

interface CachedToken {
  value: string;
  /** Epoch ms after which the token is renewed. */
  renewAt: number;
}

function unavailable(message: string, reason: AdapterFailureReason, status?: number, cause?: unknown) {
  return new PostalLookupUnavailable(message, { reason, status, cause });
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/** OneMap sends `expiry_timestamp` as epoch seconds, as a string. */
function expiryMs(value: unknown): number | undefined {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

export function createOneMapPostalLookup(options: OneMapPostalLookupOptions): PostalLookupAdapter {
  const baseUrl = (options.baseUrl ?? ONEMAP_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const refreshMarginMs = options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS;
  const http = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());

  let token: CachedToken | undefined;
  let pending: Promise<CachedToken> | undefined;

  function requestSignal(signal: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(timeoutMs);
    return signal ? AbortSignal.any([timeout, signal]) : timeout;
  }

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await http(url, init);
    } catch (error) {
      if (isTimeout(error)) throw unavailable(`OneMap ${what} timed out after ${timeoutMs} ms`, 'timeout');
      throw unavailable(`OneMap ${what} failed: network error`, 'unavailable', undefined, error);
    }
  }

  async function readJson(response: Response, what: string): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      if (isTimeout(error)) throw unavailable(`OneMap ${what} timed out after ${timeoutMs} ms`, 'timeout');
      throw unavailable(
        `OneMap ${what} answered with a body that is not JSON`,
        'unavailable',
        response.status,
      );
    }
  }

  async function fetchToken(signal: AbortSignal | undefined): Promise<CachedToken> {
    const response = await call(
      `${baseUrl}${ONEMAP_TOKEN_PATH}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: options.email, password: options.password }),
        signal: requestSignal(signal),
      },
      'token request',
    );
    if (!response.ok) {
      const rejected = response.status === 400 || response.status === 401 || response.status === 403;
      throw unavailable(
        `OneMap token request answered HTTP ${response.status}`,
        rejected ? 'rejected' : 'unavailable',
        response.status,
      );
    }
    const body = (await readJson(response, 'token request')) as {
      access_token?: unknown;
      expiry_timestamp?: unknown;
    };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw unavailable(
        'OneMap token request answered without an access_token',
        'unavailable',
        response.status,
      );
    }
    const issuedAt = now().getTime();
    const expiresAt = expiryMs(body.expiry_timestamp) ?? issuedAt + TOKEN_LIFETIME_MS;
    return { value: body.access_token, renewAt: expiresAt - refreshMarginMs };
  }

  /** The cached token while it is fresh, else one new token request shared by concurrent callers. */
  async function currentToken(signal: AbortSignal | undefined): Promise<string> {
    if (token && now().getTime() < token.renewAt) return token.value;
    pending ??= fetchToken(signal).finally(() => {
      pending = undefined;
    });
    token = await pending;
    return token.value;
  }

  async function searchOnce(postalCode: string, signal: AbortSignal | undefined): Promise<Response> {
    const accessToken = await currentToken(signal);
    const query = new URLSearchParams(oneMapSearchParams(postalCode));
    return call(
      `${baseUrl}${ONEMAP_SEARCH_PATH}?${query.toString()}`,
      {
        method: 'GET',
        headers: { authorization: accessToken, accept: 'application/json' },
        signal: requestSignal(signal),
      },
      'search',
    );
  }

  return {
    name: 'onemap',
    async search(postalCode: string, signal?: AbortSignal): Promise<OneMapSearchResponse> {
      let response = await searchOnce(postalCode, signal);
      if (response.status === 401) {
        // The token was revoked or expired early: renew once.
        token = undefined;
        response = await searchOnce(postalCode, signal);
      }
      if (!response.ok) {
        throw unavailable(
          `OneMap search answered HTTP ${response.status}`,
          response.status === 401 || response.status === 403 ? 'rejected' : 'unavailable',
          response.status,
        );
      }
      const parsed = oneMapSearchResponseSchema.safeParse(await readJson(response, 'search'));
      if (!parsed.success) {
        throw unavailable(
          'OneMap search answered in an unexpected shape',
          'unavailable',
          response.status,
          parsed.error,
        );
      }
      return parsed.data;
    },
  };
}
