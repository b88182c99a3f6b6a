/**
 * How the portal is drawn for someone (issue 19, "Senior mode in the portal"): the default theme, or senior mode
 * with larger type, targets of at least 48 px and more room between things. The UI package's ThemeProvider draws
 * both; the API keeps a customer's choice and the portal a visitor's, on their device.
 */
export const DISPLAY_MODES = ['default', 'senior'] as const;

/** One of {@link DISPLAY_MODES}. */
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** What everyone sees until they choose. */
export const DEFAULT_DISPLAY_MODE: DisplayMode = 'default';

/** Whether `value` is one of {@link DISPLAY_MODES} (a value read back from storage may be anything). */
export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === 'string' && (DISPLAY_MODES as readonly string[]).includes(value);
}
