import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultTokens, moreContrastColors, seniorTokens } from './tokens';

/** The default theme. Its values are in tokens.ts. */
export const defaultTheme = createTheme(vars, defaultTokens);

/** Senior mode: larger type, touch targets of at least 48px and more room between things. */
export const seniorTheme = createTheme(vars, seniorTokens);

globalStyle('html', { fontSize: '87.5%' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
// A heading or region a page moves focus to (tabindex -1, so a screen reader reads it) is not a control: no ring.
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });
globalStyle(`${defaultTheme}, ${seniorTheme}`, {
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

// More contrast when the system asks for it (prefers-contrast: more), in both themes: see moreContrastColors.
globalStyle(`${defaultTheme}, ${seniorTheme}`, {
  '@media': {
    '(prefers-contrast: more)': {
      vars: Object.fromEntries(
        Object.entries(moreContrastColors).map(([token, value]) => [
          vars.color[token as keyof typeof moreContrastColors],
          value,
        ]),
      ),
    },
  },
});
