import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

/** The code beside what to check and how to pay where there is room; the code first on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '288px minmax(0, 1fr)' },
  },
});

/** The code on white whatever the theme, with a quiet zone, so that every banking app can read it. */
export const codeFrame = style({
  display: 'grid',
  placeItems: 'center',
  justifySelf: 'center',
  width: 'min(100%, 288px)',
  aspectRatio: '1',
  padding: vars.space.md,
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
});

export const code = style({
  display: 'block',
  width: '100%',
  height: '100%',
  imageRendering: 'pixelated',
});

/** Where the code was: why it is gone and the way to a new one. */
export const expired = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  justifySelf: 'center',
  width: 'min(100%, 288px)',
  aspectRatio: '1',
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
  textAlign: 'center',
  color: vars.color.text,
});

export const expiredTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  outline: 'none',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The amount and reference: label beside value where there is room; on a phone, label above value. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'baseline',
  margin: 0,
});

export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** The reference is read out and typed by hand: it is never broken, only moved to a line of its own. */
export const referenceText = style({ overflowWrap: 'normal', whiteSpace: 'nowrap' });

export const reference = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The time left, large and steady: tabular figures, so the digits do not jump as they change. */
export const timer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
});

export const timerValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.primary,
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.font.lineHeight,
});
