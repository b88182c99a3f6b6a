import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/accounts.ts';
import { configFromEnv } from '../src/config.ts';
import { startIdentityServer, type IdentityServer } from '../src/app.ts';
import {
  API_AUDIENCE,
  Browser,
  CLIENT_ID,
  exchangeCode,
  follow,
  formAction,
  hiddenInputs,
  makeDataDir,
  PORTAL_ORIGIN,
  REDIRECT_URI,
  authorizationRequest,
  refresh,
  signIn,
  start,
  testConfig,
} from './helpers.ts';

const AH_KOW = { email: 'ahkow.tan@example.sg', password: DEMO_PASSWORD };

let dataDir: Awaited<ReturnType<typeof makeDataDir>>;
let identity: IdentityServer;
let browser: Browser;

async function keySet(server: IdentityServer, client: Browser) {
  const { body } = await client.fetchJson(new URL('/jwks', server.issuer));
  return body as unknown as JSONWebKeySet;
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  identity = await start(dataDir.path);
  browser = new Browser(identity.ca);
});

afterAll(async () => {
  await browser.close();
  await identity.close();
  await dataDir.remove();
});

describe('the embedded sign-in provider', () => {
  it('answers its health check over https with its own CA', async () => {
    const response = await browser.request(new URL('/healthz', identity.issuer));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(identity.issuer).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('publishes a discovery document with its issuer, ES256 keys and the endpoints MSAL uses', async () => {
    const { body } = await browser.fetchJson(new URL('/.well-known/openid-configuration', identity.issuer));
    expect(body.issuer).toBe(identity.issuer);
    expect(body.jwks_uri).toBe(`${identity.issuer}/jwks`);
    expect(body.id_token_signing_alg_values_supported).toEqual(['ES256']);
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    expect(body.end_session_endpoint).toBe(`${identity.issuer}/session/end`);
    expect(body.response_types_supported).toEqual(['code']);
    const jwks = await keySet(identity, browser);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('shows a sign-in page with labelled fields and the demo accounts', async () => {
    const { page } = await follow(browser, authorizationRequest(identity.issuer).url);
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    expect(html).toContain('<html lang="en-SG">');
    expect(html).toMatch(/<label for="email">Email address<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username" required/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="current-password"/,
    );
    expect(html).toContain('Tan Ah Kow');
    expect(html).toContain('siti.ahmad@example.sg');
    expect(html).toContain(DEMO_PASSWORD);
    expect(html).not.toMatch(/<script/i);
  });

  it('signs in with the authorization code flow and PKCE, returning an ID token and an API access token', async () => {
    const client = new Browser(identity.ca);
    try {
      const { code, request } = await signIn(client, identity.issuer, AH_KOW);
      const { response, body } = await exchangeCode(client, identity.issuer, code, request.verifier);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
      expect(body.token_type).toBe('Bearer');
      expect(typeof body.refresh_token).toBe('string');

      const keys = createLocalJWKSet(await keySet(identity, client));
      const idToken = await jwtVerify(String(body.id_token), keys, {
        issuer: identity.issuer,
        audience: CLIENT_ID,
        algorithms: ['ES256'],
      });
      expect(idToken.payload).toMatchObject({
        sub: 'demo-ahkow',
        name: 'Tan Ah Kow',
        given_name: 'Ah Kow',
        family_name: 'Tan',
        email: 'ahkow.tan@example.sg',
        email_verified: true,
        nonce: request.nonce,
      });

      const accessToken = await jwtVerify(String(body.access_token), keys, {
        issuer: identity.issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        algorithms: ['ES256'],
      });
      expect(accessToken.protectedHeader.typ).toBe('at+jwt');
      expect(accessToken.payload.sub).toBe('demo-ahkow');
      expect(accessToken.payload.client_id).toBe(CLIENT_ID);
      expect(String(accessToken.payload.scope).split(' ')).toContain('careportal.api');
      // 15 minutes, unless IDENTITY_ACCESS_TOKEN_TTL says otherwise.
      expect((accessToken.payload.exp ?? 0) - (accessToken.payload.iat ?? 0)).toBe(15 * 60);
    } finally {
      await client.close();
    }
  });

  it('renews tokens with the refresh token', async () => {
    const client = new Browser(identity.ca);
    try {
      const { code, request } = await signIn(client, identity.issuer, AH_KOW);
      const first = await exchangeCode(client, identity.issuer, code, request.verifier);
      const renewed = await refresh(client, identity.issuer, String(first.body.refresh_token));
      expect(renewed.response.status).toBe(200);
      expect(renewed.body.refresh_token).not.toBe(first.body.refresh_token); // rotated for a public client
      const keys = createLocalJWKSet(await keySet(identity, client));
      const access = await jwtVerify(String(renewed.body.access_token), keys, {
        issuer: identity.issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
      });
      expect(access.payload.sub).toBe('demo-ahkow');
      const idToken = await jwtVerify(String(renewed.body.id_token), keys, {
        issuer: identity.issuer,
        audience: CLIENT_ID,
      });
      expect(idToken.payload.email).toBe('ahkow.tan@example.sg');
    } finally {
      await client.close();
    }
  });

  it('refuses a token request without the PKCE verifier', async () => {
    const client = new Browser(identity.ca);
    try {
      const { code } = await signIn(client, identity.issuer, AH_KOW);
      const { response, body } = await exchangeCode(client, identity.issuer, code, 'x'.repeat(43));
      expect(response.status).toBe(400);
      expect(body.error).toBe('invalid_grant');
    } finally {
      await client.close();
    }
  });

  it('lets only the portal origin call the token endpoint from a browser (CORS)', async () => {
    const client = new Browser(identity.ca);
    try {
      const { code, request } = await signIn(client, identity.issuer, AH_KOW);
      const { response, body } = await client.fetchJson(new URL('/token', identity.issuer), {
        headers: { origin: 'https://evil.example' },
        form: {
          grant_type: 'authorization_code',
          client_id: CLIENT_ID,
          code,
          redirect_uri: REDIRECT_URI,
          code_verifier: request.verifier,
        },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(body.access_token).toBeUndefined();
    } finally {
      await client.close();
    }
  });

  it('says clearly when the password is wrong, keeps the email typed and announces the error', async () => {
    const client = new Browser(identity.ca);
    try {
      const { page } = await follow(client, authorizationRequest(identity.issuer).url);
      if (!page) throw new Error('no sign-in page');
      const result = await follow(client, formAction(page), {
        form: { email: 'ahkow.tan@example.sg', password: 'wrong password' },
      });
      expect(result.callback).toBeUndefined();
      expect(result.page?.status).toBe(401);
      const html = result.page?.html ?? '';
      expect(html).toMatch(
        /<div class="alert" role="alert" id="form-error">The email address or password is not right\./,
      );
      expect(html).toContain('value="ahkow.tan@example.sg"');
      // The cursor lands in the password field, whose description is the error, so a screen reader reads it.
      expect(html).toMatch(/id="password"[^>]*autofocus aria-invalid="true" aria-describedby="form-error"/);
      expect(html).toContain('<title>Error: Sign in – careportal</title>');
      expect(html).not.toContain('wrong password');

      // The same page still signs in once the password is right.
      const retry = await follow(client, formAction(result.page ?? page), { form: AH_KOW });
      expect(retry.callback?.searchParams.get('code')).toBeTruthy();
    } finally {
      await client.close();
    }
  });

  it('asks for a missing email address or password next to the field', async () => {
    const client = new Browser(identity.ca);
    try {
      const { page } = await follow(client, authorizationRequest(identity.issuer).url);
      if (!page) throw new Error('no sign-in page');
      const result = await follow(client, formAction(page), { form: { email: '', password: '' } });
      expect(result.page?.status).toBe(400);
      expect(result.page?.html).toContain(
        '<p class="field-error" id="email-error">Enter your email address.</p>',
      );
      expect(result.page?.html).toContain(
        '<p class="field-error" id="password-error">Enter your password.</p>',
      );
    } finally {
      await client.close();
    }
  });

  it('signs out and returns to the portal', async () => {
    const client = new Browser(identity.ca);
    try {
      const { code, request } = await signIn(client, identity.issuer, AH_KOW);
      const { body } = await exchangeCode(client, identity.issuer, code, request.verifier);
      const logout = new URL('/session/end', identity.issuer);
      logout.search = new URLSearchParams({
        client_id: CLIENT_ID,
        id_token_hint: String(body.id_token),
        post_logout_redirect_uri: REDIRECT_URI,
      }).toString();
      const confirm = await follow(client, logout);
      // The portal's sign-out asks no second question: the page posts its form by itself (as done here).
      expect(confirm.page?.html).toContain('Signing you out of careportal…');
      expect(confirm.page?.html).toContain('<script src="/assets/sign-out.js"></script>');
      const page = confirm.page;
      if (!page) throw new Error('no confirmation page');
      const done = await follow(client, formAction(page), {
        form: { ...hiddenInputs(page.html), logout: 'yes' },
      });
      expect(done.callback?.href).toBe(REDIRECT_URI);

      // Signed out: the next sign-in asks for the password again, and the old refresh token is dead.
      const again = await follow(client, authorizationRequest(identity.issuer).url);
      expect(again.page?.html).toContain('<h1>Sign in</h1>');
      const renewed = await refresh(client, identity.issuer, String(body.refresh_token));
      expect(renewed.response.status).toBe(400);
    } finally {
      await client.close();
    }
  });
});

describe('a sign-out the portal did not ask for', () => {
  it('asks first, and serves the sign-out script only as a file its policy allows', async () => {
    const client = new Browser(identity.ca);
    try {
      await signIn(client, identity.issuer, AH_KOW);
      const asked = await follow(client, new URL('/session/end', identity.issuer));
      expect(asked.page?.html).toContain('Sign out of careportal?');
      expect(asked.page?.html).not.toContain('sign-out.js');

      const script = await client.request(new URL('/assets/sign-out.js', identity.issuer));
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toContain('form.submit()');
      const page = await client.request(new URL('/session/end', identity.issuer));
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    } finally {
      await client.close();
    }
  });
});

describe('the access token lifetime setting', () => {
  it('issues access tokens that last as long as it says', async () => {
    const folder = await makeDataDir();
    const longer = await startIdentityServer({ ...testConfig(folder.path), accessTokenTtlSeconds: 14_400 });
    const client = new Browser(longer.ca);
    try {
      const { code, request } = await signIn(client, longer.issuer, AH_KOW);
      const { body } = await exchangeCode(client, longer.issuer, code, request.verifier);
      const { payload } = await jwtVerify(
        String(body.access_token),
        createLocalJWKSet(await keySet(longer, client)),
        {
          issuer: longer.issuer,
          audience: API_AUDIENCE,
        },
      );
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(14_400);
      expect(body.expires_in).toBe(14_400);
    } finally {
      await client.close();
      await longer.close();
      await folder.remove();
    }
  });

  it('reads IDENTITY_ACCESS_TOKEN_TTL in seconds and refuses what is not one', () => {
    expect(configFromEnv({}).accessTokenTtlSeconds).toBeUndefined();
    expect(configFromEnv({ IDENTITY_ACCESS_TOKEN_TTL: '14400' }).accessTokenTtlSeconds).toBe(14_400);
    for (const value of ['four hours', '30', '90000', '600.5']) {
      expect(() => configFromEnv({ IDENTITY_ACCESS_TOKEN_TTL: value }), value).toThrow(
        /IDENTITY_ACCESS_TOKEN_TTL/,
      );
    }
  });
});

describe('a restart with the same data folder', () => {
  it('keeps the signing key, the sign-in session and refresh tokens', async () => {
    const folder = await makeDataDir();
    let server = await start(folder.path);
    const client = new Browser(server.ca);
    try {
      const kidBefore = (await keySet(server, client)).keys[0]?.kid;
      const { code, request } = await signIn(client, server.issuer, AH_KOW);
      const tokens = await exchangeCode(client, server.issuer, code, request.verifier);
      const issuer = server.issuer;
      const caBefore = server.ca;

      await server.close();
      server = await start(folder.path, server.port);
      expect(server.issuer).toBe(issuer);
      expect(server.ca).toBe(caBefore);

      const jwks = await keySet(server, client);
      expect(jwks.keys[0]?.kid).toBe(kidBefore);
      // A token signed before the restart still verifies against the keys after it.
      expect(decodeProtectedHeader(String(tokens.body.access_token)).kid).toBe(kidBefore);
      await jwtVerify(String(tokens.body.access_token), createLocalJWKSet(jwks), {
        issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
      });

      const renewed = await refresh(client, server.issuer, String(tokens.body.refresh_token));
      expect(renewed.response.status).toBe(200);
      expect(typeof renewed.body.access_token).toBe('string');

      // The browser's session survives too: no sign-in page this time, straight back to the portal.
      const silent = authorizationRequest(server.issuer);
      const result = await follow(client, silent.url);
      expect(result.page).toBeUndefined();
      const silentCode = result.callback?.searchParams.get('code');
      expect(silentCode).toBeTruthy();
      const again = await exchangeCode(client, server.issuer, String(silentCode), silent.verifier);
      expect(again.response.status).toBe(200);
    } finally {
      await client.close();
      await server.close();
      await folder.remove();
    }
  });
});
