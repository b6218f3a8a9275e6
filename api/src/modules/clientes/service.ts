import { and, asc, eq, gt, ilike, isNotNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  Dec,
  MONEDA_DOLARES,
  MONEDA_PESOS,
  MSG_CLIENTE_CON_PRESUPUESTOS,
  MSG_CLIENTE_CON_SALDO,
  MSG_CLIENTE_CON_VENTAS,
  MSG_CLIENTE_ID_DISTINTO,
  MSG_CLIENTE_NUEVO_CON_ID,
  MSG_LIMITE_CREDITO_SIN_PERMISO,
  soloDigitos,
  P,
  type Cliente,
  type ClientesSortKey,
  type Paged,
  type SessionUser,
  type SortDir,
} from 'shared';
import type { z } from 'zod';
import type { clienteBodySchema } from 'shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { clientes, deudasManuales, movimientosCuentaCorriente, presupuestos, saldosCuentaCorriente, ventas } from '../../db/schema';
import { deudaPendiente } from '../../db/proyecciones/reglas';
import { audit } from '../../lib/audit';
import { badRequest, conflict, conflictOnUnique, forbidden, notFound } from '../../lib/errors';
import { clienteCoincide, collated, conteoTabla, likeContains, pageMeta, sortedBy } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';
import { resumenCuenta, saldosPorCliente } from '../cuentas-corrientes/service';

export const MSG_CLIENTE_NO_ENCONTRADO = 'Cliente no encontrado.';
export const MSG_CLIENTE_DUPLICADO = 'Ya existe un cliente con ese documento.';
export type ClienteInput = z.output<typeof clienteBodySchema>;

const columns = {
  id: clientes.id,
  nombreApellido: clientes.nombreApellido,
  documento: clientes.documento,
  email: clientes.email,
  telefono: clientes.telefono,
  tipo: clientes.tipo,
  condicionIVA: clientes.condicionIva,
  direccion: clientes.direccion,
  codigoPostal: clientes.codigoPostal,
  zona: clientes.zona,
  provincia: clientes.provincia,
  notas: clientes.notas,
  nombreEmpresa: clientes.nombreEmpresa,
  limiteCreditoPesos: clientes.limiteCreditoPesos,
  limiteCreditoDolares: clientes.limiteCreditoDolares,
};
/** A client row as selected by `columns` (tipo and condición IVA are checked by the table). */
type Row = Omit<Cliente, 'cuentaCorriente' | 'tipo' | 'condicionIVA'> & { tipo: string; condicionIVA: string };

/** Adds the current-account balances to client rows (one grouped query for all of them). */
async function withCuenta(db: DbOrTx, rows: Row[]): Promise<Cliente[]> {
  const saldos = await saldosPorCliente(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => conCuenta(r, saldos.get(r.id)));
}

/** A client row with its `cuentaCorriente` block from its signed balances per currency. */
function conCuenta(r: Row, saldos: Map<number, string> | undefined): Cliente {
  return { ...r, tipo: r.tipo as Cliente['tipo'], condicionIVA: r.condicionIVA as Cliente['condicionIVA'], cuentaCorriente: resumenCuenta(saldos) };
}

const activo = eq(clientes.isDeleted, false);

/** GET clientes?select=true: every active client by name, with balances. */
export async function listClientesSelect(db: Db): Promise<Cliente[]> {
  const rows = await db.select(columns).from(clientes).where(activo).orderBy(asc(clientes.nombreApellido), asc(clientes.id));
  return withCuenta(db, rows);
}


/**
 * Signed current-account balance of the client in one currency: DEBITO minus CREDITO of its
 * non-deleted movements (docs/cuentas-corrientes.md), 0 without movements. Positive: it owes.
 */
function saldoExpr(monedaId: number): SQL {
  const s = saldosCuentaCorriente;
  return sql`coalesce((select ${s.saldo} from ${s} where ${s.clienteId} = ${clientes.id} and ${s.monedaId} = ${monedaId}), 0)`;
}

/**
 * What each sortable column of /listados/clientes orders by (a fixed whitelist: the user's `sort`
 * only picks a key, never SQL). `saldo` is the balance in pesos, then the one in dollars.
 */
const ORDEN: Record<ClientesSortKey, Array<SQL | AnyColumn>> = {
  nombreApellido: [collated(clientes.nombreApellido)],
  documento: [collated(clientes.documento)],
  tipo: [clientes.tipo],
  condicionIVA: [collated(clientes.condicionIva)],
  telefono: [collated(clientes.telefono)],
  provincia: [collated(clientes.provincia)],
  saldo: [saldoExpr(MONEDA_PESOS), saldoExpr(MONEDA_DOLARES)],
};

