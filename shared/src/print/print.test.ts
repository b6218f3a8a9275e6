import { mockPrintWindow } from '../testing/print-window';
import { BUSINESS_NAME, documentHtml, escapeHtml, html, isSafeHtml, openPrintWindow, PRINT_DELAY_MS, raw } from '.';

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('escapeHtml', () => {
  it('escapes each special character', () => {
    expect(escapeHtml('&')).toBe('&amp;');
    expect(escapeHtml('<')).toBe('&lt;');
    expect(escapeHtml('>')).toBe('&gt;');
    expect(escapeHtml('"')).toBe('&quot;');
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it('escapes & first (no double escaping) and leaves other text alone', () => {
    expect(escapeHtml(`a & b <c> "d" 'e' &amp;`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &amp;amp;');
    expect(escapeHtml('María Pérez Nº 1.234,50 $')).toBe('María Pérez Nº 1.234,50 $');
  });

  it('keeps hostile text inert as content and inside an attribute', () => {
    const box = document.createElement('div');
    box.innerHTML = `<p title="${escapeHtml(`"${HOSTILE}`)}">${escapeHtml(HOSTILE)}</p>`;
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe(HOSTILE);
    expect(box.querySelector('p')?.getAttribute('title')).toBe(`"${HOSTILE}`);
  });
});

describe('html', () => {
  it('escapes every interpolated value', () => {
    const out = html`<p class="${'a"b'}">${HOSTILE} ${"'"} ${'&'}</p>`;
    expect(isSafeHtml(out)).toBe(true);
    expect(out.value).toBe('<p class="a&quot;b">&lt;img src=x onerror=alert(1)&gt; &#39; &amp;</p>');
  });

  it('keeps raw(...) and nested html fragments, escapes array items, prints nothing for null/undefined/booleans', () => {
    const items = ['<a>', raw('<b>ok</b>'), html`<i>${'<c>'}</i>`];
    const out = html`${raw('<hr>')}${items}|${null}${undefined}${false}${true}|${0}|${12.5}`;
    expect(out.value).toBe('<hr>&lt;a&gt;<b>ok</b><i>&lt;c&gt;</i>||0|12.5');
  });

  it('turns into its markup in a string', () => {
    expect(`${html`<b>${'x<'}</b>`}`).toBe('<b>x&lt;</b>');
  });
});

describe('documentHtml', () => {
  it('is a whole es-AR document with the business header, the title and print styles', () => {
    const out = documentHtml({ title: 'Comprobante interno N° 7', body: html`<p>Hola</p>`, styles: '.x{color:red}' });
    expect(out.startsWith('<!DOCTYPE html>')).toBe(true);
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.documentElement.lang).toBe('es-AR');
    expect(doc.title).toBe('Comprobante interno N° 7');
    expect(doc.querySelector('.doc-header')?.textContent).toContain(BUSINESS_NAME);
    expect(doc.querySelector('.doc-title')?.textContent).toBe('Comprobante interno N° 7');
    expect(doc.querySelector('main')?.innerHTML.trim()).toBe('<p>Hola</p>');
    const css = doc.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@media print');
    expect(css).toContain('.x{color:red}');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain("default-src 'none'");
  });

  it('with a hostile client name has no <img> tag and no script, and shows the name as text', () => {
    const out = documentHtml({ title: `Etiqueta - ${HOSTILE}`, body: html`<p class="nombre">${HOSTILE}</p>` });
    expect(out).not.toMatch(/<img/i);
    expect(out).not.toMatch(/<script/i);
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('.nombre')?.textContent).toBe(HOSTILE);
    expect(doc.title).toBe(`Etiqueta - ${HOSTILE}`);
  });

  it('cannot be broken out of its <style> element by the styles', () => {
    const out = documentHtml({ title: 't', body: html``, styles: '</style><img src=x>' });
    expect(new DOMParser().parseFromString(out, 'text/html').querySelector('img')).toBeNull();
  });
});

describe('openPrintWindow', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('writes the document at once and prints it 300 ms later, then closes after printing', () => {
    jest.useFakeTimers();
    const mock = mockPrintWindow();
    const ventana = openPrintWindow();
    expect(mock.open).toHaveBeenCalledWith('', '_blank', undefined);
    expect(ventana.blocked).toBe(false);

    expect(ventana.write('<!DOCTYPE html><p>doc</p>')).toBe(true);
    expect(mock.document.open).toHaveBeenCalled();
    expect(mock.html()).toBe('<!DOCTYPE html><p>doc</p>');
    expect(mock.document.close).toHaveBeenCalled();

    expect(PRINT_DELAY_MS).toBe(300);
    jest.advanceTimersByTime(299);
    expect(mock.print).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(mock.focus).toHaveBeenCalled();
    expect(mock.print).toHaveBeenCalledTimes(1);
    expect(mock.close).not.toHaveBeenCalled();

    // The browser fires 'afterprint' on the window once the print dialog closes.
    mock.afterPrint();
    expect(mock.close).toHaveBeenCalled();
  });

  it('passes window features and honours another delay', () => {
    jest.useFakeTimers();
    const mock = mockPrintWindow();
    openPrintWindow({ features: 'width=480,height=360', delayMs: 50 }).write('<p></p>');
    expect(mock.open).toHaveBeenCalledWith('', '_blank', 'width=480,height=360');
    jest.advanceTimersByTime(49);
    expect(mock.print).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(mock.print).toHaveBeenCalled();
  });

  it('close() closes the window and cancels a pending print', () => {
    jest.useFakeTimers();
    const mock = mockPrintWindow();
    const ventana = openPrintWindow();
    ventana.write('<p></p>');
    ventana.close();
    expect(mock.close).toHaveBeenCalled();
    jest.advanceTimersByTime(PRINT_DELAY_MS);
    expect(mock.print).not.toHaveBeenCalled();
  });

  it('does not print a window the user closed before the delay', () => {
    jest.useFakeTimers();
    const mock = mockPrintWindow();
    const ventana = openPrintWindow();
    ventana.write('<p></p>');
    // The user closes the window: the stand-in then reports `closed`.
    mock.close();
    jest.advanceTimersByTime(PRINT_DELAY_MS);
    expect(mock.print).not.toHaveBeenCalled();
    expect(ventana.write('<p>otra vez</p>')).toBe(false);
    expect(mock.html()).toBe('<p></p>');
  });

  it('handles a blocked pop-up: blocked, write returns false, close does nothing', () => {
    jest.useFakeTimers();
    mockPrintWindow().open.mockReturnValue(null);
    const ventana = openPrintWindow();
    expect(ventana.blocked).toBe(true);
    expect(ventana.write('<p></p>')).toBe(false);
    expect(() => ventana.close()).not.toThrow();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('treats a window.open that throws as blocked', () => {
    mockPrintWindow().open.mockImplementation(() => {
      throw new Error('denied');
    });
    expect(openPrintWindow().blocked).toBe(true);
  });
});
