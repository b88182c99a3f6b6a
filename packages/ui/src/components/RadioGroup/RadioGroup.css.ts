import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const optionsBase = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const options = styleVariants({
  vertical: [optionsBase, { flexDirection: 'column' }],
  horizontal: [optionsBase, { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg }],
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The whole label is the target: at least a touch target high, the circle and the text inside it. */
export const option = style({
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

export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  background: vars.color.surface,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  transition: `border-color ${vars.motion.duration}`,
  selectors: {
    [`${option}[data-hovered] &`]: { borderColor: vars.color.borderStrong },
    [`${option}[data-selected] &`]: { borderColor: vars.color.primary },
    [`${option}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${option}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabled,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const dot = style({
  width: '50%',
  height: '50%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  opacity: 0,
  selectors: {
    [`${option}[data-selected] &`]: { opacity: 1 },
    [`${option}[data-disabled] &`]: { background: vars.color.disabledText },
  },
});

export const description = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
