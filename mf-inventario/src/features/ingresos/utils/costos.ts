import { compareDecimal, type CostoConfirmacion } from 'shared';
import { formatMoney } from 'shared/format';
import type { LineaIngreso } from './lineas';

/** One cost change to confirm: the shape of each item of the 409 `confirmaciones` of POST ingresos. */
export type CambioCosto = CostoConfirmacion['confirmaciones'][number];

/**
 * The lines whose cost needs the user's confirmation before saving (docs/stock-y-productos.md,
 * "Ingresos de stock y costos"): another currency than the product's cost currency ('moneda'), or a
 * lower cost in the same currency ('menor'). A higher or equal cost needs nothing. Costs are
 * compared as decimals (2 decimals, each in its currency), never as binary floats.
 */
export function cambiosDeCosto(lineas: readonly LineaIngreso[]): CambioCosto[] {
  return lineas.flatMap((l): CambioCosto[] => {
    const motivo = l.costoMonedaId !== l.costoActualMonedaId ? 'moneda' : compareDecimal(l.costo, l.costoActual) < 0 ? 'menor' : null;
    if (motivo === null) return [];
    return [
      {
        productoId: l.productoId,
        codigo: l.codigo,
        nombre: l.nombre,
        motivo,
        costoActual: l.costoActual,
        costoActualMonedaId: l.costoActualMonedaId,
        costoNuevo: l.costo,
        costoNuevoMonedaId: l.costoMonedaId,
      },
    ];
  });
}

/**
 * The dialog's line for one change: '{codigo} - {nombre}: costo actual {actual} → nuevo {nuevo}',
 * money with its symbol in es-AR ('$ 500,00'); a currency change adds ', cambia la moneda del
 * costo de $ a US$'. `simbolo` gives a currency's symbol by id.
 */
export function textoCambioCosto(c: CambioCosto, simbolo: (monedaId: number) => string): string {
  const actual = simbolo(c.costoActualMonedaId);
  const nuevo = simbolo(c.costoNuevoMonedaId);
  const base = `${c.codigo} - ${c.nombre}: costo actual ${formatMoney(c.costoActual, actual)} → nuevo ${formatMoney(c.costoNuevo, nuevo)}`;
  return c.motivo === 'moneda' ? `${base}, cambia la moneda del costo de ${actual} a ${nuevo}` : base;
}
