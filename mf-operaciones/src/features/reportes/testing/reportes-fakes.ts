import {
  compareDecimal,
  libroIvaItemSchema,
  libroIvaVentasSchema,
  lineSubtotal,
  reporteIngresoSchema,
  sumMoney,
  reporteVentaSchema,
  type EstadoPago,
  type LibroIvaItem,
  type LibroIvaVentas,
  type ReporteIngreso,
  type ReporteVenta,
} from 'shared';
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

// ---------------------------------------------------------------------------------------------
// Libro IVA Ventas (GET fiscal/libro-iva-ventas; docs/facturacion.md «Libro IVA Ventas»).

/** Money of the book: 2 decimals in pesos, negative for a credit note. */
const DINERO_CON_SIGNO = /^-?(0|[1-9]\d*)\.\d{2}$/;
/** ARCA's CbteTipo of the credit notes (A, B, C). */
const NOTAS_CREDITO = new Set([3, 8, 13]);
const ALICUOTA = /^(0|[1-9]\d*)(\.\d+)?$/;

/**
 * A comprobante of the book: Factura A 00001-00000012 of 03/11/2026 to Química del Plata S.A.
 * (Responsable Inscripto) in pesos, $ 1.000,00 + IVA 21 % 210,00 = $ 1.210,00. `neto` and `iva`
 * default to the sums of `porAlicuota` and `total` to neto + iva + exento. Checked as the API sends
 * it: money with 2 decimals, a credit note's figures never positive, a peso one adding up exactly.
 */
export function fakeLibroIvaItem(overrides: Partial<LibroIvaItem> = {}): LibroIvaItem {
  const porAlicuota = overrides.porAlicuota ?? [{ alicuota: '21', neto: '1000.00', iva: '210.00' }];
  const neto = overrides.neto ?? sumMoney(porAlicuota.map((a) => a.neto));
  const iva = overrides.iva ?? sumMoney(porAlicuota.map((a) => a.iva));
  const exento = overrides.exento ?? '0.00';
  const value: LibroIvaItem = {
    fecha: '2026-11-03',
    tipo: 'Factura A',
    codigoTipo: 1,
    puntoVenta: 1,
    numero: 12,
    comprador: 'Química del Plata S.A.',
    documento: '30-70000000-7',
    condicionIva: 'Responsable Inscripto',
    moneda: 'PES',
    cotizacion: '1.000000',
    ...overrides,
    porAlicuota,
    neto,
    iva,
    exento,
    total: overrides.total ?? sumMoney([neto, iva, exento]),
  };
  const montos = [value.neto, value.iva, value.exento, value.total, ...value.porAlicuota.flatMap((a) => [a.neto, a.iva])];
  return parseFake('fakeLibroIvaItem', libroIvaItemSchema, value, [
    ['fecha', /^\d{4}-\d{2}-\d{2}$/.test(value.fecha)],
    ['montos', montos.every((m) => DINERO_CON_SIGNO.test(m))],
    ['porAlicuota', value.porAlicuota.every((a) => ALICUOTA.test(a.alicuota))],
    ['signo', montos.every((m) => (NOTAS_CREDITO.has(value.codigoTipo) ? compareDecimal(m, 0) <= 0 : compareDecimal(m, 0) >= 0))],
    ['total', value.moneda !== 'PES' || value.total === sumMoney([value.neto, value.iva, value.exento])],
  ]);
}

/**
 * The answer of GET fiscal/libro-iva-ventas for `items` (already sorted by fecha, codigoTipo,
 * puntoVenta, numero): the totals are the sums of their figures, per rate (highest first) and overall, as
 * the API adds them.
 */
export function fakeLibroIvaVentas(items: LibroIvaItem[]): LibroIvaVentas {
  const tasas = [...new Set(items.flatMap((i) => i.porAlicuota.map((a) => a.alicuota)))].sort((a, b) => compareDecimal(b, a));
  const de = (alicuota: string, campo: 'neto' | 'iva') => items.flatMap((i) => i.porAlicuota.filter((a) => a.alicuota === alicuota).map((a) => a[campo]));
  const value: LibroIvaVentas = {
    items,
    totales: {
      comprobantes: items.length,
      porAlicuota: tasas.map((alicuota) => ({ alicuota, neto: sumMoney(de(alicuota, 'neto')), iva: sumMoney(de(alicuota, 'iva')) })),
      neto: sumMoney(items.map((i) => i.neto)),
      iva: sumMoney(items.map((i) => i.iva)),
      exento: sumMoney(items.map((i) => i.exento)),
      total: sumMoney(items.map((i) => i.total)),
    },
  };
  return parseFake('fakeLibroIvaVentas', libroIvaVentasSchema, value);
}
