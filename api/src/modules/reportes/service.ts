import { aliasedTable, and, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { msgReporteDemasiadasFilas, REPORTE_MAX_FILAS, type reportesQuerySchema } from 'shared';
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
import { instante, literal, NULO, objeto, objetoONulo, texto, valor } from '../../lib/json-sql';
import { prepared, UNNAMED } from '../../lib/prepared';
import { ESTADO_PAGO, vendedores } from '../ventas/fila';

/**
 * GET reportes (docs/reportes.md, «API»): the stock entries or the sales of a date range, every row
 * with all its lines, newest id first, not paged, at most REPORTE_MAX_FILAS rows.
 *
 * A report is the heaviest answer of the API (a month of sales of the large seed: 8,400 rows with
 * 17,000 lines, about 6 MB of JSON), so the database writes the JSON: each row comes as the JSON
 * text of one element of the answer (its lines included, aggregated in the same statement), and the
 * server only puts them in order and joins them. Two statements whatever the number of rows: the
 * count (refused past the cap before anything is read) and the rows.
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
  /** The caller holds reportes.financieros: the financial fields are written, else null. */
  financieros: boolean;
}

function formaDe(q: ReportesQueryInput, financieros: boolean): Forma {
  return { conDesde: q.fechaDesde !== undefined, conHasta: q.fechaHasta !== undefined, conProducto: q.producto !== undefined, financieros };
}

const claveForma = (f: Forma) => `${f.conDesde}.${f.conHasta}.${f.conProducto}.${f.financieros}`;

/** The values of the placeholders: the range as instants (Buenos Aires days, both included) and the product. */
function parametros(q: ReportesQueryInput) {
  return {
    desde: q.fechaDesde !== undefined ? startOfDayBA(q.fechaDesde).toISOString() : undefined,
    hasta: q.fechaHasta !== undefined ? endOfDayBA(q.fechaHasta).toISOString() : undefined,
    producto: q.producto,
  };
}

/**
 * Keeps the report's statement in one process: `sin_paralelo()` is PARALLEL UNSAFE (api/drizzle/
 * 0010_rendimiento_reportes.sql), so PostgreSQL plans it without parallel workers. Several reports at
 * a time are cheaper that way (docs/rendimiento.md, «Qué se corrigió (#14)»). Evaluated once.
 */
const SIN_PARALELO = sql`sin_paralelo()`;

// ---------------------------------------------------------------------------------------------

/** WHERE of the stock entries of a report on `t`: the date range on the index of `fecha`; with a line of the product. */
function filtroIngresos(f: Forma, t: typeof ingresos): SQL | undefined {
  const buscados = aliasedTable(ingresoDetalles, 'detalle_buscado');
  return and(
    f.conDesde ? gte(t.fecha, sql.placeholder('desde')) : undefined,
    f.conHasta ? lt(t.fecha, sql.placeholder('hasta')) : undefined,
    f.conProducto
      ? sql`${t.id} in (select ${buscados.ingresoId} from ${ingresoDetalles} as ${sql.identifier('detalle_buscado')} where ${eq(buscados.productoId, sql.placeholder('producto'))})`
      : undefined,
  );
}

/** WHERE of the sales of a report on `t` (annulled ones included): the date range; with a line of the product. */
function filtroVentas(f: Forma, t: typeof ventas): SQL | undefined {
  const buscados = aliasedTable(ventaDetalles, 'detalle_buscado');
  return and(
    f.conDesde ? gte(t.fecha, sql.placeholder('desde')) : undefined,
    f.conHasta ? lt(t.fecha, sql.placeholder('hasta')) : undefined,
    f.conProducto
      ? sql`${t.id} in (select ${buscados.ventaId} from ${ventaDetalles} as ${sql.identifier('detalle_buscado')} where ${eq(buscados.productoId, sql.placeholder('producto'))})`
      : undefined,
  );
}

/** The report's own copy of the header table, to pick the ids whose lines are aggregated. */
const ingresosFiltrados = aliasedTable(ingresos, 'ingreso_filtrado');
const ventasFiltradas = aliasedTable(ventas, 'venta_filtrada');

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
 * The JSON array of the rows of `filas` (a subquery with the row id and the JSON text of the row),
 * newest id first, as ONE text value: the database orders and joins them, so the server receives and
 * sends a single string (thousands of small strings cost the server far more: decoding, mapping and
 * garbage collection).
 */
function arreglo(id: SQLWrapper, json: SQLWrapper): SQL<string> {
  return sql<string>`'[' || coalesce(string_agg(${json}, ',' order by ${id} desc), '') || ']'`;
}

