import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The whole label is the target: at least a touch target high, the track and the text inside it. */
export const switchLabel = style({
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

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: `calc(${vars.size.iconMd} * 2.2)`,
  height: `calc(${vars.size.iconMd} * 1.2)`,
  background: vars.color.surface,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.motion.duration}, border-color ${vars.motion.duration}`,
  selectors: {
    [`${switchLabel}[data-hovered] &`]: { borderColor: vars.color.borderStrong },
    [`${switchLabel}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchLabel}[data-disabled] &`]: {
      background: vars.color.disabled,
      borderColor: vars.color.disabledText,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The knob slides from the start to the end when on; its edge shows against both track colours. */
export const knob = style({
  position: 'absolute',
  insetBlock: '10%',
  insetInlineStart: '6%',
  aspectRatio: '1',
  background: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  transition: `inset-inline-start ${vars.motion.duration}, background-color ${vars.motion.duration}`,
  selectors: {
    [`${switchLabel}[data-selected] &`]: {
      insetInlineStart: '52%',
      background: vars.color.surface,
    },
    [`${switchLabel}[data-disabled] &`]: { background: vars.color.disabledText },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
