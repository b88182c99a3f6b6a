import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The icon on a soft disc, then the words, centred on each other. */
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const disc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  // A step deeper than the accent surface, so the disc shows on the page's background too.
  background: vars.palette.teal[100],
  color: vars.color.primary,
});

export const text = style({ minWidth: 0 });
