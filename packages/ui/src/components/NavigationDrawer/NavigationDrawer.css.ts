import { keyframes, style } from '@vanilla-extract/css';
import { rem } from '../../theme/rem';
import { vars } from '../../theme/contract.css';
import { scrim } from '../Dialog/overlay.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/** The drawer's targets: 48px at the least (the theme's touch target when that is larger, as in senior mode). */
const target = `max(${rem(48)}, ${vars.size.touchTarget})`;

export const overlay = style([scrim, { justifyContent: 'flex-end' }]);

/** A panel at the end of the screen, the full height, never wider than the screen less a strip of the page. */
export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  width: `min(calc(100% - ${vars.space.xl}), ${rem(360)})`,
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: `${slideIn} ${vars.motion.duration} ease-out` },
        '&[data-exiting]': { animation: `${slideIn} ${vars.motion.duration} ease-in reverse` },
      },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

/** The list scrolls on its own when the screen is short, so the close button stays in reach. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.sm}`,
});

export const extra = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const group = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const groupHeading = style({
  display: 'block',
  paddingInline: vars.space.sm,
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const nestedList = style([list, { paddingInlineStart: vars.space.md }]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'start',
  color: vars.color.text,
  textDecoration: 'none',
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySubtle },
    '&[data-pressed]': { background: vars.color.secondaryHover },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.size.focusRingWidth} * -1)`,
    },
    '&[aria-current="page"]': {
      background: vars.color.primarySubtle,
      color: vars.color.primary,
      fontWeight: vars.font.weightBold,
      boxShadow: `inset ${vars.size.focusRingWidth} 0 0 ${vars.color.primary}`,
    },
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const itemIcon = style({ flexShrink: 0, color: vars.color.textMuted });
