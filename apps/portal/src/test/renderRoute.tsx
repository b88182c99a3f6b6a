import { samplePath as samplePathOf } from '../routeTable';
import type { IPublicClientApplication } from '@azure/msal-browser';
import type { Cart } from '@careportal/domain';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../App';
import type { LoadedLocale } from '../shell/locale';
import type { LazySignIn } from '../auth/lazySignIn';
import type { SignInHint } from '../auth/returnPath';
import type { Customer, Session } from '../auth/session';
import { routerNavigation } from '../navigation';
import { buildRoutes, type BuildRoutesOptions } from '../routes';

/** A signed-in session for tests, with spies for sign-in and sign-out. */
export function signedInSession(customer: Partial<Customer> = {}): Session {
  return {
    status: 'signed-in',
    customer: { name: 'Tan Mei Ling', categoryName: null, ...customer },
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
}

/** A concrete path for a table path: each `:param` becomes `sample-param`. */
export function samplePath(path: string): string {
  return samplePathOf({ path });
}

/** A fetch that answers every call with a 404 envelope: no API behind the page. */
export const noApiFetch: typeof fetch = () =>
  Promise.resolve(
    Response.json(
      { httpCode: 404, statusCode: 404, message: null, errorCode: 'NOT_FOUND', errorMessage: null },
      {
        status: 404,
      },
    ),
  );

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions extends BuildRoutesOptions {
  session?: Session;
  msal?: IPublicClientApplication;
  /** The sign-in loaded on demand, as the app has it, with what the visit suggests. */
  signIn?: LazySignIn;
  signInHint?: SignInHint;
  fetch?: typeof fetch;
  savedCart?: Cart | null;
  /** The language to start in, loaded (shell/locale loadLocale); English by default. */
  locale?: LoadedLocale;
}

/** Renders the real route table at `path` (an address, or a location with the router's state) in a memory router. */
export function renderRoute(
  path: string | { pathname: string; search?: string; state?: unknown },
  options: RenderRouteOptions = {},
): { router: DataRouter } {
  const {
    session,
    msal,
    signIn,
    signInHint,
    fetch = noApiFetch,
    savedCart,
    locale,
    ...routeOptions
  } = options;
  const router = createMemoryRouter(buildRoutes(routeOptions), { initialEntries: [path] });
  render(
    <AppProviders
      session={session}
      msal={msal}
      signIn={signIn}
      signInHint={signInHint}
      fetch={fetch}
      savedCart={savedCart}
      navigation={routerNavigation(router)}
      {...(locale === undefined ? {} : { locale })}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}
