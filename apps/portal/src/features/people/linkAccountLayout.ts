import { sprinkles } from '@careportal/ui';
import { textStyles } from '../../shell/textStyles';

/** A notice's first line on the link-account screen, in bold; the notice's `Stack` spaces it. */
const noticeLead = `${textStyles.flush} ${textStyles.strong}`;

/** The link-account screen's own text styles (its layout is `Stack` and `Inline`). */
export const layout = {
  noticeLead,
  /** What went wrong, in the error colour. */
  noticeError: `${noticeLead} ${sprinkles({ color: 'error' })}`,
} as const;
