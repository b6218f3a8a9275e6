import {
  documentTotal,
  lineSubtotal,
  presupuestoListItemSchema,
  presupuestoSchema,
  type Cliente,
  type Presupuesto,
  type PresupuestoDetalle,
  type PresupuestoListItem,
} from 'shared';
import { MONEY_STRING, parseFake, PLAIN_DECIMAL_STRING, QUANTITY_STRING } from 'shared/testing';

/**
 * Test-data factories of the quotes (docs/pruebas.md): each builds a plausible value, merges the
 * overrides and checks the result with the shared response schema (`presupuestoSchema`,
 * `presupuestoListItemSchema`) plus the way the API serializes (docs/dinero-y-cantidades.md: money
 * with 2 decimals, quantities with 4, the discount as a plain percentage, ISO dates; subTotal and
 * total following the lines), so a fixture can never drift from what the API sends.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SIMBOLO: Record<number, string> = { 1: '$', 2: 'US$' };
const detalleShape = presupuestoSchema.shape.detalles.element;

/**
 * One quote line as GET presupuestos/{id} returns it: 2 units of 'Perfume N' (code 300NN) at
 * $ 1.210,00 with 10 units in stock, unless overridden; `subTotal` is price × quantity unless given
 * (and must then match). Quantities 4 decimals, money 2.
 * @throws Error when the result is not a line the API could send.
 */
export function fakePresupuestoDetalle(overrides: Partial<PresupuestoDetalle> & { id: number; productoId: number }): PresupuestoDetalle {
  const monedaId = overrides.monedaId ?? 1;
  const cantidad = overrides.cantidad ?? '2.0000';
  const precioUnitario = overrides.precioUnitario ?? '1210.00';
  const calculable = QUANTITY_STRING.test(cantidad) && MONEY_STRING.test(precioUnitario);
  const d: PresupuestoDetalle = {
    nombre: `Perfume ${overrides.productoId}`,
    codigo: String(30000 + overrides.productoId),
    cantidad,
    precioUnitario,
    subTotal: calculable ? lineSubtotal(precioUnitario, cantidad) : precioUnitario,
    stock: '10.0000',
    unidad: 'unidad',
    monedaId,
    monedaSimbolo: SIMBOLO[monedaId] ?? `M${monedaId}`,
    valorFinal: '1210.00',
    custom: false,
    ...overrides,
  };
  return parseFake('fakePresupuestoDetalle', detalleShape, d, [
    ['cantidad', QUANTITY_STRING.test(d.cantidad)],
    ['precioUnitario', MONEY_STRING.test(d.precioUnitario)],
    ['subTotal', MONEY_STRING.test(d.subTotal) && (!calculable || d.subTotal === lineSubtotal(d.precioUnitario, d.cantidad))],
    ['stock', QUANTITY_STRING.test(d.stock)],
    ['valorFinal', MONEY_STRING.test(d.valorFinal)],
    ['monedaSimbolo', d.monedaSimbolo === (SIMBOLO[d.monedaId] ?? d.monedaSimbolo)],
  ]);
}

/**
 * A quote with its lines as GET presupuestos/{id} returns it: active, in pesos, at Casa Central, by
 * Ana Pérez (V001) for `cliente` (none by default) on 2026-11-0N 13:00 UTC (N = id mod 28, 10:00 in
 * Buenos Aires), one line from {@link fakePresupuestoDetalle}, unless overridden. `total` follows
 * `detalles` and `descuento` (shared documentTotal) unless given, and must then match.
 * @throws Error when the result is not a quote the API could send.
 */
export function fakePresupuesto(overrides: Partial<Presupuesto> & { id: number }): Presupuesto {
  const detalles = overrides.detalles ?? [fakePresupuestoDetalle({ id: overrides.id * 100 + 1, productoId: 1 })];
  const descuento = overrides.descuento ?? '0';
  const monedaId = overrides.monedaId ?? detalles[0]?.monedaId ?? 1;
  const cliente: Cliente | null = overrides.cliente ?? null;
  const esperado = documentTotal(detalles, PLAIN_DECIMAL_STRING.test(descuento) ? descuento : '0');
  const p: Presupuesto = {
    fecha: new Date(Date.UTC(2026, 10, 1, 13, 0) + ((overrides.id % 28) - 1) * 86_400_000).toISOString(),
    cliente,
    clienteId: cliente?.id ?? null,
    vendedor: 'Ana Pérez',
    vendedorId: 1,
    codVendedor: 'V001',
    sucursalId: 1,
    sucursal: { id: 1, nombre: 'Casa Central' },
    moneda: { id: monedaId, simbolo: SIMBOLO[monedaId] ?? `M${monedaId}` },
    monedaId,
    total: esperado,
    descuento,
    estado: 'activo',
    isDeleted: false,
    convertidoEnVenta: false,
    ventaId: null,
    detalles,
    ...overrides,
  };
  return parseFake('fakePresupuesto', presupuestoSchema, p, [
    ['fecha', ISO.test(p.fecha)],
    ['total', MONEY_STRING.test(p.total) && p.total === esperado],
    ['descuento', PLAIN_DECIMAL_STRING.test(p.descuento)],
    ['moneda.id', p.moneda.id === p.monedaId],
    ['clienteId', p.clienteId === (p.cliente?.id ?? null)],
    ['sucursal.id', p.sucursal.id === p.sucursalId],
    ['ventaId', p.convertidoEnVenta === (p.ventaId !== null)],
    ['isDeleted', p.isDeleted === (p.estado === 'anulado')],
  ]);
}

/**
 * The /presupuestos row of a quote, as GET presupuestos sends it: without lines, the client reduced
 * to id, name and document.
 * @throws Error when the result is not a row the API could send.
 */
export function toPresupuestoListItem(p: Presupuesto): PresupuestoListItem {
  const { detalles: _detalles, cliente, ...rest } = p;
  return parseFake('toPresupuestoListItem', presupuestoListItemSchema, {
    ...rest,
    cliente: cliente ? { id: cliente.id, nombreApellido: cliente.nombreApellido, documento: cliente.documento } : null,
  });
}
