import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { CATEGORIA_CODIGO_INICIAL, MONEDA_DOLARES, MONEDA_PESOS } from 'shared';
import { loadServerConfig } from '../config';
import { openDb, type Db } from './client';
import { seedIfEmpty } from './seed';
import { ESENCIAS, MATERIAS_PRIMAS } from './seed-data';

/**
 * `pnpm --filter api seed:large`: the large data set of the benchmarks (docs/rendimiento.md), added
 * to the database of the environment (DATA_DIR or DATABASE_URL, like the server; never while a server
 * has the same PGlite folder open). Seeds the demo data first when the database is new.
 *
 * Everything is generated inside the database with `INSERT … SELECT generate_series`, so 1.5 million
 * rows take a few minutes even on PGlite. Values are deterministic: every "random" pick is a hash of
 * the row number (`hashint8`), and money is built from integers of cents (`numeric`, never binary
 * floats; docs/dinero-y-cantidades.md). Rows get explicit ids after the current maximum and the
 * identity sequences are moved past them at the end. Not idempotent: each run adds a new set.
 */

/** How many rows of each kind to add. */
export interface LargeSizes {
  /** Products (default 100,000): 4 % raw materials, 4 % essences (each capped by the room left in its code range), the rest elaborated. */
  productos: number;
  /** Clients (default 20,000), unique documents. */
  clientes: number;
  /** Historical sales (default 200,000) of 1 to 3 lines of elaborated products, over the last 2 years. */
  ventas: number;
  /** Current-account movements in total (default 1,000,000), the debits of the sales on account included. */
  movimientos: number;
  /** Stock entries (default 20,000) of 1 to 4 raw materials or essences each, over the last 2 years, with their 'ingreso' movements. */
  ingresos: number;
  /** Manufacturing runs (default 10,000) of elaborated products with 2 raw materials each: 60 % finalizada, 30 % en proceso, 10 % cancelada. */
  fabricaciones: number;
  /** Quotes (default 50,000) of 1 to 3 elaborated products, 80 % with a client, 10 % annulled. */
  presupuestos: number;
}

export const LARGE_SIZES: LargeSizes = {
  productos: 100_000,
  clientes: 20_000,
  ventas: 200_000,
  movimientos: 1_000_000,
  ingresos: 20_000,
  fabricaciones: 10_000,
  presupuestos: 50_000,
};

/** Counts of the main tables after the seed. */
export type TableCounts = Record<(typeof COUNTED)[number], number>;

const COUNTED = [
  'productos',
  'stock',
  'movimientos_stock',
  'clientes',
  'ventas',
  'venta_detalles',
  'movimientos_cuenta_corriente',
  'ingresos',
  'ingreso_detalles',
  'fabricaciones',
  'presupuestos',
] as const;

/** Movements added to the first large client: the heavy account of the benchmarks. */
export const MOVIMIENTOS_CLIENTE_PESADO = 10_000;

/** Sales per INSERT statement; clients per movements statement (~50 movements each). */
const VENTAS_CHUNK = 25_000;
const CLIENTES_CHUNK = 2_500;
/** Spread of dates: the last 2 years, in seconds. */
const DOS_ANIOS_S = 730 * 24 * 3600;

/** A safe integer as an SQL literal (only for numbers computed here, never user input). */
function lit(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`seed-large: entero inválido ${n}`);
  return sql.raw(String(n));
}

