import { Children, type ReactNode } from 'react';
import * as styles from './CardGrid.css';

/** Props of {@link CardGrid}. */
export interface CardGridProps {
  /** The cards, one per cell. */
  children: ReactNode;
  /** Names the list for screen readers when the heading above does not. */
  'aria-label'?: string;
  /** The id of the heading that names the list. */
  'aria-labelledby'?: string;
}

/**
 * Cards side by side as a list: one column on a phone, from 768px as many as fit. A screen reader hears how many
 * there are; each card keeps its own heading.
 */
export function CardGrid({ children, ...labelling }: CardGridProps) {
  return (
    // Safari drops list semantics when list-style is none; the role keeps them.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={styles.grid} {...labelling}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
