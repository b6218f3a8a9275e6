import { aliasedTable, and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  msgReporteDemasiadasFilas,
  REPORTE_MAX_FILAS,
  toMoney,
  toQuantity,
  type EstadoIngreso,
  type ReporteIngreso,
  type ReporteVenta,
  type reportesQuerySchema,
} from 'shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  clientes,
  ingresoDetalles,
  ingresos,
  metodosPago,
  monedas,
  productos,
  proveedores,
  sucursales,
  usuarios,
  ventaDetalles,
  ventas,
} from '../../db/schema';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { prepared, UNNAMED } from '../../lib/prepared';
import { estadoPago } from '../ventas/service';

/**
 * GET reportes (docs/reportes.md, «API»): the stock entries or the sales of a date range, every row
 * with all its lines, newest id first, not paged, at most REPORTE_MAX_FILAS rows. Three statements
 * whatever the number of rows: the count, the rows and the lines of those rows (by their ids, one
 * int[] parameter, on the index of the row id; assembled here).
 */

export type ReportesQueryInput = z.output<typeof reportesQuerySchema>;

/** 400: a date that matches YYYY-MM-DD but is no calendar day ('2025-02-30'). */
export const MSG_REPORTE_FECHA_INVALIDA = 'Fecha inválida.';
/** 400: 'Desde' after 'Hasta'. */
export const MSG_REPORTE_RANGO_INVALIDO = 'La fecha «Desde» no puede ser posterior a la fecha «Hasta».';
/** 400: a product id beyond the integer ids of the database. */
export const MSG_REPORTE_PRODUCTO_INVALIDO = 'Producto inválido.';

const MAX_ID = 2_147_483_647;

