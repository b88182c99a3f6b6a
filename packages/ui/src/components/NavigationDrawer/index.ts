export { NavigationDrawer } from './NavigationDrawer';
export type { NavigationDrawerProps } from './NavigationDrawer';
