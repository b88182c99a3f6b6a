import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Country code and number side by side; the code keeps to its content's width. */
export const parts = style({
  display: 'grid',
  gridTemplateColumns: `minmax(calc(${vars.size.touchTarget} * 2.5), auto) minmax(0, 1fr)`,
  gap: vars.space.xs,
  alignItems: 'start',
});

export const number = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