/** True when `v` (YYYY-MM-DD) is a real calendar day. */
function esDia(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * Checks what the schema cannot: real days, `fechaDesde` ≤ `fechaHasta` (both optional), a product
 * id within the database's integers.
 * @throws AppError 400 'Fecha inválida.', 400 {@link MSG_REPORTE_RANGO_INVALIDO}, 400 'Producto inválido.'.
 */
function validar(q: ReportesQueryInput): void {
  for (const f of [q.fechaDesde, q.fechaHasta]) if (f !== undefined && !esDia(f)) throw badRequest(MSG_REPORTE_FECHA_INVALIDA);
  if (q.fechaDesde !== undefined && q.fechaHasta !== undefined && q.fechaDesde > q.fechaHasta) throw badRequest(MSG_REPORTE_RANGO_INVALIDO);
  if (q.producto !== undefined && q.producto > MAX_ID) throw badRequest(MSG_REPORTE_PRODUCTO_INVALIDO);
}

/** What changes the SQL of a report (never a value): the prepared-statement shape. */
interface Forma {
  conDesde: boolean;
  conHasta: boolean;
  conProducto: boolean;
}

function formaDe(q: ReportesQueryInput): Forma {
  return { conDesde: q.fechaDesde !== undefined, conHasta: q.fechaHasta !== undefined, conProducto: q.producto !== undefined };
}

/** The values of the placeholders: the range as instants (Buenos Aires days, both included) and the product. */
function parametros(q: ReportesQueryInput) {
  return {
    desde: q.fechaDesde !== undefined ? startOfDayBA(q.fechaDesde).toISOString() : undefined,
    hasta: q.fechaHasta !== undefined ? endOfDayBA(q.fechaHasta).toISOString() : undefined,
    producto: q.producto,
  };
}

const detallesIngresoBuscados = aliasedTable(ingresoDetalles, 'detalle_buscado');
const detallesVentaBuscados = aliasedTable(ventaDetalles, 'detalle_buscado');
const vendedores = aliasedTable(usuarios, 'vendedor');

/** WHERE of the stock entries of a report: the date range on the index of `fecha`; with a line of the product. */
function filtroIngresos(f: Forma): SQL | undefined {
  return and(
    f.conDesde ? gte(ingresos.fecha, sql.placeholder('desde')) : undefined,
    f.conHasta ? lt(ingresos.fecha, sql.placeholder('hasta')) : undefined,
    f.conProducto
      ? sql`${ingresos.id} in (select ${detallesIngresoBuscados.ingresoId} from ${ingresoDetalles} as ${sql.identifier('detalle_buscado')} where ${eq(detallesIngresoBuscados.productoId, sql.placeholder('producto'))})`
      : undefined,
  );
}

/** WHERE of the sales of a report (annulled ones included): the date range; with a line of the product. */
function filtroVentas(f: Forma): SQL | undefined {
  return and(
    f.conDesde ? gte(ventas.fecha, sql.placeholder('desde')) : undefined,
    f.conHasta ? lt(ventas.fecha, sql.placeholder('hasta')) : undefined,
    f.conProducto
      ? sql`${ventas.id} in (select ${detallesVentaBuscados.ventaId} from ${ventaDetalles} as ${sql.identifier('detalle_buscado')} where ${eq(detallesVentaBuscados.productoId, sql.placeholder('producto'))})`
      : undefined,
  );
}

const claveForma = (f: Forma) => `${f.conDesde}.${f.conHasta}.${f.conProducto}`;

/**
 * Money (2 decimals) and quantities (4) of a report: a numeric(14,2) or numeric(14,4) column already
 * comes as that exact text ('1210.00', '2.5000'), which is kept as is (thousands of values per
 * report); anything else goes through toMoney / toQuantity (decimal.js, half-up).
 */
const dinero = (v: string) => (/^-?\d+\.\d{2}$/.test(v) ? v : toMoney(v));
const cantidad = (v: string) => (/^-?\d+\.\d{4}$/.test(v) ? v : toQuantity(v));

/** The ids of the rows read, as ONE parameter (an int[]): their lines are read by the index of the row id. */
const IDS = sql.placeholder('ids');

/** Refuses a report of more than `maxFilas` rows: 400 {@link msgReporteDemasiadasFilas} with the count. */
function controlarTope(n: number, maxFilas: number): void {
  if (n > maxFilas) throw badRequest(msgReporteDemasiadasFilas(n));
}

/** Options of {@link reporte}: whether the caller holds reportes.financieros; the row cap (tests lower it). */
export interface OpcionesReporte {
  financieros: boolean;
  maxFilas?: number;
}

/**
 * The stock-entry report: entries of the range (and of the product), newest id first, each with its
 * branch, user and every line (product, supplier, quantity 4 decimals, cost and previous cost 2
 * decimals, the symbol of the cost's currency), lines in the order they were entered. Without
 * `financieros`, `costo` and `costo_anterior` are null.
 * @throws AppError 400 {@link msgReporteDemasiadasFilas} past `maxFilas`.
 */
async function reporteIngresos(db: Db, q: ReportesQueryInput, op: OpcionesReporte): Promise<ReporteIngreso[]> {
  const forma = formaDe(q);
  const params = parametros(q);
  const base = `reportes.ingreso.${claveForma(forma)}`;
  const conteo = prepared(db, `${base}.conteo`, () =>
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(ingresos)
      .where(filtroIngresos(forma))
      .prepare(UNNAMED),
  );
  const [{ n }] = await conteo.execute(params);
  controlarTope(n, op.maxFilas ?? REPORTE_MAX_FILAS);
  if (n === 0) return [];

  const filas = prepared(db, `${base}.filas`, () =>
    db
      .select({
        id: ingresos.id,
        fecha: ingresos.fecha,
        status: ingresos.status,
        sucursal: sucursales.nombre,
        usuario: usuarios.name,
      })
      .from(ingresos)
      .innerJoin(sucursales, eq(sucursales.id, ingresos.sucursalId))
      .leftJoin(usuarios, eq(usuarios.id, ingresos.usuarioId))
      .where(filtroIngresos(forma))
      .orderBy(desc(ingresos.id))
      .prepare(UNNAMED),
  );
  const lineas = prepared(db, `reportes.${q.type}.lineas`, () =>
    db
      .select({
        id: ingresoDetalles.id,
        ingresoId: ingresoDetalles.ingresoId,
        cantidad: ingresoDetalles.cantidad,
        costo: ingresoDetalles.costo,
        costoAnterior: ingresoDetalles.costoAnterior,
        monedaSimbolo: monedas.simbolo,
        codigo: productos.codigo,
        nombre: productos.nombre,
        unidad: productos.unidad,
        proveedor: proveedores.nombre,
      })
      .from(ingresoDetalles)
      .innerJoin(productos, eq(productos.id, ingresoDetalles.productoId))
      .innerJoin(monedas, eq(monedas.id, ingresoDetalles.costoMonedaId))
      .leftJoin(proveedores, eq(proveedores.id, ingresoDetalles.proveedorId))
      .where(sql`${ingresoDetalles.ingresoId} = any(${IDS}::int[])`)
      .orderBy(asc(ingresoDetalles.ingresoId), asc(ingresoDetalles.id))
      .prepare(UNNAMED),
  );
  const cabeceras = await filas.execute(params);
  const out = cabeceras.map<ReporteIngreso>((r) => ({
    id: r.id,
    fechaIngreso: r.fecha.toISOString(),
    status: r.status as EstadoIngreso,
    sucursal: r.sucursal,
    usuario: r.usuario,
    detalles: [],
  }));
  const porId = new Map(out.map((r) => [r.id, r]));
  for (const l of await lineas.execute({ ids: out.map((r) => r.id) })) {
    porId.get(l.ingresoId)?.detalles.push({
      id: l.id,
      cantidad: cantidad(l.cantidad),
      costo: op.financieros ? dinero(l.costo) : null,
      costo_anterior: op.financieros ? dinero(l.costoAnterior) : null,
      monedaSimbolo: l.monedaSimbolo,
      producto: { codigo: String(l.codigo), nombre: l.nombre, unidad: l.unidad },
      proveedor: l.proveedor !== null ? { nombre: l.proveedor } : null,
    });
  }
  return out;
}

/**
 * The sales report: sales of the range (and of the product), annulled ones included (isDeleted
 * true, as the /ventas list shows them), newest id first, each with client, seller, payment method,
 * currency, total, paid and its payment status, and every line (quantity 4 decimals, unit price,
 * subtotal and commission 2 decimals in the sale's currency). Without `financieros`, `pagado` and
 * the lines' `comisionVendedor` are null (the payment status is still told).
 * @throws AppError 400 {@link msgReporteDemasiadasFilas} past `maxFilas`.
 */
async function reporteVentas(db: Db, q: ReportesQueryInput, op: OpcionesReporte): Promise<ReporteVenta[]> {
  const forma = formaDe(q);
  const params = parametros(q);
  const base = `reportes.venta.${claveForma(forma)}`;
  const conteo = prepared(db, `${base}.conteo`, () =>
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(ventas)
      .where(filtroVentas(forma))
      .prepare(UNNAMED),
  );
  const [{ n }] = await conteo.execute(params);
  controlarTope(n, op.maxFilas ?? REPORTE_MAX_FILAS);
  if (n === 0) return [];

  const filas = prepared(db, `${base}.filas`, () =>
    db
      .select({
        id: ventas.id,
        fecha: ventas.fecha,
        cliente: clientes.nombreApellido,
        vendedor: vendedores.name,
        metodoPago: metodosPago.nombre,
        monedaId: monedas.id,
        monedaSimbolo: monedas.simbolo,
        total: ventas.total,
        pagado: ventas.pagado,
        isDeleted: ventas.isDeleted,
      })
      .from(ventas)
      .leftJoin(clientes, eq(clientes.id, ventas.clienteId))
      .innerJoin(vendedores, eq(vendedores.id, ventas.vendedorId))
      .innerJoin(metodosPago, eq(metodosPago.id, ventas.metodoPagoId))
      .innerJoin(monedas, eq(monedas.id, ventas.monedaId))
      .where(filtroVentas(forma))
      .orderBy(desc(ventas.id))
      .prepare(UNNAMED),
  );
  const lineas = prepared(db, `reportes.${q.type}.lineas`, () =>
    db
      .select({
        id: ventaDetalles.id,
        ventaId: ventaDetalles.ventaId,
        cantidad: ventaDetalles.cantidad,
        precioUnitario: ventaDetalles.precioUnitario,
        subTotal: ventaDetalles.subTotal,
        comisionVendedor: ventaDetalles.comisionVendedor,
        codigo: productos.codigo,
        nombre: productos.nombre,
        unidad: productos.unidad,
      })
      .from(ventaDetalles)
      .innerJoin(productos, eq(productos.id, ventaDetalles.productoId))
      .where(sql`${ventaDetalles.ventaId} = any(${IDS}::int[])`)
      .orderBy(asc(ventaDetalles.ventaId), asc(ventaDetalles.id))
      .prepare(UNNAMED),
  );
  const cabeceras = await filas.execute(params);
  const out = cabeceras.map<ReporteVenta>((r) => {
    const total = dinero(r.total);
    const pagado = dinero(r.pagado);
    return {
      id: r.id,
      fechaVenta: r.fecha.toISOString(),
      cliente: r.cliente !== null ? { nombreApellido: r.cliente } : null,
      vendedor: { name: r.vendedor },
      metodoPago: r.metodoPago,
      moneda: { id: r.monedaId, simbolo: r.monedaSimbolo },
      estadoPago: estadoPago(total, pagado),
      isDeleted: r.isDeleted,
      total,
      pagado: op.financieros ? pagado : null,
      detalles: [],
    };
  });
  const porId = new Map(out.map((r) => [r.id, r]));
  for (const l of await lineas.execute({ ids: out.map((r) => r.id) })) {
    porId.get(l.ventaId)?.detalles.push({
      id: l.id,
      cantidad: cantidad(l.cantidad),
      precioUnitario: dinero(l.precioUnitario),
      subTotal: dinero(l.subTotal),
      comisionVendedor: op.financieros ? dinero(l.comisionVendedor) : null,
      producto: { codigo: String(l.codigo), nombre: l.nombre, unidad: l.unidad },
    });
  }
  return out;
}

/**
 * GET reportes?type&fechaDesde&fechaHasta[&producto] (reportes.get; docs/reportes.md, «API»): the
 * rows of `type` ('ingreso' or 'venta') whose date falls within the Buenos Aires days fechaDesde …
 * fechaHasta (both included, each optional), only those with a line of `producto` when given (all
 * their lines still listed), newest id first, not paged. Financial fields are null unless
 * `op.financieros` (reportes.financieros). Three statements whatever the row count: the count
 * (refused past the cap before anything is read), the rows, and the lines of those rows by their ids.
 * @throws AppError 400 'Fecha inválida.', {@link MSG_REPORTE_RANGO_INVALIDO}, 'Producto inválido.',
 * {@link msgReporteDemasiadasFilas} (more than `op.maxFilas`, default REPORTE_MAX_FILAS, rows).
 */
export async function reporte(db: Db, q: ReportesQueryInput, op: OpcionesReporte): Promise<ReporteIngreso[] | ReporteVenta[]> {
  validar(q);
  return q.type === 'ingreso' ? reporteIngresos(db, q, op) : reporteVentas(db, q, op);
}
