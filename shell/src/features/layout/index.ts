export { AppLayout } from './AppLayout';
export { MENU, visibleMenu, menuItems, isItemActive } from './menu';
export type { MenuGroup, MenuItem, MenuSection } from './menu';
