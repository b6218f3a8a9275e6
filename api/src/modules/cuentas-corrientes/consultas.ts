import { eq, sql, type SQL } from 'drizzle-orm';
import {
  type Antiguedad,
  type CuentaCliente,
  type CuentaListItem,
  type DeudaManual,
  MONEDA_DOLARES,
  MONEDA_PESOS,
  MSG_CUENTA_CLIENTE_NO_ENCONTRADO,
  MSG_DEUDA_NO_ENCONTRADA,
  type ResumenCuenta,
  toMoney,
} from 'shared';
import type { Db, DbOrTx } from '../../db/client';
import { clientes, deudasManuales, monedas, movimientosCuentaConteo, movimientosCuentaCorriente, saldosCuentaCorriente } from '../../db/schema';
import { endOfDayBA, startOfDayBA } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { conteoTabla, likeContains } from '../../lib/paging';
import { prepared, UNNAMED } from '../../lib/prepared';
import { getCliente } from '../clientes/service';
import { anidado, campo, filaDe } from '../../lib/filas';
import { arreglo, dinero, instante, objeto, paginaJson, tasa, texto, valor } from '../../lib/json-sql';
import { DIAS_VENCIDA, deudaPendiente, HOY_BA, inicioDiaBAHace, REGLAS, ventaPendiente } from '../../db/proyecciones/reglas';

/**
 * The read side of current accounts (docs/cuentas-corrientes.md): the accounts list with receivables
 * aging, one account, its movements, the statement and a manual debt. Balances come from
 * saldos_cuenta_corriente; the aging of one client from its pending documents (sales on account
 * with pagada false and pagado < total, manual debts not pagada), each by its age in Buenos Aires
 * calendar days; the totals row of the list without a search from `cuentas_totales` (kept by the
 * triggers of api/drizzle/0009_rendimiento_cuentas.sql). The list, the movements page and the
 * statement are written as JSON text by the database ({@link ./json}): the routes send it as it is.
 * Built for the large data set (docs/rendimiento.md, «Qué se corrigió (#12)»).
 */

/** A currency id as an SQL literal. */
const lit = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Start (a timestamp) of the Buenos Aires day `dias` days before today. A document is d days old
 * when its Buenos Aires date is d days before today: «0–30» is fecha ≥ the start of the day 30 days
 * ago, and so on; a future date counts as 0–30.
 */
const inicioDiaBA = inicioDiaBAHace;
/**
 * The three day bounds of the aging, computed once per statement: `b.t30`, `b.t60`, `b.t90` (the
 * last one DIAS_DEUDA_VENCIDA days ago: the bucket «más de 90» is the overdue rule, the same limit
 * the `cuentas_totales` triggers fold days at; api/src/db/proyecciones/reglas.ts).
 */
const LIMITES_DIA = sql`(select ${inicioDiaBA(30)} as t30, ${inicioDiaBA(60)} as t60, ${inicioDiaBA(REGLAS.diasDeudaVencida)} as t90)`;

/**
 * The pending documents of the clients `condicion` picks (an SQL condition on `cliente_id`), as
 * (moneda_id, fecha, p): what each still owes. Literal predicates, the same as the partial indexes
 * ventas_pendientes_cliente_idx and deudas_manuales_pendientes_idx (the pending rule of
 * api/src/db/proyecciones/reglas.ts).
 */
const pendientesDe = (condicion: SQL) => sql`
  select v.moneda_id, v.fecha, v.total - v.pagado as p from ventas v
   where v.cliente_id ${condicion} and ${ventaPendiente('v')}
  union all
  select d.moneda_id, d.fecha, d.monto - d.pagado from deudas_manuales d
   where d.cliente_id ${condicion} and ${deudaPendiente('d')}`;

