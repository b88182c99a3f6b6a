import type { IPublicClientApplication } from '@azure/msal-browser';
import type { Cart } from '@careportal/domain';
import type { DisplayMode } from '@careportal/domain';
import { ToastProvider } from '@careportal/ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { ApiProvider } from './data/ApiProvider';
import { lazySignIn, type LazySignIn } from './auth/lazySignIn';
import type { SignInHint } from './auth/returnPath';
import { FixedSessionProvider, LazySessionProvider, type Session } from './auth/session';
import { config } from './config';
import { browserNavigation, type Navigation } from './navigation';
import { AppConfigProvider } from './shell/appConfig';
import { CartProvider } from './shell/cart';
import { DisplayModeProvider, DisplayModeSync } from './shell/displayMode';
import { LocaleSync, PortalLocaleProvider, type LoadedLocale } from './shell/locale';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** The sign-in, with MSAL loaded on demand (the app). */
  signIn?: LazySignIn;
  /** What the visitor's sign-in is likely to be (see `signInHint`); default 'none', signed out. */
  signInHint?: SignInHint;
  /**
   * A ready MSAL instance (tests and stories), used at once. Without it or `signIn` (and without `session`)
   * nobody is signed in.
   */
  msal?: IPublicClientApplication;
  /** A fixed session instead of MSAL's (tests, stories). */
  session?: Session;
  /** Navigation for the API client and the sign-in return. Default full page loads. */
  navigation?: Navigation;
  /** Default the browser's fetch. */
  fetch?: typeof fetch;
  /** The cart restored at startup. */
  savedCart?: Cart | null;
  /** The API's base URL. Default VITE_API_URL. */
  apiUrl?: string;
  /** Senior mode or not to start in; by default the device's last choice (stories: their theme's). */
  displayMode?: DisplayMode;
  /** The language to start in, already loaded (main.tsx: the device's last choice); English by default. */
  locale?: LoadedLocale;
  children: ReactNode;
}

function browserFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return globalThis.fetch(input, init);
}

/**
 * The sign-in over a given MSAL instance, loaded with the rest of the session code. With a fixed session
 * nothing starts the instance here, so its tokens are asked for at once.
 */
function signInOver(msal: IPublicClientApplication, isStarted: boolean): LazySignIn {
  return lazySignIn(() =>
    import('./auth/msalSession').then((module) =>
      module.signInWith(msal, config.auth.apiScopes, window.location.origin, { isStarted }),
    ),
  );
}

/** Theme (senior mode or not), language, messages, the API client, remote configuration, cart and session around the router. */
export function AppProviders({
  signIn,
  signInHint = 'none',
  msal,
  session,
  navigation = browserNavigation,
  fetch = browserFetch,
  savedCart = null,
  apiUrl = config.apiUrl,
  displayMode,
  locale,
  children,
}: AppProvidersProps) {
  const hasFixedSession = session !== undefined;
  // A visitor with no sign-in to check is on a public page: its first paint comes before anything else.
  const isVisitor = !hasFixedSession && msal === undefined && signInHint === 'none';
  const auth = useMemo(
    () => signIn ?? (msal === undefined ? null : signInOver(msal, hasFixedSession)),
    [signIn, msal, hasFixedSession],
  );
  const getToken = useCallback(() => (auth === null ? Promise.resolve('') : auth.getToken()), [auth]);
  const signOut = useCallback(() => {
    if (session !== undefined) session.signOut();
    else auth?.signOut();
  }, [auth, session]);

  return (
    <DisplayModeProvider initialMode={displayMode}>
      <PortalLocaleProvider {...(locale === undefined ? {} : { initial: locale })}>
        <ToastProvider supportEmail={config.supportEmail}>
          <ApiProvider
            baseUrl={apiUrl}
            fetch={fetch}
            getToken={getToken}
            signOut={signOut}
            navigate={navigation.navigate}
            currentPath={navigation.currentPath}
            supportEmail={config.supportEmail}
          >
            <AppConfigProvider deferUntilLoaded={isVisitor}>
              <CartProvider initialCart={savedCart}>
                {session === undefined && auth !== null ? (
                  <LazySessionProvider
                    signIn={auth}
                    hint={msal !== undefined && signInHint === 'none' ? 'returning' : signInHint}
                    navigate={navigation.navigate}
                  >
                    <DisplayModeSync />
                    <LocaleSync />
                    {children}
                  </LazySessionProvider>
                ) : (
                  <FixedSessionProvider value={session}>
                    <DisplayModeSync />
                    <LocaleSync />
                    {children}
                  </FixedSessionProvider>
                )}
              </CartProvider>
            </AppConfigProvider>
          </ApiProvider>
        </ToastProvider>
      </PortalLocaleProvider>
    </DisplayModeProvider>
  );
}
