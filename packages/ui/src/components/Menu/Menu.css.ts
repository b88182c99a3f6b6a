import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});

export const triggerContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const popover = style({
  minWidth: `max(var(--trigger-width), calc(${vars.size.dialogMaxWidth} * 0.5))`,
  maxWidth: `calc(100vw - ${vars.space.md} * 2)`,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
  overflowY: 'auto',
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered], &[data-focused], &[data-open]': { background: vars.color.primarySubtle },
    '&[data-pressed]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.size.focusRingWidth} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const itemIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  color: vars.color.textMuted,
});
