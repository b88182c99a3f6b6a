/**
 * MSAL loaded on demand. The sign-in library is a large part of the portal's code, and a visitor who has never
 * signed in does not need it to read a public page; it loads when the visitor may be signed in, asks to sign
 * in, or opens a page that needs it (see LazySessionProvider).
 */
import type { IPublicClientApplication } from '@azure/msal-browser';
import type { ComponentType } from 'react';
import type { AuthService, GetTokenOptions } from './msal';
import type { Session } from './sessionTypes';

/** Props of the loaded module's `SessionBridge`. */
export interface SessionBridgeProps {
  instance: IPublicClientApplication;
  auth: AuthService;
  /** In-app navigation, to reach the return path after the redirect. */
  navigate: (to: string) => void;
  /** Receives the session each time it changes. */
  onSession: (session: Session) => void;
}

/** What loading the sign-in gives: the MSAL instance, the sign-in service over it, and the session it drives. */
export interface LoadedSignIn {
  instance: IPublicClientApplication;
  auth: AuthService;
  SessionBridge: ComponentType<SessionBridgeProps>;
}

/** The sign-in, loaded once on first use. */
export interface LazySignIn {
  /** Loads MSAL (once; again after a failure). */
  load: () => Promise<LoadedSignIn>;
  /** The loaded sign-in, or null before it has loaded. */
  loaded: () => LoadedSignIn | null;
  /** The API access token, loading MSAL first if need be; '' when there is none or renewal fails. */
  getToken: (options?: GetTokenOptions) => Promise<string>;
  /** Signs out at the provider; nothing to do when MSAL never loaded, as nobody was signed in. */
  signOut: () => void;
}

/** The sign-in that `importer` loads. */
export function lazySignIn(importer: () => Promise<LoadedSignIn>): LazySignIn {
  let loading: Promise<LoadedSignIn> | null = null;
  let ready: LoadedSignIn | null = null;
  const load = () => {
    loading ??= importer().then(
      (loaded) => {
        ready = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    loaded: () => ready,
    async getToken(options) {
      if (ready !== null) return ready.auth.getToken(options);
      try {
        return await (await load()).auth.getToken(options);
      } catch {
        return '';
      }
    },
    signOut() {
      ready?.auth.signOut().catch(() => undefined);
    },
  };
}
