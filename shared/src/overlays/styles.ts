/**
 * Styles shared by the overlays: the floating surface of popovers, menus and listboxes, and the
 * stacking order (docs/arquitectura.md, "Kit de UI: overlays"). React Aria renders the overlays
 * unstyled; they read the theme (`theme.colors.*`, `theme.radius`) like the rest of the kit.
 */
import { css, keyframes } from 'styled-components';

/** Stacking order of a modal dialog: over the page and its sticky header (the toasts stay on top). */
export const Z_MODAL = 1000;
/** Stacking order of a popover, menu, listbox or tooltip: over a modal that may contain its trigger. */
export const Z_POPOVER = 1100;

/** Floating surface: background, border, radius and shadow of the current theme. */
export const floatingSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 10px 30px rgba(0, 0, 0, ${({ theme }) => (theme.mode === 'dark' ? 0.5 : 0.15)});
`;

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Short fade for overlays entering and leaving, skipped when the user asks for reduced motion. */
export const fadeInOut = css`
  @media (prefers-reduced-motion: no-preference) {
    &[data-entering] { animation: ${fade} 120ms ease-out; }
    &[data-exiting] { animation: ${fade} 100ms ease-in reverse; }
  }
`;

/** Row of a menu or listbox: the highlighted row (keyboard or pointer) uses the accent tint. */
export const itemRow = css`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  padding: 0.45rem 0.6rem;
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: transparent;
  }
`;
