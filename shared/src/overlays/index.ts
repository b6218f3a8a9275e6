/**
 * Overlays of the UI kit on React Aria Components (docs/arquitectura.md, "Kit de UI: overlays"):
 * Dialog, ConfirmDialog, MenuButton, Popover, Tooltip and Combobox, styled with the themes. A separate
 * entry from shared/ui so the sign-in page does not download React Aria.
 */
export * from './Dialog';
export * from './Combobox';
export * from './Menu';
export * from './Popover';
export * from './Tooltip';
export { OVERLAY_LOCALE } from './locale';
