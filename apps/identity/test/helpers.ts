import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch, type Response } from 'undici';
import { DEMO_ACCOUNTS } from '../src/accounts.ts';
import { startIdentityServer, type IdentityServer } from '../src/app.ts';
import type { IdentityConfig } from '../src/config.ts';

export const PORTAL_ORIGIN = 'http://127.0.0.1:5173';
export const REDIRECT_URI = `${PORTAL_ORIGIN}/`;
export const CLIENT_ID = 'careportal-portal';
export const API_AUDIENCE = 'api://careportal';

export async function makeDataDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'careportal-identity-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export function testConfig(dataDir: string, port = 0): IdentityConfig {
  return {
    port,
    host: '127.0.0.1',
    issuer: undefined,
    dataDir,
    portalClientId: CLIENT_ID,
    portalOrigins: [PORTAL_ORIGIN],
    portalRedirectUris: [REDIRECT_URI],
    apiAudience: API_AUDIENCE,
    apiScope: 'careportal.api',
    accounts: [...DEMO_ACCOUNTS],
    showDemoAccounts: true,
  };
}

export function start(dataDir: string, port = 0): Promise<IdentityServer> {
  return startIdentityServer(testConfig(dataDir, port));
}

/** A browser stand-in: fetch over https trusting the provider's CA, with a cookie jar and no auto-redirects. */
export class Browser {
  readonly #agent: Agent;
  readonly #cookies = new Map<string, string>();

  constructor(ca: string) {
    this.#agent = new Agent({ connect: { ca } });
  }

  async request(
    url: string | URL,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.#cookies.size > 0) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      redirect: 'manual',
      dispatcher: this.#agent,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  /** Requests without the jar: what an API or a script outside the browser would send. */
  async fetchJson(
    url: string | URL,
    init: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(url, {
      method: init.form ? 'POST' : 'GET',
      headers: {
        ...init.headers,
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      dispatcher: this.#agent,
    });
    return { response, body: (await response.json()) as Record<string, unknown> };
  }

  close(): Promise<void> {
    return this.#agent.close();
  }
}

export interface AuthorizationRequest {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

export function authorizationRequest(
  issuer: string,
  scope = 'openid profile careportal.api',
): AuthorizationRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const url = new URL('/auth', issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    scope,
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { url, verifier, state, nonce };
}

export interface Page {
  url: URL;
  status: number;
  html: string;
}

/**
 * Follows redirects as a browser would until the provider sends the browser back to the portal (returned as
 * `callback`) or shows a page (returned as `page`).
 */
export async function follow(
  browser: Browser,
  start: URL,
  init: { form?: Record<string, string> } = {},
): Promise<{ callback?: URL; page?: Page; hops: URL[] }> {
  let url = start;
  let response = await browser.request(url, init);
  const hops: URL[] = [url];
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      if (url.origin === PORTAL_ORIGIN) return { callback: url, hops };
      hops.push(url);
      response = await browser.request(url);
      continue;
    }
    return { page: { url, status: response.status, html: await response.text() }, hops };
  }
  throw new Error(`Too many redirects from ${start.href}`);
}

/** The action of the page's first form, or of the `index`th. */
export function formAction(page: Page, index = 0): URL {
  const action = [...page.html.matchAll(/<form[^>]*action="([^"]+)"/g)][index]?.[1];
  if (action === undefined) throw new Error(`No form on ${page.url.href}`);
  return new URL(action.replaceAll('&amp;', '&'), page.url);
}

export function hiddenInputs(html: string): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1];
    if (name !== undefined) inputs[name] = value ?? '';
  }
  return inputs;
}

/** Runs the whole sign-in: /auth, the sign-in page, the credentials, the silent consent, back to the portal. */
export async function signIn(
  browser: Browser,
  issuer: string,
  credentials: { email: string; password: string },
): Promise<{ code: string; request: AuthorizationRequest; loginPage: Page }> {
  const request = authorizationRequest(issuer);
  const first = await follow(browser, request.url);
  if (!first.page) throw new Error('Expected the sign-in page');
  const done = await follow(browser, formAction(first.page), { form: credentials });
  if (!done.callback)
    throw new Error(`Sign-in did not return to the portal: ${done.page?.html.slice(0, 300) ?? ''}`);
  const code = done.callback.searchParams.get('code');
  if (code === null || done.callback.searchParams.get('state') !== request.state) {
    throw new Error(`Bad callback ${done.callback.href}`);
  }
  return { code, request, loginPage: first.page };
}

export async function exchangeCode(browser: Browser, issuer: string, code: string, verifier: string) {
  return browser.fetchJson(new URL('/token', issuer), {
    headers: { origin: PORTAL_ORIGIN },
    form: {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
  });
}

export async function refresh(browser: Browser, issuer: string, refreshToken: string) {
  return browser.fetchJson(new URL('/token', issuer), {
    headers: { origin: PORTAL_ORIGIN },
    form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken },
  });
}
