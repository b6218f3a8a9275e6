import { randomInt } from 'node:crypto';
import { aliasedTable, and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  Dec,
  documentTotal,
  lineSubtotal,
  METODO_CUENTA_CORRIENTE,
  MSG_CC_SIN_CLIENTE,
  MSG_CODIGO_INVALIDO,
  MSG_CODIGO_VACIO,
  MSG_PRODUCTO_REPETIDO,
  msgMismaMoneda,
  toMoney,
  toQuantity,
  type CodigoAutorizacion,
  type EstadoPago,
  type Paged,
  type SessionUser,
  type SortDir,
  type Venta,
  type VentaListItem,
  type VentasSortKey,
  type ventaCreateBodySchema,
} from 'shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import {
  clientes,
  codigosAutorizacion,
  metodosPago,
  monedas,
  productos,
  sucursales,
  usuarios,
  ventaDetalles,
  ventas,
} from '../../db/schema';
import type { AppConfig } from '../../config';
import { audit } from '../../lib/audit';
import { countAttempt, forgiveAttempt } from '../../lib/attempts';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { collated, conteoTabla, likeContains, pageMeta, sortedBy } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';
import { sha256 } from '../../plugins/auth';
import { registrarMovimiento } from '../cuentas-corrientes/service';
import { valorFinal } from '../productos/service';
import { aplicarStock, msgStockInsuficiente } from '../stock/service';

export type VentaCreateInput = z.output<typeof ventaCreateBodySchema>;

export const MSG_VENTA_NO_ENCONTRADA = 'Venta no encontrada.';
export const MSG_IMPORTE_EXCEDIDO = 'El importe supera el máximo admitido (999.999.999.999,99).';
/** First amount a money column (numeric(14,2)) cannot hold. */
const MONEY_LIMIT = '1000000000000';
/** Authorization codes live 10 minutes (docs/ventas-y-presupuestos.md). */
export const CODIGO_TTL_MS = 10 * 60 * 1000;

export { msgStockInsuficiente };

/** Pagada (pagado ≥ total), Parcial (0 < pagado < total) or Pendiente (pagado = 0) (docs/ventas-y-presupuestos.md). */
export function estadoPago(total: string, pagado: string): EstadoPago {
  const t = new Dec(total);
  const p = new Dec(pagado);
  if (p.gte(t)) return 'Pagada';
  return p.gt(0) ? 'Parcial' : 'Pendiente';
}

// ---------------------------------------------------------------------------------------------
// Authorization codes

/**
 * POST ventas/codigos-autorizacion: a 6-digit one-time code valid 10 minutes. Only its SHA-256 is
 * stored; the plain code is returned once to the authorizing user. A code equal to another still
 * usable one is drawn again.
 */
export async function generarCodigo(db: Db, actor: SessionUser, now = new Date()): Promise<CodigoAutorizacion> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codigoHash = sha256(codigo);
      const [taken] = await tx
        .select({ id: codigosAutorizacion.id })
        .from(codigosAutorizacion)
        .where(and(eq(codigosAutorizacion.codigoHash, codigoHash), isNull(codigosAutorizacion.usedAt), gt(codigosAutorizacion.expiresAt, now)));
      if (taken) continue;
      const expiresAt = new Date(now.getTime() + CODIGO_TTL_MS);
      const [row] = await tx
        .insert(codigosAutorizacion)
        .values({ codigoHash, creadoPor: actor.id, createdAt: now, expiresAt })
        .returning({ id: codigosAutorizacion.id });
      await audit(tx, {
        usuarioId: actor.id,
        entidad: 'codigos_autorizacion',
        entidadId: row.id,
        accion: 'crear',
        despues: { expiresAt },
      });
      return { codigo, expiraEn: expiresAt.toISOString() };
    }
    throw new AppError(503, 'No se pudo generar un código. Intente nuevamente.');
  });
}

