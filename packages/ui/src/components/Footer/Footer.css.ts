import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const footer = style({
  width: '100%',
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.size.wideContentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      paddingInline: vars.space.lg,
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.none,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.font.underlineOffset,
  borderRadius: vars.radius.sm,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, textDecorationThickness: vars.font.underlineThicknessHover },
    '&:active': { color: vars.color.primaryPressed },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetText,
    },
  },
});

export const externalIcon = style({
  display: 'inline-flex',
  flex: 'none',
  marginInlineStart: vars.size.iconInlineGap,
});

export const copyright = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  '@media': {
    [media.desktop]: { order: -1 },
  },
});
