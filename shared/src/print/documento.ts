/**
 * The printing core (rules in docs/impresion.md): HTML escaping, a tagged template that escapes by
 * default, the shared document frame with the business header and print styles, the print window
 * that prints after 300 ms, and the message shown when the browser blocks that window.
 *
 * Documents never contain `<script>`: the opener writes them and triggers printing, and every document
 * carries a Content-Security-Policy that forbids scripts, so user text can never run as code.
 */

/** Delay between writing a document and printing it, so the new window lays it out first (300 ms, see docs/impresion.md). */
export const PRINT_DELAY_MS = 300;

/** Name shown in the header of every printed document (docs/impresion.md). */
export const BUSINESS_NAME = 'Insumos y Distribución';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes `& < > " '` so the text is safe both as element content and inside a quoted attribute
 * (docs/impresion.md "Escapado").
 * @returns the escaped text; `escapeHtml('<b>')` → `'&lt;b&gt;'`.
 */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Brand shared by every copy of this module (a remote may bundle its own copy of `shared/print`). */
const SAFE_HTML_BRAND = Symbol.for('shared/print.SafeHtml');

/**
 * Markup that is already safe: built by {@link html} (its interpolations were escaped) or declared
 * trusted with {@link raw}. `html` inserts it as is; any other value is escaped.
 */
export class SafeHtml {
  readonly [SAFE_HTML_BRAND] = true;
  constructor(readonly value: string) {}
  /** The markup itself. */
  toString(): string {
    return this.value;
  }
}

/** True when `value` is a {@link SafeHtml} (also one made by another bundled copy of this module). */
export function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[SAFE_HTML_BRAND] === true;
}

/**
 * Marks trusted markup (constants written by the programmer, never user text) so {@link html} inserts
 * it unescaped (docs/impresion.md "Escapado").
 * @returns a {@link SafeHtml} wrapping `markup` unchanged.
 */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(String(markup));
}

/** One interpolated value: text, a number, nothing, safe markup, or a list of those. */
export type HtmlValue = string | number | bigint | boolean | null | undefined | SafeHtml | readonly HtmlValue[];

function interpolate(value: HtmlValue): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (isSafeHtml(value)) return value.value;
  if (Array.isArray(value)) return value.map((v: HtmlValue) => interpolate(v)).join('');
  return escapeHtml(String(value));
}

/**
 * Tagged template for printable markup: every interpolated value is escaped with {@link escapeHtml}
 * unless it is a {@link SafeHtml} (wrapped with {@link raw}, or the result of another `html`);
 * arrays are joined, and `null`, `undefined` and booleans print nothing (docs/impresion.md "Escapado").
 * @returns the markup as a {@link SafeHtml}, ready to nest in another `html` or to pass to {@link documentHtml}.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += interpolate(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** Content-Security-Policy of every printed document: no script, no network; inline styles and data: images only. */
export const PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** Base styles of every printed document (screen preview and `@media print`). */
const BASE_STYLES = `*{box-sizing:border-box}
body{font-family:system-ui,Arial,Helvetica,sans-serif;color:#111;background:#fff;margin:24px;font-size:13px}
.doc-header{display:flex;justify-content:space-between;align-items:flex-end;gap:12px;border-bottom:2px solid #111;padding-bottom:8px;margin-bottom:12px}
.doc-business{font-size:18px;font-weight:700;margin:0}
.doc-title{font-weight:700}
table{width:100%;border-collapse:collapse;margin:12px 0}
th,td{border-bottom:1px solid #ccc;padding:6px;text-align:left;vertical-align:top}
th.n,td.n{text-align:right}
@media print{
@page{margin:12mm}
body{margin:0}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}
tr,.doc-header{break-inside:avoid}
}`;

/** Parts of a printable document. */
export interface DocumentOptions {
  /** Page title: shown in the header and as the window title (escaped). */
  title: string;
  /** Document body, built with {@link html} so user text is escaped. */
  body: SafeHtml;
  /** Extra CSS of this document (trusted constant text, appended after the base styles). */
  styles?: string;
  /** Language of the document: es-AR, the language of the whole back-office (default). */
  lang?: 'es-AR';
}

