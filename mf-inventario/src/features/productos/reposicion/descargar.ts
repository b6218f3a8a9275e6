/** MIME type of an .xlsx workbook. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Saves `datos` as a file named `nombre` through the browser's download (a temporary object URL
 * and a hidden link with `download`); nothing goes to the server. The URL is released a moment
 * later, once the browser has started the download.
 */
export function descargarArchivo(datos: BlobPart, nombre: string, tipo: string = XLSX_MIME): void {
  const url = URL.createObjectURL(new Blob([datos], { type: tipo }));
  const link = document.createElement('a');
  link.href = url;
  link.download = nombre;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
