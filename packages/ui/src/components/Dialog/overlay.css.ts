import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The dimmed layer under every modal (dialogs, the navigation drawer): the whole screen, above the page, fading
 * in and out unless the reader asked for reduced motion. Each modal composes it and places its panel.
 */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  background: vars.color.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration} ease-out` },
        '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration} ease-in reverse` },
      },
    },
  },
});
