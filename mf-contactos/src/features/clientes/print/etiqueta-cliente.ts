import type { Cliente } from 'shared';

/** Delay before printing, so the new window lays the label out first (spec.md "Quotes": printing waits 300 ms). */
export const PRINT_DELAY_MS = 300;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

type EtiquetaCliente = Pick<
  Cliente,
  'nombreApellido' | 'documento' | 'direccion' | 'codigoPostal' | 'zona' | 'provincia' | 'telefono'
>;

/**
 * Builds the printable customer label (spec.md "Customers": print label; "Printable documents opened
 * in a new window"): name, document, address, postal code, zone, province and phone, on a
 * 100 × 60 mm page. Every value is HTML-escaped; missing values are left out.
 * @returns a complete HTML document (es-AR).
 */
export function buildEtiquetaClienteHtml(cliente: EtiquetaCliente): string {
  const lines: Array<[string, string | null | undefined]> = [
    ['Documento', cliente.documento],
    ['Dirección', cliente.direccion],
    ['Código postal', cliente.codigoPostal],
    ['Zona', cliente.zona],
    ['Provincia', cliente.provincia],
    ['Teléfono', cliente.telefono],
  ];
  const rows = lines
    .filter(([, v]) => v && v.trim())
    .map(([k, v]) => `<div class="row"><span class="k">${escapeHtml(k)}:</span> ${escapeHtml(String(v).trim())}</div>`)
    .join('\n      ');
  const title = `Etiqueta - ${cliente.nombreApellido}`;
  return `<!DOCTYPE html>
<html lang="es-AR">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(title)}</title>
    <style>
      @page { size: 100mm 60mm; margin: 4mm; }
      * { box-sizing: border-box; }
      body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #000; }
      .etiqueta { width: 92mm; min-height: 52mm; border: 1px solid #000; border-radius: 2mm; padding: 3mm 4mm; }
      .nombre { font-size: 14pt; font-weight: bold; margin-bottom: 2mm; }
      .row { font-size: 10pt; line-height: 1.35; }
      .k { font-weight: bold; }
    </style>
  </head>
  <body>
    <div class="etiqueta">
      <div class="nombre">${escapeHtml(cliente.nombreApellido)}</div>
      ${rows}
    </div>
  </body>
</html>`;
}

/**
 * Writes an HTML document into a new window and prints it after PRINT_DELAY_MS; the window closes
 * after printing. Returns false when the browser blocked the new window.
 */
export function printHtmlDocument(html: string): boolean {
  const win = window.open('', '_blank', 'width=480,height=360');
  if (!win) return false;
  win.document.open();
  win.document.write(html);
  win.document.close();
  win.onafterprint = () => win.close();
  window.setTimeout(() => {
    win.focus();
    win.print();
  }, PRINT_DELAY_MS);
  return true;
}

/** Opens and prints the label of a client. Returns false when the new window was blocked. */
export function imprimirEtiquetaCliente(cliente: EtiquetaCliente): boolean {
  return printHtmlDocument(buildEtiquetaClienteHtml(cliente));
}