type Prefijo = 'p' | 'u';
const MONEDAS: Array<[number, Prefijo]> = [
  [MONEDA_PESOS, 'p'],
  [MONEDA_DOLARES, 'u'],
];
/** The four aging conditions of a document `x` with the bounds `b`: 0–30, 31–60, 61–90, más de 90 días. */
const TRAMOS = [sql`x.fecha >= b.t30`, sql`x.fecha >= b.t60 and x.fecha < b.t30`, sql`x.fecha >= b.t90 and x.fecha < b.t60`, sql`x.fecha < b.t90`];
/** The four aging conditions of a `cuentas_totales` row `t` (by its day) with today `h.d`; the last limit is DIAS_DEUDA_VENCIDA. */
const TRAMOS_DIA = [
  sql`t.dia >= h.d - 30`,
  sql`t.dia >= h.d - 60 and t.dia < h.d - 30`,
  sql`t.dia >= h.d - ${DIAS_VENCIDA} and t.dia < h.d - 60`,
  sql`t.dia < h.d - ${DIAS_VENCIDA}`,
];
const CLAVES: Array<keyof Antiguedad> = ['d0_30', 'd31_60', 'd61_90', 'd90_mas'];

/**
 * The eight aging sums (pesos p0..p3, dollars u0..u3) of the documents `x` (moneda_id, fecha, p)
 * with the bounds `b`, as numeric columns.
 */
const SUMAS_ANTIGUEDAD = sql.join(
  MONEDAS.flatMap(([moneda, prefijo]) =>
    TRAMOS.map((cond, i) => sql`coalesce(sum(x.p) filter (where x.moneda_id = ${lit(moneda)} and ${cond}), 0) as ${sql.raw(`${prefijo}${i}`)}`),
  ),
  sql`, `,
);
/** The JSON of the aging of one currency from the columns `<alias>.<prefijo>0..3`. */
const antiguedadJson = (alias: string, prefijo: Prefijo) =>
  objeto(Object.fromEntries(CLAVES.map((k, i) => [k, dinero(sql.raw(`${alias}.${prefijo}${i}`))])));

/** The aging of one currency read from the columns `a.<prefijo>0..3` of {@link TABLAS_CUENTA} (money, 2 decimals). */
const antiguedadDe = (prefijo: Prefijo) =>
  anidado({
    d0_30: campo.dinero(sql.raw(`a.${prefijo}0`)),
    d31_60: campo.dinero(sql.raw(`a.${prefijo}1`)),
    d61_90: campo.dinero(sql.raw(`a.${prefijo}2`)),
    d90_mas: campo.dinero(sql.raw(`a.${prefijo}3`)),
  });

/**
 * The figures of one account, declared once (lib/filas.ts) for the rows of GET cuentas-corrientes
 * and for GET cuentas-corrientes/{id}: the signed balances per currency, the aging of the pending
 * documents per currency and the credit limits (money, 2 decimals), read from the client `c` joined
 * with {@link TABLAS_CUENTA}.
 */
const CIFRAS_CUENTA = {
  saldoPesos: campo.dinero(sql`coalesce(sp.saldo, 0)`),
  saldoDolares: campo.dinero(sql`coalesce(sd.saldo, 0)`),
  antiguedadPesos: antiguedadDe('p'),
  antiguedadDolares: antiguedadDe('u'),
  limiteCreditoPesos: campo.dineroONulo(sql`c.limite_credito_pesos`),
  limiteCreditoDolares: campo.dineroONulo(sql`c.limite_credito_dolares`),
};

/**
 * What a client `c` is joined with for {@link CIFRAS_CUENTA}: its balance rows `sp` (pesos) and
 * `sd` (dollars), the day bounds `b` and the aging sums `a` of its pending documents only (partial
 * indexes by client and date).
 */
const TABLAS_CUENTA = sql`
  left join saldos_cuenta_corriente sp on sp.cliente_id = c.id and sp.moneda_id = ${lit(MONEDA_PESOS)}
  left join saldos_cuenta_corriente sd on sd.cliente_id = c.id and sd.moneda_id = ${lit(MONEDA_DOLARES)}
  cross join ${LIMITES_DIA} as b
  cross join lateral (select ${SUMAS_ANTIGUEDAD} from (${pendientesDe(sql`= c.id`)}) x) a`;

/** A row of GET cuentas-corrientes (`CuentaListItem`): the client's id, name and document, and {@link CIFRAS_CUENTA}. */
export const CUENTA_LISTA_FILA = filaDe<CuentaListItem>()({
  cliente: anidado({ id: campo.entero(sql`c.id`), nombreApellido: campo.texto(sql`c.nombre_apellido`), documento: campo.texto(sql`c.documento`) }),
  ...CIFRAS_CUENTA,
});

