import type { ReactNode } from 'react';
import { Icon, type IconGlyph } from '../Icon';
import * as styles from './Card.css';

/** Inner spacing of a card. */
export const CARD_PADDINGS = ['none', 'small', 'medium', 'large'] as const;
/** One of {@link CARD_PADDINGS}. */
export type CardPadding = (typeof CARD_PADDINGS)[number];

/** Card backgrounds: the surface, or a muted one to set a card apart. */
export const CARD_TONES = ['default', 'muted'] as const;
/** One of {@link CARD_TONES}. */
export type CardTone = (typeof CARD_TONES)[number];

/** Heading levels a card title may take, to fit the page's outline. */
export const CARD_HEADING_LEVELS = [2, 3, 4] as const;
/** One of {@link CARD_HEADING_LEVELS}. */
export type CardHeadingLevel = (typeof CARD_HEADING_LEVELS)[number];

/** Props of {@link Card}. */
export interface CardProps {
  children: ReactNode;
  title?: ReactNode;
  /** A glyph before the title that says what the card holds at a glance; decorative (the title says it). */
  icon?: IconGlyph;
  /** Default 2. */
  headingLevel?: CardHeadingLevel;
  /** Buttons or links for the card, such as Edit and Delete. */
  actions?: ReactNode;
  /** Where the actions sit: beside the title (default) or under the content. */
  actionsPlacement?: 'header' | 'footer';
  padding?: CardPadding;
  tone?: CardTone;
  id?: string;
}

/** A plain surface for a group of content, with an optional heading and an action area. */
export function Card({
  children,
  title,
  icon,
  headingLevel = 2,
  actions,
  actionsPlacement = 'header',
  padding = 'medium',
  tone = 'default',
  id,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const actionArea = actions ? <div className={styles.actions}>{actions}</div> : null;
  const hasHeader = Boolean(title) || (actionArea !== null && actionsPlacement === 'header');
  return (
    <div id={id} className={styles.card({ padding, tone })}>
      {hasHeader ? (
        <div className={styles.header}>
          {title ? (
            <Heading className={styles.title}>
              {icon ? (
                <span className={styles.titleIcon}>
                  <Icon icon={icon} size="small" />
                </span>
              ) : null}
              {title}
            </Heading>
          ) : null}
          {actionsPlacement === 'header' ? actionArea : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {actionsPlacement === 'footer' ? actionArea : null}
    </div>
  );
}
