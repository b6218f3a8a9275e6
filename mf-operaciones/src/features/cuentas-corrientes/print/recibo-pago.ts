/**
 * The printable payment receipt of a current-account payment (docs/cuentas-corrientes.md, «Pagos»;
 * docs/impresion.md), described once as a {@link DocumentoPdf} and printed in a new window with the
 * shared document frame of `shared/print`, like the internal sale receipt.
 */
import { compareDecimal, type Aplicacion, type Cliente, type PagoCuentaResponse } from 'shared';
import { formatDateTime, formatMoney, formatQuantity } from 'shared/format';
import { simboloMoneda, textoSaldo } from 'shared/saldo';
import { documentoAHtml } from '../../comun/documentos/html';
import type { DocumentoPdf } from '../../comun/documentos/pdf';
import { NOTA_SIN_VALIDEZ_FISCAL } from '../../comun/documentos/notas';

/** The payment as it was sent: money (2 decimals) in `monedaId`, the dollar rate (pesos per dollar, up to 4 decimals). */
export interface PagoRegistrado {
  monto: string;
  monedaId: number;
  cotizacion: string;
  descripcion: string;
}

/** Everything a payment receipt shows. */
export interface ReciboPagoDatos {
  cliente: Pick<Cliente, 'nombreApellido' | 'documento'>;
  /** When the payment was registered (the screen's clock when the API answered). */
  fecha: Date | string;
  pago: PagoRegistrado;
  respuesta: PagoCuentaResponse;
}

/** Title of the receipt of the movement `id`: 'Recibo de pago N° {id}'. */
export const tituloReciboPago = (id: number) => `Recibo de pago N° ${id}`;

/** Said when the payment covered no document: all of it stays in favour of the client. */
export const NOTA_SIN_APLICACIONES = 'El pago no se aplicó a ningún comprobante pendiente: queda como saldo a favor del cliente.';

/** The document an application paid: 'Venta N° 12' or 'Deuda manual N° 3'. */
export function documentoAplicacion(a: Pick<Aplicacion, 'tipo' | 'id'>): string {
  return a.tipo === 'venta' ? `Venta N° ${a.id}` : `Deuda manual N° ${a.id}`;
}

/**
 * The receipt as a document model: title 'Recibo de pago N° {movimientoId}'; data Fecha (dd/mm/aaaa
 * hh:mm, Buenos Aires), Cliente (with its document), Descripción, Monto (with its currency's symbol)
 * and Cotización dólar; one line per application, oldest document first: Comprobante, Aplicado (in
 * the document's currency; in the payment's too when it was converted), Pagado, Total, Estado
 * (Pagada / Parcial) and Resta; then 'Saldo a favor' (when something was left), the new balances
 * in pesos and in dollars ('Debe …', 'A favor …' or zero) and the note that it has no fiscal
 * validity. Money with 2 decimals; texts are plain (the HTML renderer escapes them).
 */
export function reciboPagoPdf({ cliente, fecha, pago, respuesta }: ReciboPagoDatos): DocumentoPdf {
  const simboloPago = simboloMoneda(pago.monedaId);
  const n = respuesta.nuevoSaldo;
  const totales: Array<readonly [string, string]> = [];
  if (compareDecimal(respuesta.saldoAFavor, 0) > 0) totales.push(['Saldo a favor', formatMoney(respuesta.saldoAFavor, simboloPago)]);
  totales.push(['Nuevo saldo en pesos', textoSaldo(n.saldo_pesos, n.saldo_a_favor_pesos, '$')]);
  totales.push(['Nuevo saldo en dólares', textoSaldo(n.saldo_dolares, n.saldo_a_favor_dolares, 'US$')]);
  return {
    titulo: tituloReciboPago(respuesta.movimientoId),
    datos: [
      ['Fecha', formatDateTime(fecha)],
      ['Cliente', `${cliente.nombreApellido} (${cliente.documento})`],
      ['Descripción', pago.descripcion],
      ['Monto', formatMoney(pago.monto, simboloPago)],
      ['Cotización dólar', `$ ${formatQuantity(pago.cotizacion)}`],
    ],
    columnas: ['Comprobante', 'Aplicado', 'Pagado', 'Total', 'Estado', 'Resta'],
    filas: respuesta.aplicaciones.map((a) => {
      const s = simboloMoneda(a.monedaId);
      const convertido = a.monedaId !== pago.monedaId ? ` (${formatMoney(a.importe, simboloPago)} del pago)` : '';
      return [
        documentoAplicacion(a),
        `${formatMoney(a.aplicado, s)}${convertido}`,
        formatMoney(a.pagadoTotal, s),
        formatMoney(a.total, s),
        a.pagada ? 'Pagada' : 'Parcial',
        formatMoney(a.saldoPendiente, s),
      ];
    }),
    columnasNumericas: [1, 2, 3, 5],
    totales,
    notas: [...(respuesta.aplicaciones.length === 0 ? [NOTA_SIN_APLICACIONES] : []), NOTA_SIN_VALIDEZ_FISCAL],
  };
}

/**
 * The printable payment receipt: {@link reciboPagoPdf} rendered as a whole es-AR HTML document with
 * the shared business header; every value escaped, no script (docs/impresion.md).
 * @returns the document, for `openPrintWindow().write`.
 */
export function reciboPagoHtml(datos: ReciboPagoDatos): string {
  return documentoAHtml(reciboPagoPdf(datos));
}
