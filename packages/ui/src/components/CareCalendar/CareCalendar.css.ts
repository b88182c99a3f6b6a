import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The person's colour: an edge and a swatch beside their name, never the only sign of whose booking it is. */
export const personColour = createVar();

/**
 * The people's colours, in the order they are listed: the theme's person colours, told apart by colour-blind eyes
 * too and at least 4.5:1 against the surfaces, so each edge is seen, while the name beside it says whose it is.
 */
export const personTones = styleVariants(
  {
    0: vars.color.person1,
    1: vars.color.person2,
    2: vars.color.person3,
    3: vars.color.person4,
    4: vars.color.person5,
  },
  (colour) => ({ vars: { [personColour]: colour } }),
);

/** How many colours there are; the sixth person takes the first again (their name still tells them apart). */
export const PERSON_TONE_COUNT = 5;

/**
 * Room for the week as seven columns, in the calendar's own width and text size (a container query, in the
 * calendar's em, so senior mode's larger text counts): each column then holds a booking's longest words whole. With
 * less room the week is a list of days, each with its bookings side by side as far as they fit. Measured in both
 * themes: the longest word of the stories' bookings ('Appointment', with the booking's and the day's padding)
 * needs seven columns of at least 71em; 80em leaves room for a longer word.
 */
export const SEVEN_COLUMNS_EM = 80;
const sevenColumns = `(min-width: ${String(SEVEN_COLUMNS_EM)}em)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  color: vars.color.text,
  containerType: 'inline-size',
});

/** The clashes' section, in the calendar's column. */
export const clashSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
});

export const people = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  marginInlineEnd: vars.space.xs,
  verticalAlign: '-0.15em',
  borderRadius: vars.radius.sm,
  background: personColour,
  // In forced colours the swatch keeps an edge; the name beside it carries the meaning.
  outline: '1px solid transparent',
});

export const clashes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const clashText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [sevenColumns]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
});

/** A day: its title, then its bookings; a day with nothing booked says so beside its title where there is room. */
export const day = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@container': {
    [sevenColumns]: { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'stretch' },
  },
});

export const today = style({
  outline: `${vars.size.borderWidth} solid ${vars.color.primary}`,
});

export const dayTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const nothing = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/**
 * A day's bookings: in a list of days, side by side as far as each keeps the room for its words (16em), one under
 * another on a phone; in a column of the week, one under another.
 */
export const events = style({
  display: 'grid',
  flexBasis: '100%',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16em), 1fr))',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [sevenColumns]: { flexBasis: 'auto', gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const event = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.sm,
  paddingInlineStart: `calc(${vars.space.sm} + 0.375rem)`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  borderInlineStart: `0.375rem solid ${personColour}`,
  overflowWrap: 'anywhere',
});

/** A booking in a clash: a dashed edge in the warning colour, the person's colour kept at the start. */
export const clashing = style({
  borderTopColor: vars.color.warning,
  borderBottomColor: vars.color.warning,
  borderInlineEndColor: vars.color.warning,
  borderTopStyle: 'dashed',
  borderBottomStyle: 'dashed',
  borderInlineEndStyle: 'dashed',
});

export const eventTime = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const eventName = style({
  fontWeight: vars.font.weightBold,
});

export const eventDetail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const personLine = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
});

export const badge = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  background: vars.color.warningBackground,
  border: `${vars.size.borderWidth} solid ${vars.color.warning}`,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
