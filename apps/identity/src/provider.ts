// oidc-provider's configuration for careportal: one public SPA client (the portal, PKCE), ES256 everywhere,
// refresh tokens without offline_access (MSAL asks for openid and profile only), and JWT access tokens for the
// API audience through resource indicators.
import Provider, {
  errors,
  type Account,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { AccountStore } from './accounts.ts';
import type { IdentityConfig } from './config.ts';
import type { ProviderKeys } from './keys.ts';
import type { FileStore } from './store.ts';
import { logoutPage, messagePage } from './views.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TTL = {
  accessToken: 15 * MINUTE,
  idToken: HOUR,
  authorizationCode: MINUTE,
  interaction: HOUR,
  /** A sign-in lasts a day, like Microsoft's refresh tokens for single-page apps. */
  session: DAY,
  refreshToken: DAY,
  grant: 14 * DAY,
} as const;

function contentSecurityPolicy(config: IdentityConfig): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${config.portalOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Security headers for the provider's own HTML pages. */
export function pageHeaders(config: IdentityConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

/**
 * The paths any site may read with CORS: the discovery document and the key set hold nothing secret, and any
 * single-page app or API that trusts this provider reads them. Every other endpoint (token, revocation,
 * userinfo) answers CORS to the portal's origins only (`clientBasedCORS`, and app.ts drops a foreign Origin).
 */
export const PUBLIC_CORS_PATHS: readonly string[] = ['/.well-known/openid-configuration', '/jwks'];

/**
 * Security headers on every answer, set before oidc-provider or a page writes its own (which then win):
 * `nosniff` and no referrer everywhere; no framing anywhere but the authorization endpoint, which answers
 * MSAL's hidden-iframe renewal (`prompt=none`) with a redirect to the portal (its sign-in pages, under
 * /interaction, refuse framing themselves).
 */
export function responseHeaders(config: IdentityConfig, path: string): Record<string, string> {
  const base = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
  if (path === '/auth' || path.startsWith('/auth/')) return base;
  return { ...base, 'Content-Security-Policy': contentSecurityPolicy(config), 'X-Frame-Options': 'DENY' };
}

function sendPage(ctx: KoaContextWithOIDC, config: IdentityConfig, html: string): void {
  ctx.set(pageHeaders(config));
  ctx.type = 'html';
  ctx.body = html;
}

export function portalClient(config: IdentityConfig): ClientMetadata {
  return {
    client_id: config.portalClientId,
    client_name: 'careportal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: config.portalRedirectUris,
    post_logout_redirect_uris: config.portalRedirectUris,
    id_token_signed_response_alg: 'ES256',
  };
}

export interface ProviderDependencies {
  config: IdentityConfig;
  issuer: string;
  keys: ProviderKeys;
  store: FileStore;
  accounts: AccountStore;
}

export function createProvider({ config, issuer, keys, store, accounts }: ProviderDependencies): Provider {
  const portalHome = config.portalRedirectUris[0] ?? `${config.portalOrigins[0] ?? ''}/`;
  const firstParty = new Set([config.portalClientId]);

  const apiResourceServer: ResourceServer = {
    scope: `openid profile ${config.apiScope}`,
    audience: config.apiAudience,
    accessTokenTTL: config.accessTokenTtlSeconds ?? TTL.accessToken,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'ES256' } },
  };

  const configuration: Configuration = {
    adapter: store.adapter,
    clients: [portalClient(config)],
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      id_token_signed_response_alg: 'ES256',
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    // email sits in profile too: MSAL's default scopes are openid and profile, and the portal shows the email.
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'email', 'email_verified'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    conformIdTokenClaims: false,
    findAccount(_ctx, sub): Account | undefined {
      const account = accounts.findById(sub);
      if (account === undefined) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name,
          given_name: account.givenName,
          family_name: account.familyName,
          email: account.email,
          email_verified: account.emailVerified,
        }),
      };
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          // The portal's own sign-out (its client named, by client_id or id_token_hint) asks no second question.
          sendPage(ctx, config, logoutPage(form, { automatic: ctx.oidc.client !== undefined }));
        },
        postLogoutSuccessSource(ctx) {
          sendPage(
            ctx,
            config,
            messagePage({
              title: 'You have signed out',
              paragraphs: ['You are no longer signed in to careportal on this device.'],
              link: { href: portalHome, text: 'Back to careportal' },
            }),
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== config.apiAudience) {
            throw new errors.InvalidTarget(`unknown resource; this provider serves ${config.apiAudience}`);
          }
          return apiResourceServer;
        },
      },
    },
    pkce: { required: () => true },
    // Refresh tokens for the portal even without offline_access; they still end with the sign-in session.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (firstParty.has(client.clientId) || code.scopes.has('offline_access')),
    clientBasedCORS: (_ctx, origin, client) =>
      config.portalOrigins.includes(origin) &&
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) === true,
    renderError(ctx, out) {
      ctx.status = ctx.status >= 400 ? ctx.status : 400;
      sendPage(
        ctx,
        config,
        messagePage({
          title: 'We could not complete signing in',
          paragraphs: ['Please go back to careportal and try again.'],
          link: { href: portalHome, text: 'Back to careportal' },
          detail: `Details for the help desk: ${out.error}${out.error_description ? ` – ${out.error_description}` : ''}`,
        }),
      );
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? TTL.accessToken,
      AuthorizationCode: () => TTL.authorizationCode,
      IdToken: () => TTL.idToken,
      Interaction: () => TTL.interaction,
      Session: () => TTL.session,
      Grant: () => TTL.grant,
      RefreshToken(ctx, token, client) {
        const rotated = ctx.oidc.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          return Math.max(rotated.remainingTTL, 1);
        }
        return TTL.refreshToken;
      },
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    process.stderr.write(`identity: server error: ${error.stack ?? error.message}\n`);
  });
  return provider;
}
