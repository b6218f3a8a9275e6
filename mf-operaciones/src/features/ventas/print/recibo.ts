/**
 * Printable internal sale receipt (HTML written into a new window that prints itself). Reusable
 * by quotes and account documents later: `documentoHtml` takes the generic parts.
 */
import type { Venta } from 'shared';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A whole printable HTML document with the business header and a print-on-load script. */
export function documentoHtml(titulo: string, cuerpo: string): string {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>${esc(titulo)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;color:#111;margin:24px;font-size:13px}h1{font-size:18px;margin:0}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #111;padding-bottom:8px;margin-bottom:12px}
table{width:100%;border-collapse:collapse;margin:12px 0}th,td{border-bottom:1px solid #ccc;padding:6px;text-align:left}
td.n,th.n{text-align:right}.tot{font-size:16px;font-weight:700;text-align:right}.nota{margin-top:18px;font-style:italic}</style>
</head><body><div class="head"><div><h1>Insumos y Distribución</h1><div>Back-office</div></div><div><strong>${esc(titulo)}</strong></div></div>
${cuerpo}<script>window.onload=function(){window.print()}</script></body></html>`;
}

/** The internal receipt of a sale: N°, fecha, vendedor, cliente, lines, descuento, total, método de pago. */
export function reciboVentaHtml(v: Venta): string {
  const s = v.moneda.simbolo;
  const filas = v.detalles
    .map(
      (d) =>
        `<tr><td>${esc(d.producto.codigo)}</td><td>${esc(d.producto.nombre)}</td><td class="n">${esc(formatQuantity(d.cantidad, d.producto.unidad))}</td><td class="n">${esc(formatMoney(d.precioUnitario, s))}</td><td class="n">${esc(formatMoney(d.subTotal, s))}</td></tr>`,
    )
    .join('');
  const cuerpo = `<p><strong>N°:</strong> ${v.id} &nbsp; <strong>Fecha:</strong> ${esc(formatDateTime(v.fechaVenta))}</p>
<p><strong>Vendedor:</strong> ${esc(v.vendedor.name)}${v.codVendedor ? ` (${esc(v.codVendedor)})` : ''} &nbsp; <strong>Sucursal:</strong> ${esc(v.sucursal.nombre)}</p>
<p><strong>Cliente:</strong> ${v.cliente ? `${esc(v.cliente.nombreApellido)} (${esc(v.cliente.documento)})` : 'Sin cliente'}</p>
<table><thead><tr><th>Código</th><th>Producto</th><th class="n">Cantidad</th><th class="n">Precio unitario</th><th class="n">Subtotal</th></tr></thead><tbody>${filas}</tbody></table>
<p>Descuento: ${esc(formatQuantity(v.descuento))}%</p><p class="tot">Total: ${esc(formatMoney(v.total, s))}</p>
<p><strong>Método de pago:</strong> ${esc(v.metodoPago.nombre)}</p><p class="nota">Comprobante interno sin validez fiscal</p>`;
  return documentoHtml(`Comprobante interno N° ${v.id}`, cuerpo);
}

/**
 * Opens an empty window now (call it inside the click handler so pop-up blockers allow it); the
 * returned function writes the document into it later, or closes it when given null.
 */
export function abrirVentanaImpresion(): (html: string | null) => void {
  const win = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  return (html) => {
    if (!win || win.closed) return;
    if (html === null) {
      win.close();
      return;
    }
    try {
      win.document.open();
      win.document.write(html);
      win.document.close();
    } catch (err) {
      console.error(err);
    }
  };
}
