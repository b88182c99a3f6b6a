import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Wide enough for 'dd/MM/yyyy' at any text size, without stretching across a wide form. */
export const input = style({
  maxWidth: `calc(${vars.size.touchTarget} * 5)`,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacingWide,
});

export const hint = style({
  display: 'block',
});