/**
 * ORDER BY of /listados/clientes (docs/arquitectura.md, "Listas"): by name by default; with `sort`,
 * that column in `dir` (asc by default) and then the id the same way, so pages never overlap.
 */
function ordenClientes(q: { sort?: ClientesSortKey; dir?: SortDir }): SQL[] {
  if (!q.sort) return [asc(clientes.nombreApellido), asc(clientes.id)];
  return sortedBy(q.dir, ORDEN[q.sort], clientes.id);
}

/** Filters of /listados/clientes (GET clientes): all optional. */
export interface ClientesFiltros {
  /** In nombreApellido, documento (also its digits alone: «20172543597» finds «20-17254359-7») or e-mail. */
  search?: string;
  tipo?: string;
  provincia?: string;
  /** Exact zone, case-insensitive. */
  zona?: string;
}

/**
 * WHERE of the paged list for the filters present in `q`, with placeholders for their values (one
 * SQL shape per set of filters present, see lib/prepared.ts). A search made only of digits and
 * separators also matches the document's digits, so a CUIT typed without dashes is found.
 */
function whereClientes(q: ClientesFiltros): SQL | undefined {
  const patron = sql.placeholder('patron');
  const digitos = q.search ? soloDigitos(q.search) : null;
  return and(
    activo,
    q.search
      ? or(
          clienteCoincide(clientes.busqueda, patron),
          ilike(clientes.email, patron),
          digitos ? sql`regexp_replace(${clientes.documento}, '[^0-9]', '', 'g') like ${sql.placeholder('digitos')}` : undefined,
        )
      : undefined,
    q.tipo ? eq(clientes.tipo, sql.placeholder('tipo')) : undefined,
    q.provincia ? sql`lower(${clientes.provincia}) = lower(${sql.placeholder('provincia')})` : undefined,
    q.zona ? sql`lower(${clientes.zona}) = lower(${sql.placeholder('zona')})` : undefined,
  );
}

/**
 * GET clientes?search&tipo&provincia&zona&page&pageSize&sort&dir: paged by name, or by `sort` (see
 * {@link ordenClientes}); `search` in nombreApellido, documento (with or without separators) or
 * email; `tipo`, `provincia` and `zona` exact (case-insensitive). The exact total comes in the same
 * statement as the page (docs/rendimiento.md): without filters, the counter of active clients
 * ({@link conteoTabla}); with any, a count of the matches. A page past the end asks the total again.
 */
export async function listClientesPage(
  db: Db,
  q: ClientesFiltros & { page: number; pageSize: number; sort?: ClientesSortKey; dir?: SortDir },
): Promise<Paged<Cliente>> {
  const digitos = q.search ? soloDigitos(q.search) : null;
  const filtros = {
    search: q.search || undefined,
    tipo: q.tipo || undefined,
    provincia: q.provincia || undefined,
    zona: q.zona || undefined,
  };
  const filtrado = Object.values(filtros).some(Boolean);
  const armar = () => {
    const where = whereClientes(filtros);
    const total = filtrado
      ? sql<number>`(select count(*)::int from ${clientes} where ${where})`.mapWith(Number)
      : conteoTabla('clientes');
    return { where, total };
  };
  const forma = [filtros.search ? (digitos ? 'sd' : 's') : '', filtros.tipo ? 't' : '', filtros.provincia ? 'p' : '', filtros.zona ? 'z' : ''].join('');
  const key = `clientes.pagina.${forma}.${q.sort ?? ''}.${q.dir ?? ''}`;
  const query = prepared(db, key, (name) => {
    const { where, total } = armar();
    return db
      .select({ ...columns, total })
      .from(clientes)
      .where(where)
      .orderBy(...ordenClientes(q))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(filtrado ? UNNAMED : name);
  });
  const params = {
    patron: filtros.search ? likeContains(filtros.search) : undefined,
    digitos: digitos ? likeContains(digitos) : undefined,
    tipo: filtros.tipo,
    provincia: filtros.provincia,
    zona: filtros.zona,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
  const found = await query.execute(params);
  let count = found[0]?.total;
  if (count === undefined) {
    // An empty page: the total still has to be told (e.g. a page past the end).
    const totalQuery = prepared(db, `${key}.total`, () => db.select({ total: armar().total }).from(sql`(select 1) as uno`).prepare(UNNAMED));
    [{ total: count }] = await totalQuery.execute(params);
  }
  const rows: Row[] = found.map(({ total: _total, ...row }) => row);
  return { items: await withCuenta(db, rows), ...pageMeta(count, q.page, q.pageSize) };
}

/**
 * GET clientes/zonas: the distinct zones of the active clients (nulls left out), in the order a
 * Spanish reader expects ({@link collated}); the options of the zone filter of /listados/clientes.
 */
export async function listZonas(db: Db): Promise<string[]> {
  const found = await db
    .select({ zona: clientes.zona })
    .from(clientes)
    .where(and(activo, isNotNull(clientes.zona)))
    .groupBy(clientes.zona)
    .orderBy(collated(clientes.zona));
  return found.map((r) => r.zona!);
}

async function findRow(db: DbOrTx, id: number, lock = false): Promise<Row> {
  const query = db.select(columns).from(clientes).where(and(eq(clientes.id, id), activo));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_CLIENTE_NO_ENCONTRADO);
  return row;
}

