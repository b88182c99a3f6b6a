import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
});

/** Two columns only where there is room: a phone always reads one pair under the other. */
export const columns = styleVariants({
  1: {},
  2: {
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: vars.space.lg,
      },
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/**
 * Labels beside their values: one grid, so every label shares the widest label's column (at most 40% of the
 * width; a longer one wraps) and the values line up.
 */
export const sideList = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const sideItem = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'baseline',
  minWidth: 0,
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
});

export const definition = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
