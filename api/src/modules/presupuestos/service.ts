import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import {
  Dec,
  descuentoExcedeMaximo,
  documentTotal,
  ESTADOS_PRESUPUESTO,
  lineSubtotal,
  MSG_PRESUPUESTO_ANULADO,
  MSG_PRESUPUESTO_CONVERTIDO,
  MSG_PRESUPUESTO_NO_ENCONTRADO,
  MSG_PRESUPUESTO_YA_CONVERTIDO,
  MSG_APROBACION_PEDIR_CODIGO,
  MSG_CODIGO_INVALIDO,
  MSG_CODIGO_VACIO,
  MSG_PRODUCTO_REPETIDO,
  msgDescuentoMaximo,
  toMoney,
  toQuantity,
  type Cliente,
  type convertirPresupuestoBodySchema,
  type EstadoPresupuesto,
  type Presupuesto,
  type presupuestoCreateBodySchema,
  type PresupuestoListItem,
  type presupuestosListQuerySchema,
  type PresupuestosPage,
  type presupuestoUpdateBodySchema,
  type SessionUser,
} from 'shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bloquearClientes } from '../../db/proyecciones/bloqueos';
import { clientes, conteos, monedas, presupuestoDetalles, presupuestos, productos, stock, sucursales, usuarios } from '../../db/schema';
import { audit } from '../../lib/audit';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { exigirSucursal } from '../../lib/sucursal';
import { marcarCodigoUsado, reservarCodigo, type CodigoReservado } from '../codigos/service';
import { clienteCoincide, likeContains } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';
import { getCliente } from '../clientes/service';
import { resumenCuenta, saldosPorCliente } from '../cuentas-corrientes/service';
import { valorFinal } from '../productos/service';
import { autorizarFacturaDeVenta, exigirLineasDelProducto, insertarVentaEnTx, MSG_IMPORTE_EXCEDIDO } from '../ventas/service';

/**
 * Quotes (presupuestos; docs/presupuestos.md). A quote never touches stock: only converting it into
 * a sale does, through the sales service. Money with 2 decimals in the quote's currency (that of its
 * first line), quantities with 4, the discount a percentage (0–100).
 */

export type PresupuestoCreateInput = z.output<typeof presupuestoCreateBodySchema>;
export type PresupuestoUpdateInput = z.output<typeof presupuestoUpdateBodySchema>;
export type ConvertirPresupuestoInput = z.output<typeof convertirPresupuestoBodySchema>;
export type PresupuestosListInput = z.output<typeof presupuestosListQuerySchema>;

/** 400 when the `total` (or a line's `subTotal`) sent differs from the server's by more than a cent. */
export const MSG_TOTAL_NO_COINCIDE = 'El total no coincide con los productos.';
/** Answer of PUT presupuestos/anular/{id}. */
export const MSG_PRESUPUESTO_ANULADO_OK = 'Presupuesto anulado correctamente';

/** First amount a money column (numeric(14,2)) cannot hold. */
const MONEY_LIMIT = '1000000000000';
/** Largest difference between a sent amount and the server's one still taken as the same (a cent). */
const TOLERANCIA = '0.01';

// ---------------------------------------------------------------------------------------------
// Lines and totals

type LineaInput = PresupuestoCreateInput['detalles'][number];

/** A line as stored: price and subtotal money (2 decimals), quantity 4 decimals. */
interface LineaCalculada {
  productoId: number;
  cantidad: string;
  precioUnitario: string;
  subTotal: string;
  custom: boolean;
}

/** True when two money amounts differ by more than a cent. */
const difiere = (enviado: string, calculado: string) => new Dec(enviado).minus(calculado).abs().gt(TOLERANCIA);

/**
 * Checks and prices the lines of a quote (POST and PUT; docs/presupuestos.md), inside `tx`:
 * - no product twice → 400 'Este producto ya fue agregado.';
 * - every product exists and is active → 400 'El producto {id} no existe o fue dado de baja.';
 * - one currency, that of the first line (and the `monedaId` sent, if any, the same, on the quote
 *   and on each line) → 400 'Solo puede agregar productos en la misma moneda: {símbolo}';
 * - a line's `codigo`, when sent, is its product's → 400 'El código {codigo} no corresponde al
 *   producto {id}.'; the other copies of the line (nombre, stock, unidad…) are ignored;
 * - the price of a line is the product's current valorFinal, unless the line is `custom` with a
 *   different price: it keeps that price, which needs an authorization code (`requiereCodigo`, see
 *   {@link aprobarCodigo}) unless the quote already had that very price for that product
 *   (`autorizados`, on an edit: authorised when it was saved);
 * - subtotal = lineSubtotal, total = documentTotal(lines, descuento); a `subTotal` or `total` sent
 *   that differs by more than 0.01 → 400 'El total no coincide con los productos.'; an amount that a
 *   money column cannot hold → 400 (MSG_IMPORTE_EXCEDIDO).
 * @returns the quote's currency, its lines, its total (money, 2 decimals) and whether a price needs
 *   the authorization code.
 */
