import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The label (if any), the tab list, then the panel, one under another. The arrows over the list's edges share its
 * row of the grid, so the list stays a child of the tabs (what holds it holds its panels too).
 */
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.xs,
  minWidth: 0,
});

/** Tabs with a visible label: the list and its arrows are on the second row. */
export const withLabel = style({});

/**
 * The row of the list and its arrows: the first, or the second under a visible label. Every part names its cell
 * (the one column): an arrow placed over the list would otherwise push the list into a column of its own.
 */
const listRow = style({
  gridColumn: 1,
  gridRow: 1,
  selectors: { [`${withLabel} > &`]: { gridRow: 2 } },
});

export const label = style({
  gridColumn: 1,
  gridRow: 1,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

// The tabs stay on one line and the row scrolls sideways where they do not fit: a second row of tabs read as a
// second choice of its own and took height on a phone. So that a tab out of sight is still found (in senior mode
// on a phone most are), the tab at the edge shows cut, an arrow button sits over that edge and a thin scroll bar
// under the row; the selected tab is always scrolled whole into sight (Tabs.tsx).
export const tabList = style([
  listRow,
  {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: vars.space.xxs,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  },
]);

/** An arrow over an edge of the row where more tabs are: a round button on the surface, as a carousel's. */
export const more = style([
  listRow,
  {
    position: 'relative',
    zIndex: 1,
    alignSelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: 0,
    color: vars.color.primary,
    background: vars.color.surface,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    boxShadow: vars.shadow.card,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
    },
  },
]);

/** The arrow before: the same chevron, turned to point back. */
export const moreBefore = style({ justifySelf: 'start', transform: 'scaleX(-1)' });

export const moreAfter = style({ justifySelf: 'end' });

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

/** The panel, under the list. */
export const panel = style({
  gridColumn: 1,
  gridRow: 2,
  paddingBlock: vars.space.md,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    [`${withLabel} > &`]: { gridRow: 3 },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    },
  },
});
