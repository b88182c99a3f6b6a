import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../private/visuallyHidden.css';
import { vars } from '../../theme/contract.css';

/**
 * The narrowest column, in the body text's em, in which the provider's name fits in two lines in every language
 * (Tamil's longest word is about 7.5 em): a logo bar's column narrower than this (a phone
 * beside a long Menu, or in senior mode) reads the name out but does not show it.
 */
const ROOM_FOR_PROVIDER = '8em';

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

/** The drawing, and the provider's name under it; a name longer than the drawing wraps under it. */
export const wordmark = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
});

/**
 * The provider's name under the wordmark, wrapped at the drawing's width. In a container narrower than
 * {@link ROOM_FOR_PROVIDER} it is read, not shown: it would stand in a column of broken words (four lines of Tamil
 * on a phone).
 */
export const provider = style({
  // As wide as the drawing, whatever its own length: it adds nothing to the wordmark's width and fills it.
  inlineSize: 0,
  minInlineSize: '100%',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.textMuted,
  '@container': { [`(max-width: ${ROOM_FOR_PROVIDER})`]: { ...visuallyHiddenRules, minInlineSize: 0 } },
});