/** A constant text[] literal (only for the constant lists of this file). */
function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`);
}

/** A constant int[] literal. */
function intArray(values: readonly number[]): SQL {
  for (const v of values) lit(v);
  return sql.raw(`array[${values.join(', ')}]::int[]`);
}

/**
 * A deterministic pseudo-random integer in [0, mod) for the row key `key` (an SQL bigint expression)
 * and a `salt` that makes each use independent: PostgreSQL's `hashint8`, shifted to non-negative.
 */
function h(key: SQL, salt: number, mod: number): SQL {
  return sql`(((hashint8((${key})::bigint * 1000003 + ${lit(salt)})::bigint + 2147483648) % ${lit(Math.max(1, mod))})::int)`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  return (await rows<T>(db, query))[0];
}

/** Elaborated families: name before and after the essence. */
const FAMILIAS: ReadonlyArray<[string, string]> = [
  ['Perfume', '100 ml'],
  ['Jabón líquido', '500 ml'],
  ['Difusor', '250 ml'],
  ['Shampoo', '1 litro'],
  ['Crema corporal', '250 g'],
  ['Aromatizante textil', '500 ml'],
  ['Acondicionador', '1 litro'],
  ['Gel de baño', '750 ml'],
  ['Vela aromática', '200 g'],
  ['Jabón en barra', '120 g'],
];
const NOMBRES = ['María', 'Juan', 'Lucía', 'Carlos', 'Valentina', 'Federico', 'Camila', 'Santiago', 'Florencia', 'Matías', 'Agustina', 'Nicolás', 'Julieta', 'Tomás', 'Micaela', 'Gonzalo', 'Rocío', 'Facundo', 'Paula', 'Ezequiel'];
const APELLIDOS = ['González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'García', 'Pérez', 'Sánchez', 'Romero', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Herrera', 'Aguirre', 'Suárez'];
const EMPRESAS = ['Perfumería', 'Limpieza', 'Distribuidora', 'Farmacia', 'Hotel', 'Spa', 'Almacén', 'Lavadero', 'Autoservicio', 'Cosmética'];
const PROVINCIAS = ['Buenos Aires', 'CABA', 'Córdoba', 'Santa Fe', 'Mendoza', 'Tucumán', 'Entre Ríos', 'Salta', 'Neuquén', 'Chubut', 'Misiones', 'Corrientes', 'San Juan', 'Río Negro', 'La Pampa', 'Jujuy'];
const ZONAS = ['Centro', 'Norte', 'Sur', 'Oeste', 'Este'];
const CALLES = ['Av. San Martín', 'Belgrano', 'Rivadavia', 'Mitre', 'Sarmiento', 'Av. Libertador', 'Moreno', '9 de Julio'];
const CONCEPTOS_DEUDA = ['saldo anterior', 'envío', 'flete', 'ajuste de precio', 'mercadería sin remito', 'devolución rechazada'];
const FORMAS_PAGO = ['en efectivo', 'por transferencia', 'con cheque', 'con tarjeta'];

/** What the seed needs from the demo data: branches, suppliers, sellers, payment methods. */
async function demoRefs(db: Db) {
  const sucursales = (await rows<{ id: number }>(db, sql`select id from sucursales order by id limit 2`)).map((r) => r.id);
  if (sucursales.length < 2) throw new Error('seed-large: se necesitan dos sucursales (la semilla de demostración las crea).');
  const proveedores = (await rows<{ id: number }>(db, sql`select id from proveedores where not is_deleted order by id`)).map((r) => r.id);
  const vendedores = await rows<{ id: number; cod: string; comision: string }>(
    db,
    sql`select id, cod_vendedor as cod, comision::text as comision from usuarios where cod_vendedor is not null and activo order by id`,
  );
  if (vendedores.length === 0) throw new Error('seed-large: no hay usuarios con código de vendedor.');
  const metodos = await rows<{ id: number; nombre: string }>(db, sql`select id, nombre from metodos_pago where not is_deleted order by id`);
  const cc = metodos.find((m) => m.nombre.toLowerCase() === 'cuenta corriente');
  const contado = metodos.filter((m) => m !== cc).map((m) => m.id);
  if (!cc || contado.length === 0) throw new Error('seed-large: faltan los métodos de pago de la demostración.');
  return { sucursales, proveedores, vendedores, cc: cc.id, contado };
}

async function maxId(db: Db, table: string): Promise<number> {
  const r = await one<{ max: number }>(db, sql`select coalesce(max(id), 0)::int as max from ${sql.identifier(table)}`);
  return Number(r.max);
}

/** The highest code used in [from, to) (from - 1 when none). */
async function maxCodigo(db: Db, from: number, to: number | null): Promise<number> {
  const r = await one<{ max: number }>(
    db,
    sql`select coalesce(max(codigo), ${lit(from - 1)})::int as max from productos where codigo >= ${lit(from)} ${to === null ? sql`` : sql`and codigo < ${lit(to)}`}`,
  );
  return Number(r.max);
}

function log(label: string, n: number, started: number) {
  console.log(`  ${label.padEnd(34)} ${n.toLocaleString('es-AR').padStart(10)}  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Products of the three categories plus their stock in both branches (with the initial 'ajuste' movements). */
