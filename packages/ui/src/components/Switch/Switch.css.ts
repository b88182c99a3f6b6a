import { style } from '@vanilla-extract/css';
import { choiceIndicatorRules, choiceTarget } from '../../private/choice.css';
import { vars } from '../../theme/contract.css';

export const switchLabel = style([choiceTarget]);

export const track = style({
  ...choiceIndicatorRules,
  position: 'relative',
  width: `calc(${vars.size.iconMd} * 2.2)`,
  height: `calc(${vars.size.iconMd} * 1.2)`,
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
