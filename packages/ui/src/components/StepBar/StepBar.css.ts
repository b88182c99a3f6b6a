import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../private/visuallyHidden.css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

/**
 * The current step's name after the count: on a narrow screen it is shown there, on one line of its own, and the
 * row of steps keeps to their numbers, so the row never wraps; elsewhere only screen readers read it here.
 */
export const countName = style({
  '@media': {
    [media.mobile]: { display: 'block', fontSize: vars.fontSize.lg },
    [media.desktop]: visuallyHiddenRules,
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flex: '1 1 0',
  minWidth: 0,
});

/** The shared look of a step: a numbered circle and its name, stacked. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.font.weightBold },
    '&[data-state="completed"]': { color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetLg,
    },
    '&[data-hovered]': { background: vars.color.primarySubtle },
  },
});

export const stepButton = style({
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    [`${step}[data-state="completed"] &`]: {
      background: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
  },
});

/** On a narrow screen the steps show their numbers only (the count names the current one); screen readers read them all. */
export const stepLabel = style({
  '@media': {
    [media.mobile]: visuallyHiddenRules,
  },
});

/** The current step's content. */
export const content = style({
  minWidth: 0,
});

/** A step's heading, which takes focus when the step opens, comes into view clear of the page's top edge. */
globalStyle(`${content} :is(h2, h3)`, {
  scrollMarginBlockStart: vars.space.xl,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const forward = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
