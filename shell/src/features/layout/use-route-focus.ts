import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long (ms) a screen that is still loading may take to show its h1 and still receive focus. */
export const HEADING_WAIT_MS = 10_000;

/** Focuses `el` without scrolling, making it programmatically focusable first if needed. */
function focusWithoutScroll(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/**
 * Moves focus into `main` after a navigation: to its first `h1`, or to `main` itself when there is
 * none. A screen that is still loading (a remote's spinner) gets `main` now and its `h1` as soon as
 * it appears, unless the user has moved focus meanwhile. Returns a cleanup that stops waiting.
 */
export function focusMainHeading(main: HTMLElement, waitMs: number = HEADING_WAIT_MS): () => void {
  const heading = main.querySelector('h1');
  if (heading) {
    focusWithoutScroll(heading);
    return () => undefined;
  }
  focusWithoutScroll(main);
  const observer = new MutationObserver(() => {
    const late = main.querySelector('h1');
    if (!late) return;
    stop();
    if (document.activeElement === main) focusWithoutScroll(late);
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * After each client-side navigation (a pathname change; not the first render, nor a change of only
 * the query or hash) focus goes to the page's main heading, see {@link focusMainHeading}, so
 * keyboard and screen-reader users start at the new content. Redirects (replace) before the first
 * real navigation, such as / → /home on load, still count as the first render. Nothing is announced
 * besides what focusing the heading reads.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  const loading = useRef(true);

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    if (loading.current && navigationType === 'REPLACE') return undefined;
    loading.current = false;
    const main = mainRef.current;
    return main ? focusMainHeading(main) : undefined;
  }, [pathname, navigationType, mainRef]);
}
