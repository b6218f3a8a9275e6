import { mockPrintWindow } from './print-window';

describe('mockPrintWindow (docs/impresion.md)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hands out one stand-in window that records what is written', () => {
    const mock = mockPrintWindow();
    const win = window.open('', '_blank');
    expect(win).not.toBeNull();
    win?.document.open();
    win?.document.write('<p>uno</p>');
    win?.document.write('<p>dos</p>');
    win?.document.close();
    expect(mock.document.open).toHaveBeenCalledTimes(1);
    expect(mock.document.close).toHaveBeenCalledTimes(1);
    expect(mock.html()).toBe('<p>uno</p><p>dos</p>');
    expect(window.open('', '_blank')).toBe(win);
  });

  it('afterPrint fires onafterprint and the afterprint listeners still registered', () => {
    const mock = mockPrintWindow();
    const win = window.open('', '_blank')!;
    const calls: string[] = [];
    win.onafterprint = (event) => calls.push(`handler:${event.type}`);
    const removed = () => calls.push('removed');
    win.addEventListener('afterprint', (event) => calls.push(`listener:${event.type}`));
    win.addEventListener('afterprint', { handleEvent: (event) => calls.push(`object:${event.type}`) });
    win.addEventListener('afterprint', removed);
    win.removeEventListener('afterprint', removed);
    win.addEventListener('beforeprint', () => calls.push('beforeprint'));
    mock.afterPrint();
    expect(calls).toEqual(['handler:afterprint', 'listener:afterprint', 'object:afterprint']);
  });

  it('document.open() erases the afterprint handler and listeners, as a browser does', () => {
    const mock = mockPrintWindow();
    const win = window.open('', '_blank')!;
    const before = jest.fn();
    win.onafterprint = before;
    win.addEventListener('afterprint', before);
    win.document.open();
    mock.afterPrint();
    expect(before).not.toHaveBeenCalled();
  });

  it('close() marks the window closed', () => {
    const mock = mockPrintWindow();
    const win = window.open('', '_blank')!;
    expect(win.closed).toBe(false);
    win.close();
    expect(mock.close).toHaveBeenCalledTimes(1);
    expect(win.closed).toBe(true);
  });
});
