import { HotlineList, Link, Stack } from '@careportal/ui';
import { useId } from 'react';
import { config } from '../../config';
import { useHelpText } from './useHelpText';
import { useHotlines } from './useHotlines';
import { textStyles } from '../../shell/textStyles';

/** Whom to ask when the answers do not help (by email, or on a hotline), and the way to leave feedback. */
export function StillNeedHelp() {
  const text = useHelpText();
  const hotlines = useHotlines();
  const id = useId();
  return (
    <Stack aria-labelledby={id} as="section" space="sm">
      <h2 id={id} className={textStyles.subtitle}>
        {text.stillNeedHelp}
      </h2>
      <p className={textStyles.flush}>
        {text.contactUs} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
      </p>
      <HotlineList hotlines={hotlines} />
      <Link href="/feedback" variant="standalone">
        {text.feedbackLink}
      </Link>
    </Stack>
  );
}
