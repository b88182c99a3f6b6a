import { Spinner } from '@careportal/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { copy } from '../copy';
import type { PortalRoute } from '../routeTable';
import { PageFrame } from './PageFrame';

/** Props of {@link RoutePage}. */
export interface RoutePageProps {
  route: PortalRoute;
  children: ReactNode;
}

/**
 * A route's page, titled and framed as its table entry says. A page that needs sign-in sends a visitor to
 * sign in, and brings them back to it afterwards.
 */
export function RoutePage({ route, children }: RoutePageProps) {
  const session = useSession();
  const location = useLocation();
  const needsSignIn = route.requiresAuth && session.status !== 'signed-in';
  const { status, signIn } = session;
  const returnPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (route.requiresAuth && status === 'signed-out') signIn(returnPath);
  }, [route.requiresAuth, status, signIn, returnPath]);

  return (
    <PageFrame title={route.title} frame={route.frame}>
      {needsSignIn ? (
        <Spinner
          showLabel
          size="large"
          label={status === 'starting' ? copy.checkingSignIn : copy.takingYouToSignIn}
        />
      ) : (
        children
      )}
    </PageFrame>
  );
}
