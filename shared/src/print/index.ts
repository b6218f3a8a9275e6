/**
 * `shared/print`: what the remotes print and download (rules in docs/impresion.md).
 * - `./documento`: escaping, the `html` template, the document frame, the print window and
 *   `MSG_VENTANA_BLOQUEADA`;
 * - `./etiqueta-cliente`: the customer label that /clientes/{id} and /cuentas-corrientes/{id} print;
 * - `./descargar`: a file saved through the browser's own download (Excel, PDF).
 *
 * Documents never contain `<script>`: the opener writes them and triggers printing, and every document
 * carries a Content-Security-Policy that forbids scripts, so user text can never run as code.
 */
export * from './documento';
export * from './etiqueta-cliente';
export * from './descargar';
