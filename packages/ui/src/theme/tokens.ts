import { CONTENT_MAX_WIDTH_PX, ERROR_TEXT_SIZE_PX, SPACING_UNIT_PX } from '@careportal/domain';
import { rem } from './rem';

const unit = (n: number) => rem(SPACING_UNIT_PX * n);

/**
 * The brand's teal from its lightest tint to its darkest shade. 700 is the brand colour (buttons, links, the
 * theme colour); 800 and 900 are its hover and pressed states; 50 and 100 tint surfaces and the gradient.
 * Steps below 600 are too light for text on white: use them for fills only.
 */
export const teal = {
  50: '#eaf9fa',
  100: '#d3f0f1',
  200: '#b0e0e3',
  300: '#81c9cc',
  400: '#4facb0',
  500: '#279195',
  600: '#0b7b7f',
  700: '#00666a',
  800: '#004f52',
  900: '#003b3d',
} as const;

/** Greys with a trace of the teal: surfaces (0 to 200), borders (300 to 500) and text (600 to 900). */
export const neutral = {
  0: '#ffffff',
  50: '#f4f8f8',
  100: '#edf4f4',
  200: '#e2eae9',
  300: '#c5d0d0',
  400: '#92a2a1',
  500: '#6b7c7b',
  600: '#5b6b6a',
  700: '#475756',
  800: '#334343',
  900: '#1b2b2a',
} as const;

/**
 * What each colour is for, mapped onto the ramps. Every text colour meets WCAG 2.2 AA (4.5:1) on the surfaces
 * it is used on, and control borders, the focus ring and icons meet 3:1: `contrastPairs` lists each pair and
 * theme.test.ts fails below the threshold.
 */
const colors = {
  text: neutral[900],
  textMuted: neutral[700],
  textInverse: neutral[0],
  background: neutral[50],
  surface: neutral[0],
  surfaceMuted: neutral[100],
  /** Cards, dialogs and the logo bar: what sits above the page. */
  surfaceRaised: neutral[0],
  /** A tinted band or panel that draws the eye (a highlighted section, a selected row). */
  surfaceAccent: teal[50],
  /** Control borders: at least 3:1 against the surfaces. */
  border: neutral[500],
  borderStrong: neutral[800],
  /** Decorative rules between regions; never the only edge of a control. */
  borderSubtle: neutral[300],
  primary: teal[700],
  primaryHover: teal[800],
  primaryPressed: teal[900],
  primaryText: neutral[0],
  primarySubtle: teal[50],
  secondary: neutral[0],
  secondaryHover: teal[50],
  focus: '#1a4fba',
  error: '#b3261e',
  errorBackground: '#fdecea',
  success: '#1e6b32',
  successBackground: '#e6f4ea',
  warning: '#7a4a00',
  warningBackground: '#fff4e0',
  info: '#0b4f8a',
  infoBackground: '#e7f1fb',
  disabled: neutral[200],
  disabledText: neutral[600],
  overlay: 'rgba(16, 28, 27, 0.6)',
  gradientStart: teal[100],
  gradientEnd: neutral[0],
  link: teal[700],
  linkHover: teal[800],
  ratingActive: '#8a5a00',
  /** Decoration, not text or a control: WCAG sets no minimum, but it stays visible on every surface. */
  skeleton: neutral[300],
  /**
   * The care calendar's people, in the order listed: the Okabe–Ito hues, which stay apart for the colour-blind
   * (blue, vermillion, black, bluish green, reddish purple; the first three the furthest apart, for a caregiver
   * and two parents), each darkened to 4.5:1 on every surface so that they hold in more contrast as well. Not
   * orange or amber: those are the warning colour, which marks a clash.
   */
  person1: '#0072b2',
  person2: '#b84a00',
  person3: neutral[900],
  person4: '#007556',
  person5: '#a8488a',
};

/** The names of the theme's colours. */
export type ColorToken = keyof typeof colors;

/** Latin first, then its metric-matched fallbacks (fonts.css), then Chinese, then Tamil, then whatever the system has. */
const family = [
  '"Noto Sans"',
  '"Noto Sans Fallback Arial"',
  '"Noto Sans Fallback DejaVu"',
  '"Noto Sans SC Variable"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans Tamil"',
  '"Tamil Sangam MN"',
  '"Nirmala UI"',
  'sans-serif',
].join(', ');

const font = {
  family,
  weightRegular: '400',
  // The Latin font ships two weights, 400 and 700; a 500 would render as 400 in Latin and as a true medium in
  // Chinese. Medium is therefore regular until a 500 is shipped.
  weightMedium: '400',
  weightBold: '700',
  lineHeight: '1.5',
  lineHeightTight: '1.25',
  letterSpacingWide: '0.05em',
  underlineOffset: '0.15em',
  underlineThicknessHover: '0.125em',
};

/** The same in both themes: these lines and offsets do not grow with senior mode's larger type. */
const borderWidth = {
  thin: '1px',
  spinnerSm: '2px',
  spinnerMd: '3px',
  spinnerLg: '4px',
};