/** The usable (unused, unexpired) code row matching `codigo`, optionally locked FOR UPDATE. */
async function findCodigoUsable(db: DbOrTx, codigo: string, lock: boolean, now = new Date()) {
  if (!/^\d{6}$/.test(codigo)) return null;
  const query = db
    .select({ id: codigosAutorizacion.id })
    .from(codigosAutorizacion)
    .where(
      and(
        eq(codigosAutorizacion.codigoHash, sha256(codigo)),
        isNull(codigosAutorizacion.usedAt),
        gt(codigosAutorizacion.expiresAt, now),
      ),
    )
    .orderBy(asc(codigosAutorizacion.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const MSG_CODIGO_INTENTOS =
  'Demasiados intentos fallidos con códigos de autorización. Espere 15 minutos e intente nuevamente.';

/** Failed-attempt keys of a code check: the user and the address (docs/seguridad.md). */
const codigoKeys = (who: { usuarioId: number; ip: string }) => [`codigo:usuario:${who.usuarioId}`, `codigo:ip:${who.ip}`];

/**
 * POST ventas/check-code-pass: whether the code is usable now, without consuming it. A wrong code
 * counts as a failed attempt of the user and of the address; past `config.codeAttempts` the call
 * answers 429 'Demasiados intentos fallidos…' (docs/seguridad.md).
 */
export async function checkCodigo(
  db: Db,
  config: AppConfig,
  codigo: string,
  who: { usuarioId: number; ip: string },
): Promise<boolean> {
  const keys = codigoKeys(who);
  await countAttempt(db, keys, config.codeAttempts, MSG_CODIGO_INTENTOS);
  const valid = (await findCodigoUsable(db, codigo.trim(), false)) !== null;
  if (valid) await forgiveAttempt(db, keys);
  return valid;
}

// ---------------------------------------------------------------------------------------------
// Sale creation

/**
 * POST ventas (docs/ventas-y-presupuestos.md). ONE transaction:
 * 1. branch, payment method, client, products and (for overridden prices) the authorization code are
 *    checked — unknown ones → 400; 'Cuenta Corriente' without client → 400; mixed currencies → 400;
 * 2. prices: the product's valorFinal, or the sent price on `custom` lines (code validated and consumed);
 * 3. sale, lines (subtotal = price × quantity, commission = subtotal × seller's %);
 * 4. stock deductions through `aplicarStock` (rows locked, any line above the available stock →
 *    409 'Stock insuficiente…' and nothing changes; movements with reason 'venta'), the DEBITO on the client's account for 'Cuenta Corriente'
 *    (pagada false, pagado 0) or pagada/pagado = total otherwise, and the audit row.
 * @returns the new sale id.
 */
export async function crearVenta(
  db: Db,
  actor: SessionUser,
  input: VentaCreateInput,
  ctx: { config: AppConfig; ip: string },
): Promise<number> {
  const ids = input.detalles.map((d) => d.productoId);
  if (new Set(ids).size !== ids.length) throw badRequest(MSG_PRODUCTO_REPETIDO);
  const anyCustom = input.detalles.some((d) => d.custom);
  const codigoPass = input.codigo_pass?.trim() ?? '';
  if (anyCustom && !codigoPass) throw badRequest(MSG_CODIGO_VACIO);
  if (!anyCustom) return insertarVenta(db, actor, input, ids, false, codigoPass);

  // An overridden price: the code counts as an attempt of the user and the address, forgiven
  // unless the code itself was refused (docs/seguridad.md).
  const keys = codigoKeys({ usuarioId: actor.id, ip: ctx.ip });
  await countAttempt(db, keys, ctx.config.codeAttempts, MSG_CODIGO_INTENTOS);
  try {
    const id = await insertarVenta(db, actor, input, ids, true, codigoPass);
    await forgiveAttempt(db, keys);
    return id;
  } catch (err) {
    if (!(err instanceof AppError && err.message === MSG_CODIGO_INVALIDO)) await forgiveAttempt(db, keys);
    throw err;
  }
}

/** The transaction of crearVenta (see there). */
async function insertarVenta(
  db: Db,
  actor: SessionUser,
  input: VentaCreateInput,
  ids: number[],
  anyCustom: boolean,
  codigoPass: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [sucursal] = await tx
      .select({ id: sucursales.id })
      .from(sucursales)
      .where(and(eq(sucursales.id, input.sucursalId), eq(sucursales.activo, true)));
    if (!sucursal) throw badRequest('La sucursal seleccionada no existe.');

    const [metodo] = await tx
      .select({ id: metodosPago.id, nombre: metodosPago.nombre })
      .from(metodosPago)
      .where(and(eq(metodosPago.id, input.metodoPagoId), eq(metodosPago.isDeleted, false)));
    if (!metodo) throw badRequest('El método de pago seleccionado no existe.');
    const cuentaCorriente = metodo.nombre.trim().toLowerCase() === METODO_CUENTA_CORRIENTE.toLowerCase();
    if (cuentaCorriente && !input.clienteId) throw badRequest(MSG_CC_SIN_CLIENTE);

    if (input.clienteId) {
      // The client's row lock also serialises its account movements (cuentas-corrientes/service.ts).
      const [cliente] = await tx
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.id, input.clienteId), eq(clientes.isDeleted, false)))
        .for('update');
      if (!cliente) throw badRequest('El cliente seleccionado no existe.');
    }

    const prods = await tx
      .select({
        id: productos.id,
        codigo: productos.codigo,
        nombre: productos.nombre,
        unidad: productos.unidad,
        precio: productos.precio,
        alicuotaIva: productos.alicuotaIva,
        costo: productos.costo,
        costoMonedaId: productos.costoMonedaId,
        monedaId: productos.monedaId,
        simbolo: monedas.simbolo,
      })
      .from(productos)
      .innerJoin(monedas, eq(monedas.id, productos.monedaId))
      .where(and(inArray(productos.id, ids), eq(productos.isDeleted, false)));
    const byId = new Map(prods.map((p) => [p.id, p]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw badRequest(`El producto ${missing} no existe o fue dado de baja.`);

    const first = byId.get(ids[0])!;
    const monedaId = first.monedaId;
    if ((input.monedaId !== undefined && input.monedaId !== monedaId) || prods.some((p) => p.monedaId !== monedaId)) {
      throw badRequest(msgMismaMoneda(first.simbolo));
    }

    let codigoId: number | null = null;
    if (anyCustom) {
      const codigo = await findCodigoUsable(tx, codigoPass, true);
      if (!codigo) throw badRequest(MSG_CODIGO_INVALIDO);
      codigoId = codigo.id;
    }

    const [vendedor] = await tx
      .select({ comision: usuarios.comision, codVendedor: usuarios.codVendedor })
      .from(usuarios)
      .where(eq(usuarios.id, actor.id));
    const comisionPct = new Dec(vendedor?.comision ?? 0);

    const lineas = input.detalles.map((d) => {
      const p = byId.get(d.productoId)!;
      const precioUnitario = d.custom ? toMoney(d.precioUnitario) : valorFinal(p.precio, p.alicuotaIva);
      const subTotal = lineSubtotal(precioUnitario, d.cantidad);
      return {
        productoId: p.id,
        cantidad: toQuantity(d.cantidad),
        precioUnitario,
        subTotal,
        costoUnitario: toMoney(p.costo),
        costoMonedaId: p.costoMonedaId,
        comisionVendedor: toMoney(new Dec(subTotal).times(comisionPct).div(100)),
        custom: d.custom,
      };
    });
    const total = documentTotal(lineas, input.descuento);
    // numeric(14,2) holds up to 999,999,999,999.99: a larger amount is bad input, not a crash.
    if ([total, ...lineas.flatMap((l) => [l.subTotal, l.comisionVendedor])].some((m) => new Dec(m).abs().gte(MONEY_LIMIT))) {
      throw badRequest(MSG_IMPORTE_EXCEDIDO);
    }
    const pagada = !cuentaCorriente || new Dec(total).isZero();
    const pagado = cuentaCorriente ? '0.00' : total;

    const [venta] = await tx
      .insert(ventas)
      .values({
        clienteId: input.clienteId ?? null,
        vendedorId: actor.id,
        codVendedor: vendedor?.codVendedor ?? null,
        sucursalId: input.sucursalId,
        origen: 'venta',
        metodoPagoId: metodo.id,
        monedaId,
        linea: input.linea,
        total,
        descuento: toMoney(input.descuento),
        pagada,
        pagado,
        codigoAutorizacionId: codigoId,
      })
      .returning({ id: ventas.id });
    await tx.insert(ventaDetalles).values(lineas.map((l) => ({ ...l, ventaId: venta.id })));

    // Stock: locked, checked (409 'Stock insuficiente…', nothing written) and moved in this transaction.
    await aplicarStock(tx, {
      sucursalId: input.sucursalId,
      motivo: 'venta',
      referenciaId: venta.id,
      usuarioId: actor.id,
      cambios: lineas.map((l) => ({ productoId: l.productoId, cantidad: new Dec(l.cantidad).neg().toString() })),
    });

    if (codigoId !== null) {
      await tx
        .update(codigosAutorizacion)
        .set({ usedAt: new Date(), usadoPor: actor.id, ventaId: venta.id })
        .where(eq(codigosAutorizacion.id, codigoId));
      await audit(tx, { usuarioId: actor.id, entidad: 'codigos_autorizacion', entidadId: codigoId, accion: 'usar', despues: { ventaId: venta.id } });
    }

    if (cuentaCorriente && input.clienteId && new Dec(total).gt(0)) {
      await registrarMovimiento(tx, {
        clienteId: input.clienteId,
        tipo: 'DEBITO',
        monedaId,
        monto: total,
        descripcion: `Deuda por venta #${venta.id}`,
        ventaId: venta.id,
        usuarioId: actor.id,
      });
    }

    await audit(tx, {
      usuarioId: actor.id,
      entidad: 'ventas',
      entidadId: venta.id,
      accion: 'crear',
      despues: { ...input, codigo_pass: undefined, total, pagada, pagado, monedaId, detalles: lineas },
    });
    return venta.id;
  });
}