async function calcularLineas(
  tx: Tx,
  input: { detalles: LineaInput[]; descuento: string; monedaId?: number; total?: string },
  autorizados: ReadonlyMap<number, string> = new Map(),
): Promise<{ monedaId: number; lineas: LineaCalculada[]; total: string; requiereCodigo: boolean }> {
  const ids = input.detalles.map((d) => d.productoId);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG_PRODUCTO_REPETIDO);

  const prods = await tx
    .select({
      id: productos.id,
      codigo: productos.codigo,
      precio: productos.precio,
      alicuotaIva: productos.alicuotaIva,
      monedaId: productos.monedaId,
      simbolo: monedas.simbolo,
    })
    .from(productos)
    .innerJoin(monedas, eq(monedas.id, productos.monedaId))
    .where(and(inArray(productos.id, ids), eq(productos.isDeleted, false)));
  const byId = new Map(prods.map((p) => [p.id, p]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw badRequest(`El producto ${missing} no existe o fue dado de baja.`);

  const monedaId = exigirLineasDelProducto(input, byId, ids[0]);

  let requiereCodigo = false;
  const lineas = input.detalles.map((d): LineaCalculada => {
    const p = byId.get(d.productoId)!;
    const vigente = valorFinal(p.precio, p.alicuotaIva);
    const enviado = toMoney(d.precioUnitario);
    const modificado = d.custom && new Dec(enviado).comparedTo(vigente) !== 0;
    if (modificado && autorizados.get(d.productoId) !== enviado) requiereCodigo = true;
    const precioUnitario = modificado ? enviado : vigente;
    const subTotal = lineSubtotal(precioUnitario, d.cantidad);
    return { productoId: p.id, cantidad: toQuantity(d.cantidad), precioUnitario, subTotal, custom: modificado };
  });
  const total = documentTotal(lineas, input.descuento);
  if ([total, ...lineas.map((l) => l.subTotal)].some((m) => new Dec(m).gte(MONEY_LIMIT))) throw badRequest(MSG_IMPORTE_EXCEDIDO);
  const subtotalDistinto = input.detalles.some((d, i) => d.subTotal !== undefined && difiere(d.subTotal, lineas[i].subTotal));
  if (subtotalDistinto || (input.total !== undefined && difiere(input.total, total))) throw badRequest(MSG_TOTAL_NO_COINCIDE);
  return { monedaId, lineas, total, requiereCodigo };
}

/**
 * 400 'El cliente seleccionado no existe.' unless the client exists and is active (a null client is
 * allowed: a quote without client). Locks it — and, on an edit, the quote's previous client — with
 * {@link bloquearClientes} (FOR NO KEY UPDATE) before the quote is written: the statement-level
 * triggers on presupuestos then write the row count (`conteos`) and the client's quote counters
 * (`presupuestos_por_cliente`), in that order.
 */
async function comprobarCliente(tx: Tx, clienteId: number | null, anterior: number | null = null): Promise<void> {
  const filas = await bloquearClientes(tx, [clienteId, anterior], 'no key update');
  if (clienteId !== null && !filas.some((c) => c.id === clienteId && !c.isDeleted)) throw badRequest('El cliente seleccionado no existe.');
}

// ---------------------------------------------------------------------------------------------
// Create

/** A reserved authorization code and the approvals it gives ('precio', 'descuento'). */
interface Aprobacion {
  codigo: CodigoReservado;
  motivos: string[];
}

/**
 * The approvals of a quote that need a one-time authorization code (docs/presupuestos.md), ONE code
 * for all, reserved here (FOR UPDATE) and marked used with {@link usarCodigo} once the quote is written:
 * - an overridden price (`precio`, from {@link calcularLineas}): without a code → 400 'Debe ingresar
 *   un código de autorización';
 * - a discount above the role's `descuentoMaximo` — on an edit, only when it also rises above what
 *   the quote had (`anterior`): without a code → 409 naming the limit and asking for the code.
 * Null when nothing needs a code (a code sent then is neither checked nor used).
 * @throws AppError 400 'Código de autorización inválido' when the code is not usable now.
 */
async function aprobarCodigo(
  tx: Tx,
  actor: SessionUser,
  necesita: { precio: boolean; descuento: string; anterior: string | null },
  codigoPass: string | null | undefined,
): Promise<Aprobacion | null> {
  const codigo = codigoPass?.trim() ?? '';
  const motivos: string[] = [];
  if (necesita.precio) {
    if (!codigo) throw badRequest(MSG_CODIGO_VACIO);
    motivos.push('precio');
  }
  const descuentoSube = necesita.anterior === null || new Dec(necesita.descuento).gt(necesita.anterior);
  if (descuentoExcedeMaximo(necesita.descuento, actor.descuentoMaximo) && descuentoSube) {
    if (!codigo) throw conflict(`${msgDescuentoMaximo(actor.descuentoMaximo)} ${MSG_APROBACION_PEDIR_CODIGO}`);
    motivos.push('descuento');
  }
  if (motivos.length === 0) return null;
  const reservado = await reservarCodigo(tx, codigo);
  if (!reservado) throw badRequest(MSG_CODIGO_INVALIDO);
  return { codigo: reservado, motivos };
}

/** Marks the code {@link aprobarCodigo} reserved as used for quote `id` (its motivos, audited). */
async function usarCodigo(tx: Tx, actor: SessionUser, aprobacion: Aprobacion | null, id: number, descuento: string): Promise<void> {
  if (aprobacion) {
    await marcarCodigoUsado(tx, aprobacion.codigo, { actor, motivos: aprobacion.motivos, entidad: 'presupuestos', entidadId: id, detalle: { descuento } });
  }
}

/**
 * POST presupuestos (docs/presupuestos.md), ONE transaction: the branch must exist and be active
 * (400 'La sucursal seleccionada no existe.'), the client exist (or be null), the lines pass
 * {@link calcularLineas}; the seller is the current user (with their seller code at that moment).
 * Writes the quote (estado 'activo'), its lines and the audit row; never touches stock.
 * @returns the new quote's id.
 * @throws AppError 400 (branch, client, products, currency, code of a line, repeated product, totals,
 *   amount too large, an overridden price without a valid authorization code) or 409 (a discount
 *   above the role's limit without a code); see {@link aprobarCodigo}.
 */
export async function crearPresupuesto(db: Db, actor: SessionUser, input: PresupuestoCreateInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [sucursal] = await tx
      .select({ id: sucursales.id })
      .from(sucursales)
      .where(and(eq(sucursales.id, input.sucursalId), eq(sucursales.activo, true)));
    if (!sucursal) throw badRequest('La sucursal seleccionada no existe.');
    exigirSucursal(actor, input.sucursalId);
    await comprobarCliente(tx, input.clienteId);
    const { monedaId, lineas, total, requiereCodigo } = await calcularLineas(tx, input);
    const aprobacion = await aprobarCodigo(tx, actor, { precio: requiereCodigo, descuento: toMoney(input.descuento), anterior: null }, input.codigo_pass);
    const [vendedor] = await tx.select({ codVendedor: usuarios.codVendedor }).from(usuarios).where(eq(usuarios.id, actor.id));
    const [row] = await tx
      .insert(presupuestos)
      .values({
        clienteId: input.clienteId,
        vendedorId: actor.id,
        codVendedor: vendedor?.codVendedor ?? null,
        sucursalId: input.sucursalId,
        monedaId,
        total,
        descuento: toMoney(input.descuento),
      })
      .returning({ id: presupuestos.id });
    await tx.insert(presupuestoDetalles).values(lineas.map((l) => ({ ...l, presupuestoId: row.id })));
    await usarCodigo(tx, actor, aprobacion, row.id, toMoney(input.descuento));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'presupuestos',
      entidadId: row.id,
      accion: 'crear',
      despues: { sucursalId: input.sucursalId, clienteId: input.clienteId, monedaId, descuento: toMoney(input.descuento), total, detalles: lineas },
    });
    return row.id;
  });
}

