import { ToastProvider } from '@careportal/ui';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, createMemoryRouter, useLocation, useNavigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApiProvider } from '../data/ApiProvider';
import { config } from '../config';
import { FAKE_API_URL } from '../test/fakeEnvelope';
import { AppConfigProvider } from '../shell/appConfig';
import { useAppHref } from '../shell/routerHref';

/** As the app's root does: the ui package's links navigate through the router. */
function LinksThroughRouter() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider
      navigate={(path) => {
        void navigate(path);
      }}
      useHref={useAppHref}
    >
      <Outlet />
    </AriaRouterProvider>
  );
}

function fakeToken(): Promise<string> {
  return Promise.resolve('fake-access-token');
}
function nothing(): void {
  // Stories and tests stay on the page.
}

/** Where a page went: the path and query, shown as the heading. */
function Elsewhere() {
  const location = useLocation();
  return <h1>{`${location.pathname}${location.search}`}</h1>;
}

/** Props of {@link PageScreen}. */
export interface PageScreenProps {
  /** The API's fetch: an in-memory fake. */
  fetch: typeof fetch;
  /** The pages shown; any other path shows itself as a heading, so a story or test sees where a page went. */
  routes: RouteObject[];
  /** The address opened, or a location with router state. */
  path: string | { pathname: string; search?: string; state?: unknown };
  /** Follow the API client's redirects (the Denticare error page) in the memory router. Default: stay. */
  followRedirects?: boolean;
}

/**
 * Pages as the portal renders them, without the frame: the API client with a token, SWR, toasts, the remote
 * configuration and a data router, over an in-memory API.
 */
export function PageScreen({ fetch, routes, path, followRedirects = false }: PageScreenProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [{ element: <LinksThroughRouter />, children: [...routes, { path: '*', element: <Elsewhere /> }] }],
      { initialEntries: [path] },
    ),
  );
  const [go] = useState(() =>
    followRedirects
      ? (to: string) => {
          void router.navigate(to);
        }
      : nothing,
  );
  return (
    <ToastProvider supportEmail={config.supportEmail}>
      <ApiProvider
        baseUrl={FAKE_API_URL}
        fetch={fetch}
        getToken={fakeToken}
        signOut={nothing}
        navigate={go}
        currentPath={() => router.state.location.pathname}
      >
        <AppConfigProvider>
          <RouterProvider router={router} />
        </AppConfigProvider>
      </ApiProvider>
    </ToastProvider>
  );
}
