import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginRoute } from './auth/LoginRoute';
import { lazyPage } from './pageModules';
import { ComingSoonPage } from './pages/coming-soon';
import { GroupErrorPage, RootErrorPage } from './pages/group-error';
import { HomePage } from './pages/home';
import { GroupNotFoundPage } from './pages/not-found';
import { SomethingWentWrongPage } from './pages/something-went-wrong';
import {
  DENTICARE_NOT_FOUND_PATH,
  NOT_FOUND_PATH,
  ROUTE_GROUPS,
  ROUTES,
  type PortalRoute,
  type RouteHandle,
} from './routeTable';
import { AppRoot } from './shell/AppRoot';
import { RoutePage } from './shell/RoutePage';
import { useTitle } from './shell/portalText';

export * from './routeTable';

/** Options of {@link buildRoutes}; tests use them, the app does not. */
export interface BuildRoutesOptions {
  /** The content of each page. Default: what its kind shows. */
  renderPage?: (route: PortalRoute) => ReactNode;
  /** What Retry does on an error screen. Default: reload the page. */
  reload?: () => void;
}

/** A page given its title in the language shown. */
function Titled({ title, render }: { title: string; render: (title: string) => ReactNode }) {
  return render(useTitle(title));
}

/**
 * What a route shows: the shell's own pages and the home page at once, the others from their chunk (see
 * pageModules).
 */
function defaultPage(route: PortalRoute): ReactNode {
  switch (route.kind) {
    case 'coming-soon':
      return <Titled title={route.title} render={(title) => <ComingSoonPage title={title} />} />;
    case 'not-found':
      return <GroupNotFoundPage />;
    case 'something-went-wrong':
      return <SomethingWentWrongPage />;
    case 'home':
      return <Titled title={route.title} render={(title) => <HomePage title={title} />} />;
    case 'login':
      return null;
    default: {
      // Every other kind is a page of its own that loads on demand (pageModules); a kind that is neither does
      // not compile here.
      const Page = lazyPage(route.kind);
      return <Titled title={route.title} render={(title) => <Page title={title} />} />;
    }
  }
}

function reloadPage() {
  window.location.reload();
}

function routeObject(route: PortalRoute, renderPage: (route: PortalRoute) => ReactNode): RouteObject {
  const handle: RouteHandle = { route };
  return {
    id: route.name,
    path: route.path,
    handle,
    // Sign-up and sign-in links land here with email, success and message.
    element:
      route.kind === 'login' ? <LoginRoute /> : <RoutePage route={route}>{renderPage(route)}</RoutePage>,
  };
}

/** The router's route objects: the table grouped, each group with its error element and fallbacks. */
export function buildRoutes({
  renderPage = defaultPage,
  reload = reloadPage,
}: BuildRoutesOptions = {}): RouteObject[] {
  const groups: RouteObject[] = ROUTE_GROUPS.map((name) => {
    const children = ROUTES.filter((route) => route.group === name).map((route) =>
      routeObject(route, renderPage),
    );
    if (name === 'main') children.push({ path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> });
    if (name === 'denticare') {
      children.push({ path: '/denticare/*', element: <Navigate to={DENTICARE_NOT_FOUND_PATH} replace /> });
    }
    return { id: `group-${name}`, errorElement: <GroupErrorPage reload={reload} />, children };
  });
  return [
    { id: 'root', element: <AppRoot />, errorElement: <RootErrorPage reload={reload} />, children: groups },
  ];
}