// ---------------------------------------------------------------------------------------------
// Read

const vendedores = aliasedTable(usuarios, 'vendedor');

/** The columns of a quote as the list and the detail show it (joins of {@link presupuestoQuery}). */
const presupuestoColumns = {
  id: presupuestos.id,
  fecha: presupuestos.fecha,
  clienteId: presupuestos.clienteId,
  clienteNombre: clientes.nombreApellido,
  clienteDocumento: clientes.documento,
  vendedorId: presupuestos.vendedorId,
  vendedorName: vendedores.name,
  codVendedor: presupuestos.codVendedor,
  sucursalId: presupuestos.sucursalId,
  sucursalNombre: sucursales.nombre,
  monedaId: presupuestos.monedaId,
  monedaSimbolo: monedas.simbolo,
  total: presupuestos.total,
  descuento: presupuestos.descuento,
  estado: presupuestos.estado,
  isDeleted: presupuestos.isDeleted,
  convertidoEnVenta: presupuestos.convertidoEnVenta,
  ventaId: presupuestos.ventaId,
};

function presupuestoQuery(db: DbOrTx) {
  return db
    .select(presupuestoColumns)
    .from(presupuestos)
    .leftJoin(clientes, eq(clientes.id, presupuestos.clienteId))
    .leftJoin(vendedores, eq(vendedores.id, presupuestos.vendedorId))
    .innerJoin(sucursales, eq(sucursales.id, presupuestos.sucursalId))
    .innerJoin(monedas, eq(monedas.id, presupuestos.monedaId));
}

