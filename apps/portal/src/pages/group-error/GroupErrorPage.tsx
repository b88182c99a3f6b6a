import { messages } from '@careportal/domain';
import { ErrorPage } from '@careportal/ui';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../routeTable';
import { PageFrame } from '../../shell/PageFrame';

/** Props of {@link GroupErrorPage} and {@link RootErrorPage}. */
export interface ErrorElementProps {
  /** What Retry does: reload the page. */
  reload: () => void;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** A group's error element: 'We're sorry, Something went wrong. Please try again!' with Retry, in the page's frame. */
export function GroupErrorPage({ reload }: ErrorElementProps) {
  const matches = useMatches();
  const route = matches.map((match) => match.handle).findLast(isRouteHandle)?.route;
  return (
    <PageFrame title={messages.generic.somethingWentWrong} frame={route?.frame ?? 'signed-in'}>
      <ErrorPage variant="retry" onRetry={reload} />
    </PageFrame>
  );
}

/** The last resort, when the frame itself fails: the same error screen without the frame. */
export function RootErrorPage({ reload }: ErrorElementProps) {
  return (
    <main id="main-content">
      <ErrorPage variant="retry" onRetry={reload} />
    </main>
  );
}
