export { NavigationDrawer } from './NavigationDrawer';
export type { NavigationDrawerProps } from './NavigationDrawer';
export { NavigationDrawerButton } from './NavigationDrawerButton';
export type { NavigationDrawerButtonProps } from './NavigationDrawerButton';
export { NavigationDrawerPanel } from './NavigationDrawerPanel';
export type { NavigationDrawerPanelProps } from './NavigationDrawerPanel';
