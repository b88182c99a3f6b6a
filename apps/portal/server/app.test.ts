import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPortalServer } from './app.ts';
import { HSTS } from './security.ts';
import {
  ASSET,
  BLANK_HTML,
  INDEX_HTML,
  SCRIPT,
  SECRET,
  createBuildFixture,
  type BuildFixture,
} from './test-fixtures.ts';

const API = 'https://api.careportal.example.sg';
const IDENTITY = 'https://login.careportal.example.sg';
const MONITORING = 'https://monitoring.example.sg';

let build: BuildFixture;
let app: FastifyInstance;

beforeAll(() => {
  build = createBuildFixture();
  app = createPortalServer({
    root: build.dist,
    apiUrl: `${API}/v1/`,
    identityUrl: `${IDENTITY}/careportal/v2.0`,
    connectSrc: [MONITORING],
  });
});

afterAll(async () => {
  await app.close();
  build.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The Content-Security-Policy as directive name → sources. */
function policy(response: Response): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const PAGE_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // react-aria's two run-time <style> elements (usePress, usePreventScroll); the first hash is the one Chromium
  // reports when it blocks that element.
  'style-src': [
    "'self'",
    "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
    "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
  ],
  'img-src': ["'self'", 'data:', 'blob:', API],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", API, IDENTITY, MONITORING],
  'frame-src': ["'self'", IDENTITY],
  'form-action': ["'self'", IDENTITY],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

describe('precompressed files', () => {
  it('sends brotli when the browser accepts it, even with gzip listed first', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when that is all the browser accepts', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a browser that accepts neither, still varying on Accept-Encoding', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of requests) {
      const response = await get(ASSET, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/index.html', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, whichever encoding is sent', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get(ASSET, { 'accept-encoding': encoding });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html, at / and by name, and lets it be revalidated cheaply', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeDefined();
    }
  });

  it('caches other files from public/ for an hour', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the portal router answers every other path', () => {
  it.each(['/profile', '/denticare/x', '/inv/123', '/profile/loved-ones/2?tab=contact', '/favicon.ico'])(
    '%s gets index.html with 200, revalidated',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/assets/missing.js', '/assets/index-Zz99Yy88.css', '/assets/', '/assets'])(
    '%s, not a file of the build, is a plain-text 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe('Not Found');
    },
  );

  it('answers HEAD like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)('refuses %s with 405', async (method) => {
    const response = await app.inject({ method, url: '/profile' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body).toBe('Method Not Allowed');
  });

  it('answers GET /healthz with its status, uncached', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('paths outside the build', () => {
  const ATTEMPTS = [
    '/..%2f..%2fetc/passwd',
    '/assets/../../package.json',
    '/assets/../../secret.txt',
    '/../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '//etc/passwd',
    '/.env',
    '/assets/../.env',
  ];

  /** The answer is the app, a 4xx, or nothing the file system holds outside the build. */
  function expectNoLeak(status: number, body: string) {
    expect(body).not.toContain(SECRET);
    expect(body).not.toMatch(/root:.*:0:0:/);
    if (status === 200) expect(body).toBe(INDEX_HTML);
    else expect(status).toBeGreaterThanOrEqual(400);
  }

  it.each(ATTEMPTS)('%s leaks nothing through inject', async (url) => {
    const response = await get(url);
    expectNoLeak(response.statusCode, response.body);
  });

  it('leaks nothing over real HTTP, where the path reaches the server unnormalised', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body });
          });
        });
        request.on('error', reject);
        request.end();
      });
    const forbidden = await rawGet('/assets/../../secret.txt');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toBe('Forbidden');
    for (const path of ATTEMPTS) {
      const { status, body } = await rawGet(path);
      expectNoLeak(status, body);
    }
  });
});

describe('security headers', () => {
  it.each(['/', ASSET, '/profile', '/assets/missing.js', '/healthz', '/robots.txt'])(
    '%s carries the portal policy and the other headers',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(policy(response)).toEqual(PAGE_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const permissions = String(response.headers['permissions-policy']).split(', ');
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'browsing-topics',
      ]) {
        expect(permissions).toContain(`${feature}=()`);
      }
    },
  );

  it('never allows eval or inline code', async () => {
    const header = String((await get('/')).headers['content-security-policy']);
    expect(header).not.toContain('unsafe-eval');
    expect(header).not.toContain('unsafe-inline');
  });

  it('a refused method carries them too', async () => {
    const response = await app.inject({ method: 'POST', url: '/' });
    expect(policy(response)).toEqual(PAGE_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a URL that does not decode gets a plain 400 under a policy that allows nothing', async () => {
    const response = await get('/%zz');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the portal itself frame /blank.html, for MSAL silent renewal', async () => {
    const response = await get('/blank.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BLANK_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(policy(response)).toEqual({ ...PAGE_POLICY, 'frame-ancestors': ["'self'"] });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends no HSTS and no upgrade-insecure-requests over http, whatever an untrusted client claims', async () => {
    const requests: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'https' }];
    for (const headers of requests) {
      const response = await get('/', headers);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(policy(response)).not.toHaveProperty('upgrade-insecure-requests');
    }
  });

  it('sends HSTS and upgrade-insecure-requests when a trusted proxy says the request came over https', async () => {
    const proxied = createPortalServer({
      root: build.dist,
      apiUrl: API,
      identityUrl: IDENTITY,
      trustProxy: true,
    });
    try {
      const https = await proxied.inject({ url: '/profile', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe(HSTS);
      expect(HSTS).toBe('max-age=31536000; includeSubDomains');
      expect(policy(https)['upgrade-insecure-requests']).toEqual([]);
      const blank = await proxied.inject({ url: '/blank.html', headers: { 'x-forwarded-proto': 'https' } });
      expect(policy(blank)['frame-ancestors']).toEqual(["'self'"]);
      expect(policy(blank)['upgrade-insecure-requests']).toEqual([]);

      const http = await proxied.inject({ url: '/profile', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect(policy(http)).not.toHaveProperty('upgrade-insecure-requests');
    } finally {
      await proxied.close();
    }
  });
});

describe('creating the server', () => {
  it('refuses a folder without index.html, saying how to build it', () => {
    expect(() => createPortalServer({ root: build.folder, apiUrl: API, identityUrl: IDENTITY })).toThrow(
      /has no index\.html: build the portal first/,
    );
  });

  it('refuses an API or provider URL that is not an absolute http(s) URL', () => {
    expect(() => createPortalServer({ root: build.dist, apiUrl: '/api', identityUrl: IDENTITY })).toThrow(
      /apiUrl must be an absolute URL/,
    );
    expect(() =>
      createPortalServer({ root: build.dist, apiUrl: API, identityUrl: 'javascript:alert(1)' }),
    ).toThrow(/identityUrl must be an http\(s\) or ws\(s\) URL/);
  });

  it('names an origin once when the API and the provider share it', async () => {
    const shared = createPortalServer({
      root: build.dist,
      apiUrl: `${API}/api`,
      identityUrl: `${API}/identity`,
    });
    try {
      expect(policy(await shared.inject('/'))['connect-src']).toEqual(["'self'", API]);
    } finally {
      await shared.close();
    }
  });
});