type PresupuestoRow = Awaited<ReturnType<ReturnType<typeof presupuestoQuery>['execute']>>[number];

function toListItem(r: PresupuestoRow): PresupuestoListItem {
  return {
    id: r.id,
    fecha: r.fecha.toISOString(),
    cliente: r.clienteId !== null ? { id: r.clienteId, nombreApellido: r.clienteNombre ?? '', documento: r.clienteDocumento ?? '' } : null,
    clienteId: r.clienteId,
    vendedor: r.vendedorName ?? null,
    vendedorId: r.vendedorId,
    codVendedor: r.codVendedor,
    sucursalId: r.sucursalId,
    sucursal: { id: r.sucursalId, nombre: r.sucursalNombre },
    moneda: { id: r.monedaId, simbolo: r.monedaSimbolo },
    monedaId: r.monedaId,
    total: toMoney(r.total),
    descuento: new Dec(r.descuento).toString(),
    estado: r.estado as EstadoPresupuesto,
    isDeleted: r.isDeleted,
    convertidoEnVenta: r.convertidoEnVenta,
    ventaId: r.ventaId,
  };
}

/**
 * The client card of a quote, as GET clientes/{id} answers it (with the account balances). A client
 * deleted after the quote was saved is still shown: read here, since the clients service only
 * reads active ones.
 */
async function tarjetaCliente(db: DbOrTx, clienteId: number): Promise<Cliente> {
  const [row] = await db
    .select({ id: clientes.id, isDeleted: clientes.isDeleted })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  if (row && !row.isDeleted) return getCliente(db, clienteId);
  const [c] = await db.select().from(clientes).where(eq(clientes.id, clienteId));
  const saldos = await saldosPorCliente(db, [clienteId]);
  return {
    id: c.id,
    nombreApellido: c.nombreApellido,
    documento: c.documento,
    email: c.email,
    telefono: c.telefono,
    tipo: c.tipo as Cliente['tipo'],
    condicionIVA: c.condicionIva as Cliente['condicionIVA'],
    direccion: c.direccion,
    codigoPostal: c.codigoPostal,
    zona: c.zona,
    provincia: c.provincia,
    notas: c.notas,
    nombreEmpresa: c.nombreEmpresa,
    limiteCreditoPesos: c.limiteCreditoPesos,
    limiteCreditoDolares: c.limiteCreditoDolares,
    cuentaCorriente: resumenCuenta(saldos.get(clienteId)),
  };
}

/**
 * GET presupuestos/{id} (docs/presupuestos.md): the quote (annulled and converted ones too) with the
 * client card (or null), and its lines with the product's code, name and unit, the product's
 * currency, its current valorFinal and its stock in the quote's branch (4 decimals, 0 without a
 * stock row). 404 'No se encontró el presupuesto.'.
 */
export async function getPresupuesto(db: DbOrTx, id: number): Promise<Presupuesto> {
  const [row] = await presupuestoQuery(db).where(eq(presupuestos.id, id));
  if (!row) throw notFound(MSG_PRESUPUESTO_NO_ENCONTRADO);
  const lineas = await db
    .select({
      id: presupuestoDetalles.id,
      productoId: presupuestoDetalles.productoId,
      cantidad: presupuestoDetalles.cantidad,
      precioUnitario: presupuestoDetalles.precioUnitario,
      subTotal: presupuestoDetalles.subTotal,
      custom: presupuestoDetalles.custom,
      codigo: productos.codigo,
      nombre: productos.nombre,
      unidad: productos.unidad,
      precio: productos.precio,
      alicuotaIva: productos.alicuotaIva,
      monedaId: productos.monedaId,
      monedaSimbolo: monedas.simbolo,
      stock: stock.cantidad,
    })
    .from(presupuestoDetalles)
    .innerJoin(productos, eq(productos.id, presupuestoDetalles.productoId))
    .innerJoin(monedas, eq(monedas.id, productos.monedaId))
    .leftJoin(stock, and(eq(stock.productoId, presupuestoDetalles.productoId), eq(stock.sucursalId, row.sucursalId)))
    .where(eq(presupuestoDetalles.presupuestoId, id))
    .orderBy(asc(presupuestoDetalles.id));
  const { cliente: _cliente, ...item } = toListItem(row);
  return {
    ...item,
    cliente: row.clienteId !== null ? await tarjetaCliente(db, row.clienteId) : null,
    detalles: lineas.map((l) => ({
      id: l.id,
      productoId: l.productoId,
      nombre: l.nombre,
      codigo: String(l.codigo),
      cantidad: toQuantity(l.cantidad),
      precioUnitario: toMoney(l.precioUnitario),
      subTotal: toMoney(l.subTotal),
      stock: toQuantity(l.stock ?? '0'),
      unidad: l.unidad,
      monedaId: l.monedaId,
      monedaSimbolo: l.monedaSimbolo,
      valorFinal: valorFinal(l.precio, l.alicuotaIva),
      custom: l.custom,
    })),
  };
}

