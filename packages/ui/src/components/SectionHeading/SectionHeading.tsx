import type { ReactNode } from 'react';
import { Icon, type IconGlyph } from '../Icon';
import * as styles from './SectionHeading.css';

/** Heading levels a section heading takes. */
export const SECTION_HEADING_LEVELS = [2, 3] as const;
/** One of {@link SECTION_HEADING_LEVELS}. */
export type SectionHeadingLevel = (typeof SECTION_HEADING_LEVELS)[number];

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** The words of the heading. */
  children: ReactNode;
  /** A glyph that says what the section is about at a glance (`UsersIcon`, `MapPinIcon`); decorative. */
  icon?: IconGlyph;
  /** Default 2. */
  level?: SectionHeadingLevel;
  /** For `aria-labelledby` on the section. */
  id?: string;
}

/**
 * A section's heading, with an icon that helps a reader scan a long page: the icon is decorative (the words say
 * it), so a screen reader hears the heading alone.
 */
export function SectionHeading({ children, icon, level = 2, id }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={styles.heading}>
      {icon ? (
        <span className={styles.disc}>
          <Icon icon={icon} size="medium" />
        </span>
      ) : null}
      <span className={styles.text}>{children}</span>
    </Heading>
  );
}
