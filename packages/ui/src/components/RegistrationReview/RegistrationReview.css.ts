import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
