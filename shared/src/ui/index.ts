/**
 * UI kit: accessible styled-components building blocks shared by the shell and the remotes. The
 * overlays (dialogs, menus, popovers, tooltips, combobox) are in shared/overlays.
 */
export * from './Button';
export * from './form';
export * from './layout';
export * from './Table';
export * from './ErrorPanel';
