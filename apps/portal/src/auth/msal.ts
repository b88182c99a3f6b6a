/**
 * MSAL v5 against any OpenID Connect provider (the embedded one, Azure AD B2C, …): the configuration, and the
 * sign-in service the portal uses on top of an `IPublicClientApplication`.
 */
import {
  BrowserCacheLocation,
  ProtocolMode,
  PublicClientApplication,
  type AccountInfo,
  type Configuration,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { AuthSettings } from '../config';
import { MEDICAL_HISTORY_PROMPT_DATE_KEY, removeItem, setViewAsClientId } from '../storage';
import { safeReturnPath } from './returnPath';
import { LOGGED_OUT_STATE } from './loggedOut';

/** The ID token scopes: no offline_access, which non-Microsoft providers may refuse or treat differently. */
export const OIDC_DEFAULT_SCOPES = ['openid', 'profile'];

/**
 * The MSAL configuration: OIDC protocol mode, the provider's host as a known authority, redirect and
 * post-logout URIs at the portal's root (as registered with the provider), cache in localStorage.
 */
export function msalConfiguration(settings: AuthSettings, origin: string): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      knownAuthorities: settings.knownAuthorities,
      redirectUri: `${origin}/`,
      postLogoutRedirectUri: `${origin}/`,
      OIDCOptions: { defaultScopes: OIDC_DEFAULT_SCOPES },
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: { protocolMode: ProtocolMode.OIDC },
  };
}

/** The browser's MSAL instance for `settings`. */
export function createMsalInstance(settings: AuthSettings, origin = window.location.origin) {
  return new PublicClientApplication(msalConfiguration(settings, origin));
}

/** Options of {@link AuthService.getToken}. */
export interface GetTokenOptions {
  /** Skip the token cache and renew with the refresh token. */
  forceRefresh?: boolean;
}

/** Options of {@link AuthService.signIn}. */
export interface SignInOptions {
  /** Prefills the provider's email field. */
  loginHint?: string;
}

/** Sign-in, tokens and sign-out over MSAL (seed 001 section 8, "Sign-in service"). */
export interface AuthService {
  /** The signed-in account: MSAL's active one, else the first it knows. */
  account: () => AccountInfo | null;
  /** The API access token, or '' when there is none or renewal fails: it never throws. */
  getToken: (options?: GetTokenOptions) => Promise<string>;
  /** Redirects to the provider; `returnPath` comes back in `state`. */
  signIn: (returnPath: string, options?: SignInOptions) => Promise<void>;
  /** Forgets the medical-history prompt date and the acting-for id, then signs out at the provider. */
  signOut: () => Promise<void>;
}

/** The sign-in service for `instance`, asking for `scopes` and returning to `origin`. */
export function createAuthService(
  instance: IPublicClientApplication,
  scopes: readonly string[],
  origin: string,
): AuthService {
  const account = () => instance.getActiveAccount() ?? instance.getAllAccounts()[0] ?? null;
  return {
    account,
    async getToken({ forceRefresh = false } = {}) {
      try {
        const current = account();
        if (current === null) return '';
        const result = await instance.acquireTokenSilent({
          scopes: [...scopes],
          account: current,
          forceRefresh,
        });
        return result.accessToken;
      } catch {
        return '';
      }
    },
    async signIn(returnPath, { loginHint } = {}) {
      await instance.loginRedirect({
        scopes: [...scopes],
        state: safeReturnPath(returnPath) ?? '/',
        ...(loginHint === undefined || loginHint === '' ? {} : { loginHint }),
      });
    },
    async signOut() {
      removeItem(MEDICAL_HISTORY_PROMPT_DATE_KEY);
      setViewAsClientId(null);
      const signedIn = account();
      await instance.logoutRedirect({
        account: signedIn ?? undefined,
        // Names the portal to the provider (OIDC RP-initiated logout), which then signs out without asking again.
        ...(signedIn?.idToken === undefined ? {} : { idTokenHint: signedIn.idToken }),
        postLogoutRedirectUri: `${origin}/`,
        // The provider returns it on the way back: the home page then says 'You have logged out'.
        state: LOGGED_OUT_STATE,
      });
    },
  };
}
