import { helpEntry, helpTopic } from '@careportal/domain';
import { Navigate, useParams } from 'react-router';
import { HelpCentre } from '../../features/help/HelpCentre';
import { HelpEntry } from '../../features/help/HelpEntry';
import { HelpTopic } from '../../features/help/HelpTopic';
import type { PageProps } from '../../shell/pageProps';
import { NOT_FOUND_PATH } from '../../routeTable';

/**
 * The help centre (/faq, /faq/{topic}, /faq/{topic}/{entry}): domain `HELP_TOPICS`, all of it, with search. An
 * unknown topic or entry goes to the page-not-found route.
 */
export function HelpPage({ title }: PageProps) {
  const { category, slug } = useParams();
  if (category === undefined) return <HelpCentre title={title} />;
  if (slug === undefined) {
    const topic = helpTopic(category);
    return topic ? <HelpTopic topic={topic} /> : <Navigate to={NOT_FOUND_PATH} replace />;
  }
  const found = helpEntry(category, slug);
  return found ? <HelpEntry {...found} /> : <Navigate to={NOT_FOUND_PATH} replace />;
}
