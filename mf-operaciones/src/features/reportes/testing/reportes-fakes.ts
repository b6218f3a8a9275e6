import { compareDecimal, lineSubtotal, reporteIngresoSchema, sumMoney, reporteVentaSchema, type EstadoPago, type ReporteIngreso, type ReporteVenta } from 'shared';
import { MONEY_STRING, parseFake, QUANTITY_STRING } from 'shared/testing';

/**
 * Fixtures of GET reportes rows (docs/reportes.md), validated with the shared response schemas plus
 * what the API always does: money with 2 decimals, quantities with 4, ISO instants, subTotal =
 * precioUnitario × cantidad, and estadoPago from pagado against total when pagado is sent.
 */

type LineaIngreso = ReporteIngreso['detalles'][number];
type LineaVenta = ReporteVenta['detalles'][number];

/** An ISO 8601 instant as the API sends it: '2026-11-20T15:00:00.000Z'. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/;
const instante = (v: string) => ISO.test(v) && !Number.isNaN(new Date(v).getTime());
const ok = (v: string | null, re: RegExp) => v === null || re.test(v);

/** A stock-entry line: 2 units of '10001 - Alcohol etílico' (l) at $ 1.500,00 (before $ 1.400,00) from Química del Plata S.A. */
export function fakeLineaIngreso(overrides: Partial<LineaIngreso> = {}): LineaIngreso {
  return {
    id: 1,
    cantidad: '2.0000',
    costo: '1500.00',
    costo_anterior: '1400.00',
    monedaSimbolo: '$',
    producto: { codigo: '10001', nombre: 'Alcohol etílico', unidad: 'l' },
    proveedor: { nombre: 'Química del Plata S.A.' },
    ...overrides,
  };
}

/** A stock entry of 20/11/2026 12:00 (Buenos Aires) in Casa Central with one line ({@link fakeLineaIngreso}). */
export function fakeReporteIngreso(overrides: Partial<ReporteIngreso> = {}): ReporteIngreso {
  const value: ReporteIngreso = {
    id: 1,
    fechaIngreso: '2026-11-20T15:00:00.000Z',
    status: 'registrado',
    sucursal: 'Casa Central',
    usuario: 'Ana Pérez',
    detalles: [fakeLineaIngreso()],
    ...overrides,
  };
  return parseFake('fakeReporteIngreso', reporteIngresoSchema, value, [
    ['fechaIngreso', instante(value.fechaIngreso)],
    ...value.detalles.flatMap((d, i) => [
      [`detalles[${i}].cantidad`, ok(d.cantidad, QUANTITY_STRING)] as const,
      [`detalles[${i}].costo`, ok(d.costo, MONEY_STRING)] as const,
      [`detalles[${i}].costo_anterior`, ok(d.costo_anterior, MONEY_STRING)] as const,
    ]),
  ]);
}

/** A sale line: 2 of '30001 - Perfume Brisa' (unidad) at 1.000,00, subtotal 2.000,00, commission 100,00. */
export function fakeLineaVenta(overrides: Partial<LineaVenta> = {}): LineaVenta {
  const cantidad = overrides.cantidad ?? '2.0000';
  const precioUnitario = overrides.precioUnitario ?? '1000.00';
  return {
    id: 1,
    cantidad,
    precioUnitario,
    subTotal: lineSubtotal(precioUnitario, cantidad),
    comisionVendedor: '100.00',
    producto: { codigo: '30001', nombre: 'Perfume Brisa', unidad: 'unidad' },
    ...overrides,
  };
}

const estadoPagoDe = (total: string, pagado: string): EstadoPago =>
  compareDecimal(pagado, total) >= 0 ? 'Pagada' : compareDecimal(pagado, 0) > 0 ? 'Parcial' : 'Pendiente';

/**
 * A sale of 20/11/2026 12:00 (Buenos Aires) to María López by Ana Pérez, in pesos, with one line
 * ({@link fakeLineaVenta}); total = the sum of the subtotals and fully paid unless told otherwise;
 * estadoPago follows pagado (Pendiente when pagado is null and nothing says otherwise).
 */
export function fakeReporteVenta(overrides: Partial<ReporteVenta> = {}): ReporteVenta {
  const detalles = overrides.detalles ?? [fakeLineaVenta()];
  const total = overrides.total ?? sumMoney(detalles.map((d) => d.subTotal));
  const pagado = overrides.pagado === undefined ? total : overrides.pagado;
  const value: ReporteVenta = {
    id: 1,
    fechaVenta: '2026-11-20T15:00:00.000Z',
    cliente: { nombreApellido: 'María López' },
    vendedor: { name: 'Ana Pérez' },
    metodoPago: 'Efectivo',
    moneda: { id: 1, simbolo: '$' },
    estadoPago: pagado === null ? 'Pendiente' : estadoPagoDe(total, pagado),
    isDeleted: false,
    ...overrides,
    detalles,
    total,
    pagado,
  };
  return parseFake('fakeReporteVenta', reporteVentaSchema, value, [
    ['fechaVenta', instante(value.fechaVenta)],
    ['total', ok(value.total, MONEY_STRING)],
    ['pagado', ok(value.pagado, MONEY_STRING)],
    ['estadoPago', value.pagado === null || value.estadoPago === estadoPagoDe(value.total, value.pagado)],
    ...value.detalles.flatMap((d, i) => [
      [`detalles[${i}].cantidad`, ok(d.cantidad, QUANTITY_STRING)] as const,
      [`detalles[${i}].subTotal`, d.subTotal === lineSubtotal(d.precioUnitario, d.cantidad)] as const,
      [`detalles[${i}].comisionVendedor`, ok(d.comisionVendedor, MONEY_STRING)] as const,
    ]),
  ]);
}
