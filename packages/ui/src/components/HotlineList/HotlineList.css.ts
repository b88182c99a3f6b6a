import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const name = style({
  fontWeight: vars.font.weightBold,
});

export const detail = style({
  overflowWrap: 'anywhere',
});
