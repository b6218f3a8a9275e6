/** What {@link mockPrintWindow} returns. */
export interface MockPrintWindow {
  /** The `window.open` spy: `open.mockReturnValue(null)` stands for a blocked pop-up. */
  open: jest.SpiedFunction<typeof window.open>;
  /** Everything written into the window's document so far, joined. */
  html: () => string;
  /** `document.open()` and `document.close()` of the opened window (`document.write` feeds {@link html}). */
  document: { open: jest.Mock; close: jest.Mock };
  /** `window.focus()` and `window.print()` of the opened window, called after the print delay. */
  focus: jest.Mock;
  print: jest.Mock;
  /** `window.close()` of the opened window (it then reports `closed`): also what a user closing it does. */
  close: jest.Mock;
  /**
   * What the browser does once its print dialog closes: fires the window's `onafterprint` handler and
   * every 'afterprint' listener, each with an `Event('afterprint')`.
   */
  afterPrint: () => void;
}

type AfterPrintListener = EventListenerOrEventListenerObject;

/**
 * Test helper for printable documents (docs/impresion.md): replaces `window.open` with a spy that
 * returns a stand-in window (document open/write/close, focus, print, close, `onafterprint` and
 * 'afterprint' listeners), so a test can read what `openPrintWindow` of shared/print wrote, whether
 * it printed, and what happens after printing ({@link MockPrintWindow.afterPrint}). As in a browser,
 * `document.open()` erases the window's 'afterprint' handler and listeners. Every call of
 * `window.open` returns the same stand-in. Undo it with `result.open.mockRestore()` or
 * `jest.restoreAllMocks()`.
 */
export function mockPrintWindow(): MockPrintWindow {
  const written: string[] = [];
  const listeners = new Set<AfterPrintListener>();
  const focus = jest.fn();
  const print = jest.fn();
  const stub = {
    closed: false,
    onafterprint: null as ((this: unknown, event: Event) => unknown) | null,
    addEventListener: jest.fn((type: string, listener: AfterPrintListener | null) => {
      if (type === 'afterprint' && listener) listeners.add(listener);
    }),
    removeEventListener: jest.fn((type: string, listener: AfterPrintListener | null) => {
      if (type === 'afterprint' && listener) listeners.delete(listener);
    }),
    document: {
      open: jest.fn(() => {
        stub.onafterprint = null;
        listeners.clear();
      }),
      write: jest.fn((text: string) => {
        written.push(text);
      }),
      close: jest.fn(),
    },
    focus,
    print,
    close: jest.fn(() => {
      stub.closed = true;
    }),
  };
  const afterPrint = () => {
    const event = new Event('afterprint');
    stub.onafterprint?.call(stub, event);
    for (const listener of [...listeners]) {
      if (typeof listener === 'function') listener.call(stub, event);
      else listener.handleEvent(event);
    }
  };
  // The one cast of the stand-in: it implements only what openPrintWindow uses of a Window.
  const open = jest.spyOn(window, 'open').mockReturnValue(stub as unknown as Window);
  return {
    open,
    html: () => written.join(''),
    document: { open: stub.document.open, close: stub.document.close },
    focus,
    print,
    close: stub.close,
    afterPrint,
  };
}
