import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const loadError = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
