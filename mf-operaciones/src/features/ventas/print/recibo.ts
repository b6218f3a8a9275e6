/**
 * The internal sale receipt (docs/impresion.md, docs/ventas-y-presupuestos.md), described once as a
 * {@link DocumentoPdf} by {@link reciboVentaPdf} and, from that same model, printed in a new window
 * ({@link reciboVentaHtml}, on the shared print frame of `shared/print`) or downloaded as a PDF
 * (`descargarPdf` of features/documentos): paper and PDF cannot show different data.
 */
import type { Venta } from 'shared';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { documentoAHtml } from '../../comun/documentos/html';
import type { DocumentoPdf } from '../../comun/documentos/pdf';
import { NOTA_SIN_VALIDEZ_FISCAL } from '../../comun/documentos/notas';

/** Title of the receipt of sale `id`: 'Comprobante interno N° {id}'. */
export const tituloRecibo = (id: number) => `Comprobante interno N° ${id}`;

/**
 * The receipt of a sale as a document model: title 'Comprobante interno N° {id}'; data N°, Fecha
 * (dd/mm/aaaa hh:mm, Buenos Aires), Vendedor (with its seller code), Sucursal, Cliente ('Sin
 * cliente' when none), Método de pago and, for an annulled sale, Estado 'Anulada'; the lines
 * (Código, Producto, Cantidad with its unit up to 4 decimals, Precio unitario and Subtotal with the
 * sale's currency symbol, 2 decimals); Descuento (percentage) and Total; the note
 * {@link NOTA_SIN_VALIDEZ_FISCAL}. Texts are plain (the HTML renderer escapes them).
 */
export function reciboVentaPdf(v: Venta): DocumentoPdf {
  const s = v.moneda.simbolo;
  const datos: Array<readonly [string, string]> = [
    ['N°', String(v.id)],
    ['Fecha', formatDateTime(v.fechaVenta)],
    ['Vendedor', `${v.vendedor.name}${v.codVendedor ? ` (${v.codVendedor})` : ''}`],
    ['Sucursal', v.sucursal.nombre],
    ['Cliente', v.cliente ? `${v.cliente.nombreApellido} (${v.cliente.documento})` : 'Sin cliente'],
    ['Método de pago', v.metodoPago.nombre],
  ];
  if (v.isDeleted) datos.push(['Estado', 'Anulada']);
  return {
    titulo: tituloRecibo(v.id),
    datos,
    columnas: ['Código', 'Producto', 'Cantidad', 'Precio unitario', 'Subtotal'],
    filas: v.detalles.map((d) => [
      d.producto.codigo,
      d.producto.nombre,
      formatQuantity(d.cantidad, d.producto.unidad),
      formatMoney(d.precioUnitario, s),
      formatMoney(d.subTotal, s),
    ]),
    columnasNumericas: [2, 3, 4],
    totales: [
      ['Descuento', `${formatQuantity(v.descuento)}%`],
      ['Total', formatMoney(v.total, s)],
    ],
    notas: [NOTA_SIN_VALIDEZ_FISCAL],
  };
}

/**
 * The printable receipt of a sale: {@link reciboVentaPdf} rendered as a whole es-AR HTML document
 * with the shared business header; every value escaped, no script (docs/impresion.md).
 * @returns the document, for `openPrintWindow().write`.
 */
export function reciboVentaHtml(v: Venta): string {
  return documentoAHtml(reciboVentaPdf(v));
}
