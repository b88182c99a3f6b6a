import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  color: 'inherit',
  background: 'transparent',
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySubtle },
    '&[data-pressed]': { borderColor: vars.color.border },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: 0,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
