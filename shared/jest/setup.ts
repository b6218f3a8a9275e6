/** Runs after the test framework in every browser-package test: jest-dom matchers, clean toasts. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): on a busy 2-core machine a screen may take longer than
// a second to settle. Only the waiting is longer; nothing asserts a duration.
configure({ asyncUtilTimeout: 5000 });
// For the same reason a whole test may take longer than jest's 5 s default there (a test file can
// still set its own).
jest.setTimeout(20_000);

// A test file may run in Node (`@jest-environment node`, e.g. reading a PDF back): no DOM to patch.
if (typeof window !== 'undefined') {
  // jsdom lacks these; components use them for focus and scrolling.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // jsdom has no PointerEvent: without it fireEvent.pointer* drops clientX/clientY (swipe gestures).
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }
}
