/**
 * Printable customer label ('Imprimir Etiqueta' on /clientes/{id}), opened in a new window, built on
 * the shared print module (`shared/print`, rules in docs/impresion.md).
 */
import type { Cliente } from 'shared';
import { documentHtml, html, openPrintWindow } from 'shared/print';

type EtiquetaCliente = Pick<
  Cliente,
  'nombreApellido' | 'documento' | 'direccion' | 'codigoPostal' | 'zona' | 'provincia' | 'telefono'
>;

/**
 * Label page: 100 × 60 mm, a compact business header (the title is left out: the name is right below)
 * and the bordered label box.
 */
const ETIQUETA_STYLES = `@page { size: 100mm 60mm; margin: 4mm; }
body { font-family: Arial, Helvetica, sans-serif; color: #000; }
.doc-header { font-size: 8pt; border-bottom-width: 1px; padding-bottom: 1mm; margin-bottom: 1.5mm; }
.doc-business { font-size: 9pt; }
.doc-title { display: none; }
.etiqueta { width: 92mm; min-height: 44mm; border: 1px solid #000; border-radius: 2mm; padding: 3mm 4mm; }
.nombre { font-size: 14pt; font-weight: bold; margin-bottom: 2mm; }
.row { font-size: 10pt; line-height: 1.35; }
.k { font-weight: bold; }`;

/**
 * Builds the printable customer label: name, document, address, postal code, zone, province and
 * phone, on a 100 × 60 mm page under the shared business header. Every value is HTML-escaped (through
 * `html` from `shared/print`); missing values are left out.
 * @returns a complete HTML document (es-AR), for `openPrintWindow().write`.
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
    .map(([k, v]) => html`<div class="row"><span class="k">${k}:</span> ${String(v).trim()}</div>`);
  const body = html`<div class="etiqueta">
<div class="nombre">${cliente.nombreApellido}</div>
${rows}
</div>`;
  return documentHtml({ title: `Etiqueta - ${cliente.nombreApellido}`, body, styles: ETIQUETA_STYLES, lang: 'es-AR' });
}

/**
 * Opens a small window and prints the label of a client in it (after 300 ms, docs/impresion.md).
 * Call it inside the click handler.
 * @returns false when the browser blocked the new window.
 */
export function imprimirEtiquetaCliente(cliente: EtiquetaCliente): boolean {
  return openPrintWindow({ features: 'width=480,height=360' }).write(buildEtiquetaClienteHtml(cliente));
}
