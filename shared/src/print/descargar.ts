/**
 * Files saved through the browser's own download (docs/impresion.md «Descargas»): the Excel lists
 * (/productos/reposicion, /cuentas-corrientes) and the PDF documents. Nothing goes to the server.
 */

/** MIME type of an .xlsx workbook. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** MIME type of a PDF document. */
export const PDF_MIME = 'application/pdf';

/**
 * Toast of a download asked for with nothing to put in it (an empty list): the product's text word
 * for word (docs/impresion.md «Descargas»).
 */
export const MSG_SIN_DATOS_PARA_DESCARGAR = 'No hay datos para descargar';

/** Toast of an Excel download that could not be built or saved (docs/impresion.md «Descargas»). */
export const MSG_ERROR_EXCEL = 'Error al generar el archivo Excel';

/** How long the object URL of a download lives after the click, so the browser can start it (1 s). */
export const DESCARGA_URL_MS = 1000;

/**
 * Saves `datos` as a file named `nombre` (e.g. 'cuentas_corrientes_2026-11-20.xlsx') of MIME type
 * `tipo` ({@link XLSX_MIME} by default) through the browser's own download: a temporary object URL
 * and a hidden link with `download`, clicked once and removed. The URL is released
 * {@link DESCARGA_URL_MS} later; the link goes and the URL is released also when the click throws.
 * @throws whatever `URL.createObjectURL` (e.g. out of memory) or the click throws: nothing was downloaded.
 */
export function descargarArchivo(datos: BlobPart, nombre: string, tipo: string = XLSX_MIME): void {
  const url = URL.createObjectURL(new Blob([datos], { type: tipo }));
  const link = document.createElement('a');
  link.href = url;
  link.download = nombre;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DESCARGA_URL_MS);
  }
}