/**
 * GET clientes/{id}: the active client with its balances (money, 2 decimals, per currency), 404
 * 'Cliente no encontrado.'. One statement, prepared once (the client screen, its account and the
 * statement ask for it on every visit).
 */
export async function getCliente(db: DbOrTx, id: number): Promise<Cliente> {
  const query = prepared(db, 'clientes.detalle', (name) =>
    db
      .select({ ...columns, saldoPesos: saldoExpr(MONEDA_PESOS), saldoDolares: saldoExpr(MONEDA_DOLARES) })
      .from(clientes)
      .where(and(eq(clientes.id, sql.placeholder('id')), activo))
      .prepare(name),
  );
  const [row] = await query.execute({ id });
  if (!row) throw notFound(MSG_CLIENTE_NO_ENCONTRADO);
  const { saldoPesos, saldoDolares, ...cliente } = row;
  return conCuenta(
    cliente,
    new Map([
      [MONEDA_PESOS, String(saldoPesos)],
      [MONEDA_DOLARES, String(saldoDolares)],
    ]),
  );
}

async function assertDocumentoLibre(tx: Tx, documento: string, exceptId?: number) {
  const [dup] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(eq(clientes.documento, documento), activo, exceptId ? ne(clientes.id, exceptId) : undefined));
  if (dup) throw conflict(MSG_CLIENTE_DUPLICADO);
}

/** A race on the unique index (two requests at once) gets the same 409 as the explicit check. */
const DUPLICADOS = { clientes_documento_activo_idx: MSG_CLIENTE_DUPLICADO };

/** The row values of a body; an absent credit limit (undefined) is left out: the column keeps its value. */
const toValues = (input: ClienteInput) => {
  const { condicionIVA, ...rest } = sinCopias(input);
  return { ...rest, condicionIva: condicionIVA };
};

/** The body without what the screen only sends back (`id`, `cuentaCorriente`): never written. */
const sinCopias = (input: ClienteInput) => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, cuentaCorriente, ...rest } = input;
  return rest;
};

const LIMITES = ['limiteCreditoPesos', 'limiteCreditoDolares'] as const;
const mismoLimite = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Dec(a).eq(b));

/**
 * Setting or changing a credit limit (docs/contactos-y-administracion.md, «Clientes») needs
 * ventas.autorizar_precio: the limit decides which Cuenta Corriente sales need an authorization
 * code, so only who can issue those codes may move it. A limit absent from the body, or sent
 * unchanged, needs nothing more than the route's permission.
 * @throws AppError 403 {@link MSG_LIMITE_CREDITO_SIN_PERMISO}.
 */
function assertPuedeCambiarLimites(actor: SessionUser, input: ClienteInput, antes: Pick<Cliente, (typeof LIMITES)[number]>) {
  if (actor.permissions.includes(P.ventasAutorizarPrecio)) return;
  const cambia = LIMITES.some((k) => input[k] !== undefined && !mismoLimite(input[k], antes[k]));
  if (cambia) throw forbidden(MSG_LIMITE_CREDITO_SIN_PERMISO);
}

/**
 * POST clientes: documento unique among active clients → 409 'Ya existe un cliente con ese
 * documento.'; an `id` in the body → 400 {@link MSG_CLIENTE_NUEVO_CON_ID}. Credit limits (money, 2 decimals, null or absent = no limit) need
 * ventas.autorizar_precio → 403 otherwise (see {@link assertPuedeCambiarLimites}).
 */
