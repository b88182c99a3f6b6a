import { HELP_TOPICS } from '@careportal/domain';
import { Link, useLocale } from '@careportal/ui';
import { useId } from 'react';
import { HelpSearch } from './HelpSearch';
import { publicPageLayout as layout } from './layout';
import { topicPath } from './paths';
import { StillNeedHelp } from './StillNeedHelp';
import { useHelpText } from './useHelpText';

/** Props of {@link HelpCentre}. */
export interface HelpCentreProps {
  /** The route's title, the page's h1. */
  title: string;
}

/** /faq: the search, the topics (domain `HELP_TOPICS`, each with its number of questions) and whom to ask. */
export function HelpCentre({ title }: HelpCentreProps) {
  const text = useHelpText();
  const { format } = useLocale();
  const topicsId = useId();
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.text}>{text.intro}</p>
      </div>
      <HelpSearch />
      <section aria-labelledby={topicsId} className={layout.stack}>
        <h2 id={topicsId} className={layout.subtitle}>
          {text.topicsTitle}
        </h2>
        <ul className={layout.list}>
          {HELP_TOPICS.map((topic) => (
            <li key={topic.slug} className={layout.stack}>
              <Link href={topicPath(topic)} variant="standalone">
                {topic.title}
              </Link>
              <span className={layout.text}>{topic.summary}</span>
              <span className={layout.muted}>{format(text.topicCount, { count: topic.entries.length })}</span>
            </li>
          ))}
        </ul>
      </section>
      <StillNeedHelp />
    </div>
  );
}
