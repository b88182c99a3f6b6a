import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The focus ring of the picker's buttons (the month buttons, the days, the times), `offset` from their edge. */
function focusRing(offset: string) {
  return { outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`, outlineOffset: offset };
}

/**
 * Room for the calendar and the times side by side, in the picker's own width (a container query): a page's narrow
 * column keeps them one under the other even on a wide screen, with senior mode's larger text counted in.
 */
const sideBySide = '(min-width: 40em)';

export const picker = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  containerType: 'inline-size',
});

/** The calendar, then the times: one under the other in a narrow place, side by side where there is room. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': {
    [sideBySide]: { gridTemplateColumns: 'minmax(18rem, 26rem) minmax(0, 1fr)' },
  },
});

export const calendarColumn = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const calendar = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The month's heading and the times' heading: one size, so the two columns read as one step. */
const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const monthHeading = style([heading, { textAlign: 'center' }]);

export const monthButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  fontFamily: 'inherit',
  color: vars.color.primary,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    '&[data-focus-visible]': focusRing(vars.focusRing.offsetLg),
    '&[data-disabled]': {
      color: vars.color.disabledText,
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxs,
});

export const weekday = style({
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

/**
 * The weekday names: 'Mon' where seven of them fit (about 3 characters and a gap a column), 'M' where they would
 * break mid-word (a phone in senior mode). A language whose short names are longer (Tamil's 'வியா.') always takes
 * the one-letter names (MonthCalendar).
 */
const roomForShortNames = '(min-width: 19em)';

export const weekdayShort = style({
  display: 'none',
  '@container': { [roomForShortNames]: { display: 'inline' } },
});

export const weekdayNarrow = style({
  '@container': { [roomForShortNames]: { display: 'none' } },
});

/**
 * A day: a square at least a touch target high. A day with free times is bold on a tinted ground; a day without
 * is plain and muted; the chosen day is filled; days of the months before and after are left out.
 */
export const day = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  aspectRatio: '1',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
  background: vars.color.primarySubtle,
  border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primaryHover },
    '&[data-selected]': { color: vars.color.primaryText, background: vars.color.primary },
    '&[data-unavailable], &[data-disabled]': {
      fontWeight: vars.font.weightRegular,
      color: vars.color.textMuted,
      background: 'transparent',
      borderColor: 'transparent',
      cursor: 'default',
    },
    // The days of the months before and after keep their place in the grid, unseen.
    '&[hidden]': { visibility: 'hidden' },
    '&[data-focus-visible]': focusRing(vars.focusRing.offsetSm),
  },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({ margin: 0, minHeight: '1lh' });

export const closedList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

export const times = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const timesHeading = heading;

export const dayPart = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const dayPartHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

/** The times of a part of the day: as many columns of large buttons as fit, each at least 10 characters wide. */
export const timeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10.5em), 1fr))',
  gap: vars.space.sm,
});

export const time = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  // A button does not take the page's font by itself: without this, Tamil times showed as empty boxes.
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
  color: vars.color.primary,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySubtle },
    '&[data-selected]': {
      color: vars.color.primaryText,
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-disabled]': {
      color: vars.color.disabledText,
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      cursor: 'not-allowed',
    },
    '&[data-focus-visible]': focusRing(vars.focusRing.offsetLg),
  },
});

export const timeDescription = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightRegular,
});

/**
 * The choice and its button. Where the times sit under the calendar (a phone), held at the bottom of the screen
 * while the person looks through the days and times, so that Confirm is never far from the time just chosen; where
 * they sit beside it, the bar is right under both already.
 */
export const choiceBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  '@container': {
    [sideBySide]: { position: 'static' },
  },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const choice = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
  margin: 0,
});

export const choiceText = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const chosenList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chosenItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const action = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A notice about the choice (a clash), the bar's whole width above the choice and the action. */
export const notice = style({ flexBasis: '100%' });
