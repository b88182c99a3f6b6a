import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** The whole label is the target: at least a touch target high, the box and the text inside it. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInlineEnd: vars.space.xs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.primaryText,
  background: vars.color.surface,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  transition: `background-color ${vars.motion.duration}, border-color ${vars.motion.duration}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.borderStrong },
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.disabled,
      borderColor: vars.color.disabledText,
      color: vars.color.disabledText,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const tick = style({
  width: '80%',
  height: '80%',
  visibility: 'hidden',
  selectors: {
    [`${checkbox}[data-selected] &`]: { visibility: 'visible' },
  },
});
