import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontStyle: 'normal',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const line = style({
  margin: 0,
});

export const sameAsBilling = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});
