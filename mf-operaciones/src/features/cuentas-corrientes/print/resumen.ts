/**
 * The printable account statement of a client (docs/cuentas-corrientes.md, «Resumen de cuenta»;
 * docs/impresion.md): written with the shared document frame of `shared/print`, every value escaped,
 * no script.
 */
import type { ResumenCuenta, ResumenMovimiento } from 'shared';
import { formatDateTime, formatMoney } from 'shared/format';
import { documentHtml, html } from 'shared/print';
import { simboloMoneda } from 'shared/saldo';

/** Title of the statement (header and window title). */
export const TITULO_RESUMEN = 'Resumen de cuenta corriente';

/** How to read the signed balances of the statement. */
export const NOTA_SALDOS = 'Saldo positivo: lo que el cliente debe. Saldo negativo: saldo a favor del cliente. Fechas y horas de Buenos Aires.';

const RESUMEN_STYLES = `.datos p{margin:4px 0}
h2{font-size:15px;margin:20px 0 4px}
.saldo{margin:4px 0;text-align:right}
.final{margin-top:20px;border-top:2px solid #111;padding-top:8px}
.final p{margin:4px 0;text-align:right;font-weight:700}
.nota{margin-top:18px;font-style:italic}
td.vacio{text-align:center;color:#555}`;

/** A day yyyy-mm-dd as dd/mm/aaaa (the day as given: it is already a Buenos Aires day). */
function dia(fecha: string | null): string {
  const m = fecha ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** 'Del dd/mm/aaaa al dd/mm/aaaa' (or the one end given, or 'Todos los movimientos'). */
export function textoPeriodo(desde: string | null, hasta: string | null): string {
  if (desde && hasta) return `Del ${dia(desde)} al ${dia(hasta)}`;
  if (desde) return `Desde el ${dia(desde)}`;
  if (hasta) return `Hasta el ${dia(hasta)}`;
  return 'Todos los movimientos';
}

/** One currency's part of the statement: its lines and balances. */
interface SeccionMoneda {
  titulo: string;
  monedaId: number;
  inicial: string;
  final: string;
  aFavor: string;
  lineas: ResumenMovimiento[];
}

function seccion(s: SeccionMoneda) {
  const simbolo = simboloMoneda(s.monedaId);
  const filas =
    s.lineas.length === 0
      ? html`<tr><td class="vacio" colspan="6">Sin movimientos en el período.</td></tr>`
      : s.lineas.map(
          (l) => html`<tr><td>${formatDateTime(l.fecha)}</td><td>${l.codigo}</td><td>${l.descripcion}</td><td class="n">${
            l.debe === '0.00' ? '' : formatMoney(l.debe, simbolo)
          }</td><td class="n">${l.haber === '0.00' ? '' : formatMoney(l.haber, simbolo)}</td><td class="n">${formatMoney(l.saldoAcumulado, simbolo)}</td></tr>`,
        );
  return html`<section aria-label="${s.titulo}">
<h2>${s.titulo} (${simbolo})</h2>
<p class="saldo">Saldo inicial: ${formatMoney(s.inicial, simbolo)}</p>
<table><thead><tr><th>Fecha</th><th>Comprobante</th><th>Descripción</th><th class="n">Debe</th><th class="n">Haber</th><th class="n">Saldo</th></tr></thead>
<tbody>${filas}</tbody></table>
<p class="saldo"><strong>Saldo final: ${formatMoney(s.final, simbolo)}</strong></p>
</section>`;
}

/**
 * The statement of `r` as a whole es-AR HTML document: title {@link TITULO_RESUMEN}; the client
 * (name, document, VAT condition, address when known) and the period; one section per currency
 * (Pesos, then Dólares) with its initial balance, its lines oldest first — date and time in
 * Buenos Aires, code (REC payment, FAC sale, DEUDA manual debt, DEB other debit), description,
 * Debe, Haber and the running balance of that currency — and its final balance; then the final
 * balances and the credit in favour per currency, and how to read the signs. Money with the
 * currency's symbol and 2 decimals, signed balances (negative: credit in favour). Every value is
 * escaped by `html`; the document has no script (docs/impresion.md).
 * @returns the document, for `openPrintWindow().write`.
 */
export function resumenCuentaHtml(r: ResumenCuenta): string {
  const c = r.cliente;
  const direccion = [c.direccion, c.codigoPostal ? `CP ${c.codigoPostal}` : null, c.zona, c.provincia].filter((v) => v && v.trim()).join(', ');
  const datos: Array<readonly [string, string]> = [
    ['Cliente', c.nombreApellido],
    ['Documento', c.documento],
    ['Condición IVA', c.condicionIVA],
    ...(direccion ? ([['Dirección', direccion]] as const) : []),
    ['Período', textoPeriodo(r.fechaDesde, r.fechaHasta)],
  ];
  const secciones: SeccionMoneda[] = [
    { titulo: 'Pesos', monedaId: 1, inicial: r.saldo_inicial_pesos, final: r.saldo_final_pesos, aFavor: r.saldo_a_favor_pesos, lineas: [] },
    { titulo: 'Dólares', monedaId: 2, inicial: r.saldo_inicial_dolares, final: r.saldo_final_dolares, aFavor: r.saldo_a_favor_dolares, lineas: [] },
  ];
  for (const l of r.movimientos) secciones.find((s) => s.monedaId === l.monedaId)?.lineas.push(l);
  const body = html`<section class="datos">${datos.map(([k, v]) => html`<p><strong>${k}:</strong> ${v}</p>`)}</section>
${secciones.map(seccion)}
<section class="final">
${secciones.map(
  (s) => html`<p>Saldo final en ${s.titulo.toLowerCase()}: ${formatMoney(s.final, simboloMoneda(s.monedaId))}</p>
<p>Saldo a favor en ${s.titulo.toLowerCase()}: ${formatMoney(s.aFavor, simboloMoneda(s.monedaId))}</p>`,
)}
</section>
<p class="nota">${NOTA_SALDOS}</p>`;
  return documentHtml({ title: TITULO_RESUMEN, body, styles: RESUMEN_STYLES, lang: 'es-AR' });
}
