export { breakpoints, media } from './breakpoints';
export { vars } from './contract.css';
export { defaultTheme, seniorTheme } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { SPACE_SCALE, type Space } from './space';
export { rem } from './rem';
export { teal, neutral, themeTokens, moreContrastColors, type ColorToken } from './tokens';
export {
  contrastRatio,
  relativeLuminance,
  contrastPairs,
  CONTRAST_MINIMUM,
  type ContrastPair,
  type ContrastUse,
} from './contrast';
