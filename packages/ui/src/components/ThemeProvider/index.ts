export { ThemeProvider, THEME_MODES, useThemeMode } from './ThemeProvider';
export type { ThemeMode, ThemeProviderProps } from './ThemeProvider';
