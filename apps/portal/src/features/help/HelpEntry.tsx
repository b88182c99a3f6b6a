import type { HelpEntry as Entry, HelpTopic } from '@careportal/domain';
import { Link, useLocale } from '@careportal/ui';
import { useId } from 'react';
import { HelpAnswer } from './HelpAnswer';
import { publicPageLayout as layout } from './layout';
import { entryPath, topicPath } from './paths';
import { StillNeedHelp } from './StillNeedHelp';
import { useHelpText } from './useHelpText';

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
    <div className={layout.page}>
      <Link href={topicPath(topic)} variant="standalone">
        {format(text.backToTopic, { topic: topic.title })}
      </Link>
      <article className={layout.stack}>
        <p className={layout.muted}>{topic.title}</p>
        <h1 className={layout.title}>{entry.question}</h1>
        <HelpAnswer entry={entry} />
      </article>
      {others.length > 0 ? (
        <section aria-labelledby={othersId} className={layout.stack}>
          <h2 id={othersId} className={layout.subtitle}>
            {topic.title}
          </h2>
          <ul className={layout.list}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link href={entryPath(topic, other)} variant="standalone">
                  {other.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StillNeedHelp />
    </div>
  );
}
