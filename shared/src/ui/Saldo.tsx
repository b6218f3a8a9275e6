/**
 * A client's current-account balance of one currency, read and shown the same way on /clientes,
 * /clientes/{id}, /cuentas-corrientes and /cuentas-corrientes/{id} and on printed receipts
 * (docs/cuentas-corrientes.md «Saldos»). Its own entry, `shared/saldo` (not `shared/ui`): it needs
 * decimal.js, which the shell's sign-in page must not download (docs/rendimiento.md).
 */
import { Dec, toMoney } from '../calc';
import { formatMoney } from '../format';
import { MONEDA_DOLARES } from '../monedas';
import { Badge, type BadgeTone } from './layout';

/** Symbols of the two system currencies (docs/dinero-y-cantidades.md: 1 pesos '$', 2 dólares 'US$'). */
export const SIMBOLO_MONEDA = { pesos: '$', dolares: 'US$' } as const;

/**
 * The symbol of system currency `monedaId` (docs/dinero-y-cantidades.md).
 * @returns 'US$' for dollars (2), '$' for pesos (1) and anything else.
 */
export function simboloMoneda(monedaId: number): string {
  return monedaId === MONEDA_DOLARES ? SIMBOLO_MONEDA.dolares : SIMBOLO_MONEDA.pesos;
}

/** How a balance reads: the client owes (red), has credit in favour (green) or is even. */
export type SaldoEstado = 'deuda' | 'a-favor' | 'cero';

/** One currency's balance ready to show: its state and the amount (money, 2 decimals, never negative). */
export interface SaldoVista {
  estado: SaldoEstado;
  monto: string;
}

/** A decimal string as a Decimal; empty or malformed counts as 0. */
function decimal(value: string | null | undefined): InstanceType<typeof Dec> {
  try {
    return new Dec(value || 0);
  } catch {
    return new Dec(0);
  }
}

/**
 * Reads a current-account balance of one currency (docs/cuentas-corrientes.md «Saldos»): a positive
 * `saldo` is owed by the client; a negative `saldo` or a positive `saldoAFavor` is credit in the
 * client's favour (the larger of the two); otherwise zero. Empty or malformed strings count as 0.
 * @param saldo the balance as a decimal string: signed ("1500.5", "-20.00") or what the client owes (≥ 0).
 * @param saldoAFavor the credit in favour as a decimal string ≥ 0; "0" when the balance is signed.
 * @returns the state and the amount as money with 2 decimals: `leerSaldo('-20', '0')` → `{ estado: 'a-favor', monto: '20.00' }`.
 */
export function leerSaldo(saldo: string, saldoAFavor = '0'): SaldoVista {
  const s = decimal(saldo);
  if (s.gt(0)) return { estado: 'deuda', monto: toMoney(s) };
  const credito = Dec.max(s.neg(), decimal(saldoAFavor));
  if (credito.gt(0)) return { estado: 'a-favor', monto: toMoney(credito) };
  return { estado: 'cero', monto: '0.00' };
}

/**
 * A balance as words, with the currency symbol and 2 decimals, as the badge of {@link SaldoMoneda}
 * and the printed receipts show it: 'Debe $ 1.500,50', 'A favor US$ 20,00' or '$ 0,00'.
 * @param saldo and `saldoAFavor` as in {@link leerSaldo}; `simbolo` '$' or 'US$'.
 */
export function textoSaldo(saldo: string, saldoAFavor: string, simbolo: string): string {
  const { estado, monto } = leerSaldo(saldo, saldoAFavor);
  const texto = formatMoney(monto, simbolo);
  if (estado === 'deuda') return `Debe ${texto}`;
  if (estado === 'a-favor') return `A favor ${texto}`;
  return texto;
}

const TONO: Record<SaldoEstado, BadgeTone> = { deuda: 'danger', 'a-favor': 'success', cero: 'neutral' };

/** Props of {@link SaldoMoneda}. */
export interface SaldoMonedaProps {
  /** The balance: signed decimal string (positive owed) or what the client owes (≥ 0). */
  saldo: string;
  /** Credit in favour in the same currency, decimal string ≥ 0; leave it out for a signed `saldo`. */
  saldoAFavor?: string;
  /** The currency's symbol: '$' or 'US$' ({@link SIMBOLO_MONEDA}). */
  simbolo: string;
}

/**
 * One currency's current-account balance as a badge (docs/cuentas-corrientes.md «Saldos»): owed in
 * red ('Debe $ 1.500,50'), credit in favour in green ('A favor US$ 20,00'), otherwise the zero in
 * neutral ('$ 0,00'). Money with the symbol and 2 decimals.
 */
export function SaldoMoneda({ saldo, saldoAFavor = '0', simbolo }: SaldoMonedaProps) {
  return <Badge tone={TONO[leerSaldo(saldo, saldoAFavor).estado]}>{textoSaldo(saldo, saldoAFavor, simbolo)}</Badge>;
}
