import { createContext, useContext, type ReactNode } from 'react';
import { defaultTheme, seniorTheme } from '../../theme/themes.css';
import * as styles from './ThemeProvider.css';

/** The two themes: the default, and senior mode with larger type, targets and spacing. */
export const THEME_MODES = ['default', 'senior'] as const;
/** One of {@link THEME_MODES}. */
export type ThemeMode = (typeof THEME_MODES)[number];

const ThemeModeContext = createContext<ThemeMode>('default');

/** The theme mode in force where a component renders. */
export function useThemeMode(): ThemeMode {
  return useContext(ThemeModeContext);
}

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** Which theme to apply; switch it at runtime to change the whole tree. */
  mode?: ThemeMode;
  /** Paint the theme's page background behind the children. */
  isPage?: boolean;
  children: ReactNode;
}

/** Applies a theme to everything inside it. */
export function ThemeProvider({ mode = 'default', isPage = false, children }: ThemeProviderProps) {
  const themeClass = mode === 'senior' ? seniorTheme : defaultTheme;
  return (
    <ThemeModeContext.Provider value={mode}>
      <div className={`${themeClass} ${isPage ? styles.page : styles.inline}`} data-theme={mode}>
        {children}
      </div>
    </ThemeModeContext.Provider>
  );
}
