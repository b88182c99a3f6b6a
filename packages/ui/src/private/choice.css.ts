import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The label of a checkbox, radio or switch, which is the whole target: at least a touch target high, the
 * indicator and the text inside it.
 */
export const choiceTarget = style({
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
      outlineOffset: vars.focusRing.offsetSm,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/**
 * The rules shared by the box, circle or track beside a choice's text: a surface with a double-width border
 * that stays still when the person prefers reduced motion. The state colours stay in each component, because
 * their order (hovered, selected, invalid, disabled) decides which one wins.
 */
export const choiceIndicatorRules = {
  flexShrink: 0,
  background: vars.color.surface,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.border}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
} satisfies StyleRule;
