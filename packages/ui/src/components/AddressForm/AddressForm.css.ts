import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Level and unit: stacked on a phone, side by side from the desktop breakpoint. */
export const pair = sprinkles({
  display: 'flex',
  flexDirection: { mobile: 'column', desktop: 'row' },
  gap: 'md',
});

export const pairItem = style({
  flex: 1,
  minWidth: 0,
});

export const postalCode = style({
  minWidth: 0,
});

/** Says when the lookup could not run; empty otherwise, but always present so screen readers hear it appear. */
export const lookupStatus = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&:not(:empty)': { marginTop: vars.space.xxs },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
