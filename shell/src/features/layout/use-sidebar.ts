import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Cookie holding the expanded/collapsed choice (docs/arquitectura.md). */
export const SIDEBAR_COOKIE = 'sidebar_state';
/** Cookie lifetime: 7 days, in seconds (docs/arquitectura.md). */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below this width (px) the sidebar is an off-canvas sheet (docs/arquitectura.md). */
export const MOBILE_BREAKPOINT = 768;

/** Reads `sidebar_state` from document.cookie; default open when absent (docs/arquitectura.md). */
export function readSidebarCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  const match = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  if (!match) return true;
  return match.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

/** Saves the state for 7 days on path /. */
export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const mql = window.matchMedia(mobileQuery);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

function getIsMobile(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(mobileQuery).matches;
}

/** True on viewports narrower than 768 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeMobile, getIsMobile, () => false);
}

/** State and actions of the sidebar. */
export interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). Saved in the cookie. */
  open: boolean;
  /** Mobile: the off-canvas sheet is showing. Not saved. */
  openMobile: boolean;
  isMobile: boolean;
  /** Toggles the sheet on mobile, the expanded state otherwise. */
  toggle: () => void;
  setOpenMobile: (open: boolean) => void;
}

/**
 * Sidebar state of docs/arquitectura.md: expanded by default, the choice kept in the `sidebar_state`
 * cookie (7 days, path /), Ctrl/Cmd+B toggles it, under 768 px it becomes an off-canvas sheet.
 */
export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState<boolean>(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((o) => !o);
      return;
    }
    writeSidebarCookie(!open);
    setOpen(!open);
  }, [isMobile, open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // Leaving the mobile layout closes the sheet so it does not reappear later.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  return { open, openMobile, isMobile, toggle, setOpenMobile };
}