// ---------------------------------------------------------------------------------------------
// Reading sales

const vendedores = aliasedTable(usuarios, 'vendedor');

/** The columns of a sale as the lists and the detail show it (joins of {@link ventaQuery}). */
const ventaColumns = {
  id: ventas.id,
  fecha: ventas.fecha,
  clienteId: clientes.id,
  clienteNombre: clientes.nombreApellido,
  clienteDocumento: clientes.documento,
  vendedorId: vendedores.id,
  vendedorName: vendedores.name,
  codVendedor: ventas.codVendedor,
  sucursalId: sucursales.id,
  sucursalNombre: sucursales.nombre,
  origen: ventas.origen,
  metodoPagoId: metodosPago.id,
  metodoPagoNombre: metodosPago.nombre,
  monedaId: monedas.id,
  monedaNombre: monedas.nombre,
  monedaSimbolo: monedas.simbolo,
  linea: ventas.linea,
  total: ventas.total,
  descuento: ventas.descuento,
  pagada: ventas.pagada,
  pagado: ventas.pagado,
  isDeleted: ventas.isDeleted,
};

function ventaQuery(db: DbOrTx) {
  return db
    .select(ventaColumns)
    .from(ventas)
    .leftJoin(clientes, eq(clientes.id, ventas.clienteId))
    .innerJoin(vendedores, eq(vendedores.id, ventas.vendedorId))
    .innerJoin(sucursales, eq(sucursales.id, ventas.sucursalId))
    .innerJoin(metodosPago, eq(metodosPago.id, ventas.metodoPagoId))
    .innerJoin(monedas, eq(monedas.id, ventas.monedaId));
}

