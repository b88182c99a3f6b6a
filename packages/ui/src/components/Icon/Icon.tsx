import type { ComponentType } from 'react';
import * as styles from './Icon.css';

/**
 * Icon sizes: `inline` follows the surrounding text; `small`, `medium` and `large` are the theme's icon sizes;
 * `fill` fills the box it is placed in, for an icon that a component sizes itself (a photo placeholder, a
 * status page's emblem).
 */
export const ICON_SIZES = ['inline', 'small', 'medium', 'large', 'fill'] as const;
/** One of {@link ICON_SIZES}. */
export type IconSize = (typeof ICON_SIZES)[number];

/** Icon colours: the surrounding text's (default), or one of the theme's. */
export const ICON_TONES = ['current', 'primary', 'muted', 'error', 'success', 'warning', 'info'] as const;
/** One of {@link ICON_TONES}. */
export type IconTone = (typeof ICON_TONES)[number];

/** What {@link Icon} passes to the glyph; every icon this package exports (lucide-react's) takes it. */
export interface IconGlyphProps {
  className?: string;
  role?: 'img';
  'aria-label'?: string;
  'aria-hidden'?: boolean;
}

/** An icon component, such as `HomeIcon` from this package or any lucide-react icon. */
export type IconGlyph = ComponentType<IconGlyphProps>;

/** Props of {@link Icon}. */
export interface IconProps {
  /** The glyph, such as `CalendarIcon`. */
  icon: IconGlyph;
  /** Default `medium`. */
  size?: IconSize;
  /** Default `current`: the colour of the text around it. */
  tone?: IconTone;
  /**
   * What the icon means, for screen readers, when nothing else says it (an icon that stands alone in a
   * sentence or a table cell). Without it the icon is decorative and hidden from screen readers.
   */
  label?: string;
}

/**
 * An icon at the theme's size, colour and line weight (`size.iconStroke`). Decorative by default (hidden from
 * screen readers, since the text beside it says the same); with `label` it is an image with that name. An
 * icon-only button takes its name on the button (`<Button icon={…} aria-label="Menu" />`), not on the icon.
 */
export function Icon({ icon: Glyph, size = 'medium', tone = 'current', label }: IconProps) {
  const className = `${styles.icon} ${styles.size[size]} ${styles.tone[tone]}`;
  return label ? (
    <Glyph className={className} role="img" aria-label={label} />
  ) : (
    <Glyph className={className} aria-hidden />
  );
}