/** What changes the SQL of the /presupuestos list (never a value): the prepared-statement shape. */
interface FormaPresupuestos {
  conBusqueda: boolean;
  conCodVendedor: boolean;
  conDesde: boolean;
  conHasta: boolean;
  /** The state filter, part of the SQL text (two values): the counters are per state. */
  estado: EstadoPresupuesto | undefined;
}

/**
 * No seller code nor dates: the only filters are the search and the state, which the counters
 * answer (`conteos` per state, the per-client counters for a search) and whose statement is named.
 */
const soloBusquedaYEstado = (f: FormaPresupuestos) => !f.conCodVendedor && !f.conDesde && !f.conHasta;

/**
 * The clients and the sellers matching the search, computed once per statement (two CTEs, read by
 * the page and by the total): the client's name or document (the pg_trgm indexes of clientes) or
 * the seller's name, anywhere and case-insensitive.
 */
function busqueda(db: Db) {
  const patron = sql.placeholder('patron');
  const clientesBuscados = db
    .$with('clientes_buscados')
    .as(
      db
        .select({ id: clientes.id, activos: clientes.presupuestosActivos, anulados: clientes.presupuestosAnulados })
        .from(clientes)
        .where(clienteCoincide(clientes.busqueda, patron)),
    );
  const vendedoresBuscados = db.$with('vendedores_buscados').as(db.select({ id: usuarios.id }).from(usuarios).where(ilike(usuarios.name, patron)));
  return {
    ctes: [clientesBuscados, vendedoresBuscados],
    clientesBuscados,
    porCliente: inArray(presupuestos.clienteId, db.select({ id: clientesBuscados.id }).from(clientesBuscados)),
    porVendedor: inArray(presupuestos.vendedorId, db.select({ id: vendedoresBuscados.id }).from(vendedoresBuscados)),
    /**
     * The same as `porCliente` for the count: `= any(array(…))` makes it one scan of the index on
     * (cliente_id, estado, fecha) with every matching client as a key, instead of a join that the
     * planner may turn into a walk of the quotes (docs/rendimiento.md, «Qué se corrigió (#11)»).
     */
    porClienteContado: sql`${presupuestos.clienteId} = any(array${db.select({ id: clientesBuscados.id }).from(clientesBuscados)})`,
  };
}

type Busqueda = ReturnType<typeof busqueda>;

/**
 * The filters of the /presupuestos list other than the search, with placeholders for the values:
 * `codVendedor` the seller's code (the one stored on the quote or the seller's current one,
 * case-insensitive); dates as Buenos Aires days, both ends included; `estado`.
 */
function filtrosSinBusqueda(f: FormaPresupuestos): SQL | undefined {
  const codigo = sql.placeholder('codVendedor');
  return and(
    f.conCodVendedor
      ? or(
          sql`lower(${presupuestos.codVendedor}) = ${codigo}`,
          inArray(presupuestos.vendedorId, sql`(select ${usuarios.id} from ${usuarios} where lower(${usuarios.codVendedor}) = ${codigo})`),
        )
      : undefined,
    f.conDesde ? gte(presupuestos.fecha, sql.placeholder('desde')) : undefined,
    f.conHasta ? lt(presupuestos.fecha, sql.placeholder('hasta')) : undefined,
    f.estado ? eq(presupuestos.estado, f.estado) : undefined,
  );
}

