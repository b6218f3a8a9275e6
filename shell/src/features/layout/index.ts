export { AppLayout, MAIN_ID } from './AppLayout';
export { MENU, visibleMenu, menuItems, isItemActive, isItemVisible, itemRoute } from './menu';
export type { MenuGroup, MenuItem, MenuSection } from './menu';
export { useRouteFocus, focusMainHeading } from './use-route-focus';
