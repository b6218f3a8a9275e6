/**
 * The printable HTML of a {@link DocumentoPdf}: the same model a PDF download draws, written into the
 * shared document frame of `shared/print` (docs/impresion.md). A document built once as a model and
 * printed or downloaded from it cannot show different data on paper and in the PDF.
 */
import { documentHtml, html, raw } from 'shared/print';
import type { DocumentoPdf } from './pdf';

/** Styles of a model document, on top of the shared base print styles. */
const DOCUMENTO_STYLES = `.datos p{margin:4px 0}
.tot{font-size:16px;font-weight:700;text-align:right;margin:4px 0}
.nota{margin-top:18px;font-style:italic}`;

/**
 * A whole printable HTML document (es-AR) for `d`: 'Insumos y Distribución' and `d.titulo` in the
 * shared header (and as the window title), one 'Etiqueta: valor' paragraph per `d.datos` entry, the
 * lines table (`d.columnasNumericas` right aligned), one right-aligned 'Etiqueta: valor' per
 * `d.totales` entry and `d.notas` in italics. Every text is escaped by `html` (docs/impresion.md,
 * "Escapado"); the document has no script.
 * @returns the document for `openPrintWindow().write`.
 */
export function documentoAHtml(d: DocumentoPdf): string {
  const numericas = new Set(d.columnasNumericas ?? []);
  // A constant attribute (never user text) for the right-aligned columns of the base print styles.
  const clase = (i: number) => (numericas.has(i) ? raw(' class="n"') : null);
  const head = d.columnas.map((c, i) => html`<th${clase(i)}>${c}</th>`);
  const filas = d.filas.map((f) => html`<tr>${f.map((valor, i) => html`<td${clase(i)}>${valor}</td>`)}</tr>`);
  const body = html`<section class="datos">${d.datos.map(([label, valor]) => html`<p><strong>${label}:</strong> ${valor}</p>`)}</section>
<table><thead><tr>${head}</tr></thead><tbody>${filas}</tbody></table>
${(d.totales ?? []).map(([label, valor]) => html`<p class="tot">${label}: ${valor}</p>`)}
${(d.notas ?? []).map((nota) => html`<p class="nota">${nota}</p>`)}`;
  return documentHtml({ title: d.titulo, body, styles: DOCUMENTO_STYLES, lang: 'es-AR' });
}