/**
 * The exact number of quotes of the /presupuestos list (docs/rendimiento.md): with no filter but the
 * state, the counters per state of `conteos`, kept by triggers in the same transaction as every
 * insert, update or delete (api/drizzle/0006_rendimiento_listas.sql); with a search, the quotes of
 * the matching clients plus those of the matching sellers whose client does not match (the indexes
 * on (cliente_id, estado, fecha) and (vendedor_id, estado, fecha), without reading the quotes) —
 * when the search is the only filter but the state, the matching clients' quotes are the sum of
 * their counters (clientes.presupuestos_activos / _anulados, kept by the triggers of
 * api/drizzle/0013_presupuestos_por_cliente.sql) read by the lookup that found them;
 * otherwise a count of the quotes alone (every filter is on presupuestos or a subquery).
 */
function totalPresupuestos(f: FormaPresupuestos, b: Busqueda | null): SQL<number> {
  const resto = filtrosSinBusqueda(f);
  if (b) {
    // Each quote once: those of a matching client, plus those of a matching seller whose client
    // does not match.
    const deOtroCliente = or(isNull(presupuestos.clienteId), not(b.porCliente));
    const c = b.clientesBuscados;
    const deLosClientes = soloBusquedaYEstado(f)
      ? sql`(select coalesce(sum(${f.estado === 'activo' ? c.activos : f.estado === 'anulado' ? c.anulados : sql`${c.activos} + ${c.anulados}`}), 0) from ${c})`
      : sql`(select count(*) from ${presupuestos} where ${and(b.porClienteContado, resto)})`;
    return sql<number>`(${deLosClientes}
      + (select count(*) from ${presupuestos} where ${and(b.porVendedor, deOtroCliente, resto)}))::int`.mapWith(Number);
  }
  if (!soloBusquedaYEstado(f)) {
    return sql<number>`(select count(*)::int from ${presupuestos} where ${resto})`.mapWith(Number);
  }
  const claves = (f.estado ? [f.estado] : ESTADOS_PRESUPUESTO).map((e) => `presupuestos.${e}`);
  return sql<number>`(select coalesce(sum(${conteos.filas}), 0)::int from ${conteos} where ${inArray(conteos.tabla, claves)})`.mapWith(Number);
}

/**
 * GET presupuestos?search&codVendedor&fechaDesde&fechaHasta&estado&page&pageSize (docs/presupuestos.md):
 * newest first (date, then number); `search` in the client's name or document or the seller's name
 * (anywhere, case-insensitive) and {@link filtrosSinBusqueda}; 15 per page unless told. The answer
 * uses the field names of the quote list: `presupuestos`, `total` (exact count of the matches,
 * {@link totalPresupuestos}), `totalPages` (at least 1), `currentPage`, `nextPage` / `prevPage`
 * (null at the ends) and `pageSize`. ONE statement brings the page and the total, prepared once per
 * shape ({@link FormaPresupuestos}; lib/prepared.ts): the page walks the (fecha) index and stops at
 * its rows, the total neither joins nor sorts the matches (docs/rendimiento.md). Without dates nor
 * seller code the statement is named (planned once per connection). Only a page past the end asks
 * the total again.
 */
