import {
  ingresoListItemSchema,
  ingresoSchema,
  type Ingreso,
  type IngresoDetalle,
  type IngresoListItem,
} from 'shared';
import { MONEY_STRING, parseFake, QUANTITY_STRING } from 'shared/testing';

/**
 * Test-data factories of the stock entries (docs/pruebas.md): each builds a plausible value, merges
 * the overrides and checks the result with the shared response schema (`ingresoSchema`,
 * `ingresoListItemSchema`) plus the way the API serializes (docs/dinero-y-cantidades.md: money with
 * 2 decimals, quantities with 4, ISO dates), so a fixture can never drift from what the API sends.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SIMBOLO: Record<number, string> = { 1: '$', 2: 'US$' };

/**
 * One line of an entry as GET ingresos/{id} returns it: 10 kg of raw material 10001 'Alcohol
 * etílico' at $ 500,00 (previous cost $ 450,00) from supplier 1 'Química del Sur' unless overridden.
 * `costoMoneda` / `costoAnteriorMoneda` default to pesos. Quantities 4 decimals, money 2.
 * @throws Error when the result is not a line the API could send.
 */
export function fakeIngresoDetalle(overrides: Partial<IngresoDetalle> & { id: number }): IngresoDetalle {
  const d: IngresoDetalle = {
    cantidad: '10.0000',
    costo: '500.00',
    costoMoneda: { id: 1, simbolo: SIMBOLO[1] },
    costo_anterior: '450.00',
    costoAnteriorMoneda: { id: 1, simbolo: SIMBOLO[1] },
    producto: { id: 1, codigo: '10001', nombre: 'Alcohol etílico', unidad: 'kg' },
    proveedor: { id: 1, nombre: 'Química del Sur' },
    ...overrides,
  };
  return parseFake('fakeIngresoDetalle', ingresoDetalleShape, d, [
    ['cantidad', QUANTITY_STRING.test(d.cantidad)],
    ['costo', MONEY_STRING.test(d.costo)],
    ['costo_anterior', MONEY_STRING.test(d.costo_anterior)],
  ]);
}

const ingresoDetalleShape = ingresoSchema.shape.detalles.element;

/**
 * An entry with its lines as GET ingresos/{id} returns it: registered at Casa Central by Ana Pérez
 * on 2026-03-0N 13:00 UTC (N = id, 10:00 in Buenos Aires), one line from {@link fakeIngresoDetalle},
 * unless overridden.
 * @throws Error when the result is not an entry the API could send.
 */
export function fakeIngreso(overrides: Partial<Ingreso> & { id: number }): Ingreso {
  const i: Ingreso = {
    fechaIngreso: new Date(Date.UTC(2026, 2, 1, 13, 0) + (overrides.id - 1) * 86_400_000).toISOString(),
    status: 'registrado',
    sucursal: { id: 1, nombre: 'Casa Central' },
    usuario: { id: 1, name: 'Ana Pérez' },
    anulacion: null,
    detalles: [fakeIngresoDetalle({ id: overrides.id * 100 + 1 })],
    ...overrides,
  };
  return parseFake('fakeIngreso', ingresoSchema, i, [['fechaIngreso', ISO.test(i.fechaIngreso)]]);
}

/**
 * The /ingresos row of an entry, as GET ingresos sends it: without lines, with its suppliers'
 * distinct names sorted by name and its line count.
 * @throws Error when the result is not a row the API could send.
 */
export function toIngresoListItem(ingreso: Ingreso): IngresoListItem {
  const { detalles, anulacion: _anulacion, ...rest } = ingreso;
  const proveedores = [...new Set(detalles.flatMap((d) => (d.proveedor ? [d.proveedor.nombre] : [])))].sort((a, b) => a.localeCompare(b, 'es'));
  return parseFake('toIngresoListItem', ingresoListItemSchema, { ...rest, proveedores, cantidadProductos: detalles.length });
}
