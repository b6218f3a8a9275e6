/**
 * Printable internal sale receipt, opened in a new window from /ventas/{id} and the new-sale flow, built
 * on the shared print module (`shared/print`, rules in docs/impresion.md): the shared document frame, text
 * escaped by `html`, printed through `openPrintWindow` from the caller's click handler.
 */
import type { Venta } from 'shared';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { documentHtml, html } from 'shared/print';

/** Styles of the receipt, on top of the shared base print styles. */
const RECIBO_STYLES = `.tot{font-size:16px;font-weight:700;text-align:right}
.nota{margin-top:18px;font-style:italic}`;

/**
 * The internal receipt of a sale: N°, fecha, vendedor, sucursal, cliente, lines, descuento, total,
 * método de pago and the statement 'Comprobante interno sin validez fiscal'. Every value is escaped.
 * @returns a whole printable HTML document (es-AR), for `openPrintWindow().write`.
 */
export function reciboVentaHtml(v: Venta): string {
  const s = v.moneda.simbolo;
  const filas = v.detalles.map(
    (d) =>
      html`<tr><td>${d.producto.codigo}</td><td>${d.producto.nombre}</td><td class="n">${formatQuantity(d.cantidad, d.producto.unidad)}</td><td class="n">${formatMoney(d.precioUnitario, s)}</td><td class="n">${formatMoney(d.subTotal, s)}</td></tr>`,
  );
  const cliente = v.cliente ? `${v.cliente.nombreApellido} (${v.cliente.documento})` : 'Sin cliente';
  const body = html`<p><strong>N°:</strong> ${v.id} &nbsp; <strong>Fecha:</strong> ${formatDateTime(v.fechaVenta)}</p>
<p><strong>Vendedor:</strong> ${v.vendedor.name}${v.codVendedor ? ` (${v.codVendedor})` : ''} &nbsp; <strong>Sucursal:</strong> ${v.sucursal.nombre}</p>
<p><strong>Cliente:</strong> ${cliente}</p>
<table><thead><tr><th>Código</th><th>Producto</th><th class="n">Cantidad</th><th class="n">Precio unitario</th><th class="n">Subtotal</th></tr></thead><tbody>${filas}</tbody></table>
<p>Descuento: ${formatQuantity(v.descuento)}%</p><p class="tot">Total: ${formatMoney(v.total, s)}</p>
<p><strong>Método de pago:</strong> ${v.metodoPago.nombre}</p><p class="nota">Comprobante interno sin validez fiscal</p>`;
  return documentHtml({ title: `Comprobante interno N° ${v.id}`, body, styles: RECIBO_STYLES, lang: 'es-AR' });
}
