import { ErrorPage } from '@careportal/ui';

/** The generic error page of a group (/denticare/something-went-wrong, …): advice and 'Refresh this page'. */
export function SomethingWentWrongPage() {
  return <ErrorPage variant="refresh" />;
}
