import type { HelpEntry } from '@careportal/domain';
import { publicPageLayout as layout } from './layout';

/** An entry's answer, a paragraph each. */
export function HelpAnswer({ entry }: { entry: HelpEntry }) {
  return (
    <div className={layout.stack}>
      {entry.answer.map((paragraph) => (
        <p key={paragraph} className={layout.text}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}
