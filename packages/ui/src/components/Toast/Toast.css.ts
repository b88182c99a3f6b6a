import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.motion.slideDistance})` },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: 200,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  pointerEvents: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: vars.size.dialogMaxWidth,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text,
    border: `${vars.size.borderWidth} solid`,
    borderInlineStartWidth: `calc(${vars.size.borderWidth} * 6)`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.dialog,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
        outlineOffset: vars.focusRing.offsetMd,
      },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${slideIn} ${vars.motion.duration} ease-out`,
      },
    },
  },
  variants: {
    type: {
      success: { background: vars.color.successBackground, borderColor: vars.color.success },
      info: { background: vars.color.infoBackground, borderColor: vars.color.info },
      warning: { background: vars.color.warningBackground, borderColor: vars.color.warning },
      error: { background: vars.color.errorBackground, borderColor: vars.color.error },
      support: { background: vars.color.errorBackground, borderColor: vars.color.error },
    },
  },
});

export const iconColor = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    paddingTop: vars.space.xs,
  },
  variants: {
    type: {
      success: { color: vars.color.success },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
      error: { color: vars.color.error },
      support: { color: vars.color.error },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
