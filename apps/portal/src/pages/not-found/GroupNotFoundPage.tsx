import { NotFoundPage } from '@careportal/ui';
import { config } from '../../config';

/** The not-found page of a group (/page-not-found, /denticare/page-not-found, …). */
export function GroupNotFoundPage() {
  return <NotFoundPage websiteUrl={config.websiteUrl} />;
}
