import type { HelpEntry as Entry, HelpTopic } from '@careportal/domain';
import { Link, Stack, useLocale } from '@careportal/ui';
import { useId } from 'react';
import { HelpAnswer } from './HelpAnswer';
import { publicPageLayout as layout } from './layout';
import { entryPath, topicPath } from './paths';
import { StillNeedHelp } from './StillNeedHelp';
import { useHelpText } from './useHelpText';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link HelpEntry}. */
export interface HelpEntryProps {
  topic: HelpTopic;
  entry: Entry;
}

/** /faq/{topic}/{entry}: one question and its answer, the way back to its topic, and the topic's others. */
export function HelpEntry({ topic, entry }: HelpEntryProps) {
  const text = useHelpText();
  const { format } = useLocale();
  const othersId = useId();
  const others = topic.entries.filter((other) => other.slug !== entry.slug);
  return (
    <Stack space="lg">
      <Link href={topicPath(topic)} variant="standalone">
        {format(text.backToTopic, { topic: topic.title })}
      </Link>
      <Stack as="article" space="sm">
        <p className={textStyles.mutedFlush}>{topic.title}</p>
        <h1 className={textStyles.title}>{entry.question}</h1>
        <HelpAnswer entry={entry} />
      </Stack>
      {others.length > 0 ? (
        <Stack aria-labelledby={othersId} as="section" space="sm">
          <h2 id={othersId} className={textStyles.subtitle}>
            {topic.title}
          </h2>
          <Stack as="ul" space="md" className={layout.list}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link href={entryPath(topic, other)} variant="standalone">
                  {other.question}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <StillNeedHelp />
    </Stack>
  );
}
