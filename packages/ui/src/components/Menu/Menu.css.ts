import { style } from '@vanilla-extract/css';
import { list, listItem, listPopover } from '../../private/listBox.css';
import { vars } from '../../theme/contract.css';

export const triggerContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

/** The trigger's text: one line, cut short with an ellipsis where its place is narrow (it is read in full). */
export const triggerLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const popover = style([
  listPopover,
  { minWidth: `max(var(--trigger-width), calc(${vars.size.dialogMaxWidth} * 0.5))` },
]);

export const menu = style([list]);

export const item = style([
  listItem,
  {
    textDecoration: 'none',
    selectors: {
      '&[data-hovered], &[data-focused], &[data-open]': { background: vars.color.primarySubtle },
      '&[data-pressed]': { background: vars.color.secondaryHover },
    },
  },
]);
