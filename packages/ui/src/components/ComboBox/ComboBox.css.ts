import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { listBox, option, popover } from '../Select/Select.css';

export const control = style({
  position: 'relative',
  display: 'flex',
});

export const input = style({
  paddingInlineEnd: vars.size.touchTarget,
});

/** The open-list button sits inside the input's end, a full touch target high and wide. */
export const button = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  display: 'flex',
});
