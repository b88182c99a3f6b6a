import { style } from '@vanilla-extract/css';
import { list, listItem, listPopover } from '../../private/listBox.css';
import { vars } from '../../theme/contract.css';

export const root = style({});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${root}[data-invalid] &`]: {
      borderColor: vars.color.error,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.error}`,
    },
    [`${root}[data-readonly] &`]: {
      background: vars.color.surfaceMuted,
      cursor: 'default',
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  display: 'flex',
  flexShrink: 0,
  selectors: {
    [`${root}[data-readonly] &`]: { visibility: 'hidden' },
  },
});

/** The list's popover, shared with ComboBox: at least as wide as its trigger, scrolling when long. */
export const popover = style([
  listPopover,
  {
    minWidth: 'var(--trigger-width)',
    maxHeight: `min(60vh, calc(${vars.size.touchTarget} * 8))`,
  },
]);

export const listBox = style([list]);

export const option = style([
  listItem,
  {
    selectors: {
      '&[data-hovered], &[data-focused]': { background: vars.color.primarySubtle },
      '&[data-selected]': { fontWeight: vars.font.weightBold },
    },
  },
]);

export const empty = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});