/** A prepared statement as the reports run it: the values of its placeholders in, its rows out. */
interface Ejecutable<R> {
  execute(valores: Record<string, unknown>): Promise<R[]>;
}

/**
 * What both reports do with their two statements, each prepared once per type and shape: count the
 * rows of the range (refused past the cap before anything else is read; '[]' without rows), then
 * read the JSON text of every row (`filasJson`, one value).
 * @throws AppError 400 {@link msgReporteDemasiadasFilas} past `op.maxFilas` (default REPORTE_MAX_FILAS).
 */
async function generar(
  db: Db,
  tipo: ReportesQueryInput['type'],
  q: ReportesQueryInput,
  op: OpcionesReporte,
  contar: (forma: Forma) => Ejecutable<{ n: number }>,
  filasJson: (forma: Forma) => Ejecutable<{ json: string }>,
): Promise<string> {
  const forma = formaDe(q, op.financieros);
  const params = parametros(q);
  const base = `reportes.${tipo}.${claveForma(forma)}`;
  const [{ n }] = await prepared(db, `${base}.conteo`, () => contar(forma)).execute(params);
  controlarTope(n, op.maxFilas ?? REPORTE_MAX_FILAS);
  if (n === 0) return '[]';
  const [{ json }] = await prepared(db, `${base}.json`, () => filasJson(forma)).execute(params);
  return json;
}

/**
 * The stock-entry report as JSON text (`ReporteIngreso[]`): entries of the range (and of the
 * product), newest id first, each with its branch, user and every line (product, supplier, quantity
 * 4 decimals, cost and previous cost 2 decimals, the symbol of the cost's currency), lines in the
 * order they were entered. Without `financieros`, `costo` and `costo_anterior` are null.
 * @throws AppError 400 {@link msgReporteDemasiadasFilas} past `maxFilas`.
 */
function reporteIngresos(db: Db, q: ReportesQueryInput, op: OpcionesReporte): Promise<string> {
  const contar = (forma: Forma) =>
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(ingresos)
      .where(filtroIngresos(forma, ingresos))
      .prepare(UNNAMED);
  return generar(db, 'ingreso', q, op, contar, (forma) => {
    const linea = objeto({
      id: valor(ingresoDetalles.id),
      cantidad: literal(ingresoDetalles.cantidad),
      costo: forma.financieros ? literal(ingresoDetalles.costo) : NULO,
      costo_anterior: forma.financieros ? literal(ingresoDetalles.costoAnterior) : NULO,
      monedaSimbolo: texto(monedas.simbolo),
      producto: objeto({ codigo: literal(productos.codigo), nombre: texto(productos.nombre), unidad: texto(productos.unidad) }),
      proveedor: objetoONulo(proveedores.id, { nombre: texto(proveedores.nombre) }),
    });
    const lineas = db
      .select({
        ingresoId: ingresoDetalles.ingresoId,
        json: sql<string>`string_agg(${linea}, ',' order by ${ingresoDetalles.id})`.as('lineas_json'),
      })
      .from(ingresoDetalles)
      .innerJoin(productos, eq(productos.id, ingresoDetalles.productoId))
      .innerJoin(monedas, eq(monedas.id, ingresoDetalles.costoMonedaId))
      .leftJoin(proveedores, eq(proveedores.id, ingresoDetalles.proveedorId))
      .where(inArray(ingresoDetalles.ingresoId, db.select({ id: ingresosFiltrados.id }).from(ingresosFiltrados).where(filtroIngresos(forma, ingresosFiltrados))))
      .groupBy(ingresoDetalles.ingresoId)
      .as('lineas');
    const fila = objeto({
      id: valor(ingresos.id),
      fechaIngreso: instante(ingresos.fecha),
      status: texto(ingresos.status),
      sucursal: texto(sucursales.nombre),
      usuario: texto(usuarios.name),
      detalles: sql`'[' || coalesce(${lineas.json}, '') || ']'`,
    });
    const filas = db
      .select({ id: ingresos.id, json: sql<string>`${fila}`.as('fila_json') })
      .from(ingresos)
      .innerJoin(sucursales, eq(sucursales.id, ingresos.sucursalId))
      .leftJoin(usuarios, eq(usuarios.id, ingresos.usuarioId))
      .leftJoin(lineas, eq(lineas.ingresoId, ingresos.id))
      .where(filtroIngresos(forma, ingresos))
      .as('fila');
    return db.select({ json: arreglo(filas.id, filas.json) }).from(filas).where(SIN_PARALELO).prepare(UNNAMED);
  });
}

