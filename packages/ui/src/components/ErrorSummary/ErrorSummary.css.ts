import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** An error box as GOV.UK and SGDS draw it: a thick edge in the error colour, so it never rests on colour alone. */
export const summary = style({
  padding: vars.space.md,
  border: `4px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  scrollMarginBlockStart: vars.space.lg,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const list = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.font.lineHeight,
});

export const link = style({
  color: vars.color.error,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underlineOffset,
  borderRadius: vars.radius.sm,
  overflowWrap: 'break-word',
  selectors: {
    '&:hover': { textDecorationThickness: vars.font.underlineThicknessHover },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetText,
    },
  },
});
