import { PageLoading } from '@careportal/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isLikelyCustomer, useSession } from '../auth/session';
import { usePortalText } from './portalText';
import { preloadPage } from '../pageModules';
import type { PortalRoute } from '../routeTable';
import { PageFrame } from './PageFrame';

/** Props of {@link RoutePage}. */
export interface RoutePageProps {
  route: PortalRoute;
  children: ReactNode;
}

/**
 * A route's page, titled and framed as its table entry says. A page that needs sign-in sends a visitor to
 * sign in, and brings them back to it afterwards; while the sign-in is checked, its code already downloads.
 * A page whose code is still on its way shows the calm loading state inside the frame.
 */
export function RoutePage({ route, children }: RoutePageProps) {
  const session = useSession();
  const text = usePortalText();
  const location = useLocation();
  // Someone MSAL keeps an account for sees the page at once; its calls wait for the token.
  const needsSignIn =
    route.requiresAuth &&
    session.status !== 'signed-in' &&
    !(session.status === 'starting' && session.isLikelySignedIn === true);
  const { status, signIn } = session;
  const returnPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!route.requiresAuth) return;
    if (status === 'signed-out') signIn(returnPath);
    else if (status === 'starting') preloadPage(route.kind);
  }, [route.requiresAuth, route.kind, status, signIn, returnPath]);

  const isCustomer = isLikelyCustomer(session);

  return (
    <PageFrame
      title={isCustomer ? (route.signedInTitle ?? route.title) : route.title}
      frame={route.frame}
      publicWidth={route.publicWidth}
      hasContentCard={isCustomer ? (route.signedInContentCard ?? true) : true}
    >
      {needsSignIn ? (
        <PageLoading label={status === 'starting' ? text.checkingSignIn : text.takingYouToSignIn} />
      ) : (
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      )}
    </PageFrame>
  );
}
