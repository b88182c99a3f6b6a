import { ErrorPage, NotFoundPage } from '@careportal/ui';
import { config } from '../config';

/** The not-found page of a group (/page-not-found, /denticare/page-not-found, …). */
export function GroupNotFoundPage() {
  return <NotFoundPage websiteUrl={config.websiteUrl} />;
}

/** The generic error page of a group (/denticare/something-went-wrong, …): advice and 'Refresh this page'. */
export function SomethingWentWrongPage() {
  return <ErrorPage variant="refresh" />;
}
