import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** One column on a phone; from 768px as many columns as fit, each at least five touch targets wide. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.touchTarget} * 5), 1fr))`,
    },
  },
});

/** Each cell stretches its card to the row's height, so a row of cards lines up. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The card fills its cell. */
globalStyle(`${item} > *`, { flex: '1 1 auto' });
