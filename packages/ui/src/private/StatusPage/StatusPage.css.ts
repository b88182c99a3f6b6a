import { style } from '@vanilla-extract/css';
import { strokeWidthVar } from '../../components/Icon/Icon.css';
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
  vars: {
    // Twice the large icon size: three quarters of the theme's weight keeps the line as calm as a small icon's.
    [strokeWidthVar]: `calc(${vars.size.iconStroke} * 0.75)`,
  },
  display: 'flex',
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
