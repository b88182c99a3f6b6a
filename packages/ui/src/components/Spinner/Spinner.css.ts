import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.motion.spinDuration} linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: vars.motion.spinDurationReduced },
  },
});

export const size = styleVariants({
  small: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.borderWidth.spinnerSm },
  medium: { width: vars.size.iconMd, height: vars.size.iconMd, borderWidth: vars.borderWidth.spinnerMd },
  large: { width: vars.size.iconLg, height: vars.size.iconLg, borderWidth: vars.borderWidth.spinnerLg },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
});