/**
 * A whole printable HTML document: charset, the no-script Content-Security-Policy, the escaped title,
 * the base print styles (plus `styles`), the business header ('Insumos y Distribución' and the title)
 * and `body` inside `<main>`. It contains no `<script>`: {@link openPrintWindow} prints it from the
 * opener (docs/impresion.md "Documento").
 * @returns the document as a string starting with `<!DOCTYPE html>`.
 */
export function documentHtml({ title, body, styles = '', lang = 'es-AR' }: DocumentOptions): string {
  // `</style` would end the style element early: styles are constants, but never let them do that.
  const css = `${BASE_STYLES}\n${styles}`.replace(/<\/style/gi, '<\\/style');
  return html`<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${PRINT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${raw(css)}</style>
</head>
<body>
<header class="doc-header"><div class="doc-business">${BUSINESS_NAME}</div><div class="doc-title">${title}</div></header>
<main class="doc-body">
${body}
</main>
</body>
</html>`.value;
}

/**
 * Toast of every screen whose print window the browser blocked ({@link PrintWindow.blocked}, or
 * `write` returning false): the product's text word for word (docs/impresion.md «Ventana de impresión»).
 */
export const MSG_VENTANA_BLOQUEADA = 'No se pudo abrir la ventana de impresión. Habilite las ventanas emergentes.';

/** A window opened for printing (see {@link openPrintWindow}). */
export interface PrintWindow {
  /** True when the browser blocked the pop-up: `write` then does nothing and returns false. */
  readonly blocked: boolean;
  /**
   * Writes `documentHtml` into the window and prints it after the delay (300 ms by default); the
   * window closes itself after printing.
   * @returns false when the window was blocked or already closed (nothing written), true otherwise.
   */
  write(documentHtml: string): boolean;
  /** Closes the window (e.g. the data could not be loaded) and cancels a pending print. */
  close(): void;
}

/** Options of {@link openPrintWindow}. */
export interface PrintWindowOptions {
  /** Milliseconds between writing and printing; default {@link PRINT_DELAY_MS} (300). */
  delayMs?: number;
  /** `window.open` features, e.g. `'width=480,height=360'`; default: a new tab. */
  features?: string;
}

/** `window.open('', '_blank')`, or null when blocked, refused or outside a browser. */
function openBlank(features: string | undefined): Window | null {
  try {
    return typeof window !== 'undefined' ? window.open('', '_blank', features) : null;
  } catch {
    return null;
  }
}

/**
 * Opens an empty window for a printable document. Call it synchronously inside the click handler
 * (pop-up blockers only allow windows opened by a user gesture), then `write` the document when it
 * is ready, even after awaiting data; `close` it if the data cannot be had. `write` prints after
 * 300 ms ("Printing waits 300 ms", docs/impresion.md) by calling `print()` from the opener, and the window
 * closes after printing ('afterprint'). A blocked pop-up gives `{ blocked: true }` whose methods do
 * nothing (docs/impresion.md "Ventana de impresión").
 * @returns the {@link PrintWindow} handle.
 */
export function openPrintWindow(options: PrintWindowOptions = {}): PrintWindow {
  const delayMs = options.delayMs ?? PRINT_DELAY_MS;
  const win = openBlank(options.features);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isOpen = (w: Window | null): w is Window => !!w && !w.closed;

  return {
    blocked: !win,
    write(documentHtml: string): boolean {
      if (!isOpen(win)) return false;
      const target = win;
      try {
        target.document.open();
        target.document.write(documentHtml);
        target.document.close();
      } catch (err) {
        console.error(err);
        return false;
      }
      // After document.open(): it erases the window's event handlers.
      target.onafterprint = () => target.close();
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (!isOpen(target)) return;
        try {
          target.focus();
          target.print();
        } catch (err) {
          console.error(err);
        }
      }, delayMs);
      return true;
    },
    close(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (isOpen(win)) win.close();
    },
  };
}