export async function listPresupuestos(db: Db, q: PresupuestosListInput): Promise<PresupuestosPage> {
  const forma: FormaPresupuestos = {
    conBusqueda: Boolean(q.search),
    conCodVendedor: Boolean(q.codVendedor),
    conDesde: Boolean(q.fechaDesde),
    conHasta: Boolean(q.fechaHasta),
    estado: q.estado,
  };
  const key = `presupuestos.lista.${forma.conBusqueda}.${forma.conCodVendedor}.${forma.conDesde}.${forma.conHasta}.${forma.estado ?? ''}`;
  // Named (one plan per connection, whatever the values) without dates nor seller code: the
  // counters, or the search, whose plan is the same for every pattern (the pg_trgm indexes).
  const conNombre = soloBusquedaYEstado(forma);
  const query = prepared(db, key, (name) => {
    const b = forma.conBusqueda ? busqueda(db) : null;
    return db
      .with(...(b?.ctes ?? []))
      .select({ ...presupuestoColumns, totalFilas: totalPresupuestos(forma, b) })
      .from(presupuestos)
      .leftJoin(clientes, eq(clientes.id, presupuestos.clienteId))
      .leftJoin(vendedores, eq(vendedores.id, presupuestos.vendedorId))
      .innerJoin(sucursales, eq(sucursales.id, presupuestos.sucursalId))
      .innerJoin(monedas, eq(monedas.id, presupuestos.monedaId))
      .where(and(b ? or(b.porCliente, b.porVendedor) : undefined, filtrosSinBusqueda(forma)))
      .orderBy(desc(presupuestos.fecha), desc(presupuestos.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(conNombre ? name : UNNAMED);
  });
  const params = {
    patron: q.search ? likeContains(q.search) : undefined,
    codVendedor: q.codVendedor ? q.codVendedor.toLowerCase() : undefined,
    desde: q.fechaDesde ? startOfDayBA(q.fechaDesde).toISOString() : undefined,
    hasta: q.fechaHasta ? endOfDayBA(q.fechaHasta).toISOString() : undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const rows = await query.execute(params);
  let total = rows[0]?.totalFilas;
  if (total === undefined) {
    // An empty page: the total still has to be told (e.g. a page past the end).
    const totalQuery = prepared(db, `${key}.total`, () => {
      const b = forma.conBusqueda ? busqueda(db) : null;
      return db
        .with(...(b?.ctes ?? []))
        .select({ total: totalPresupuestos(forma, b) })
        .from(sql`(select 1) as uno`)
        .prepare(UNNAMED);
    });
    [{ total }] = await totalQuery.execute(params);
  }
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  return {
    presupuestos: rows.map((r) => toListItem(r)),
    total,
    totalPages,
    currentPage: q.page,
    nextPage: q.page < totalPages ? q.page + 1 : null,
    prevPage: q.page > 1 ? Math.min(q.page - 1, totalPages) : null,
    pageSize: q.pageSize,
  };
}

// ---------------------------------------------------------------------------------------------
// Edit, annul, convert

/** Reads the quote's row locked FOR UPDATE inside `tx`; 404 'No se encontró el presupuesto.'. */
async function bloquear(tx: Tx, id: number) {
  const [row] = await tx.select().from(presupuestos).where(eq(presupuestos.id, id)).for('update');
  if (!row) throw notFound(MSG_PRESUPUESTO_NO_ENCONTRADO);
  return row;
}

/** The lines of a quote as stored (for the audit's "before" and the authorised prices). */
function lineasGuardadas(tx: Tx, id: number) {
  return tx
    .select({
      productoId: presupuestoDetalles.productoId,
      cantidad: presupuestoDetalles.cantidad,
      precioUnitario: presupuestoDetalles.precioUnitario,
      subTotal: presupuestoDetalles.subTotal,
      custom: presupuestoDetalles.custom,
    })
    .from(presupuestoDetalles)
    .where(eq(presupuestoDetalles.presupuestoId, id))
    .orderBy(asc(presupuestoDetalles.id));
}

/**
 * PUT presupuestos/{id} (docs/presupuestos.md), ONE transaction: locks the quote (404 when missing);
 * converted → 409 'Este presupuesto ya fue convertido en venta y no puede editarse.'; annulled →
 * 409 'El presupuesto está anulado.'. Replaces client, discount and lines with the rules of
 * {@link crearPresupuesto} (an overridden price the quote already had for that product keeps its
 * authorisation); the branch and the seller stay. Audit with before and after.
 * @returns the quote as GET presupuestos/{id} answers it.
 */
export async function actualizarPresupuesto(db: Db, actor: SessionUser, id: number, input: PresupuestoUpdateInput): Promise<Presupuesto> {
  return db.transaction(async (tx) => {
    const antes = await bloquear(tx, id);
    if (antes.convertidoEnVenta) throw conflict(MSG_PRESUPUESTO_CONVERTIDO);
    if (antes.estado === 'anulado' || antes.isDeleted) throw conflict(MSG_PRESUPUESTO_ANULADO);
    exigirSucursal(actor, antes.sucursalId);
    const lineasAntes = await lineasGuardadas(tx, id);
    const autorizados = new Map(lineasAntes.filter((l) => l.custom).map((l) => [l.productoId, toMoney(l.precioUnitario)]));
    await comprobarCliente(tx, input.clienteId, antes.clienteId);
    const { monedaId, lineas, total, requiereCodigo } = await calcularLineas(tx, input, autorizados);
    const descuento = toMoney(input.descuento);
    const aprobacion = await aprobarCodigo(tx, actor, { precio: requiereCodigo, descuento, anterior: toMoney(antes.descuento) }, input.codigo_pass);
    await usarCodigo(tx, actor, aprobacion, id, descuento);
    await tx
      .update(presupuestos)
      .set({ clienteId: input.clienteId, monedaId, total, descuento, updatedAt: new Date() })
      .where(eq(presupuestos.id, id));
    await tx.delete(presupuestoDetalles).where(eq(presupuestoDetalles.presupuestoId, id));
    await tx.insert(presupuestoDetalles).values(lineas.map((l) => ({ ...l, presupuestoId: id })));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'presupuestos',
      entidadId: id,
      accion: 'actualizar',
      antes: { clienteId: antes.clienteId, monedaId: antes.monedaId, descuento: antes.descuento, total: antes.total, detalles: lineasAntes },
      despues: { clienteId: input.clienteId, monedaId, descuento, total, detalles: lineas },
    });
    return getPresupuesto(tx, id);
  });
}

/**
 * PUT presupuestos/anular/{id} (docs/presupuestos.md), ONE transaction: locks the quote (404 when
 * missing); converted → 409 'El presupuesto ya fue convertido en venta.'; already annulled → 409
 * 'El presupuesto está anulado.'. Locks its client ({@link bloquearClientes}), then sets estado
 * 'anulado', is_deleted and deleted_at; one-way. Audit.
 */
export async function anularPresupuesto(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await bloquear(tx, id);
    if (antes.convertidoEnVenta) throw conflict(MSG_PRESUPUESTO_YA_CONVERTIDO);
    if (antes.estado === 'anulado' || antes.isDeleted) throw conflict(MSG_PRESUPUESTO_ANULADO);
    exigirSucursal(actor, antes.sucursalId);
    // The client before the quote's row changes (lock order: see bloquearClientes).
    await bloquearClientes(tx, [antes.clienteId], 'no key update');
    const ahora = new Date();
    await tx
      .update(presupuestos)
      .set({ estado: 'anulado', isDeleted: true, deletedAt: ahora, updatedAt: ahora })
      .where(eq(presupuestos.id, id));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'presupuestos',
      entidadId: id,
      accion: 'anular',
      antes: { estado: antes.estado, isDeleted: antes.isDeleted },
      despues: { estado: 'anulado', isDeleted: true, deletedAt: ahora },
    });
  });
}

