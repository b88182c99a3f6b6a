import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Two halves side by side where they fit, else one above the other: three faces a row, never one alone. */
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const half = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const field = style({ display: 'flex' });

export const option = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: vars.space.xxs,
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration}, color ${vars.motion.duration}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySubtle, color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.ratingActive,
      background: vars.color.warningBackground,
      borderColor: vars.color.ratingActive,
      boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.ratingActive}`,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetMd,
    },
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-disabled]': {
      color: vars.color.disabledText,
      background: vars.color.disabled,
      cursor: 'not-allowed',
    },
    '&[data-readonly]': { cursor: 'default' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const face = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
});

export const number = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});
