import { compareDecimal, Dec, toMoney } from 'shared';

/** How a balance reads: the client owes (red), has credit in favour (green) or is even. */
export type SaldoEstado = 'deuda' | 'a-favor' | 'cero';

/** One currency's balance ready to show: the amount (money, 2 decimals, always ≥ 0) and its state. */
export interface SaldoVista {
  estado: SaldoEstado;
  monto: string;
}

/**
 * Reads a current-account balance of one currency (docs/cuentas-corrientes.md): a positive `saldo` means the client owes it; a negative `saldo` or a positive
 * `saldoAFavor` is credit in favour of the client; otherwise zero.
 * @param saldo balance as a decimal string ("1234.50", "-20.00").
 * @param saldoAFavor credit in favour as a decimal string, ≥ 0.
 */
export function leerSaldo(saldo: string, saldoAFavor: string): SaldoVista {
  if (compareDecimal(saldo || 0, 0) > 0) return { estado: 'deuda', monto: toMoney(saldo) };
  const credito = Dec.max(new Dec(saldo || 0).neg(), new Dec(saldoAFavor || 0));
  if (credito.gt(0)) return { estado: 'a-favor', monto: toMoney(credito) };
  return { estado: 'cero', monto: '0.00' };
}