/**
 * POST presupuestos/convertir-a-venta/{id} (docs/presupuestos.md), ONE transaction: locks the quote
 * (404 when missing); converted → 409 'El presupuesto ya fue convertido en venta.'; annulled → 409
 * 'El presupuesto está anulado.'. Creates the sale with the sales service (insertarVentaEnTx, origen
 * 'presupuesto', the quote's branch, client, discount, lines and prices; the seller is the current
 * user): stock is checked and deducted then (409 'Stock insuficiente para …' and nothing changes,
 * the quote stays unconverted), 'Cuenta Corriente' without client → 400; on account past the
 * client's credit (docs/cuentas-corrientes.md) the body's `codigo_pass` is checked and consumed as on
 * a new sale (409 asking for it when missing, 400 when wrong). Marks the quote
 * convertido_en_venta with the sale's id. Audit. With `linea: 1` the sale's Factura is prepared in
 * that transaction and authorised by ARCA after it (docs/facturacion.md «La venta de Línea 1»).
 * @returns the new sale's id.
 */
export async function convertirPresupuesto(db: Db, actor: SessionUser, id: number, input: ConvertirPresupuestoInput): Promise<number> {
  const ventaId = await db.transaction(async (tx) => {
    const antes = await bloquear(tx, id);
    if (antes.convertidoEnVenta) throw conflict(MSG_PRESUPUESTO_YA_CONVERTIDO);
    if (antes.estado === 'anulado' || antes.isDeleted) throw conflict(MSG_PRESUPUESTO_ANULADO);
    const lineas = await lineasGuardadas(tx, id);
    const ventaId = await insertarVentaEnTx(
      tx,
      actor,
      {
        sucursalId: antes.sucursalId,
        metodoPagoId: input.metodoPagoId,
        metodoPagoNombre: input.metodoPagoNombre,
        monedaId: antes.monedaId,
        clienteId: antes.clienteId,
        descuento: toMoney(antes.descuento),
        linea: input.linea,
        custom: false,
        codigo_pass: input.codigo_pass,
        detalles: lineas.map((l) => ({
          productoId: l.productoId,
          cantidad: toQuantity(l.cantidad),
          precioUnitario: toMoney(l.precioUnitario),
          custom: l.custom,
        })),
      },
      { origen: 'presupuesto', preciosFijos: true },
    );
    await tx
      .update(presupuestos)
      .set({ convertidoEnVenta: true, ventaId, updatedAt: new Date() })
      .where(eq(presupuestos.id, id));
    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'presupuestos',
      entidadId: id,
      accion: 'convertir',
      antes: { convertidoEnVenta: false, ventaId: null },
      despues: { convertidoEnVenta: true, ventaId, metodoPagoId: input.metodoPagoId, linea: input.linea },
    });
    return ventaId;
  });
  // Línea 1: the invoice prepared with the sale is authorised once both are committed (docs/facturacion.md).
  if (input.linea === 1) await autorizarFacturaDeVenta(db, ventaId);
  return ventaId;
}
