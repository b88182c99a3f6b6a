import { CONTENT_MAX_WIDTH_PX, ERROR_TEXT_SIZE_PX, SPACING_UNIT_PX } from '@careportal/domain';
import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { rem } from './rem';

const unit = (n: number) => rem(SPACING_UNIT_PX * n);

// Every text colour here meets WCAG 2.2 AA (4.5:1) on surface and background; borders and the focus ring
// meet 3:1 for non-text contrast.
const colors = {
  text: '#1b2b2a',
  textMuted: '#475756',
  textInverse: '#ffffff',
  background: '#f4f8f7',
  surface: '#ffffff',
  surfaceMuted: '#eef4f3',
  border: '#6b7c7b',
  borderStrong: '#3d4d4c',
  primary: '#00666a',
  primaryHover: '#004f52',
  primaryPressed: '#003b3d',
  primaryText: '#ffffff',
  primarySubtle: '#e0f2f1',
  secondary: '#ffffff',
  secondaryHover: '#e0f2f1',
  focus: '#1a4fba',
  error: '#b3261e',
  errorBackground: '#fdecea',
  success: '#1e6b32',
  successBackground: '#e6f4ea',
  warning: '#7a4a00',
  warningBackground: '#fff4e0',
  info: '#0b4f8a',
  infoBackground: '#e7f1fb',
  disabled: '#e3e8e8',
  disabledText: '#5a6968',
  overlay: 'rgba(16, 28, 27, 0.6)',
  gradientStart: '#d5efec',
  gradientEnd: '#ffffff',
  link: '#00666a',
  ratingActive: '#8a5a00',
};

const font = {
  family:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  weightRegular: '400',
  weightMedium: '500',
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
};

/** Sizes relative to the text or the root font size, so they already follow each theme's type scale. */
const relativeSize = {
  iconInline: '0.85em',
  iconInlineGap: '0.2em',
  textMinWidth: '16rem',
};

const shadow = {
  card: '0 1px 3px rgba(16, 28, 27, 0.12), 0 1px 2px rgba(16, 28, 27, 0.08)',
  dialog: '0 12px 32px rgba(16, 28, 27, 0.24)',
};

/** The default theme. */
export const defaultTheme = createTheme(vars, {
  color: colors,
  font,
  fontSize: {
    xs: rem(14),
    sm: rem(15),
    md: rem(16),
    lg: rem(19),
    xl: rem(23),
    xxl: rem(28),
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
  radius: { sm: rem(4), md: rem(8), lg: rem(16), full: '9999px' },
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
    ...relativeSize,
  },
  borderWidth,
  focusRing,
  shadow,
  motion,
});

/** Senior mode: larger type, touch targets of at least 48px and more room between things. */
export const seniorTheme = createTheme(vars, {
  color: colors,
  font: { ...font, lineHeight: '1.6', lineHeightTight: '1.3' },
  fontSize: {
    xs: rem(16),
    sm: rem(18),
    md: rem(20),
    lg: rem(23),
    xl: rem(28),
    xxl: rem(34),
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
  radius: { sm: rem(6), md: rem(10), lg: rem(18), full: '9999px' },
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
    ...relativeSize,
  },
  borderWidth,
  focusRing,
  shadow,
  motion,
});

globalStyle('html', { fontSize: '87.5%' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
globalStyle(`${defaultTheme}, ${seniorTheme}`, {
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});
