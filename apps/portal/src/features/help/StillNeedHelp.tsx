import { Link } from '@careportal/ui';
import { useId } from 'react';
import { config } from '../../config';
import { publicPageLayout as layout } from './layout';
import { useHelpText } from './useHelpText';

/** Whom to ask when the answers do not help, and the way to leave feedback. */
export function StillNeedHelp() {
  const text = useHelpText();
  const id = useId();
  return (
    <section aria-labelledby={id} className={layout.stack}>
      <h2 id={id} className={layout.subtitle}>
        {text.stillNeedHelp}
      </h2>
      <p className={layout.text}>
        {text.contactUs} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
      </p>
      <Link href="/feedback" variant="standalone">
        {text.feedbackLink}
      </Link>
    </section>
  );
}
