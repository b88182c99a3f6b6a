export { breakpoints, media } from './breakpoints';
export { vars } from './contract.css';
export { defaultTheme, seniorTheme } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { rem } from './rem';
