import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  maxWidth: vars.size.contentMaxWidth,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The title, and the language switch beside it where there is room, under it where there is not. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const introduction = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
});

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.primary,
  outline: 'none',
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

/** A question and the text its 'Others' opens, kept together. */
export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The 'Please specify' text sits under the options, indented to their text, so it reads as part of 'Others'. */
export const otherText = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.sm})`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/*
 * The language switch: four segments side by side, the chosen one filled. Where they do not fit on one line (a
 * phone, senior mode, text zoomed to 200%) they wrap two by two, in a frame with rounded corners instead of a pill.
 */

export const languageSwitch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const segments = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  maxWidth: '100%',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  background: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: `calc(${vars.size.touchTarget} / 2 + ${vars.space.xxs})`,
});

export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: `calc(${vars.size.touchTarget} * 2)`,
  flexGrow: 1,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySubtle },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offsetSm,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/* The review. */

/** The review's groups, apart by a thin rule: the same as the personal-details review's. */
export { group, groups } from '../PersonalDetailsForm/PersonalDetailsForm.css';

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const groupHeading = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.primary,
});

/** Several answers to one question, one to a line. */
export const answers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const declaration = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

/** The Result step: the thanks, then what comes next. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The tick beside the thanks. */
export const resultMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

export const resultIcon = style({
  flex: 'none',
  display: 'flex',
});

export const resultText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
