import { messages } from '@careportal/domain';
import type { ReactNode } from 'react';
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
}

/** What a list or search shows when it has nothing, with an optional next step. */
export function EmptyState({
  title,
  children = messages.generic.noResults,
  action,
  headingLevel,
}: EmptyStateProps) {
  const TitleTag = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.emptyState}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 13l2.5-7.5A2 2 0 0 1 7.4 4h9.2a2 2 0 0 1 1.9 1.5L21 13" />
        <path d="M3 13v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5h-5l-1.5 2h-5L8 13H3z" />
      </svg>
      {title ? <TitleTag className={styles.title}>{title}</TitleTag> : null}
      <div className={styles.text}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