async function seedProductos(db: Db, n: number, refs: Awaited<ReturnType<typeof demoRefs>>): Promise<void> {
  const started = Date.now();
  const base = await maxId(db, 'productos');
  const mp0 = await maxCodigo(db, CATEGORIA_CODIGO_INICIAL.materia_prima, CATEGORIA_CODIGO_INICIAL.materia_prima + 10000);
  const es0 = await maxCodigo(db, CATEGORIA_CODIGO_INICIAL.esencia, CATEGORIA_CODIGO_INICIAL.esencia + 10000);
  const el0 = await maxCodigo(db, CATEGORIA_CODIGO_INICIAL.elaborado, null);
  const nMp = Math.min(CATEGORIA_CODIGO_INICIAL.materia_prima + 9999 - mp0, Math.round(n * 0.04));
  const nEs = Math.min(CATEGORIA_CODIGO_INICIAL.esencia + 9999 - es0, Math.round(n * 0.04));
  const nEl = n - nMp - nEs;
  const g = sql`g`;
  const prov = (salt: number) =>
    refs.proveedores.length ? sql`(${intArray(refs.proveedores)})[1 + ${h(g, salt, refs.proveedores.length)}]` : sql`null::int`;
  const insert = sql`insert into productos (id, codigo, nombre, descripcion, categoria, unidad, proveedor_id, stock_minimo, costo, costo_moneda_id, precio, alicuota_iva, moneda_id)`;

  // Raw materials: one of the demo names with a grade; every tenth priced in dollars, every tenth at 10.5 % VAT.
  await db.execute(sql`${insert}
    select ${lit(base)} + g, ${lit(mp0)} + g, (${textArray(MATERIAS_PRIMAS.map((m) => m.nombre))})[1 + g % ${lit(MATERIAS_PRIMAS.length)}] || ' calidad ' || g,
      'Materia prima de la carga masiva', 'materia_prima', (${textArray(MATERIAS_PRIMAS.map((m) => m.unidad))})[1 + g % ${lit(MATERIAS_PRIMAS.length)}],
      ${prov(1)}, 20, round(cents * 62 / 100) / 100, moneda, cents / 100.0, case when g % 10 = 9 then 10.5 else 21 end, moneda
    from (select g, case when g % 10 = 0 then ${lit(MONEDA_DOLARES)} else ${lit(MONEDA_PESOS)} end as moneda,
            case when g % 10 = 0 then 500 + ${h(g, 2, 9500)} else 30000 + ${h(g, 3, 3000000)} end::numeric as cents
          from generate_series(1, ${lit(nMp)}) g) s`);
  // Essences: every sixth imported, in dollars.
  await db.execute(sql`${insert}
    select ${lit(base + nMp)} + g, ${lit(es0)} + g, 'Esencia de ' || (${textArray(ESENCIAS)})[1 + g % ${lit(ESENCIAS.length)}] || ' variante ' || g,
      'Esencia concentrada de la carga masiva', 'esencia', 'litro', ${prov(4)}, 5, round(cents * 55 / 100) / 100, moneda, cents / 100.0, 21, moneda
    from (select g, case when g % 6 = 5 then ${lit(MONEDA_DOLARES)} else ${lit(MONEDA_PESOS)} end as moneda,
            case when g % 6 = 5 then 3000 + ${h(g, 5, 6000)} else 2500000 + ${h(g, 6, 4000000)} end::numeric as cents
          from generate_series(1, ${lit(nEs)}) g) s`);
  // Elaborated: the bulk, in pesos (the historical sales sell them), codes from 30000 without upper bound.
  await db.execute(sql`${insert}
    select ${lit(base + nMp + nEs)} + g, ${lit(el0)} + g,
      (${textArray(FAMILIAS.map((f) => f[0]))})[1 + g % ${lit(FAMILIAS.length)}] || ' ' || (${textArray(ESENCIAS)})[1 + (g / ${lit(FAMILIAS.length)}) % ${lit(ESENCIAS.length)}]
        || ' ' || (${textArray(FAMILIAS.map((f) => f[1]))})[1 + g % ${lit(FAMILIAS.length)}] || ' lote ' || g,
      'Producto elaborado en planta propia', 'elaborado', 'unidad', null, 10, round(cents * 45 / 100) / 100, ${lit(MONEDA_PESOS)}, cents / 100.0, 21, ${lit(MONEDA_PESOS)}
    from (select g, (100000 + 1000 * ${h(g, 7, 1900)})::numeric as cents from generate_series(1, ${lit(nEl)}) g) s`);
  log('productos', nMp + nEs + nEl, started);

  const t = Date.now();
  const [central, norte] = refs.sucursales;
  await db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad)
    select p.id, s.id, case when s.id = ${lit(central)} then ${h(sql`p.id`, 11, 500)} else ${h(sql`p.id`, 12, 200)} end
    from productos p cross join (values (${lit(central)}), (${lit(norte)})) s(id) where p.id > ${lit(base)}`);
  await db.execute(sql`insert into movimientos_stock (producto_id, sucursal_id, cantidad, motivo, stock_anterior, stock_nuevo, usuario_id, fecha)
    select producto_id, sucursal_id, cantidad, 'ajuste', 0, cantidad, null, now() - interval '731 days'
    from stock where producto_id > ${lit(base)} and cantidad > 0`);
  log('stock (2 sucursales) y ajustes', 2 * (nMp + nEs + nEl), t);
}

/** Clients: persons (DNI from 40,000,000 + id) and every fourth a company (CUIT 30-8…); unique documents. */
async function seedClientes(db: Db, n: number): Promise<{ base: number }> {
  const started = Date.now();
  const base = await maxId(db, 'clientes');
  const g = sql`g`;
  await db.execute(sql`insert into clientes (id, nombre_apellido, documento, email, telefono, tipo, condicion_iva, direccion, codigo_postal, zona, provincia, notas, nombre_empresa)
    select ${lit(base)} + g,
      (${textArray(NOMBRES)})[1 + ${h(g, 21, NOMBRES.length)}] || ' ' || (${textArray(APELLIDOS)})[1 + ${h(g, 22, APELLIDOS.length)}],
      case when g % 4 = 0 then '30-' || (80000000 + ${lit(base)} + g) || '-' || (g % 10) else (40000000 + ${lit(base)} + g)::text end,
      'cliente' || (${lit(base)} + g) || '@correo.com.ar',
      '11 ' || (4000 + ${h(g, 23, 5000)}) || '-' || (1000 + ${h(g, 24, 9000)}),
      case when g % 4 = 0 then 'empresa' else 'particular' end,
      case when g % 4 = 0 then (array['Responsable Inscripto', 'Monotributista'])[1 + g % 2]
           when g % 5 = 0 then 'Monotributista' else 'Exento' end,
      (${textArray(CALLES)})[1 + ${h(g, 25, CALLES.length)}] || ' ' || (100 + ${h(g, 26, 4000)}),
      (1000 + ${h(g, 27, 8000)})::text,
      (${textArray(ZONAS)})[1 + ${h(g, 28, ZONAS.length)}],
      (${textArray(PROVINCIAS)})[1 + g % ${lit(PROVINCIAS.length)}],
      case when g % 6 = 0 then 'Cliente frecuente. Entregar por la mañana.' end,
      case when g % 4 = 0 then (${textArray(EMPRESAS)})[1 + ${h(g, 29, EMPRESAS.length)}] || ' ' || (${textArray(APELLIDOS)})[1 + ${h(g, 30, APELLIDOS.length)}] end
    from generate_series(1, ${lit(n)}) g`);
  log('clientes', n, started);
  return { base };
}

/**
 * Historical sales with their lines, in chunks: 1 to 3 distinct elaborated products each, unit price =
 * the product's valorFinal, subtotal = price × quantity, total = Σ subtotals (no discount), commission
 * of the seller. 70 % have a client; a fifth of those are on current account (Pendiente until the
 * movements below pay them), the rest are paid in cash, transfer or card. They do not move stock.
 */
async function seedVentas(
  db: Db,
  n: number,
  refs: Awaited<ReturnType<typeof demoRefs>>,
  clientes: { base: number; n: number },
  ancla: string,
): Promise<{ base: number }> {
  const started = Date.now();
  const base = await maxId(db, 'ventas');
  const { n: nElab } = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from productos where categoria = 'elaborado' and moneda_id = ${lit(MONEDA_PESOS)} and not is_deleted`,
  );
  if (n > 0 && nElab === 0) throw new Error('seed-large: no hay productos elaborados en pesos para vender.');
  const conCliente = clientes.n > 0;
  const g = sql`g`;
  const [central, norte] = refs.sucursales;
  for (let from = 1; from <= n; from += VENTAS_CHUNK) {
    const to = Math.min(n, from + VENTAS_CHUNK - 1);
    await db.execute(sql`with
      elab as (
        select row_number() over (order by id) - 1 as n, id, round(precio * (1 + alicuota_iva / 100), 2) as precio_unitario, costo, costo_moneda_id
        from productos where categoria = 'elaborado' and moneda_id = ${lit(MONEDA_PESOS)} and not is_deleted
      ),
      v as (
        select g, ${lit(base)} + g as id,
          ${ancla}::timestamptz - ${h(g, 31, DOS_ANIOS_S)} * interval '1 second' as fecha,
          ${conCliente ? sql`case when ${h(g, 32, 10)} < 7 then ${lit(clientes.base)} + 1 + ${h(g, 33, clientes.n)} end` : sql`null::int`} as cliente_id,
          1 + ${h(g, 34, refs.vendedores.length)} as vendedor,
          case when g % 2 = 0 then ${lit(central)} else ${lit(norte)} end as sucursal_id,
          ${h(g, 35, 10)} < 2 as a_cuenta,
          (${intArray(refs.contado)})[1 + ${h(g, 36, refs.contado.length)}] as contado,
          1 + ${h(g, 37, Math.min(3, nElab))} as lineas,
          ${h(g, 38, nElab)} as primero
        from generate_series(${lit(from)}, ${lit(to)}) g
      ),
      l as (
        select v.id as venta_id, k, e.id as producto_id, (1 + ${h(sql`v.g * 4 + k`, 39, 4)})::numeric as cantidad,
          e.precio_unitario, e.costo, e.costo_moneda_id,
          (${sql.raw(`array[${refs.vendedores.map((s) => s.comision).join(', ')}]::numeric[]`)})[v.vendedor] as comision
        from v cross join lateral generate_series(1, v.lineas) k
        join elab e on e.n = (v.primero + k) % ${lit(nElab)}
      ),
      t as (select venta_id, sum(precio_unitario * cantidad) as total from l group by venta_id),
      ins as (
        insert into ventas (id, fecha, cliente_id, vendedor_id, cod_vendedor, sucursal_id, origen, metodo_pago_id, moneda_id, linea, total, descuento, pagada, pagado, created_at, updated_at)
        select v.id, v.fecha, v.cliente_id, (${intArray(refs.vendedores.map((s) => s.id))})[v.vendedor], (${textArray(refs.vendedores.map((s) => s.cod))})[v.vendedor],
          v.sucursal_id, 'venta', case when v.a_cuenta and v.cliente_id is not null then ${lit(refs.cc)} else v.contado end, ${lit(MONEDA_PESOS)}, 2,
          t.total, 0, not (v.a_cuenta and v.cliente_id is not null), case when v.a_cuenta and v.cliente_id is not null then 0 else t.total end, v.fecha, v.fecha
        from v join t on t.venta_id = v.id
        returning id
      )
      insert into venta_detalles (venta_id, producto_id, cantidad, precio_unitario, sub_total, costo_unitario, costo_moneda_id, comision_vendedor, custom)
      select venta_id, producto_id, cantidad, precio_unitario, precio_unitario * cantidad, costo, costo_moneda_id, round(precio_unitario * cantidad * comision / 100, 2), false
      from l order by venta_id, k`);
  }
  log('ventas (con sus líneas)', n, started);
  return { base };
}