type VentaRow = Awaited<ReturnType<ReturnType<typeof ventaQuery>['execute']>>[number];

function toListItem(r: VentaRow): VentaListItem {
  const total = toMoney(r.total);
  const pagado = toMoney(r.pagado);
  return {
    id: r.id,
    fechaVenta: r.fecha.toISOString(),
    cliente:
      r.clienteId !== null ? { id: r.clienteId, nombreApellido: r.clienteNombre ?? '', documento: r.clienteDocumento ?? '' } : null,
    vendedor: { id: r.vendedorId, name: r.vendedorName },
    codVendedor: r.codVendedor,
    sucursal: { id: r.sucursalId, nombre: r.sucursalNombre },
    origen: r.origen,
    metodoPago: { id: r.metodoPagoId, nombre: r.metodoPagoNombre },
    moneda: { id: r.monedaId, nombre: r.monedaNombre, simbolo: r.monedaSimbolo },
    linea: r.linea,
    total,
    descuento: new Dec(r.descuento).toString(),
    pagada: r.pagada,
    pagado,
    estadoPago: estadoPago(total, pagado),
    isDeleted: r.isDeleted,
  };
}

/** GET ventas/{id}: the sale with its lines, 404 'Venta no encontrada.'. */
export async function getVenta(db: DbOrTx, id: number): Promise<Venta> {
  const [row] = await ventaQuery(db).where(eq(ventas.id, id));
  if (!row) throw notFound(MSG_VENTA_NO_ENCONTRADA);
  const detalles = await db
    .select({
      id: ventaDetalles.id,
      productoId: ventaDetalles.productoId,
      cantidad: ventaDetalles.cantidad,
      precioUnitario: ventaDetalles.precioUnitario,
      subTotal: ventaDetalles.subTotal,
      comisionVendedor: ventaDetalles.comisionVendedor,
      custom: ventaDetalles.custom,
      codigo: productos.codigo,
      nombre: productos.nombre,
      unidad: productos.unidad,
    })
    .from(ventaDetalles)
    .innerJoin(productos, eq(productos.id, ventaDetalles.productoId))
    .where(eq(ventaDetalles.ventaId, id))
    .orderBy(asc(ventaDetalles.id));
  return {
    ...toListItem(row),
    detalles: detalles.map((d) => ({
      id: d.id,
      productoId: d.productoId,
      cantidad: toQuantity(d.cantidad),
      precioUnitario: toMoney(d.precioUnitario),
      subTotal: toMoney(d.subTotal),
      comisionVendedor: toMoney(d.comisionVendedor),
      custom: d.custom,
      producto: { id: d.productoId, codigo: String(d.codigo), nombre: d.nombre, unidad: d.unidad },
    })),
  };
}


