/**
 * PDF downloads of the printable documents (docs/impresion.md, "PDF"): a document is described once
 * as a {@link DocumentoPdf} (the same data its printed HTML shows) and drawn with jsPDF and
 * jspdf-autotable, loaded on demand so no screen pays for them until the user downloads.
 *
 * Why jsPDF: maintained, pure JavaScript (builds the file in the browser, no server), standard fonts
 * that cover Spanish (á, ñ, °), and jspdf-autotable for tables that break across pages.
 */
import { BUSINESS_NAME, descargarArchivo, PDF_MIME } from 'shared/print';

/** One document: header data as label/value pairs, one table, totals and fixed notes (es-AR texts). */
export interface DocumentoPdf {
  /** Title under the business name, e.g. 'Presupuesto N° 12'. */
  titulo: string;
  /** Label and value lines under the title ('Fecha', '23/11/2026 10:30'). */
  datos: ReadonlyArray<readonly [string, string]>;
  /** Column headers of the lines table. */
  columnas: readonly string[];
  /** Table rows, already formatted (money with its symbol, quantities with their unit). */
  filas: ReadonlyArray<readonly string[]>;
  /** Indexes of the columns aligned right (numbers). */
  columnasNumericas?: readonly number[];
  /** Label and value lines after the table ('Total', '$ 1.105,00'), right aligned. */
  totales?: ReadonlyArray<readonly [string, string]>;
  /** Fixed notes at the end, one paragraph each. */
  notas?: readonly string[];
}

const MARGEN = 14;

/**
 * Draws `d` on an A4 page (more when the table is long) and returns the PDF bytes.
 * @throws whatever jsPDF throws on a broken environment (callers show their own Spanish message).
 */
export async function documentoPdfBytes(d: DocumentoPdf): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const ancho = doc.internal.pageSize.getWidth();
  let y = 18;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(BUSINESS_NAME, MARGEN, y);
  doc.setFontSize(13);
  y += 8;
  doc.text(d.titulo, MARGEN, y);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  y += 4;
  for (const [label, valor] of d.datos) {
    y += 6;
    doc.setFont('helvetica', 'bold');
    doc.text(`${label}:`, MARGEN, y);
    doc.setFont('helvetica', 'normal');
    doc.text(valor, MARGEN + doc.getTextWidth(`${label}: `), y);
  }
  const derecha = new Set(d.columnasNumericas ?? []);
  autoTable(doc, {
    startY: y + 6,
    head: [[...d.columnas]],
    body: d.filas.map((f) => [...f]),
    margin: { left: MARGEN, right: MARGEN },
    styles: { font: 'helvetica', fontSize: 9 },
    headStyles: { fillColor: [60, 60, 60] },
    columnStyles: Object.fromEntries([...derecha].map((i) => [i, { halign: 'right' as const }])),
  });
  // jspdf-autotable records where the table ended.
  y = ((doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y) + 8;
  doc.setFontSize(11);
  for (const [label, valor] of d.totales ?? []) {
    doc.setFont('helvetica', 'bold');
    doc.text(`${label}: ${valor}`, ancho - MARGEN, y, { align: 'right' });
    y += 6;
  }
  doc.setFont('helvetica', 'italic');
  doc.setFontSize(9);
  for (const nota of d.notas ?? []) {
    y += 4;
    const lineas = doc.splitTextToSize(nota, ancho - 2 * MARGEN) as string[];
    doc.text(lineas, MARGEN, y);
    y += 5 * lineas.length;
  }
  return doc.output('arraybuffer');
}

/**
 * Builds the PDF of `d` and downloads it as `nombre` (e.g. 'presupuesto_12.pdf') through the
 * browser's own download (`descargarArchivo` of shared/print). Resolves once the download was handed
 * to the browser.
 * @throws when the PDF cannot be built or the browser refuses the download.
 */
export async function descargarPdf(d: DocumentoPdf, nombre: string): Promise<void> {
  descargarArchivo(await documentoPdfBytes(d), nombre, PDF_MIME);
}
