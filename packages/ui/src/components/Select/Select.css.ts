import { style } from '@vanilla-extract/css';
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
      boxShadow: `inset 0 0 0 1px ${vars.color.error}`,
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
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  selectors: {
    [`${root}[data-readonly] &`]: { visibility: 'hidden' },
  },
});

/** The list's popover, shared with ComboBox: at least as wide as its trigger, scrolling when long. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `calc(100vw - ${vars.space.md} * 2)`,
  maxHeight: `min(60vh, calc(${vars.size.touchTarget} * 8))`,
  overflowY: 'auto',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxs,
  outline: 'none',
});

export const option = style({
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
    '&[data-hovered], &[data-focused]': { background: vars.color.primarySubtle },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.size.focusRingWidth} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const check = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  color: vars.color.primary,
});

export const empty = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});