export function createCliente(db: Db, actor: SessionUser, input: ClienteInput): Promise<Cliente> {
  if (input.id !== undefined) return Promise.reject(badRequest(MSG_CLIENTE_NUEVO_CON_ID));
  assertPuedeCambiarLimites(actor, input, { limiteCreditoPesos: null, limiteCreditoDolares: null });
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      await assertDocumentoLibre(tx, input.documento);
      const [{ id }] = await tx.insert(clientes).values(toValues(input)).returning({ id: clientes.id });
      const cliente = await getCliente(tx, id);
      await audit(tx, { usuarioId: actor.id, entidad: 'clientes', entidadId: id, accion: 'crear', despues: sinCopias(input) });
      return cliente;
    }),
  );
}

/**
 * PUT clientes/{id}: replaces the fields (an absent credit limit keeps its value); 404 when missing,
 * 400 {@link MSG_CLIENTE_ID_DISTINTO} when the body's `id` is another client's (`cuentaCorriente`
 * sent back is ignored), 409 on a duplicated documento, 403 when a credit limit changes without ventas.autorizar_precio.
 */
export function updateCliente(db: Db, actor: SessionUser, id: number, input: ClienteInput): Promise<Cliente> {
  if (input.id !== undefined && input.id !== id) return Promise.reject(badRequest(MSG_CLIENTE_ID_DISTINTO));
  return conflictOnUnique(DUPLICADOS, () =>
    db.transaction(async (tx) => {
      const antes = await findRow(tx, id, true);
      assertPuedeCambiarLimites(actor, input, antes);
      await assertDocumentoLibre(tx, input.documento, id);
      await tx
        .update(clientes)
        .set({ ...toValues(input), updatedAt: new Date() })
        .where(eq(clientes.id, id));
      await audit(tx, { usuarioId: actor.id, entidad: 'clientes', entidadId: id, accion: 'actualizar', antes, despues: sinCopias(input) });
      return getCliente(tx, id);
    }),
  );
}

/**
 * Why a client cannot be deleted, or null when nothing points at it (docs/contactos-y-administracion.md,
 * «Clientes»): any sale (annulled ones too), any quote, a balance or credit in favour in either
 * currency, a pending manual debt or an unapplied credit. The caller holds the client's row lock.
 */
async function motivoNoEliminable(tx: Tx, id: number): Promise<string | null> {
  const hay = async (query: { limit(n: number): Promise<unknown[]> }) => (await query.limit(1)).length > 0;
  const uno = { uno: sql`1` };
  if (await hay(tx.select(uno).from(ventas).where(eq(ventas.clienteId, id)))) return MSG_CLIENTE_CON_VENTAS;
  if (await hay(tx.select(uno).from(presupuestos).where(eq(presupuestos.clienteId, id)))) return MSG_CLIENTE_CON_PRESUPUESTOS;
  const s = saldosCuentaCorriente;
  const m = movimientosCuentaCorriente;
  const conSaldo =
    (await hay(tx.select(uno).from(s).where(and(eq(s.clienteId, id), ne(s.saldo, '0'))))) ||
    (await hay(tx.select(uno).from(deudasManuales).where(and(eq(deudasManuales.clienteId, id), deudaPendiente('deudas_manuales'))))) ||
    (await hay(tx.select(uno).from(m).where(and(eq(m.clienteId, id), eq(m.isDeleted, false), eq(m.tipo, 'CREDITO'), gt(m.disponible, '0')))));
  return conSaldo ? MSG_CLIENTE_CON_SALDO : null;
}

/**
 * DELETE clientes/{id}: soft delete of a client nothing points at. Inside one transaction, with the
 * client's row locked (FOR UPDATE, the lock every sale on the client takes first, so none can slip
 * in between the check and the delete).
 * @throws AppError 404 'Cliente no encontrado.'; 409 {@link MSG_CLIENTE_CON_VENTAS},
 *   {@link MSG_CLIENTE_CON_PRESUPUESTOS} or {@link MSG_CLIENTE_CON_SALDO} (nothing changes).
 */
export async function deleteCliente(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await findRow(tx, id, true);
    const motivo = await motivoNoEliminable(tx, id);
    if (motivo) throw conflict(motivo);
    await tx.update(clientes).set({ isDeleted: true, deletedAt: new Date() }).where(eq(clientes.id, id));
    await audit(tx, { usuarioId: actor.id, entidad: 'clientes', entidadId: id, accion: 'eliminar', antes });
  });
}