/**
 * What each sortable column of /ventas orders by (a fixed whitelist: the user's `sort` only picks a
 * key, never SQL). Sales without a client have a null name: last ascending, first descending.
 */
const ORDEN: Record<VentasSortKey, SQL | AnyColumn> = {
  id: ventas.id,
  fecha: ventas.fecha,
  cliente: collated(clientes.nombreApellido),
  vendedor: collated(vendedores.name),
  sucursal: collated(sucursales.nombre),
  metodoPago: collated(metodosPago.nombre),
  total: ventas.total,
};

/**
 * ORDER BY of the /ventas list (docs/arquitectura.md, "Listas"): newest first by default; with
 * `sort`, that column in `dir` (asc by default) and then the sale number the same way, so pages
 * never overlap.
 */
function ordenVentas(q: { sort?: VentasSortKey; dir?: SortDir }): SQL[] {
  if (!q.sort) return [desc(ventas.fecha), desc(ventas.id)];
  return sortedBy(q.dir, q.sort === 'id' ? [] : [ORDEN[q.sort]], ventas.id);
}

/** What the /ventas search can match: nothing, text (client or seller), or also a sale number. */
type BusquedaVenta = 'ninguna' | 'texto' | 'numero';

/** Clients of the search subquery (an alias: the page query joins `clientes` too). */
const clientesBuscados = aliasedTable(clientes, 'cliente_buscado');
/** Sellers of the search subquery. */
const vendedoresBuscados = aliasedTable(usuarios, 'vendedor_buscado');

/** The date range of the /ventas filters on the indexed `fecha` (Buenos Aires days, both ends included). */
function rangoFechas(conDesde: boolean, conHasta: boolean): SQL | undefined {
  return and(
    conDesde ? gte(ventas.fecha, sql.placeholder('desde')) : undefined,
    conHasta ? lt(ventas.fecha, sql.placeholder('hasta')) : undefined,
  );
}

/**
 * The ids of the sales that match the /ventas search, within the date range (docs/rendimiento.md):
 * the sales of each client whose name or document contains the text (pg_trgm indexes), read
 * through the index on (cliente_id, fecha) one client at a time (`offset 0` keeps the lateral
 * subquery from being turned into a scan of the whole range); the sales of the sellers whose name
 * contains it; and the sale whose number is the search. A UNION, so a sale found twice counts once.
 * Inside each subquery `ventas` names the subquery's own table, not the page query's.
 */
function ventasCoincidentes(conDesde: boolean, conHasta: boolean, busqueda: 'texto' | 'numero'): SQL {
  const patron = sql.placeholder('patron');
  const rango = rangoFechas(conDesde, conHasta);
  const porCliente = sql`select ${sql.identifier('v')}.${sql.identifier('id')} from ${clientes} as ${sql.identifier('cliente_buscado')}
    cross join lateral (select ${ventas.id} from ${ventas} where ${and(eq(ventas.clienteId, clientesBuscados.id), rango)} offset 0) as ${sql.identifier('v')}
    where ${or(ilike(clientesBuscados.nombreApellido, patron), ilike(clientesBuscados.documento, patron))}`;
  const porVendedor = sql`select ${ventas.id} from ${ventas} where ${and(
    sql`${ventas.vendedorId} in (select ${vendedoresBuscados.id} from ${usuarios} as ${sql.identifier('vendedor_buscado')} where ${ilike(vendedoresBuscados.name, patron)})`,
    rango,
  )}`;
  const porNumero = sql`select ${ventas.id} from ${ventas} where ${and(eq(ventas.id, sql.placeholder('numero')), rango)}`;
  return sql.join(busqueda === 'numero' ? [porCliente, porVendedor, porNumero] : [porCliente, porVendedor], sql` union `);
}

