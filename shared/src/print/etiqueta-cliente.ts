/**
 * The printable customer label: 'Imprimir Etiqueta' on /clientes/{id} (mf-contactos) and on
 * /cuentas-corrientes/{id} (mf-operaciones) print this very document (docs/impresion.md).
 */
import type { Cliente } from '../schemas';
import { documentHtml, html, openPrintWindow } from './documento';

/** The client's fields a label shows (a {@link Cliente} or the client of a current account). */
export type EtiquetaCliente = Pick<
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
 * Builds the printable customer label: the name, then 'Documento', 'Dirección', 'Código postal',
 * 'Zona', 'Provincia' and 'Teléfono' (empty or blank ones left out), on a 100 × 60 mm page under the
 * shared business header; window title 'Etiqueta - {nombre}'. Every value is HTML-escaped by `html`;
 * no script (docs/impresion.md).
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
 * Opens a small window (480 × 360) and prints the label of `cliente` in it after 300 ms
 * (docs/impresion.md). Call it synchronously inside the click handler; on false, show
 * `MSG_VENTANA_BLOQUEADA` (./documento).
 * @returns false when the browser blocked the new window (nothing printed), true otherwise.
 */
export function imprimirEtiquetaCliente(cliente: EtiquetaCliente): boolean {
  return openPrintWindow({ features: 'width=480,height=360' }).write(buildEtiquetaClienteHtml(cliente));
}
