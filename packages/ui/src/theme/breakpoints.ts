/**
 * The layout breakpoints, in px. Media queries cannot read CSS variables, so these are plain constants rather
 * than theme tokens; both themes share them.
 */
export const breakpoints = {
  /** From this width up the layout is the desktop one: wider gutters, side-by-side fields. */
  desktop: 768,
} as const;

/**
 * Media queries for vanilla-extract's `'@media'` and sprinkles' conditions, built from {@link breakpoints}.
 * `mobile` and `desktop` do not overlap.
 */
export const media = {
  /** Narrower than the desktop breakpoint. */
  mobile: `screen and (max-width: ${String(breakpoints.desktop - 1)}px)`,
  /** The desktop breakpoint and wider. */
  desktop: `screen and (min-width: ${String(breakpoints.desktop)}px)`,
} as const;
