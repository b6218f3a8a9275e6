import { MONEDA_DOLARES, MONEDA_PESOS, type Caja } from 'shared';

/** Name of a currency for titles: 'Pesos' (1), 'Dólares' (2), else its symbol (docs/dinero-y-cantidades.md). */
export function nombreMoneda(moneda: { id: number; simbolo: string }): string {
  if (moneda.id === MONEDA_PESOS) return 'Pesos';
  if (moneda.id === MONEDA_DOLARES) return 'Dólares';
  return moneda.simbolo;
}

/** How a box is named on screen: its branch and currency, 'Casa Central · Pesos' (docs/cajas-gastos-comisiones.md). */
export function nombreCaja(caja: Pick<Caja, 'sucursal' | 'moneda'>): string {
  return `${caja.sucursal.nombre} · ${nombreMoneda(caja.moneda)}`;
}
