import { style, styleVariants } from '@vanilla-extract/css';
import { choiceIndicatorRules, choiceTarget } from '../../private/choice.css';
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

export const option = style([choiceTarget]);

export const circle = style({
  ...choiceIndicatorRules,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
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