/**
 * Current-account movements, `total` in all, by chunks of clients: first the DEBITO «Deuda por venta #id»
 * of each sale on account (same date and amount), then the remaining movements spread evenly over the
 * new clients: manual debts («Deuda manual: …», due in 30 days) and payments (CREDITO «Pago …» with a
 * dollar rate), 80 % in pesos and 20 % in dollars. saldo_previo / saldo_nuevo are the running balance
 * per client and currency in date order (a window function; docs/cuentas-corrientes.md); ids follow
 * that order. `pagado` of each debit is what the client's payments in that currency cover, oldest
 * debt first; the sales on account take that `pagado` (Pendiente, Parcial or Pagada).
 */
async function seedMovimientos(
  db: Db,
  total: number,
  refs: Awaited<ReturnType<typeof demoRefs>>,
  clientes: { base: number; n: number },
  ventas: { base: number },
  ancla: string,
): Promise<void> {
  const started = Date.now();
  if (clientes.n === 0 || total === 0) return;
  const { n: deVentas } = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from ventas where id > ${lit(ventas.base)} and metodo_pago_id = ${lit(refs.cc)} and total > 0`,
  );
  // The first large client gets MOVIMIENTOS_CLIENTE_PESADO of them on top (capped by what is left):
  // the account page and the statement are measured on it (docs/rendimiento.md).
  const pesado = Math.min(MOVIMIENTOS_CLIENTE_PESADO, Math.max(0, total - deVentas - clientes.n));
  const resto = Math.max(0, total - deVentas - pesado);
  const porCliente = Math.floor(resto / clientes.n);
  const conUnoMas = resto % clientes.n;
  const usuario = refs.vendedores[0].id;
  for (let from = 1; from <= clientes.n; from += CLIENTES_CHUNK) {
    const to = Math.min(clientes.n, from + CLIENTES_CHUNK - 1);
    const mBase = await maxId(db, 'movimientos_cuenta_corriente');
    const key = sql`c.i::bigint * 65536 + k`;
    await db.execute(sql`with
      src as (
        select v.cliente_id, v.fecha, 'DEBITO' as tipo, v.moneda_id, v.total as monto, 'Deuda por venta #' || v.id as descripcion,
          v.id as venta_id, null::numeric as cotizacion, null::timestamptz as vencimiento, v.vendedor_id as usuario_id, 0 as k
        from ventas v
        where v.id > ${lit(ventas.base)} and v.metodo_pago_id = ${lit(refs.cc)} and v.total > 0
          and v.cliente_id between ${lit(clientes.base + from)} and ${lit(clientes.base + to)}
        union all
        select ${lit(clientes.base)} + c.i, m.fecha, m.tipo, m.moneda_id,
          case when m.moneda_id = ${lit(MONEDA_DOLARES)} then (1000 + ${h(key, 43, 99000)})::numeric / 100 else (100000 + ${h(key, 44, 19900000)})::numeric / 100 end,
          case when m.tipo = 'DEBITO' then 'Deuda manual: ' || (${textArray(CONCEPTOS_DEUDA)})[1 + ${h(key, 45, CONCEPTOS_DEUDA.length)}]
               else 'Pago ' || (${textArray(FORMAS_PAGO)})[1 + ${h(key, 46, FORMAS_PAGO.length)}] end,
          null, case when m.tipo = 'CREDITO' then (10000000 + ${h(key, 47, 3000000)})::numeric / 10000 end,
          case when m.tipo = 'DEBITO' then m.fecha + interval '30 days' end, ${lit(usuario)}, k
        from generate_series(${lit(from)}, ${lit(to)}) c(i)
        cross join lateral generate_series(1, ${lit(porCliente)} + case when c.i <= ${lit(conUnoMas)} then 1 else 0 end
          + case when c.i = 1 then ${lit(pesado)} else 0 end) k
        cross join lateral (select
          ${ancla}::timestamptz - ${h(key, 40, DOS_ANIOS_S)} * interval '1 second' as fecha,
          case when ${h(key, 41, 5)} = 0 then ${lit(MONEDA_DOLARES)} else ${lit(MONEDA_PESOS)} end as moneda_id,
          case when ${h(key, 42, 100)} < 45 then 'CREDITO' else 'DEBITO' end as tipo) m
      ),
      w as (
        select src.*, case when tipo = 'DEBITO' then monto else -monto end as delta,
          row_number() over (order by cliente_id, fecha, venta_id nulls last, k) as n,
          sum(case when tipo = 'DEBITO' then monto else -monto end)
            over (partition by cliente_id, moneda_id order by fecha, venta_id nulls last, k rows unbounded preceding) as saldo_nuevo,
          sum(case when tipo = 'CREDITO' then monto else 0 end) over (partition by cliente_id, moneda_id) as creditos,
          coalesce(sum(case when tipo = 'DEBITO' then monto else 0 end)
            over (partition by cliente_id, moneda_id order by fecha, venta_id nulls last, k rows between unbounded preceding and 1 preceding), 0) as debitos_antes
        from src
      )
      insert into movimientos_cuenta_corriente (id, cliente_id, fecha, vencimiento, tipo, moneda_id, monto, descripcion, venta_id, cotizacion,
        saldo_previo, saldo_nuevo, pagado, pagada, usuario_id, created_at)
      select ${lit(mBase)} + n, cliente_id, fecha, vencimiento, tipo, moneda_id, monto, descripcion, venta_id, cotizacion,
        saldo_nuevo - delta, saldo_nuevo,
        case when tipo = 'DEBITO' then least(monto, greatest(0, creditos - debitos_antes)) else 0 end,
        tipo = 'DEBITO' and creditos - debitos_antes >= monto, usuario_id, fecha
      from w order by n`);
  }
  await db.execute(sql`update ventas v set pagado = m.pagado, pagada = m.pagada
    from movimientos_cuenta_corriente m
    where m.venta_id = v.id and v.id > ${lit(ventas.base)} and v.metodo_pago_id = ${lit(refs.cc)}`);
  log('movimientos de cuenta corriente', deVentas + resto, started);
}

/**
 * What the account rules keep beside the movements of the large clients (docs/cuentas-corrientes.md,
 * docs/rendimiento.md), so the accounts list, the aging and a new payment see data shaped as the
 * service writes it: a `deudas_manuales` row for every manual DEBITO (same date, amount, paid part
 * and state; the movement points at it), the unapplied part of the payments (`disponible`: a
 * client-currency's credits beyond its debits, on its newest CREDITO movements first) and the
 * balance table `saldos_cuenta_corriente` (debits − credits per client and currency).
 */
async function seedCuentasDerivadas(db: Db, clientes: { base: number; n: number }): Promise<void> {
  const started = Date.now();
  if (clientes.n === 0) return;
  const desde = lit(clientes.base + 1);
  const hasta = lit(clientes.base + clientes.n);
  const { offset } = await one<{ offset: number }>(db, sql`select coalesce(max(id), 0)::int as offset from deudas_manuales`);
  await db.execute(sql`insert into deudas_manuales (id, cliente_id, fecha, moneda_id, monto, pagado, pagada, descripcion, usuario_id, created_at)
    select m.id + ${lit(offset)}, m.cliente_id, m.fecha, m.moneda_id, m.monto, m.pagado, m.pagada, m.descripcion, m.usuario_id, m.fecha
    from movimientos_cuenta_corriente m
    where m.cliente_id between ${desde} and ${hasta} and m.tipo = 'DEBITO' and m.venta_id is null`);
  await db.execute(sql`update movimientos_cuenta_corriente m set deuda_manual_id = m.id + ${lit(offset)}
    where m.cliente_id between ${desde} and ${hasta} and m.tipo = 'DEBITO' and m.venta_id is null`);
  await db.execute(sql`with t as (
      select cliente_id, moneda_id,
        sum(case when tipo = 'CREDITO' then monto else -monto end) as exceso
      from movimientos_cuenta_corriente
      where cliente_id between ${desde} and ${hasta}
      group by cliente_id, moneda_id
      having sum(case when tipo = 'CREDITO' then monto else -monto end) > 0
    ), c as (
      select m.id, m.monto, t.exceso,
        coalesce(sum(m.monto) over (partition by m.cliente_id, m.moneda_id order by m.fecha desc, m.id desc
          rows between unbounded preceding and 1 preceding), 0) as posteriores
      from movimientos_cuenta_corriente m
      join t on t.cliente_id = m.cliente_id and t.moneda_id = m.moneda_id
      where m.tipo = 'CREDITO'
    )
    update movimientos_cuenta_corriente m set disponible = least(c.monto, c.exceso - c.posteriores)
    from c where c.id = m.id and c.exceso > c.posteriores`);
  await db.execute(sql`insert into saldos_cuenta_corriente (cliente_id, moneda_id, saldo)
    select cliente_id, moneda_id, sum(case when tipo = 'DEBITO' then monto else -monto end)
    from movimientos_cuenta_corriente
    where cliente_id between ${desde} and ${hasta}
    group by cliente_id, moneda_id
    on conflict (cliente_id, moneda_id) do update set saldo = excluded.saldo`);
  await db.execute(sql`select setval(pg_get_serial_sequence('deudas_manuales', 'id'), greatest(1, (select coalesce(max(id), 0) from deudas_manuales)))`);
  log('deudas manuales, saldos y saldo a favor', clientes.n, started);
}

/**
 * Stock entries with their lines and one 'ingreso' movement per line (docs/rendimiento.md): 1 to 4
 * distinct raw materials or essences from the large set, a supplier of the demo per line, costs in the
 * product's cost currency, both branches, dates over the last 2 years. Benchmark data: like the
 * historical sales, they do not change `stock`, so the movements' before/after do not chain.
 */
async function seedIngresos(db: Db, n: number, refs: Awaited<ReturnType<typeof demoRefs>>, ancla: string): Promise<void> {
  const started = Date.now();
  if (n === 0 || refs.proveedores.length === 0) return;
  const base = await maxId(db, 'ingresos');
  const dBase = await maxId(db, 'ingreso_detalles');
  const mBase = await maxId(db, 'movimientos_stock');
  const { n: nMat } = await one<{ n: number }>(db, sql`select count(*)::int as n from productos where categoria in ('materia_prima', 'esencia') and not is_deleted`);
  if (nMat === 0) return;
  const [central, norte] = refs.sucursales;
  const g = sql`g`;
  await db.execute(sql`insert into ingresos (id, sucursal_id, usuario_id, fecha, status, created_at)
    select ${lit(base)} + g, case when g % 3 = 0 then ${lit(norte)} else ${lit(central)} end, ${lit(refs.vendedores[0].id)},
      ${ancla}::timestamptz - ${h(g, 61, DOS_ANIOS_S)} * interval '1 second', 'registrado', now()
    from generate_series(1, ${lit(n)}) g`);
  await db.execute(sql`with
      mat as (
        select row_number() over (order by id) - 1 as n, id, costo, costo_moneda_id
        from productos where categoria in ('materia_prima', 'esencia') and not is_deleted
      ),
      l as (
        select i.id as ingreso_id, i.sucursal_id, i.fecha, i.usuario_id, k,
          (${h(sql`i.id`, 62, nMat)} + (k - 1) * ${lit(Math.max(1, Math.floor(nMat / 4)))}) % ${lit(nMat)} as mat_n
        from ingresos i cross join lateral generate_series(1, 1 + ${h(sql`i.id`, 63, 4)}) k
        where i.id > ${lit(base)}
      ),
      d as (
        select row_number() over (order by l.ingreso_id, l.k) as r, l.*, m.id as producto_id, m.costo, m.costo_moneda_id,
          (5 + ${h(sql`l.ingreso_id * 8 + l.k`, 64, 200)})::numeric as cantidad,
          (${intArray(refs.proveedores)})[1 + ${h(sql`l.ingreso_id * 8 + l.k`, 65, refs.proveedores.length)}] as proveedor_id
        from l join mat m on m.n = l.mat_n
      ),
      det as (
        insert into ingreso_detalles (id, ingreso_id, producto_id, cantidad, costo, costo_moneda_id, costo_anterior, costo_anterior_moneda_id, proveedor_id)
        select ${lit(dBase)} + r, ingreso_id, producto_id, cantidad, costo, costo_moneda_id, costo, costo_moneda_id, proveedor_id from d
      )
    insert into movimientos_stock (id, producto_id, sucursal_id, cantidad, motivo, referencia_id, stock_anterior, stock_nuevo, usuario_id, fecha)
    select ${lit(mBase)} + r, producto_id, sucursal_id, cantidad, 'ingreso', ingreso_id, 0, cantidad, usuario_id, fecha from d`);
  log('ingresos (con líneas y movimientos)', n, started);
}

/**
 * Manufacturing runs of elaborated products from the large set, 2 raw-material lines each; finished
 * runs have every line confirmed, runs in process none or the first, cancelled runs are soft-deleted.
 * Benchmark data: no stock movements.
 */
async function seedFabricaciones(db: Db, n: number, refs: Awaited<ReturnType<typeof demoRefs>>, ancla: string): Promise<void> {
  const started = Date.now();
  if (n === 0) return;
  const base = await maxId(db, 'fabricaciones');
  const dBase = await maxId(db, 'fabricacion_detalles');
  const { n: nEl } = await one<{ n: number }>(db, sql`select count(*)::int as n from productos where categoria = 'elaborado' and not is_deleted`);
  const { n: nMp } = await one<{ n: number }>(db, sql`select count(*)::int as n from productos where categoria = 'materia_prima' and not is_deleted`);
  if (nEl === 0 || nMp < 2) return;
  const [central, norte] = refs.sucursales;
  const g = sql`g`;
  await db.execute(sql`with el as (select row_number() over (order by id) - 1 as n, id from productos where categoria = 'elaborado' and not is_deleted)
    insert into fabricaciones (id, producto_id, cantidad, sucursal_id, usuario_id, estado, fecha, finalizada_at, is_deleted, deleted_at)
    select ${lit(base)} + g, el.id, 10 + ${h(g, 71, 190)}, case when g % 2 = 0 then ${lit(norte)} else ${lit(central)} end, ${lit(refs.vendedores[0].id)},
      e.estado, f.fecha, case when e.estado = 'finalizada' then f.fecha + interval '1 day' end,
      e.estado = 'cancelada', case when e.estado = 'cancelada' then f.fecha + interval '1 day' end
    from generate_series(1, ${lit(n)}) g
    join el on el.n = ${h(g, 72, nEl)}
    cross join lateral (select case when g % 10 < 6 then 'finalizada' when g % 10 < 9 then 'en_proceso' else 'cancelada' end as estado) e
    cross join lateral (select ${ancla}::timestamptz - ${h(g, 73, DOS_ANIOS_S)} * interval '1 second' as fecha) f`);
  await db.execute(sql`with mp as (select row_number() over (order by id) - 1 as n, id from productos where categoria = 'materia_prima' and not is_deleted),
      l as (
        select f.id as fabricacion_id, f.estado, k, row_number() over (order by f.id, k) as r,
          (${h(sql`f.id`, 74, nMp)} + (k - 1) * ${lit(Math.max(1, Math.floor(nMp / 2)))}) % ${lit(nMp)} as mp_n, f.cantidad
        from fabricaciones f cross join generate_series(1, 2) k where f.id > ${lit(base)}
      )
    insert into fabricacion_detalles (id, fabricacion_id, materia_prima_id, cantidad, confirmado)
    select ${lit(dBase)} + r, fabricacion_id, mp.id, round(cantidad * (0.05 + k * 0.1), 4),
      estado = 'finalizada' or (estado = 'en_proceso' and k = 1 and fabricacion_id % 2 = 0)
    from l join mp on mp.n = l.mp_n`);
  log('fabricaciones (con materias primas)', n, started);
}

/**
 * Quotes over the last 2 years: 1 to 3 elaborated products in pesos at their valorFinal, a client for
 * 80 % of them, a seller of the demo, both branches, 10 % annulled. They never touch stock.
 */
async function seedPresupuestos(
  db: Db,
  n: number,
  refs: Awaited<ReturnType<typeof demoRefs>>,
  clientes: { base: number; n: number },
  ancla: string,
): Promise<void> {
  const started = Date.now();
  if (n === 0) return;
  const base = await maxId(db, 'presupuestos');
  const dBase = await maxId(db, 'presupuesto_detalles');
  const { n: nElab } = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from productos where categoria = 'elaborado' and moneda_id = ${lit(MONEDA_PESOS)} and not is_deleted`,
  );
  if (nElab === 0) return;
  const [central, norte] = refs.sucursales;
  const g = sql`g`;
  await db.execute(sql`insert into presupuestos (id, fecha, cliente_id, vendedor_id, cod_vendedor, sucursal_id, moneda_id, total, descuento, estado, is_deleted, deleted_at, created_at, updated_at)
    select ${lit(base)} + g, f.fecha,
      ${clientes.n > 0 ? sql`case when ${h(g, 81, 10)} < 8 then ${lit(clientes.base)} + 1 + ${h(g, 82, clientes.n)} end` : sql`null::int`},
      v.id, v.cod, case when g % 2 = 0 then ${lit(central)} else ${lit(norte)} end, ${lit(MONEDA_PESOS)}, 0, 0,
      case when g % 10 = 0 then 'anulado' else 'activo' end, g % 10 = 0, case when g % 10 = 0 then f.fecha + interval '1 day' end, f.fecha, f.fecha
    from generate_series(1, ${lit(n)}) g
    cross join lateral (select ${ancla}::timestamptz - ${h(g, 83, DOS_ANIOS_S)} * interval '1 second' as fecha) f
    join (select row_number() over (order by id) - 1 as n, id, cod_vendedor as cod from usuarios where cod_vendedor is not null and activo) v
      on v.n = ${h(g, 84, refs.vendedores.length)}`);
  await db.execute(sql`with
      elab as (
        select row_number() over (order by id) - 1 as n, id, round(precio * (1 + alicuota_iva / 100), 2) as precio_unitario
        from productos where categoria = 'elaborado' and moneda_id = ${lit(MONEDA_PESOS)} and not is_deleted
      ),
      l as (
        select p.id as presupuesto_id, k, row_number() over (order by p.id, k) as r,
          (${h(sql`p.id`, 85, nElab)} + (k - 1) * ${lit(Math.max(1, Math.floor(nElab / 3)))}) % ${lit(nElab)} as el_n,
          (1 + ${h(sql`p.id * 4 + k`, 86, 12)})::numeric as cantidad
        from presupuestos p cross join lateral generate_series(1, 1 + ${h(sql`p.id`, 87, Math.min(3, nElab))}) k
        where p.id > ${lit(base)}
      )
    insert into presupuesto_detalles (id, presupuesto_id, producto_id, cantidad, precio_unitario, sub_total, custom)
    select ${lit(dBase)} + r, presupuesto_id, e.id, cantidad, e.precio_unitario, round(e.precio_unitario * cantidad, 2), false
    from l join elab e on e.n = l.el_n`);
  await db.execute(sql`update presupuestos p set total = d.total
    from (select presupuesto_id, sum(sub_total) as total from presupuesto_detalles where presupuesto_id > ${lit(base)} group by presupuesto_id) d
    where d.presupuesto_id = p.id`);
  log('presupuestos (con líneas)', n, started);
}