/**
 * The sales report as JSON text (`ReporteVenta[]`): sales of the range (and of the product),
 * annulled ones included (isDeleted true, as the /ventas list shows them), newest id first, each
 * with client, seller, payment method, currency, total, paid and its payment status (Pagada when
 * paid ≥ total, Parcial when paid > 0, else Pendiente: `ESTADO_PAGO` of ventas/fila.ts, the rule of
 * the /ventas row), and every line (quantity 4 decimals, unit price, subtotal and commission 2 decimals in the sale's currency).
 * Without `financieros`, `pagado` and the lines' `comisionVendedor` are null (the payment status is
 * still told).
 * @throws AppError 400 {@link msgReporteDemasiadasFilas} past `maxFilas`.
 */
function reporteVentas(db: Db, q: ReportesQueryInput, op: OpcionesReporte): Promise<string> {
  const contar = (forma: Forma) =>
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(ventas)
      .where(filtroVentas(forma, ventas))
      .prepare(UNNAMED);
  return generar(db, 'venta', q, op, contar, (forma) => {
    const linea = objeto({
      id: valor(ventaDetalles.id),
      cantidad: literal(ventaDetalles.cantidad),
      precioUnitario: literal(ventaDetalles.precioUnitario),
      subTotal: literal(ventaDetalles.subTotal),
      comisionVendedor: forma.financieros ? literal(ventaDetalles.comisionVendedor) : NULO,
      producto: objeto({ codigo: literal(productos.codigo), nombre: texto(productos.nombre), unidad: texto(productos.unidad) }),
    });
    const lineas = db
      .select({
        ventaId: ventaDetalles.ventaId,
        json: sql<string>`string_agg(${linea}, ',' order by ${ventaDetalles.id})`.as('lineas_json'),
      })
      .from(ventaDetalles)
      .innerJoin(productos, eq(productos.id, ventaDetalles.productoId))
      .where(inArray(ventaDetalles.ventaId, db.select({ id: ventasFiltradas.id }).from(ventasFiltradas).where(filtroVentas(forma, ventasFiltradas))))
      .groupBy(ventaDetalles.ventaId)
      .as('lineas');
    const fila = objeto({
      id: valor(ventas.id),
      fechaVenta: instante(ventas.fecha),
      cliente: objetoONulo(clientes.id, { nombreApellido: texto(clientes.nombreApellido) }),
      vendedor: objeto({ name: texto(vendedores.name) }),
      metodoPago: texto(metodosPago.nombre),
      moneda: objeto({ id: valor(monedas.id), simbolo: texto(monedas.simbolo) }),
      estadoPago: ESTADO_PAGO.json,
      isDeleted: valor(ventas.isDeleted),
      total: literal(ventas.total),
      pagado: forma.financieros ? literal(ventas.pagado) : NULO,
      detalles: sql`'[' || coalesce(${lineas.json}, '') || ']'`,
    });
    const filas = db
      .select({ id: ventas.id, json: sql<string>`${fila}`.as('fila_json') })
      .from(ventas)
      .leftJoin(clientes, eq(clientes.id, ventas.clienteId))
      .innerJoin(vendedores, eq(vendedores.id, ventas.vendedorId))
      .innerJoin(metodosPago, eq(metodosPago.id, ventas.metodoPagoId))
      .innerJoin(monedas, eq(monedas.id, ventas.monedaId))
      .leftJoin(lineas, eq(lineas.ventaId, ventas.id))
      .where(filtroVentas(forma, ventas))
      .as('fila');
    return db.select({ json: arreglo(filas.id, filas.json) }).from(filas).where(SIN_PARALELO).prepare(UNNAMED);
  });
}

/**
 * GET reportes?type&fechaDesde&fechaHasta[&producto] (reportes.get; docs/reportes.md, «API»): the
 * rows of `type` ('ingreso' or 'venta') whose date falls within the Buenos Aires days fechaDesde …
 * fechaHasta (both included, each optional), only those with a line of `producto` when given (all
 * their lines still listed), newest id first, not paged, as the JSON text of the answer
 * (`ReporteIngreso[]` or `ReporteVenta[]`, written by the database: see the file comment). Financial
 * fields are null unless `op.financieros` (reportes.financieros). Two statements whatever the row
 * count: the count (refused past the cap before anything is read) and the rows with their lines.
 * @throws AppError 400 'Fecha inválida.', {@link MSG_REPORTE_RANGO_INVALIDO}, 'Producto inválido.',
 * {@link msgReporteDemasiadasFilas} (more than `op.maxFilas`, default REPORTE_MAX_FILAS, rows).
 */
export async function reporte(db: Db, q: ReportesQueryInput, op: OpcionesReporte): Promise<string> {
  validar(q);
  return q.type === 'ingreso' ? reporteIngresos(db, q, op) : reporteVentas(db, q, op);
}
