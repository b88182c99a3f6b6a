import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const desktop = 'screen and (min-width: 768px)';

export const footer = style({
  width: '100%',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
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
    [desktop]: {
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
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, textDecorationThickness: '0.125em' },
    '&:active': { color: vars.color.primaryPressed },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: '0.125em',
    },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  flex: 'none',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: '0.2em',
});

export const copyright = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  '@media': {
    [desktop]: { order: -1 },
  },
});
