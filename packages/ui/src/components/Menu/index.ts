export { Menu } from './Menu';
export type { MenuActionItem, MenuItem, MenuProps, MenuSubmenuItem } from './Menu';
