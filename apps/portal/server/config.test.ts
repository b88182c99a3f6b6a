import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('serves apps/portal/dist on 127.0.0.1:5173 for the local API and provider by default', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 5173,
      root: fileURLToPath(new URL('../dist', import.meta.url)),
      apiUrl: 'http://127.0.0.1:4000',
      identityUrl: 'https://127.0.0.1:4600',
      connectSrc: [],
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORTAL_HOST: '0.0.0.0',
      PORTAL_PORT: '8080',
      PORTAL_DIST: '/srv/portal',
      PORTAL_API_URL: 'https://api.careportal.example.sg',
      PORTAL_OIDC_AUTHORITY: 'https://login.careportal.example.sg/tenant/v2.0',
      PORTAL_CONNECT_SRC: ' https://a.example.sg ,wss://b.example.sg,, ',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      root: '/srv/portal',
      apiUrl: 'https://api.careportal.example.sg',
      identityUrl: 'https://login.careportal.example.sg/tenant/v2.0',
      connectSrc: ['https://a.example.sg', 'wss://b.example.sg'],
      trustProxy: '10.0.0.0/8,127.0.0.1',
      logLevel: 'warn',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['', false],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({
        PORTAL_PORT: '70000',
        PORTAL_API_URL: 'api.example.sg',
        PORTAL_OIDC_AUTHORITY: 'ftp://login.example.sg',
        PORTAL_CONNECT_SRC: 'https://ok.example.sg,not a url',
        TRUST_PROXY: '2',
        LOG_LEVEL: 'loud',
      }),
    ).toThrow(
      [
        'Invalid portal server configuration:',
        'PORTAL_PORT must be a port number from 1 to 65535, not "70000".',
        'PORTAL_API_URL must be an absolute URL such as https://api.example.sg, not "api.example.sg".',
        'PORTAL_OIDC_AUTHORITY must be an http(s) or ws(s) URL, not "ftp://login.example.sg".',
        'PORTAL_CONNECT_SRC must be an absolute URL such as https://api.example.sg, not "not a url".',
        `TRUST_PROXY must be true, false or the proxies' addresses (a hop count is not enough), not "2".`,
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud".',
      ].join('\n'),
    );
  });
});
