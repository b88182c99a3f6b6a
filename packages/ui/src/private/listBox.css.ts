import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The popover of a list box or menu: a raised surface inside the screen's edges, scrolling when long. */
export const listPopover = style({
  maxWidth: `calc(100vw - ${vars.space.md} * 2)`,
  overflowY: 'auto',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
});

/** The list inside the popover: its items stacked. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxs,
  outline: 'none',
});

/** An option or menu item: at least a touch target high, its focus ring drawn inside it. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.size.focusRingWidth} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
