import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** ID type and number side by side where there is room, stacked on a narrow screen. */
export const parts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    },
  },
});

export const masked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const maskedLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
});

export const maskedValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  letterSpacing: vars.font.letterSpacingWide,
});

export const linkAction = style({
  marginInlineStart: vars.space.xxs,
});