const focusRing = {
  offsetSm: '1px',
  offsetMd: '0.125rem',
  offsetLg: '2px',
  offsetText: '0.125em',
};

const motion = {
  duration: '150ms',
  slideDistance: '0.5rem',
  spinDuration: '800ms',
  spinDurationReduced: '2400ms',
  revealDelay: '400ms',
  pulseDuration: '1600ms',
};

/** Sizes relative to the text or the root font size, so they already follow each theme's type scale. */
const relativeSize = {
  iconInline: '0.85em',
  iconInlineGap: '0.2em',
  textMinWidth: '16rem',
};

/** Elevation, lowest first: the logo bar, a card, a menu or list box, a dialog. */
const shadow = {
  raised: '0 1px 2px rgba(16, 28, 27, 0.08)',
  card: '0 1px 3px rgba(16, 28, 27, 0.12), 0 1px 2px rgba(16, 28, 27, 0.08)',
  popover: '0 4px 12px rgba(16, 28, 27, 0.16), 0 1px 3px rgba(16, 28, 27, 0.08)',
  dialog: '0 12px 32px rgba(16, 28, 27, 0.24)',
};

/** The seeds' page background: light teal at the top fading to white. Reads the theme's own two stops. */
const gradient = (start: string, end: string) => ({
  page: `linear-gradient(180deg, ${start} 0%, ${end} 100%)`,
});

const palette = { teal, neutral };

/** The default theme's values. */
export const defaultTokens = {
  palette,
  color: colors,
  gradient: gradient(colors.gradientStart, colors.gradientEnd),
  font,
  fontSize: {
    xs: rem(14),
    sm: rem(15),
    md: rem(16),
    lg: rem(19),
    xl: rem(23),
    xxl: rem(28),
    xxxl: rem(34),
    error: rem(ERROR_TEXT_SIZE_PX),
  },
  space: {
    none: '0',
    xxs: unit(0.5),
    xs: unit(1),
    sm: unit(1.5),
    md: unit(2),
    lg: unit(3),
    xl: unit(4),
    xxl: unit(6),
  },
  radius: { none: '0', sm: rem(4), md: rem(8), lg: rem(16), xl: rem(24), full: '9999px' },
  size: {
    touchTarget: rem(44),
    control: rem(44),
    iconSm: rem(16),
    iconMd: rem(20),
    iconLg: rem(32),
    borderWidth: '1px',
    focusRingWidth: '3px',
    contentMaxWidth: rem(CONTENT_MAX_WIDTH_PX),
    wideContentMaxWidth: rem(960),
    dialogMaxWidth: rem(480),
    avatar: rem(40),
    // lucide's own weight.
    iconStroke: '2',
    ...relativeSize,
  },
  borderWidth,
  focusRing,
  shadow,
  motion,
};

/** Senior mode's values: larger type, touch targets of at least 48px and more room between things. */
export const seniorTokens: typeof defaultTokens = {
  palette,
  color: colors,
  gradient: gradient(colors.gradientStart, colors.gradientEnd),
  font: { ...font, lineHeight: '1.6', lineHeightTight: '1.3' },
  fontSize: {
    xs: rem(16),
    sm: rem(18),
    md: rem(20),
    lg: rem(23),
    xl: rem(28),
    xxl: rem(34),
    xxxl: rem(40),
    error: rem(17),
  },
  space: {
    none: '0',
    xxs: unit(0.75),
    xs: unit(1.25),
    sm: unit(2),
    md: unit(2.5),
    lg: unit(4),
    xl: unit(5),
    xxl: unit(7),
  },
  radius: { none: '0', sm: rem(6), md: rem(10), lg: rem(18), xl: rem(28), full: '9999px' },
  size: {
    touchTarget: rem(52),
    control: rem(52),
    iconSm: rem(20),
    iconMd: rem(24),
    iconLg: rem(40),
    borderWidth: '2px',
    focusRingWidth: '4px',
    contentMaxWidth: rem(420),
    wideContentMaxWidth: rem(1040),
    dialogMaxWidth: rem(560),
    avatar: rem(48),
    // A little heavier, for readers who see less contrast.
    iconStroke: '2.5',
    ...relativeSize,
  },
  borderWidth,
  focusRing,
  shadow,
  motion,
};

/** The values of both themes, by mode: for documentation, checks, and places CSS variables cannot reach. */
export const themeTokens = { default: defaultTokens, senior: seniorTokens } as const;

/**
 * The colours that change when someone asks their system for more contrast (`prefers-contrast: more`), in both
 * themes: muted text as dark as body text, and every border and rule strong enough to see without looking for
 * it. theme.test.ts holds every text pair to WCAG's enhanced 7:1 (1.4.6) and every other pair to 4.5:1 there.
 */
export const moreContrastColors = {
  textMuted: neutral[900],
  border: neutral[800],
  borderSubtle: neutral[700],
  primary: teal[800],
  primaryHover: teal[900],
  primaryPressed: neutral[900],
  link: teal[800],
  linkHover: teal[900],
  error: '#8a1c16',
  success: '#17532a',
  warning: '#5e3900',
} as const satisfies Partial<Record<ColorToken, string>>;
