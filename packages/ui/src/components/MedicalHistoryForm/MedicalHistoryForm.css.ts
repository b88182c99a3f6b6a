import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  maxWidth: vars.size.contentMaxWidth,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const introduction = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.primary,
});

/** A question and the field its 'Yes' opens, kept together. */
export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The field a 'Yes' opens, set in under its question. */
export const followUp = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.sm})`,
  minWidth: 0,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