/** GET cuentas-corrientes/{id} but the client (shown as GET clientes/{id} shows it): {@link CIFRAS_CUENTA}. */
export const CUENTA_FILA = filaDe<Omit<CuentaCliente, 'cliente'>>()(CIFRAS_CUENTA);

/** A client `c` and the tables of its account figures ({@link TABLAS_CUENTA}), for tests that compare both ways of reading them. */
export const conTablasDeCuenta = (condicion: SQL) => sql`clientes c ${TABLAS_CUENTA} where ${condicion}`;

async function filas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Receivables aging of some clients: clienteId → monedaId → pending amounts by age (money, 2
 * decimals). Reads each client's pending documents only (partial indexes by client and date).
 */
export async function antiguedadPorCliente(db: DbOrTx, clienteIds: number[]): Promise<Map<number, Map<number, Antiguedad>>> {
  const out = new Map<number, Map<number, Antiguedad>>();
  if (clienteIds.length === 0) return out;
  const ids = sql`array[${sql.join(
    clienteIds.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  type Fila = { cliente_id: number } & Record<`${Prefijo}${0 | 1 | 2 | 3}`, string>;
  const rows = await filas<Fila>(
    db,
    sql`select c.id as cliente_id, ${sql.join(
      MONEDAS.flatMap(([, p]) => [0, 1, 2, 3].map((i) => sql.raw(`a.${p}${i}::text as ${p}${i}`))),
      sql`, `,
    )}
          from unnest(${ids}) as c(id)
          cross join ${LIMITES_DIA} as b
          cross join lateral (select ${SUMAS_ANTIGUEDAD} from (${pendientesDe(sql`= c.id`)}) x) a`,
  );
  for (const r of rows) {
    const de = (p: Prefijo): Antiguedad =>
      Object.fromEntries(CLAVES.map((k, i) => [k, toMoney(r[`${p}${i as 0 | 1 | 2 | 3}`])])) as Antiguedad;
    out.set(
      Number(r.cliente_id),
      new Map(MONEDAS.map(([moneda, p]) => [moneda, de(p)])),
    );
  }
  return out;
}

/** Clients the list shows: active, optionally by name or document, optionally only those owing in some currency. */
function filtroClientes(q: { search?: string; conDeuda?: 'true' | 'false' }): SQL {
  return sql.join(
    [
      sql`c.is_deleted = false`,
      ...(q.search ? [sql`(c.nombre_apellido ilike ${sql.placeholder('patron')} or c.documento ilike ${sql.placeholder('patron')})`] : []),
      ...(q.conDeuda === 'true' ? [sql`exists (select 1 from saldos_cuenta_corriente s where s.cliente_id = c.id and s.saldo > 0)`] : []),
    ],
    sql` and `,
  );
}

/**
 * The totals row as one row `tot` (saldo_p, saldo_u, p0..p3, u0..u3 numeric; total int), by the
 * cheapest exact source:
 * - without a search, from `cuentas_totales` (the clients with debt, or every client): a few rows
 *   per Buenos Aires day, cut into the aging buckets here with today's date; the count of clients
 *   with debt from there too, of every active client from `conteos`. Deleted clients add nothing: a
 *   client with a balance or a pending document cannot be deleted (docs/contactos-y-administracion.md);
 * - with a search, over the matching clients `m`: their balances by primary key and their pending
 *   documents through the partial indexes.
 */
function totalesSql(q: { search?: string; conDeuda?: 'true' | 'false' }): SQL {
  const saldos = (t: string) =>
    sql.join(
      MONEDAS.map(([moneda, p]) => sql`coalesce(sum(${sql.raw(t)}.saldo) filter (where ${sql.raw(t)}.moneda_id = ${lit(moneda)}), 0) as ${sql.raw(`saldo_${p}`)}`),
      sql`, `,
    );
  if (!q.search) {
    const conDeuda = q.conDeuda === 'true';
    return sql`select ${saldos('t')},
        ${sql.join(
          MONEDAS.flatMap(([moneda, p]) =>
            TRAMOS_DIA.map((cond, i) => sql`coalesce(sum(t.pendiente) filter (where t.moneda_id = ${lit(moneda)} and ${cond}), 0) as ${sql.raw(`${p}${i}`)}`),
          ),
          sql`, `,
        )},
        ${conDeuda ? sql`coalesce(sum(t.clientes), 0)::int` : conteoTabla('clientes')} as total
      from cuentas_totales t cross join (select ${HOY_BA} as d) h
      ${conDeuda ? sql`where t.con_deuda` : sql``}`;
  }
  return sql`select s.*, a.*, (select count(*)::int from m) as total
      from (select ${saldos('s')} from saldos_cuenta_corriente s where s.cliente_id in (select id from m)) s
      cross join (select ${SUMAS_ANTIGUEDAD} from (${pendientesDe(sql`= any (array(select id from m))`)}) x cross join ${LIMITES_DIA} as b) a`;
}

/**
 * GET cuentas-corrientes?search&conDeuda&page&pageSize (docs/cuentas-corrientes.md, «Listado de
 * cuentas»): active clients by name (Spanish collation, then id), each with its signed balances per
 * currency (saldos_cuenta_corriente), the aging of its pending documents per currency and its
 * credit limits; `totales` add up the balances and the aging of EVERY client matching the filters.
 * Money: 2 decimals. ONE prepared statement per shape (search, con deuda) writes the whole answer
 * as JSON text (`CuentasPage`): the page walks the index of the name order and reads the pending
 * documents of its clients only; the totals come from {@link totalesSql}.
 */
export async function listCuentas(db: Db, q: { search?: string; conDeuda?: 'true' | 'false'; page: number; pageSize: number }): Promise<string> {
  const conBusqueda = Boolean(q.search);
  const key = `cuentas.lista.${conBusqueda}.${q.conDeuda === 'true'}`;
  const query = prepared(db, key, (name) => {
    const filtro = filtroClientes(q);
    const totales = objeto({
      saldoPesos: dinero(sql`tot.saldo_p`),
      saldoDolares: dinero(sql`tot.saldo_u`),
      antiguedadPesos: antiguedadJson('tot', 'p'),
      antiguedadDolares: antiguedadJson('tot', 'u'),
    });
    const consulta = sql`
      with ${conBusqueda ? sql`m as (select c.id from clientes c where ${filtro}),` : sql``}
      tot as (${totalesSql(q)}),
      pag as (
        select c.id, c.nombre_apellido, ${CUENTA_LISTA_FILA.json} as j
          from (select c.id, c.nombre_apellido, c.documento, c.limite_credito_pesos, c.limite_credito_dolares from clientes c
                 where ${filtro}
                 order by c.nombre_apellido collate "und-x-icu", c.id
                 limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) c
          ${TABLAS_CUENTA}
      )
      select tot.total, ${totales} as totales,
             (select ${arreglo(sql`pag.j`, sql`pag.nombre_apellido collate "und-x-icu", pag.id`)} from pag) as items
        from tot`;
    // With a search the plan depends on the pattern (pg_trgm): planned with it every time.
    return db
      .select({ total: sql<number>`x.total`, totales: sql<string>`x.totales`, items: sql<string>`x.items` })
      .from(sql`(${consulta}) as x`)
      .prepare(conBusqueda ? UNNAMED : name);
  });
  const [r] = await query.execute({
    patron: q.search ? likeContains(q.search) : undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return paginaJson(r.items, Number(r.total), q.page, q.pageSize, `"totales":${r.totales}`);
}

/**
 * GET cuentas-corrientes/{id}: the client (as GET clientes/{id} shows it) and {@link CUENTA_FILA}
 * (its signed balances, the aging of its pending documents per currency and its credit limits).
 * @throws AppError 404 'Cliente no encontrado.' (unknown or deleted client).
 */
export async function getCuenta(db: DbOrTx, clienteId: number): Promise<CuentaCliente> {
  const [row] = await db
    .select(CUENTA_FILA.columnas)
    .from(conTablasDeCuenta(sql`c.id = ${clienteId} and c.is_deleted = false`));
  if (!row) throw notFound(MSG_CUENTA_CLIENTE_NO_ENCONTRADO);
  return { cliente: await getCliente(db, clienteId), ...CUENTA_FILA.leer(row) };
}

const CLIENTE = sql.placeholder('clienteId');
/** Whether the client exists and is active (an uncorrelated subquery: evaluated once per statement). */
const clienteActivo = sql<boolean>`exists(select 1 from ${clientes} where ${clientes.id} = ${CLIENTE} and ${clientes.isDeleted} = false)`;
/** The client's movements (not deleted), from the count a trigger keeps (movimientos_cuenta_conteo, api/drizzle/0009). */
const cantidadMovimientos = sql<number>`coalesce((select ${movimientosCuentaConteo.movimientos} from ${movimientosCuentaConteo} where ${movimientosCuentaConteo.clienteId} = ${CLIENTE}), 0)`;

/**
 * GET cuentas-corrientes/{id}/movimientos?page&pageSize (docs/cuentas-corrientes.md, «Movimientos»):
 * the client's movements newest first (date, then id), 20 per page by default, with the pagado /
 * pagada of the sale or manual debt a DEBITO records. ONE prepared statement brings whether the
 * client exists, the total (the count kept per client and currency) and the page written as JSON
 * text; the answer is JSON text (`MovimientosCuentaPage`). Money 2 decimals, rates 4.
 * @throws AppError 404 'Cliente no encontrado.'.
 */
export async function movimientosCuenta(db: Db, clienteId: number, q: { page: number; pageSize: number }): Promise<string> {
  const query = prepared(db, 'cuentas.movimientos', (name) => {
    const item = objeto({
      id: valor(sql`m.id`),
      fecha: instante(sql`m.fecha`),
      vencimiento: instante(sql`m.vencimiento`),
      tipo: texto(sql`m.tipo`),
      tipoOrigen: sql`case when m.venta_id is null then '"movimiento"' else '"venta"' end`,
      monto: dinero(sql`m.monto`),
      descripcion: texto(sql`m.descripcion`),
      monedaId: valor(sql`m.moneda_id`),
      moneda: objeto({ id: valor(sql`m.moneda_id`), simbolo: texto(sql`mo.simbolo`) }),
      cotizacion: tasa(sql`m.cotizacion`),
      saldo_previo: dinero(sql`m.saldo_previo`),
      saldo_nuevo: dinero(sql`m.saldo_nuevo`),
      ventaId: valor(sql`m.venta_id`),
      deudaManualId: valor(sql`m.deuda_manual_id`),
      pagado: dinero(sql`coalesce(v.pagado, d.pagado)`),
      pagada: valor(sql`coalesce(v.pagada, d.pagada)`),
      pagoId: valor(sql`m.pago_id`),
      anulado: valor(sql`m.anulado`),
      anulaId: valor(sql`m.anula_id`),
    });
    const pagina = sql`
      select m.fecha, m.id, ${item} as j
        from (select * from movimientos_cuenta_corriente m0
               where m0.cliente_id = ${CLIENTE} and m0.is_deleted = false
               order by m0.fecha desc, m0.id desc
               limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) m
        join monedas mo on mo.id = m.moneda_id
        left join ventas v on v.id = m.venta_id and m.tipo = 'DEBITO'
        left join deudas_manuales d on d.id = m.deuda_manual_id and m.tipo = 'DEBITO'`;
    return db
      .select({
        clienteOk: clienteActivo,
        total: cantidadMovimientos,
        items: sql<string>`(select ${arreglo(sql`p.j`, sql`p.fecha desc, p.id desc`)} from (${pagina}) p)`,
      })
      .from(sql`(select 1) as uno`)
      .prepare(name);
  });
  const [r] = await query.execute({ clienteId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  if (!r.clienteOk) throw notFound(MSG_CUENTA_CLIENTE_NO_ENCONTRADO);
  return paginaJson(r.items, Number(r.total), q.page, q.pageSize);
}

/** 400 of a statement whose Desde is after its Hasta. */
export const MSG_RESUMEN_RANGO = 'La fecha Desde no puede ser posterior a la fecha Hasta.';

/**
 * The statement's movements and balances in ONE prepared statement per shape (with or without
 * Desde, Hasta): `movimientos` (JSON text, oldest first: date, then id) and the signed balances
 * before the period (`inicial_p`, `inicial_u`) and at its end (`final_p`, `final_u`), JSON strings.
 * The balance before Desde is the current balance minus every movement from Desde on (the balance is
 * always the sum of the movements, docs/cuentas-corrientes.md), so the history before the period is
 * never read; without Desde it is 0. The running balance of each line is a window sum in numeric
 * (scale 2: amounts, balances and their sums print with their two decimals).
 */
function resumenQuery(db: Db, conDesde: boolean, conHasta: boolean) {
  return prepared(db, `cuentas.resumen.${conDesde}.${conHasta}`, (name) => {
    const m = movimientosCuentaCorriente;
    /** A JSON string of a numeric of scale 2 that is never null (no rounding needed). */
    const montoJson = (v: SQL) => sql`'"' || (${v})::text || '"'`;
    const linea = objeto({
      id: sql`l.id::text`,
      fecha: instante(sql`l.fecha`),
      codigo: sql`case when l.tipo = 'CREDITO' then '"REC"' when strpos(lower(l.descripcion), 'venta') > 0 then '"FAC"'
                       when strpos(lower(l.descripcion), 'manual') > 0 then '"DEUDA"' else '"DEB"' end`,
      descripcion: sql`to_json(l.descripcion)::text`,
      monedaId: sql`l.moneda_id::text`,
      moneda: sql`l.moneda_json`,
      debe: sql`case when l.tipo = 'DEBITO' then ${montoJson(sql`l.monto`)} else '"0.00"' end`,
      haber: sql`case when l.tipo = 'CREDITO' then ${montoJson(sql`l.monto`)} else '"0.00"' end`,
      saldoAcumulado: montoJson(sql`l.acumulado`),
    });
    // The movements from Desde on, summed per currency in one pass over `mov`.
    const saldoInicial = conDesde ? sql`coalesce(s.saldo, 0.00) - coalesce(da.suma, 0.00)` : sql`0.00`;
    const desdeAqui = conDesde
      ? sql`left join (select mv.moneda_id, sum(mv.d) as suma from mov mv group by mv.moneda_id) da on da.moneda_id = mo.id`
      : sql``;
    const de = (campo: string, moneda: number) => sql`(select ${sql.raw(campo)} from base where moneda_id = ${lit(moneda)})`;
    const consulta = sql`
      with mov as materialized (
        select x.*, sum(x.d) over (partition by x.moneda_id order by x.fecha, x.id rows unbounded preceding) as corrido
          from (select m.id, m.fecha, m.tipo, m.descripcion, m.moneda_id, m.monto, case when m.tipo = 'DEBITO' then m.monto else -m.monto end as d
                  from ${m} m
                 where m.cliente_id = ${CLIENTE} and m.is_deleted = false ${conDesde ? sql`and m.fecha >= ${sql.placeholder('desde')}` : sql``}) x
      ), base as materialized (
        select mo.id as moneda_id, ${objeto({ id: sql`mo.id::text`, simbolo: texto(sql`mo.simbolo`) })} as moneda_json, ${saldoInicial} as inicial
          from ${monedas} mo left join ${saldosCuentaCorriente} s on s.cliente_id = ${CLIENTE} and s.moneda_id = mo.id
          ${desdeAqui}
      ), lineas as (
        select mov.*, b.moneda_json, b.inicial + mov.corrido as acumulado
          from mov join base b on b.moneda_id = mov.moneda_id
         ${conHasta ? sql`where mov.fecha < ${sql.placeholder('hasta')}` : sql``}
      )
      select (select ${arreglo(linea, sql`l.fecha, l.id`)} from lineas l) as movimientos,
             ${sql.join(
               MONEDAS.flatMap(([moneda, p]) => [
                 sql`${dinero(de('inicial', moneda))} as ${sql.raw(`inicial_${p}`)}`,
                 sql`${dinero(sql`${de('inicial', moneda)} + coalesce((select sum(l.d) from lineas l where l.moneda_id = ${lit(moneda)}), 0.00)`)} as ${sql.raw(`final_${p}`)}`,
               ]),
               sql`, `,
             )}`;
    return db
      .select({
        movimientos: sql<string>`x.movimientos`,
        inicialP: sql<string>`x.inicial_p`,
        inicialU: sql<string>`x.inicial_u`,
        finalP: sql<string>`x.final_p`,
        finalU: sql<string>`x.final_u`,
      })
      .from(sql`(${consulta}) as x`)
      .prepare(name);
  });
}

/**
 * GET cuentas-corrientes/{id}/resumen?fechaDesde&fechaHasta (docs/cuentas-corrientes.md, «Resumen de
 * cuenta»): the movements between two Buenos Aires days (both included; a missing end is open),
 * oldest first (date, then id), each with its code (REC / FAC / DEUDA / DEB), debe or haber and the
 * running balance of its currency; the signed balances before the first day and at the end of the
 * last, and the credit in favour at the end. Money: 2 decimals. Returns the JSON text of
 * `ResumenCuenta`: the client (as GET clientes/{id}) and the statement ({@link resumenQuery}) are
 * read at the same time.
 * @throws AppError 404 'Cliente no encontrado.'; 400 {@link MSG_RESUMEN_RANGO} when Desde is after Hasta.
 */
export async function resumenDeCuenta(db: Db, clienteId: number, q: { fechaDesde?: string; fechaHasta?: string }): Promise<string> {
  const desde = q.fechaDesde ? startOfDayBA(q.fechaDesde) : null;
  const hasta = q.fechaHasta ? endOfDayBA(q.fechaHasta) : null;
  if (desde && hasta && desde >= hasta) throw badRequest(MSG_RESUMEN_RANGO);
  const [cliente, [r]] = await Promise.all([
    getCliente(db, clienteId),
    resumenQuery(db, desde !== null, hasta !== null).execute({ clienteId, desde: desde?.toISOString(), hasta: hasta?.toISOString() }),
  ]);
  const aFavor = (saldo: string) => (saldo.startsWith('"-') ? `"${saldo.slice(2)}` : '"0.00"');
  const resumen: Record<keyof ResumenCuenta, string> = {
    cliente: JSON.stringify(cliente),
    fechaDesde: JSON.stringify(q.fechaDesde ?? null),
    fechaHasta: JSON.stringify(q.fechaHasta ?? null),
    saldo_inicial_pesos: r.inicialP,
    saldo_inicial_dolares: r.inicialU,
    movimientos: r.movimientos,
    saldo_final_pesos: r.finalP,
    saldo_final_dolares: r.finalU,
    saldo_a_favor_pesos: aFavor(r.finalP),
    saldo_a_favor_dolares: aFavor(r.finalU),
  };
  return `{${Object.entries(resumen)
    .map(([k, v]) => `"${k}":${v}`)
    .join(',')}}`;
}

