import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  maxWidth: vars.size.wideContentMaxWidth,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

/** One column on a narrow screen, two where there is room; wide fields span both. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.lg,
    },
  },
});

export const wide = style({
  gridColumn: '1 / -1',
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/* The review: its groups, each a heading and a list. */

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
});

/** A group sits apart from the one above it by a thin rule, so the card reads as four short lists. */
export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  selectors: {
    '& + &': {
      paddingTop: vars.space.md,
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.primary,
});

export const error = style({
  display: 'block',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.error,
  color: vars.color.error,
});
