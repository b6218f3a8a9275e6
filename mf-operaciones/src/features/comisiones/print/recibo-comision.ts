/**
 * The printable receipt of a commission payout (docs/impresion.md, docs/cajas-gastos-comisiones.md):
 * a whole es-AR document on the shared print frame of `shared/print`, written into a new window.
 */
import { BUSINESS_NAME, documentHtml, html } from 'shared/print';
import type { ComisionPago } from 'shared';
import { formatDateTime, formatMoney } from 'shared/format';
import { formatDia } from '../../comun/utils/fechas';

/** Title of the receipt of payout `id`: 'Recibo de pago de comisión N° {id}'. */
export const tituloReciboComision = (id: number) => `Recibo de pago de comisión N° ${id}`;

/** Period the payout settles (yyyy-mm-dd days), when known: it is printed as 'del dd/mm/aaaa al dd/mm/aaaa'. */
export interface PeriodoComision {
  desde: string;
  hasta: string;
}

const ESTILOS = `.datos p{margin:4px 0}
.monto{font-size:20px;font-weight:700;margin:14px 0}
.texto{margin:14px 0;line-height:1.5}
.firmas{display:flex;gap:48px;margin-top:72px}
.firma{flex:1;border-top:1px solid #111;padding-top:6px;text-align:center}`;

/**
 * The receipt of `pago` as a whole printable HTML document: title 'Recibo de pago de comisión N°
 * {id}'; Fecha (dd/mm/aaaa hh:mm, Buenos Aires), Vendedor (with its seller code), Período (only
 * with `periodo`), Concepto (the payout's description, 'Pago de comisiones por ventas' without
 * one), Caja ('Casa Central ($)' or 'Sin caja'), Pagó (who recorded it); the amount with its
 * currency symbol (2 decimals); the sentence 'Recibí de {empresa} la suma de {monto} en concepto
 * de comisiones por ventas.'; and signature lines 'Firma del vendedor' and 'Aclaración'. Every
 * value is escaped and the document has no script (docs/impresion.md).
 * @returns the document, for `openPrintWindow().write`.
 */
export function reciboComisionHtml(pago: ComisionPago, periodo?: PeriodoComision): string {
  const monto = formatMoney(pago.monto, pago.moneda.simbolo);
  const vendedor = `${pago.vendedor.name}${pago.vendedor.cod_vendedor ? ` (${pago.vendedor.cod_vendedor})` : ''}`;
  const datos: Array<readonly [string, string]> = [
    ['N°', String(pago.id)],
    ['Fecha', formatDateTime(pago.fecha)],
    ['Vendedor', vendedor],
  ];
  if (periodo) datos.push(['Período', `del ${formatDia(periodo.desde)} al ${formatDia(periodo.hasta)}`]);
  datos.push(
    ['Concepto', pago.descripcion?.trim() || 'Pago de comisiones por ventas'],
    ['Caja', pago.caja ? `${pago.caja.sucursal.nombre} (${pago.moneda.simbolo})` : 'Sin caja'],
    ['Pagó', pago.usuario?.name ?? '—'],
  );
  const body = html`<section class="datos">${datos.map(([label, valor]) => html`<p><strong>${label}:</strong> ${valor}</p>`)}</section>
<p class="monto">Monto: ${monto}</p>
<p class="texto">Recibí de ${BUSINESS_NAME} la suma de ${monto} en concepto de comisiones por ventas.</p>
<div class="firmas"><div class="firma">Firma del vendedor</div><div class="firma">Aclaración</div></div>`;
  return documentHtml({ title: tituloReciboComision(pago.id), body, styles: ESTILOS, lang: 'es-AR' });
}
