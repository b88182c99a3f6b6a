import { style } from '@vanilla-extract/css';
import { choiceIndicatorRules, choiceTarget } from '../../private/choice.css';
import { vars } from '../../theme/contract.css';
import { strokeWidthVar } from '../Icon/Icon.css';

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

export const checkbox = style([choiceTarget]);

export const box = style({
  ...choiceIndicatorRules,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.primaryText,
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
});

export const tick = style({
  vars: {
    // The tick is small and sits on a filled box: a heavier line keeps it clear at a glance.
    [strokeWidthVar]: `calc(${vars.size.iconStroke} * 1.5)`,
  },
  display: 'flex',
  width: '80%',
  height: '80%',
  visibility: 'hidden',
  selectors: {
    [`${checkbox}[data-selected] &`]: { visibility: 'visible' },
  },
});
