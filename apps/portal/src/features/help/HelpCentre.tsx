import { HELP_TOPICS } from '@careportal/domain';
import { Link, Stack, useLocale } from '@careportal/ui';
import { useId } from 'react';
import { HelpSearch } from './HelpSearch';
import { publicPageLayout as layout } from './layout';
import { topicPath } from './paths';
import { StillNeedHelp } from './StillNeedHelp';
import { useHelpText } from './useHelpText';
import { textStyles } from '../../shell/textStyles';
import { PublicPageIntro } from '../../shell/PublicPageIntro';

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
    <Stack space="lg">
      <PublicPageIntro title={title} intro={text.intro} />
      <HelpSearch />
      <Stack aria-labelledby={topicsId} as="section" space="sm">
        <h2 id={topicsId} className={textStyles.subtitle}>
          {text.topicsTitle}
        </h2>
        <Stack as="ul" space="md" className={layout.list}>
          {HELP_TOPICS.map((topic) => (
            <Stack key={topic.slug} as="li" space="sm">
              <Link href={topicPath(topic)} variant="standalone">
                {topic.title}
              </Link>
              <span className={textStyles.flush}>{topic.summary}</span>
              <span className={textStyles.mutedFlush}>
                {format(text.topicCount, { count: topic.entries.length })}
              </span>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <StillNeedHelp />
    </Stack>
  );
}
