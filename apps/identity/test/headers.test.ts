// What the sign-in provider sends besides its content: security headers on every answer, framing refused on
// everything but the authorization endpoint, and CORS for the portal's origins only, except on the discovery
// document and the key set, which any site may read.
import type { Response } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityServer } from '../src/app.ts';
import {
  Browser,
  CLIENT_ID,
  PORTAL_ORIGIN,
  REDIRECT_URI,
  authorizationRequest,
  exchangeCode,
  follow,
  makeDataDir,
  signIn,
  start,
} from './helpers.ts';

const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  'http://127.0.0.1:5174',
  'https://127.0.0.1:5173',
  'http://127.0.0.1:5173.evil.example',
];

describe('the sign-in provider’s headers', () => {
  let dataDir: Awaited<ReturnType<typeof makeDataDir>>;
  let server: IdentityServer;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    server = await start(dataDir.path);
    browser = new Browser(server.ca);
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
    await dataDir.remove();
  });

  const url = (path: string) => new URL(path, server.issuer);

  async function headersOf(response: Response): Promise<Response['headers']> {
    await response.body?.cancel();
    return response.headers;
  }

  function expectNotFramed(headers: Response['headers'], label: string) {
    expect(headers.get('x-frame-options'), label).toBe('DENY');
    expect(headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  }

  it('sends nosniff, no referrer and no framing on every kind of answer', async () => {
    const login = await follow(browser, authorizationRequest(server.issuer).url);
    const loginUrl = login.page?.url;
    expect(loginUrl?.pathname).toMatch(/^\/interaction\//);
    const answers: Record<string, Response> = {
      discovery: await browser.request(url('/.well-known/openid-configuration')),
      'key set': await browser.request(url('/jwks')),
      'token endpoint (a refused grant)': await browser.request(url('/token'), {
        form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: 'not-a-token' },
      }),
      userinfo: await browser.request(url('/me')),
      'sign-in page': await browser.request(loginUrl ?? url('/')),
      'sign-out page': await browser.request(url('/session/end')),
      'health check': await browser.request(url('/healthz')),
      stylesheet: await browser.request(url('/assets/identity.css')),
      'an unknown address': await browser.request(url('/no-such-page')),
      'an unknown interaction': await browser.request(url('/interaction/unknown')),
    };
    for (const [label, response] of Object.entries(answers)) {
      const headers = await headersOf(response);
      expect(headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(headers.get('referrer-policy'), label).toBe('no-referrer');
      expectNotFramed(headers, label);
    }
  });

  it('gives its HTML pages a strict Content-Security-Policy and no-store', async () => {
    const login = await follow(browser, authorizationRequest(server.issuer).url);
    for (const path of [login.page?.url.pathname ?? '/', '/session/end', '/interaction/unknown']) {
      const headers = await headersOf(await browser.request(url(path)));
      expect(headers.get('content-type'), path).toContain('text/html');
      expect(headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(headers.get('content-security-policy'), path).toContain("base-uri 'none'");
      expect(headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('lets the authorization endpoint answer a hidden iframe (prompt=none) with its redirect, never a page to frame', async () => {
    const request = authorizationRequest(server.issuer);
    request.url.searchParams.set('prompt', 'none');
    const response = await new Browser(server.ca).request(request.url);
    const headers = await headersOf(response);
    expect(response.status).toBe(303);
    expect(new URL(headers.get('location') ?? '', server.issuer).origin).toBe(PORTAL_ORIGIN);
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets any site read the discovery document and the key set (public, no credentials)', async () => {
    for (const path of ['/.well-known/openid-configuration', '/jwks']) {
      const headers = await headersOf(
        await browser.request(url(path), { headers: { origin: 'https://evil.example' } }),
      );
      expect(headers.get('access-control-allow-origin'), path).toBe('https://evil.example');
      expect(headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('answers CORS on the token, revocation and userinfo endpoints to the portal only, preflights included', async () => {
    const endpoints = ['/token', '/token/revocation', '/me'];
    for (const path of endpoints) {
      const preflight = async (origin: string) =>
        headersOf(
          await browser.request(url(path), {
            method: 'OPTIONS',
            headers: { origin, 'access-control-request-method': 'POST' },
          }),
        );
      expect((await preflight(PORTAL_ORIGIN)).get('access-control-allow-origin'), path).toBe(PORTAL_ORIGIN);
      for (const origin of FOREIGN_ORIGINS) {
        expect(
          (await preflight(origin)).get('access-control-allow-origin'),
          `${path} from ${origin}`,
        ).toBeNull();
        const answer = await headersOf(
          await browser.request(url(path), {
            headers: { origin },
            form: { client_id: CLIENT_ID, token: 'x', grant_type: 'refresh_token', refresh_token: 'x' },
          }),
        );
        expect(answer.get('access-control-allow-origin'), `${path} from ${origin}`).toBeNull();
      }
    }
  });

  it('still lets the portal exchange a code from the browser, and not another site', async () => {
    const portal = await signIn(new Browser(server.ca), server.issuer, {
      email: 'ahkow.tan@example.sg',
      password: 'CarePortal#2026',
    });
    const { response, body } = await exchangeCode(
      browser,
      server.issuer,
      portal.code,
      portal.request.verifier,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(typeof body.access_token).toBe('string');

    const other = await signIn(new Browser(server.ca), server.issuer, {
      email: 'siti.ahmad@example.sg',
      password: 'CarePortal#2026',
    });
    const foreign = await browser.fetchJson(url('/token'), {
      headers: { origin: 'https://evil.example' },
      form: {
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        code: other.code,
        redirect_uri: REDIRECT_URI,
        code_verifier: other.request.verifier,
      },
    });
    expect(foreign.response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