/**
 * GET ventas?search&fechaDesde&fechaHasta&page&pageSize&sort&dir: newest first, or by `sort` (see
 * {@link ordenVentas}). `search` matches the sale number, the client's name or document, or the
 * seller's name (anywhere, case-insensitive); dates are Buenos Aires calendar days (both ends
 * included). ONE statement per request brings the page and its exact total, prepared once per
 * shape (docs/rendimiento.md): with a search, the matching ids ({@link ventasCoincidentes}) and
 * `count(*) over ()`; with dates only, a count of the range; with no filter at all, the counter of
 * the table ({@link conteoTabla}). A page past the end asks the total again.
 */
export async function listVentas(
  db: Db,
  q: {
    search?: string;
    fechaDesde?: string;
    fechaHasta?: string;
    page: number;
    pageSize: number;
    sort?: VentasSortKey;
    dir?: SortDir;
  },
): Promise<Paged<VentaListItem>> {
  const numero = q.search && /^\d{1,9}$/.test(q.search) ? Number(q.search) : null;
  const busqueda: BusquedaVenta = !q.search ? 'ninguna' : numero !== null ? 'numero' : 'texto';
  const conDesde = q.fechaDesde !== undefined && q.fechaDesde !== '';
  const conHasta = q.fechaHasta !== undefined && q.fechaHasta !== '';
  const key = `ventas.lista.${conDesde}.${conHasta}.${busqueda}.${q.sort ?? ''}.${q.dir ?? ''}`;
  /** The SQL of this shape, built only when its statement is prepared (see lib/prepared.ts). */
  const armar = () => {
    const coincidentes = busqueda === 'ninguna' ? null : ventasCoincidentes(conDesde, conHasta, busqueda);
    // `= any(array(…))`: the matching ids are computed first and the page reads those rows by
    // primary key (with `in (…)` the planner, expecting thousands of matches, scans the table).
    const filtro = coincidentes ? sql`${ventas.id} = any(array(${coincidentes}))` : rangoFechas(conDesde, conHasta);
    const total = coincidentes
      ? sql<number>`(select count(*)::int from (${coincidentes}) as ${sql.identifier('coincidentes')})`.mapWith(Number)
      : filtro
        ? sql<number>`(select count(*)::int from ${ventas} where ${filtro})`.mapWith(Number)
        : conteoTabla('ventas');
    return { coincidentes, filtro, total };
  };
  const query = prepared(db, key, (name) => {
    const { coincidentes, filtro, total } = armar();
    return db
      .select({ ...ventaColumns, totalFilas: coincidentes ? sql<number>`count(*) over ()`.mapWith(Number) : total })
      .from(ventas)
      .leftJoin(clientes, eq(clientes.id, ventas.clienteId))
      .innerJoin(vendedores, eq(vendedores.id, ventas.vendedorId))
      .innerJoin(sucursales, eq(sucursales.id, ventas.sucursalId))
      .innerJoin(metodosPago, eq(metodosPago.id, ventas.metodoPagoId))
      .innerJoin(monedas, eq(monedas.id, ventas.monedaId))
      .where(filtro)
      .orderBy(...ordenVentas(q))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      // A search keeps one plan for every pattern, and so does the list without filters (named
      // statements: no planning per request; their plan does not depend on the values). A date
      // range alone is planned with its real dates.
      .prepare(coincidentes || !filtro ? name : UNNAMED);
  });
  const params = {
    desde: conDesde ? startOfDayBA(q.fechaDesde!).toISOString() : undefined,
    hasta: conHasta ? endOfDayBA(q.fechaHasta!).toISOString() : undefined,
    patron: q.search ? likeContains(q.search) : undefined,
    numero,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const rows = await query.execute(params);
  let count = rows[0]?.totalFilas;
  if (count === undefined) {
    // An empty page: the total still has to be told (e.g. a page past the end).
    const totalQuery = prepared(db, `${key}.total`, () =>
      db.select({ totalFilas: armar().total }).from(sql`(select 1) as uno`).prepare(UNNAMED),
    );
    [{ totalFilas: count }] = await totalQuery.execute(params);
  }
  return { items: rows.map(toListItem), ...pageMeta(count, q.page, q.pageSize) };
}
