import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const text = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
