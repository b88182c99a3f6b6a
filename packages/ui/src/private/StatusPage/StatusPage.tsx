import type { ReactNode } from 'react';
import { Icon, type IconGlyph } from '../../components/Icon';
import { useFocusOnMount } from '../useFocusOnMount';
import * as styles from './StatusPage.css';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  /** The glyph above the title, such as `ErrorIcon`; decorative, the title says what happened. */
  icon: IconGlyph;
  title: ReactNode;
  /** The explanation under the title. */
  body?: ReactNode;
  /** The way on: a button or a button-styled link. */
  actions: ReactNode;
  /** Move focus to the title when the page mounts, so screen readers announce it. */
  focusOnMount: boolean;
}

/**
 * A full page that says what went wrong, such as an error or a page not found: an icon, an h1 that takes
 * focus on mount (so screen readers hear it), the explanation and the way on.
 */
export function StatusPage({ icon, title, body, actions, focusOnMount }: StatusPageProps) {
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <div className={styles.page}>
      <span className={styles.icon}>
        <Icon icon={icon} size="fill" />
      </span>
      <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {body ? <p className={styles.body}>{body}</p> : null}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
