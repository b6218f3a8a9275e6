/**
 * The printable quote and its PDF (docs/impresion.md), both drawn from ONE model: {@link documentoPresupuesto}
 * describes the quote once as a `DocumentoPdf` (number, date, client, document, seller, discount,
 * lines, total and the two fixed notes); {@link presupuestoHtml} renders that model inside the shared
 * print frame (`shared/print`: escaped text, no script, CSP) with the business logo, and
 * {@link descargarPresupuestoPdf} hands the same model to the PDF writer of documentos/pdf.ts.
 */
import { MSG_PRESUPUESTO_NOTA_GRACIAS, MSG_PRESUPUESTO_NOTA_INFORMATIVA, type Presupuesto } from 'shared';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { BUSINESS_NAME, documentHtml, html, openPrintWindow, raw } from 'shared/print';
import { descargarPdf, type DocumentoPdf } from '../../comun/documentos/pdf';

/**
 * The business logo, inline (no network request: the printed document's CSP forbids them): a drop
 * over a flask with the initials, in the document's ink. Constant markup written here, never data.
 */
const LOGO_SVG = `<svg class="logo" xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 64 64" role="img" aria-label="Logo de ${BUSINESS_NAME}">
<circle cx="32" cy="32" r="30" fill="#111"/>
<path d="M32 10c-7 10-13 17-13 25a13 13 0 0 0 26 0c0-8-6-15-13-25z" fill="#fff"/>
<text x="32" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="#111">ID</text>
</svg>`;

/** Styles of the printed quote, on top of the shared base print styles. */
const PRESUPUESTO_STYLES = `.encabezado{display:flex;gap:16px;align-items:flex-start;margin-bottom:8px}
.logo{flex:none}
.datos{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:0}
.datos dt{font-weight:700}
.datos dd{margin:0}
.tot{font-size:16px;font-weight:700;text-align:right;margin:4px 0}
.nota{margin:12px 0 0;font-style:italic}`;

/** Columns of the lines table of the printed quote and its PDF. */
const COLUMNAS = ['Código', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal'] as const;
/** Cantidad, Precio unitario and Subtotal are aligned right. */
const COLUMNAS_NUMERICAS = [2, 3, 4] as const;

/**
 * The one description of a printed quote (es-AR texts, money with the quote's symbol and 2
 * decimals, quantities up to 4 with their unit): title 'Presupuesto N° {id}'; data Fecha, Cliente
 * ('Sin cliente'), Documento ('-'), Vendedor ('Sin vendedor'), Sucursal and Descuento ('10%'); the
 * lines; Total; and the notes 'Este presupuesto es solo a título informativo y no implica compromiso
 * de venta.' and 'Gracias por su consulta.'.
 */
export function documentoPresupuesto(p: Presupuesto): DocumentoPdf {
  const s = p.moneda.simbolo;
  return {
    titulo: `Presupuesto N° ${p.id}`,
    datos: [
      ['Fecha', formatDateTime(p.fecha)],
      ['Cliente', p.cliente?.nombreApellido ?? 'Sin cliente'],
      ['Documento', p.cliente?.documento ?? '-'],
      ['Vendedor', p.vendedor ?? 'Sin vendedor'],
      ['Sucursal', p.sucursal.nombre],
      ['Descuento', `${formatQuantity(p.descuento)}%`],
    ],
    columnas: COLUMNAS,
    filas: p.detalles.map((d) => [d.codigo, d.nombre, formatQuantity(d.cantidad, d.unidad), formatMoney(d.precioUnitario, s), formatMoney(d.subTotal, s)]),
    columnasNumericas: COLUMNAS_NUMERICAS,
    totales: [['Total', formatMoney(p.total, s)]],
    notas: [MSG_PRESUPUESTO_NOTA_INFORMATIVA, MSG_PRESUPUESTO_NOTA_GRACIAS],
  };
}

/**
 * The printable quote: {@link documentoPresupuesto} rendered with the logo in the shared print frame.
 * Every value is escaped (`html`).
 * @returns a whole HTML document (es-AR) for `openPrintWindow().write`.
 */
export function presupuestoHtml(p: Presupuesto): string {
  const d = documentoPresupuesto(p);
  const numerica = new Set<number>(d.columnasNumericas ?? []);
  const clase = (i: number) => (numerica.has(i) ? 'n' : undefined);
  const celda = (texto: string, i: number) => (clase(i) ? html`<td class="n">${texto}</td>` : html`<td>${texto}</td>`);
  const body = html`<div class="encabezado">${raw(LOGO_SVG)}<dl class="datos">${d.datos.map(([label, valor]) => html`<dt>${label}:</dt><dd>${valor}</dd>`)}</dl></div>
<table><thead><tr>${d.columnas.map((c, i) => (clase(i) ? html`<th class="n">${c}</th>` : html`<th>${c}</th>`))}</tr></thead>
<tbody>${d.filas.map((f) => html`<tr>${f.map(celda)}</tr>`)}</tbody></table>
${(d.totales ?? []).map(([label, valor]) => html`<p class="tot">${label}: ${valor}</p>`)}
${(d.notas ?? []).map((n) => html`<p class="nota">${n}</p>`)}`;
  return documentHtml({ title: d.titulo, body, styles: PRESUPUESTO_STYLES, lang: 'es-AR' });
}

/**
 * Opens the print window (call it inside the click handler) and prints the quote after 300 ms
 * (shared `openPrintWindow`, docs/impresion.md).
 * @returns false when the browser blocked the window (nothing printed).
 */
export function imprimirPresupuesto(p: Presupuesto): boolean {
  return openPrintWindow().write(presupuestoHtml(p));
}

/** The file name of a quote's PDF: presupuesto_{id}.pdf. */
export const nombrePdfPresupuesto = (id: number) => `presupuesto_${id}.pdf`;

/**
 * Downloads the quote as presupuesto_{id}.pdf, drawn from {@link documentoPresupuesto}.
 * @throws whatever the PDF writer throws (the caller shows its own Spanish message).
 */
export function descargarPresupuestoPdf(p: Presupuesto): Promise<void> {
  return descargarPdf(documentoPresupuesto(p), nombrePdfPresupuesto(p.id));
}
