import { defaultTheme, seniorTheme } from '../../theme/themes.css';
import { useThemeMode } from '../ThemeProvider';

/**
 * The theme class for content that react-aria portals to the end of the body (modals, popovers, toasts).
 * A portal leaves the ThemeProvider's element, so its CSS variables must be set again on the portal's root;
 * React context still reaches it, so the mode is the one in force where the overlay is declared.
 */
export function useOverlayThemeClass(): string {
  return useThemeMode() === 'senior' ? seniorTheme : defaultTheme;
}
