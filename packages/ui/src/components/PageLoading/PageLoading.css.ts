import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const reveal = keyframes({ from: { opacity: 0 } });

export const root = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  // The page's own content is usually taller than the screen: holding the screen keeps the footer below it,
  // so nothing on screen moves when the content arrives.
  minHeight: '100vh',
  paddingBlock: vars.space.xl,
  // Shown only after a pause: a quick load shows nothing at all, a slow one a quiet spinner.
  animation: `${reveal} ${vars.motion.duration} ease-out ${vars.motion.revealDelay} backwards`,
});

export const placeholders = style({ width: '100%' });
