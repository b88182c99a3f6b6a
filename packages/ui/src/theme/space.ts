import type { vars } from './contract.css';

/**
 * The steps of the theme's space scale, smallest first: what sprinkles' `gap`, paddings and margins take, and
 * what `Stack` and `Inline` space their children by. Senior mode makes every step larger.
 */
export const SPACE_SCALE = [
  'none',
  'xxs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
] as const satisfies readonly (keyof typeof vars.space)[];

/** One step of {@link SPACE_SCALE}. */
export type Space = (typeof SPACE_SCALE)[number];