/**
 * GET deuda-manual/{id} (docs/cuentas-corrientes.md, «Deudas manuales»): the debt with its client,
 * currency, amount, what payments covered (pagado) and whether it is paid. Money: 2 decimals.
 * @throws AppError 404 'No se encontró la deuda manual.'.
 */
export async function getDeudaManual(db: DbOrTx, id: number): Promise<DeudaManual> {
  const [d] = await db
    .select({
      id: deudasManuales.id,
      clienteId: clientes.id,
      nombreApellido: clientes.nombreApellido,
      fecha: deudasManuales.fecha,
      monedaId: deudasManuales.monedaId,
      simbolo: monedas.simbolo,
      monto: deudasManuales.monto,
      pagado: deudasManuales.pagado,
      descripcion: deudasManuales.descripcion,
      pagada: deudasManuales.pagada,
    })
    .from(deudasManuales)
    .innerJoin(clientes, eq(clientes.id, deudasManuales.clienteId))
    .innerJoin(monedas, eq(monedas.id, deudasManuales.monedaId))
    .where(eq(deudasManuales.id, id));
  if (!d) throw notFound(MSG_DEUDA_NO_ENCONTRADA);
  return {
    id: d.id,
    cliente: { id: d.clienteId, nombreApellido: d.nombreApellido },
    fecha: d.fecha.toISOString(),
    monedaId: d.monedaId,
    moneda: { id: d.monedaId, simbolo: d.simbolo },
    monto: toMoney(d.monto),
    pagado: toMoney(d.pagado),
    descripcion: d.descripcion,
    pagada: d.pagada,
  };
}
