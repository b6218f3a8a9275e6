import { compareDecimal, type Antiguedad, type MovimientoCuenta } from 'shared';

/** Status of a debit's document (sale or manual debt) as the movements table shows it. */
export type EstadoDocumento = 'Pagada' | 'Parcial' | 'Pendiente';

/**
 * The status of the document a DEBITO records, from its `pagada` and `pagado` (docs/cuentas-corrientes.md):
 * 'Pagada' when covered, 'Parcial' when something (money, 2 decimals) was paid, else 'Pendiente'.
 * @returns null for a movement without a document (every CREDITO and a plain debit).
 */
export function estadoDocumento(m: Pick<MovimientoCuenta, 'tipo' | 'pagado' | 'pagada'>): EstadoDocumento | null {
  if (m.tipo !== 'DEBITO' || m.pagado === null || m.pagada === null) return null;
  if (m.pagada) return 'Pagada';
  return compareDecimal(m.pagado, 0) > 0 ? 'Parcial' : 'Pendiente';
}

/** The aging buckets of a currency, in order, with their labels (docs/cuentas-corrientes.md). */
export const TRAMOS_ANTIGUEDAD: ReadonlyArray<readonly [keyof Antiguedad, string]> = [
  ['d0_30', '0–30'],
  ['d31_60', '31–60'],
  ['d61_90', '61–90'],
  ['d90_mas', 'Más de 90 días'],
];
