import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

/** Column counts a detail list takes. */
export const DETAIL_LIST_COLUMNS = [1, 2] as const;
/** One of {@link DETAIL_LIST_COLUMNS}. */
export type DetailListColumns = (typeof DETAIL_LIST_COLUMNS)[number];

/** Where a detail's label sits: above its value, or beside it (as React Spectrum's `labelPosition`). */
export const DETAIL_LIST_LABEL_POSITIONS = ['top', 'side'] as const;
/** One of {@link DETAIL_LIST_LABEL_POSITIONS}. */
export type DetailListLabelPosition = (typeof DETAIL_LIST_LABEL_POSITIONS)[number];

/** One detail: what it is and what it says. */
export interface DetailListItem {
  /** What the detail is, such as 'Mobile number'. */
  label: string;
  /** The detail itself; text, or text with a link or a message after it. */
  value: ReactNode;
  /** A stable key when two details share a label; default the label. */
  id?: string;
}

/** Props of {@link DetailList}. */
export interface DetailListProps {
  /** The details, in reading order. An empty list renders nothing. */
  items: readonly DetailListItem[];
  /** Default 1. With 2, the details sit in two columns from the desktop breakpoint, one on a phone. */
  columns?: DetailListColumns;
  /**
   * Default `top`. With `side` each label sits beside its value, the labels in a column as wide as the widest: a
   * short summary read at a glance, half as tall on a phone (a booking above the page that changes it).
   */
  labelPosition?: DetailListLabelPosition;
}

/**
 * Details read back to a person, such as a next-of-kin's numbers or a profile's review: a description list
 * with each label, muted and smaller, above its value (or beside it, `labelPosition="side"`). Renders nothing for an empty list, so the caller says
 * what is missing (see `EmptyState`) rather than showing an empty box.
 */
export function DetailList({ items, columns = 1, labelPosition = 'top' }: DetailListProps) {
  if (items.length === 0) return null;
  const isSide = labelPosition === 'side';
  return (
    <dl className={isSide ? styles.sideList : `${styles.list} ${styles.columns[columns]}`}>
      {items.map(({ label, value, id }) => (
        <div key={id ?? label} className={isSide ? styles.sideItem : styles.item}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
