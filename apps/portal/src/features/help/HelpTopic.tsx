import type { HelpTopic as Topic } from '@careportal/domain';
import { Link } from '@careportal/ui';
import { HelpAnswer } from './HelpAnswer';
import { publicPageLayout as layout } from './layout';
import { HELP_PATH, entryPath } from './paths';
import { StillNeedHelp } from './StillNeedHelp';
import { useHelpText } from './useHelpText';

/** /faq/{topic}: every question of the topic with its answer, and the way back to the help centre. */
export function HelpTopic({ topic }: { topic: Topic }) {
  const text = useHelpText();
  return (
    <div className={layout.page}>
      <Link href={HELP_PATH} variant="standalone">
        {text.backToHelp}
      </Link>
      <div className={layout.stack}>
        <h1 className={layout.title}>{topic.title}</h1>
        <p className={layout.text}>{topic.summary}</p>
      </div>
      {topic.entries.map((entry) => (
        <section key={entry.slug} aria-label={entry.question} className={layout.stack}>
          <h2 className={layout.subtitle}>
            <Link href={entryPath(topic, entry)}>{entry.question}</Link>
          </h2>
          <HelpAnswer entry={entry} />
        </section>
      ))}
      <StillNeedHelp />
    </div>
  );
}
