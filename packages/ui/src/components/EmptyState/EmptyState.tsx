import type { ReactNode } from 'react';
import { Icon, InboxIcon, type IconGlyph } from '../Icon';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** A short heading-like line above the text. */
  title?: ReactNode;
  /** The explanation. Default the catalogue's 'No results found, Please check again later'. */
  children?: ReactNode;
  /** A next step, such as a button or link. */
  action?: ReactNode;
  /** Render the title as a heading at this level instead of bold text. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The icon above the title, for what is missing, such as `CalendarIcon` for no appointments. Default an
   * empty inbox; `null` shows none. Decorative: the text says what it means.
   */
  icon?: IconGlyph | null;
}

/** What a list or search shows when it has nothing: an icon, a sentence and an optional next step. */
export function EmptyState({ title, children, action, headingLevel, icon = InboxIcon }: EmptyStateProps) {
  const catalogue = useCatalogue();
  const TitleTag = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.emptyState}>
      {icon ? (
        <span className={styles.icon}>
          <Icon icon={icon} size="large" />
        </span>
      ) : null}
      {title ? <TitleTag className={styles.title}>{title}</TitleTag> : null}
      <div className={styles.text}>{children === undefined ? catalogue.generic.noResults : children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
