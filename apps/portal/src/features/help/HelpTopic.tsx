import type { HelpTopic as Topic } from '@careportal/domain';
import { Link, Stack } from '@careportal/ui';
import { HelpAnswer } from './HelpAnswer';
import { HELP_PATH, entryPath } from './paths';
import { StillNeedHelp } from './StillNeedHelp';
import { useHelpText } from './useHelpText';
import { textStyles } from '../../shell/textStyles';
import { PublicPageIntro } from '../../shell/PublicPageIntro';

/** /faq/{topic}: every question of the topic with its answer, and the way back to the help centre. */
export function HelpTopic({ topic }: { topic: Topic }) {
  const text = useHelpText();
  return (
    <Stack space="lg">
      <Link href={HELP_PATH} variant="standalone">
        {text.backToHelp}
      </Link>
      <PublicPageIntro title={topic.title} intro={topic.summary} />
      {topic.entries.map((entry) => (
        <Stack key={entry.slug} aria-label={entry.question} as="section" space="sm">
          <h2 className={textStyles.subtitle}>
            <Link href={entryPath(topic, entry)}>{entry.question}</Link>
          </h2>
          <HelpAnswer entry={entry} />
        </Stack>
      ))}
      <StillNeedHelp />
    </Stack>
  );
}
