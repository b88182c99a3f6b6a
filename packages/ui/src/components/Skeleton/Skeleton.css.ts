import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// At its faintest the fill still stands out from a card's surface (theme.test.ts checks the full fill).
const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.6 },
});

/** What every placeholder shape shares: a calm grey, pulsing gently unless the reader asks for less motion. */
export const shape = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} ${vars.motion.pulseDuration} ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** A run of text lines, each as tall as a line of body text, so the text that replaces it takes the same room. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
});

/** One line box: the bar sits in it as the letters of a line would. */
export const line = styleVariants({
  body: {
    display: 'flex',
    alignItems: 'center',
    height: `calc(1em * ${vars.font.lineHeight})`,
  },
  heading: {
    display: 'flex',
    alignItems: 'center',
    fontSize: vars.fontSize.lg,
    height: `calc(1em * ${vars.font.lineHeightTight})`,
  },
});

export const bar = style({
  width: '100%',
  height: '1em',
});

/** The last line of a paragraph is shorter, as text usually ends. */
export const lastLineWidth = styleVariants({
  full: { width: '100%' },
  short: { width: '60%' },
  heading: { width: '50%' },
});

export const block = style({
  width: '100%',
  borderRadius: vars.radius.md,
});

export const circle = style({
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
});

export const button = style({
  width: `calc(${vars.size.touchTarget} * 3)`,
  maxWidth: '100%',
  height: vars.size.control,
  borderRadius: vars.radius.md,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
