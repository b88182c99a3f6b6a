import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { rem } from '../../theme/rem';

export const root = style({ display: 'grid', gap: vars.space.md });

export const map = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.infoBackground,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const land = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});

export const marker = style({
  position: 'absolute',
  transform: 'translate(-50%, -100%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The default theme's 44 px target, in senior mode too: its larger targets overlapped neighbouring centres'
  // on a phone (axe target-size), so that a tap could choose the wrong one. The list below the map offers every
  // marker's choice again, with senior mode's full-size targets.
  minWidth: rem(44),
  minHeight: rem(44),
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}` },
  },
});

export const pin = style({
  display: 'block',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: `${vars.radius.full} ${vars.radius.full} ${vars.radius.full} 0`,
  transform: 'rotate(-45deg)',
  border: `${vars.size.borderWidth} solid ${vars.color.textInverse}`,
  selectors: {
    [`${marker}[data-selected] &`]: { outline: `${vars.size.focusRingWidth} solid ${vars.color.text}` },
  },
});

/**
 * One colour per region, so the regional grouping shows on the map as in the list. Each is dark enough to stand
 * out (3:1) on the land and the surface: `secondary` is a surface colour, and its markers vanished.
 */
export const regionColour = styleVariants({
  ne: { background: vars.color.primary },
  nw: { background: vars.color.borderStrong },
  se: { background: vars.color.info },
  sw: { background: vars.color.warning },
});

export const attribution = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
});

export const regions = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0 });

export const regionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
});

export const swatch = style({
  display: 'inline-block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const item = style({
  display: 'grid',
  width: '100%',
  textAlign: 'start',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  minHeight: vars.size.touchTarget,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetText,
    },
  },
});

export const itemName = style({ fontWeight: vars.font.weightBold });
export const itemDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
