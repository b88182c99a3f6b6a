import type { IPublicClientApplication } from '@azure/msal-browser';
import type { Cart } from '@careportal/domain';
import { ThemeProvider, ToastProvider } from '@careportal/ui';
import { useCallback, useMemo, type ReactNode } from 'react';
import { ApiProvider } from './api/ApiProvider';
import { createAuthService } from './auth/msal';
import { FixedSessionProvider, SessionProvider, type Session } from './auth/session';
import { config } from './config';
import { browserNavigation, type Navigation } from './navigation';
import { AppConfigProvider } from './shell/appConfig';
import { CartProvider } from './shell/cart';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** The MSAL instance that signs people in. Without one (and without `session`) nobody is signed in. */
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
  children: ReactNode;
}

function browserFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return globalThis.fetch(input, init);
}

/** Theme, messages, the API client, remote configuration, cart and session around the router. */
export function AppProviders({
  msal,
  session,
  navigation = browserNavigation,
  fetch = browserFetch,
  savedCart = null,
  apiUrl = config.apiUrl,
  children,
}: AppProvidersProps) {
  const auth = useMemo(
    () =>
      msal === undefined ? null : createAuthService(msal, config.auth.apiScopes, window.location.origin),
    [msal],
  );
  const getToken = useCallback(() => (auth === null ? Promise.resolve('') : auth.getToken()), [auth]);
  const signOut = useCallback(() => {
    if (session !== undefined) session.signOut();
    else auth?.signOut().catch(() => undefined);
  }, [auth, session]);

  return (
    <ThemeProvider isPage>
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
          <AppConfigProvider>
            <CartProvider initialCart={savedCart}>
              {session === undefined && msal !== undefined && auth !== null ? (
                <SessionProvider instance={msal} auth={auth} navigate={navigation.navigate}>
                  {children}
                </SessionProvider>
              ) : (
                <FixedSessionProvider value={session}>{children}</FixedSessionProvider>
              )}
            </CartProvider>
          </AppConfigProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
