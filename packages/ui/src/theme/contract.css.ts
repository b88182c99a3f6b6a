import { createThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens every component reads. Two themes fill it: the default and senior mode.
 * No component uses a literal colour or size; it reads these variables.
 */
export const vars = createThemeContract({
  /**
   * The raw ramps the semantic colours are drawn from. Components read `color.*`; reach for a ramp step only
   * for decoration (an illustration, a chart) that no semantic colour names.
   */
  palette: {
    teal: {
      50: null,
      100: null,
      200: null,
      300: null,
      400: null,
      500: null,
      600: null,
      700: null,
      800: null,
      900: null,
    },
    neutral: {
      0: null,
      50: null,
      100: null,
      200: null,
      300: null,
      400: null,
      500: null,
      600: null,
      700: null,
      800: null,
      900: null,
    },
  },
  color: {
    text: null,
    textMuted: null,
    textInverse: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    /** Cards, dialogs and the logo bar: what sits above the page. */
    surfaceRaised: null,
    /** A tinted band or panel that draws the eye. */
    surfaceAccent: null,
    /** Control borders (at least 3:1 against the surfaces). */
    border: null,
    borderStrong: null,
    /** Decorative rules between regions; never the only edge of a control. */
    borderSubtle: null,
    primary: null,
    primaryHover: null,
    primaryPressed: null,
    primaryText: null,
    primarySubtle: null,
    secondary: null,
    secondaryHover: null,
    focus: null,
    error: null,
    errorBackground: null,
    success: null,
    successBackground: null,
    warning: null,
    warningBackground: null,
    info: null,
    infoBackground: null,
    disabled: null,
    disabledText: null,
    overlay: null,
    gradientStart: null,
    gradientEnd: null,
    link: null,
    linkHover: null,
    ratingActive: null,
    /** A loading placeholder's fill: calm, yet visible on the surfaces it sits on. */
    skeleton: null,
    /** The care calendar's people, in the order listed: a mark beside each name, never the only sign of whose. */
    person1: null,
    person2: null,
    person3: null,
    person4: null,
    person5: null,
  },
  gradient: {
    /** The seeds' page background: light teal fading to white. */
    page: null,
  },
  font: {
    family: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
    lineHeight: null,
    lineHeightTight: null,
    /** Extra spacing between characters of numbers read digit by digit (dates, masked IDs). */
    letterSpacingWide: null,
    /** How far a link's underline sits below the text. */
    underlineOffset: null,
    /** A hovered link's thicker underline. */
    underlineThicknessHover: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    /** The largest step: a page's hero heading. */
    xxxl: null,
    error: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    /** Large containers: the content card, a hero panel. */
    xl: null,
    full: null,
  },
  size: {
    touchTarget: null,
    control: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
    borderWidth: null,
    focusRingWidth: null,
    contentMaxWidth: null,
    wideContentMaxWidth: null,
    dialogMaxWidth: null,
    avatar: null,
    /** An icon inside a line of text, such as the external-link arrow; relative to the text. */
    iconInline: null,
    /** The gap between a line of text and its inline icon. */
    iconInlineGap: null,
    /** The narrowest a text column gets before the actions beside it wrap below it. */
    textMinWidth: null,
    /** An icon's line width in units of its 24-unit drawing (lucide's `strokeWidth`): it grows with the icon. */
    iconStroke: null,
  },
  /**
   * Line widths that stay the same in every theme, unlike `size.borderWidth` (which grows in senior mode):
   * thin rules between regions, the invalid field's inset ring, and the spinner's ring by spinner size.
   */
  borderWidth: {
    thin: null,
    spinnerSm: null,
    spinnerMd: null,
    spinnerLg: null,
  },
  /** The gap between a control and its focus ring (the ring's width is `size.focusRingWidth`). */
  focusRing: {
    /** Fields, checkboxes, radios and switches. */
    offsetSm: null,
    /** Toasts and rating options. */
    offsetMd: null,
    /** Buttons and steps. */
    offsetLg: null,
    /** Links within text: relative to the text. */
    offsetText: null,
  },
  /** Elevation, lowest first. */
  shadow: {
    /** Barely lifted: the logo bar, a sticky footer. */
    raised: null,
    card: null,
    /** Menus, list boxes and popovers. */
    popover: null,
    dialog: null,
  },
  motion: {
    duration: null,
    /** How far a toast slides in from. */
    slideDistance: null,
    /** One turn of the spinner. */
    spinDuration: null,
    /** One turn of the spinner when the reader asks for reduced motion. */
    spinDurationReduced: null,
    /** How long a page's loading state waits before it shows, so a quick load shows nothing at all. */
    revealDelay: null,
    /** One breath of a loading placeholder's pulse: slow and calm, clearly not a spinner. */
    pulseDuration: null,
  },
});
