/**
 * Print windows in the end-to-end tests (docs/impresion.md, docs/pruebas.md).
 */

/** A window whose `print()` was replaced by {@link stubPrint}, with how many times it was called. */
export type PrintWindow = Window & { __printCalls?: number };

/**
 * Stubs `print()` and counts the calls, in every document of the context and on every window the
 * page opens. Headless Chromium must not block on a print dialog, and a real print fires
 * `afterprint`, which closes the print window before a test can read it. A popup opened with
 * window.open('') starts on about:blank, where init scripts are not guaranteed to run, so the
 * stub is also set on the window `window.open` returns.
 * Use: `await context.addInitScript(stubPrint)` before opening the page.
 */
export function stubPrint(): void {
  const stub = (w: PrintWindow) => {
    w.__printCalls = w.__printCalls ?? 0;
    w.print = () => {
      w.__printCalls = (w.__printCalls ?? 0) + 1;
    };
  };
  stub(window);
  const open = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    const child = open(...args);
    if (child) {
      try {
        stub(child);
      } catch {
        // cross-origin window: nothing to stub
      }
    }
    return child;
  };
}
