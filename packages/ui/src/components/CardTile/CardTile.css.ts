import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const groupList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const field = style({
  display: 'block',
  minWidth: 0,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  minHeight: `calc(${vars.size.touchTarget} * 1.5)`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'start',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration}, border-color ${vars.motion.duration}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
    '&[data-pressed]': { background: vars.color.primarySubtle },
    '&[data-selected]': {
      background: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.primary}`,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.borderWidth,
    },
    '&[data-disabled]': {
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      color: vars.color.disabledText,
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const addTile = style({
  borderStyle: 'dashed',
  boxShadow: 'none',
  color: vars.color.primary,
  fontWeight: vars.font.weightBold,
});

export const mark = style({
  flex: 'none',
  display: 'block',
  width: `calc(${vars.size.iconLg} * 1.75)`,
  height: `calc(${vars.size.iconLg} * 1.1)`,
});

const markColours = {
  PayNow: { background: vars.color.primary, text: vars.color.primaryText },
  MasterCard: { background: vars.color.warning, text: vars.color.textInverse },
  VISA: { background: vars.color.info, text: vars.color.textInverse },
  VISAPLUS: { background: vars.color.info, text: vars.color.textInverse },
  AMEX: { background: vars.color.success, text: vars.color.textInverse },
} as const;

/** The wordmark's background, per brand, from theme colours only. */
export const markBackground = styleVariants(markColours, ({ background }) => ({ fill: background }));

/** The wordmark's text, per brand. */
export const markText = styleVariants(markColours, ({ text }) => ({
  fill: text,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightBold,
}));

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const brandName = style({
  display: 'block',
  fontWeight: vars.font.weightBold,
});

export const ending = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '[data-disabled] &': { color: vars.color.disabledText },
  },
});

/** A round indicator on the right of a selectable tile; filled when selected. */
export const indicator = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '[data-selected] &': { borderColor: vars.color.primary },
    '[data-selected] &::after': {
      content: '""',
      width: '50%',
      height: '50%',
      borderRadius: vars.radius.full,
      background: vars.color.primary,
    },
  },
});
