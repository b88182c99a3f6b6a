import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The drawing keeps its height and shape; in a column narrower than its width (a phone in senior mode) it shrinks. */
export const svg = style({
  display: 'block',
  flexShrink: 0,
  width: 'auto',
  maxWidth: '100%',
});

/** Heights: the mark beside a heading or in a menu (small), in the logo bar (medium), on a page of its own (large). */
export const height = styleVariants({
  small: { height: vars.size.iconMd },
  medium: { height: vars.size.iconLg },
  large: { height: vars.size.avatar },
});

export const square = style({ fill: vars.color.primary });

export const ring = style({ stroke: vars.color.primaryText });

export const heart = style({ fill: vars.color.primaryText });

export const care = style({ stroke: vars.color.primary });

export const portal = style({ stroke: vars.color.text });

export const wordmark = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
});

export const provider = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.textMuted,
});
