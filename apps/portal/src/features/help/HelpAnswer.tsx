import { Stack } from '@careportal/ui';
import type { HelpEntry } from '@careportal/domain';
import { textStyles } from '../../shell/textStyles';

/** An entry's answer, a paragraph each. */
export function HelpAnswer({ entry }: { entry: HelpEntry }) {
  return (
    <Stack space="sm">
      {entry.answer.map((paragraph) => (
        <p key={paragraph} className={textStyles.flush}>
          {paragraph}
        </p>
      ))}
    </Stack>
  );
}
