import type { ReactNode } from 'react';
import type { PortalRoute } from '../routes';
import { PageFrame } from './PageFrame';

/** Props of {@link RoutePage}. */
export interface RoutePageProps {
  route: PortalRoute;
  children: ReactNode;
}

/** A route's page, titled and framed as its table entry says. */
export function RoutePage({ route, children }: RoutePageProps) {
  return (
    <PageFrame title={route.title} frame={route.frame}>
      {children}
    </PageFrame>
  );
}
