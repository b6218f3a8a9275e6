import { gastoSchema, type Gasto } from 'shared';
import { parseFake } from 'shared/testing';

/**
 * Test-data factory of the expenses (docs/pruebas.md, docs/cajas-gastos-comisiones.md): a plausible
 * expense, the overrides merged, checked with the shared `gastoSchema` plus the way the API
 * serializes (money with 2 decimals and above zero, ISO date, a category of CATEGORIAS_GASTO).
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const MONTO = /^(0|[1-9]\d*)\.\d{2}$/;
const SIMBOLO: Record<number, string> = { 1: '$', 2: 'US$' };

/**
 * An expense as GET gastos lists it: 'Servicios', 'Factura de luz N', $ 1.000,00 + id paid in cash
 * ('Efectivo', id 1) on 2026-11-20 (Buenos Aires), without supplier nor box, active, recorded by
 * Laura Gómez, unless overridden. `moneda` follows its id's symbol when only the id changes.
 * @throws Error when the result is not an expense the API could send.
 */
export function fakeGasto(overrides: Partial<Gasto> & { id: number }): Gasto {
  const g: Gasto = {
    fecha: '2026-11-20T03:00:00.000Z',
    categoria: 'Servicios',
    descripcion: `Factura de luz ${overrides.id}`,
    monto: `${1000 + overrides.id}.00`,
    moneda: { id: 1, simbolo: '$' },
    metodoPago: { id: 1, nombre: 'Efectivo' },
    proveedor: null,
    caja: null,
    anulado: false,
    usuario: { id: 1, name: 'Laura Gómez' },
    ...overrides,
  };
  return parseFake('fakeGasto', gastoSchema, g, [
    ['fecha', ISO.test(g.fecha)],
    ['monto', MONTO.test(g.monto) && g.monto !== '0.00'],
    ['moneda.simbolo', g.moneda.simbolo === (SIMBOLO[g.moneda.id] ?? g.moneda.simbolo)],
  ]);
}
