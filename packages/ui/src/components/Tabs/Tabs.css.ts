import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

// The tabs wrap onto a second row rather than scroll: on a phone in senior mode a tab scrolled out of sight is
// a tab nobody finds.
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.duration}, background-color ${vars.motion.duration}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-selected]': { color: vars.color.primary, fontWeight: vars.font.weightBold },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: `calc(${vars.size.borderWidth} * 4)`,
      background: vars.color.primary,
      borderRadius: vars.radius.sm,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.size.focusRingWidth} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const panel = style({
  paddingBlock: vars.space.md,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    },
  },
});