/** Moves each identity sequence past the explicit ids inserted above. */
async function syncSequences(db: Db): Promise<void> {
  for (const table of ['productos', 'clientes', 'ventas', 'movimientos_cuenta_corriente', 'movimientos_stock', 'ingresos', 'ingreso_detalles', 'fabricaciones', 'fabricacion_detalles', 'presupuestos', 'presupuesto_detalles']) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest(1, (select coalesce(max(id), 0) from ${sql.identifier(table)})))`);
  }
}

/** Row counts of the main tables. */
export async function countTables(db: Db): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of COUNTED) {
    counts[table] = Number((await one<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n);
  }
  return counts;
}

/**
 * Adds the large data set (see the file comment) to a database that already has the demo data, then
 * moves the identity sequences and runs VACUUM ANALYZE. The counters and the «bajo mínimo» rows of
 * api/drizzle/0006_rendimiento_listas.sql follow the bulk inserts by themselves (their triggers).
 * Throws when the demo references (branches, sellers, payment methods) are missing.
 */
export async function seedLarge(db: Db, sizes: LargeSizes = LARGE_SIZES): Promise<void> {
  const refs = await demoRefs(db);
  const { ancla } = await one<{ ancla: string }>(db, sql`select date_trunc('hour', now())::text as ancla`);
  await seedProductos(db, sizes.productos, refs);
  const { base: clientesBase } = await seedClientes(db, sizes.clientes);
  const clientes = { base: clientesBase, n: sizes.clientes };
  const ventas = await seedVentas(db, sizes.ventas, refs, clientes, ancla);
  await seedMovimientos(db, sizes.movimientos, refs, clientes, ventas, ancla);
  await seedCuentasDerivadas(db, clientes);
  await seedIngresos(db, sizes.ingresos, refs, ancla);
  await seedFabricaciones(db, sizes.fabricaciones, refs, ancla);
  await seedPresupuestos(db, sizes.presupuestos, refs, clientes, ancla);
  await syncSequences(db);
  const t = Date.now();
  // The quotes' triggers updated nearly every client's counters (api/drizzle/0013): one new row
  // version each, a table twice its size and new entries in every index of clientes (the trigram
  // GIN indexes about fivefold, and VACUUM shrinks neither): rewritten compact, indexes rebuilt.
  await db.execute(sql`cluster clientes using clientes_pkey`);
  // VACUUM as well as ANALYZE, as after any bulk load: it drops the index entries of the row
  // versions the seed's own updates left behind (the sales' `pagado`, the quotes' totals) and marks
  // the pages all-visible, so the counts read from an index alone (the unpaid sales, the stock below
  // its minimum, the quotes of some clients) do not visit the table (docs/rendimiento.md).
  await db.execute(sql`vacuum analyze`);
  log('vacuum analyze', 0, t);
}

/** SEED_PRODUCTOS, SEED_CLIENTES, SEED_VENTAS, SEED_MOVIMIENTOS, SEED_INGRESOS, SEED_FABRICACIONES, SEED_PRESUPUESTOS (non-negative integers) over the defaults. */
export function sizesFromEnv(env: NodeJS.ProcessEnv): LargeSizes {
  const num = (v: string | undefined, d: number) => (v && /^\d+$/.test(v.trim()) ? Number(v) : d);
  return {
    productos: num(env.SEED_PRODUCTOS, LARGE_SIZES.productos),
    clientes: num(env.SEED_CLIENTES, LARGE_SIZES.clientes),
    ventas: num(env.SEED_VENTAS, LARGE_SIZES.ventas),
    movimientos: num(env.SEED_MOVIMIENTOS, LARGE_SIZES.movimientos),
    ingresos: num(env.SEED_INGRESOS, LARGE_SIZES.ingresos),
    fabricaciones: num(env.SEED_FABRICACIONES, LARGE_SIZES.fabricaciones),
    presupuestos: num(env.SEED_PRESUPUESTOS, LARGE_SIZES.presupuestos),
  };
}

async function main() {
  const config = loadServerConfig(process.env, path.resolve(__dirname, '../..'));
  const started = Date.now();
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await handle.migrate(config.migrationsFolder);
    await seedIfEmpty(handle.db, { password: config.seedPassword });
    const sizes = sizesFromEnv(process.env);
    console.log(
      `Cargando datos masivos en ${handle.driver === 'postgres' ? 'PostgreSQL' : config.dataDir}: ${sizes.productos} productos, ` +
        `${sizes.clientes} clientes, ${sizes.ventas} ventas, ${sizes.movimientos} movimientos de cuenta corriente, ` +
        `${sizes.ingresos} ingresos, ${sizes.fabricaciones} fabricaciones, ${sizes.presupuestos} presupuestos...`,
    );
    await seedLarge(handle.db, sizes);
    console.log('Filas por tabla:');
    for (const [table, n] of Object.entries(await countTables(handle.db))) console.log(`  ${table.padEnd(34)} ${n.toLocaleString('es-AR').padStart(10)}`);
    console.log(`Listo en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
