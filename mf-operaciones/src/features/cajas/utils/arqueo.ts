import { Dec, METODO_CLAVE, toMoney, type CajaMovimiento, type MetodoPago } from 'shared';
import { isMoneyInput } from 'shared/format';

/**
 * The cash count of a box closing (docs/cajas-gastos-comisiones.md, «Cajas»): what each payment
 * method should hold by the session's movements, what the cashier counted and the difference.
 * Money strings with 2 decimals in the box's currency, computed with decimal.js (never floats).
 */

/** A payment method as a movement names it. */
export interface MetodoRef {
  id: number;
  nombre: string;
}

/** One line of the count before closing: a payment method and what the movements say it holds. */
export interface LineaEsperada {
  metodoPago: MetodoRef;
  /** Sum of the method's movements in the session (INGRESO adds, EGRESO takes out); may be negative. */
  esperado: string;
}

/** The cash method of GET metodo-pago: the one with the system key 'efectivo', never found by its editable name. */
export function metodoEfectivo(metodos: readonly MetodoPago[] | undefined): MetodoRef | null {
  const m = metodos?.find((x) => x.clave === METODO_CLAVE.efectivo);
  return m ? { id: m.id, nombre: m.nombre } : null;
}

/**
 * Expected amount per payment method of an open session: every movement of `movimientos` (the whole
 * session) added to its method's line, INGRESO plus and EGRESO minus; a movement without a method
 * (a manual one) counts as cash. The lines are the methods with movements plus cash (`efectivo`,
 * always listed, even at zero); cash first, then the others by name.
 * @returns the lines with `esperado` as a money string ('-50.00' when more went out than in).
 */
export function esperadoPorMetodo(movimientos: readonly CajaMovimiento[], efectivo: MetodoRef | null): LineaEsperada[] {
  const lineas = new Map<number, { metodoPago: MetodoRef; total: InstanceType<typeof Dec> }>();
  if (efectivo) lineas.set(efectivo.id, { metodoPago: efectivo, total: new Dec(0) });
  for (const m of movimientos) {
    const metodo = m.metodoPago ?? efectivo;
    if (!metodo) continue;
    const linea = lineas.get(metodo.id) ?? { metodoPago: { id: metodo.id, nombre: metodo.nombre }, total: new Dec(0) };
    linea.total = m.tipo === 'INGRESO' ? linea.total.plus(m.monto) : linea.total.minus(m.monto);
    lineas.set(metodo.id, linea);
  }
  return [...lineas.values()]
    .sort((a, b) => (a.metodoPago.id === efectivo?.id ? -1 : b.metodoPago.id === efectivo?.id ? 1 : a.metodoPago.nombre.localeCompare(b.metodoPago.nombre, 'es')))
    .map((l) => ({ metodoPago: l.metodoPago, esperado: toMoney(l.total) }));
}

/**
 * counted − expected of one line, as money (2 decimals): positive when there is more than expected
 * (sobrante), negative when there is less (faltante). `null` while `contado` is empty or half typed
 * (nothing to compare yet).
 */
export function diferenciaArqueo(contado: string, esperado: string): string | null {
  if (contado.trim() === '' || !isMoneyInput(contado) || contado.endsWith('.')) return null;
  return toMoney(new Dec(contado).minus(esperado));
}

const DECIMAL_CON_SIGNO = /^-?(0|[1-9]\d*)(\.\d{1,2})?$/;

/** The sum of money strings (2 decimals, negatives allowed); empty or half-typed values ('12.') count as zero. */
export function sumar(valores: readonly string[]): string {
  return toMoney(valores.reduce((acc, v) => (DECIMAL_CON_SIGNO.test(v.trim()) ? acc.plus(v.trim()) : acc), new Dec(0)));
}
