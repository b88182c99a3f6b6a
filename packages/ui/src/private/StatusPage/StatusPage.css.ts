import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A calm, centred message with one action. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.dialogMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const icon = style({
  width: `calc(${vars.size.iconLg} * 2)`,
  height: `calc(${vars.size.iconLg} * 2)`,
  color: vars.color.primary,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  outline: 'none',
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
