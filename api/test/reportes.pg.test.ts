import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { ALL_PERMISSIONS } from 'shared';
import { dashboard } from '../src/modules/reportes/dashboard';
import { createTestApp, rows, type TestApp } from './helpers';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * The tables behind the /home figures on a real PostgreSQL (docs/reportes.md, «Inicio (API)»;
 * api/drizzle/0010_rendimiento_reportes.sql): many transactions selling and moving balances at once
 * leave `ventas_por_dia` and `saldos_positivos` equal to the tables, and a transaction never waits
 * for another one on them (PGlite runs transactions one after another, so only here can two meet).
 * Runs only when TEST_DATABASE_URL is set (test/support/pg.ts).
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('PostgreSQL: the dashboard tables under concurrency', () => {
  let database: TestDatabase;
  let t: TestApp;
  let vendedor = 0;
  let metodo = 0;
  beforeAll(async () => {
    database = await createTestDatabase(url!, 'reportes');
    t = await createTestApp({ databaseUrl: database.url });
    [{ vendedor }] = await rows<{ vendedor: number }>(t.db, sql`select id as vendedor from usuarios where email = 'admin@demo.local'`);
    [{ metodo }] = await rows<{ metodo: number }>(t.db, sql`select min(id) as metodo from metodos_pago`);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  /** The sums of the summary tables and the same figures straight from ventas and the balances. */
  async function comparar() {
    const [porDia] = await rows<{ sumas: unknown; directo: unknown }>(
      t.db,
      sql`select
            (select coalesce(json_agg(x order by x.dia, x.moneda), '[]') from (
               select dia, moneda_id as moneda, sum(total)::numeric(20,2)::text as total, sum(cantidad)::int as cantidad
                 from ventas_por_dia group by 1, 2 having sum(cantidad) <> 0 or sum(total) <> 0) x) as sumas,
            (select coalesce(json_agg(x order by x.dia, x.moneda), '[]') from (
               select ((fecha at time zone 'UTC') - interval '3 hours')::date as dia, moneda_id as moneda,
                      sum(total)::numeric(20,2)::text as total, count(*)::int as cantidad
                 from ventas where not is_deleted group by 1, 2) x) as directo`,
    );
    const [saldos] = await rows<{ sumas: unknown; directo: unknown }>(
      t.db,
      sql`select
            (select coalesce(json_agg(x order by x.moneda), '[]') from (
               select moneda_id as moneda, sum(total)::numeric(20,2)::text as total, sum(deudores)::int as deudores
                 from saldos_positivos group by 1 having sum(deudores) <> 0 or sum(total) <> 0) x) as sumas,
            (select coalesce(json_agg(x order by x.moneda), '[]') from (
               select moneda_id as moneda, sum(saldo)::numeric(20,2)::text as total, count(*)::int as deudores
                 from saldos_cuenta_corriente where saldo > 0 group by 1) x) as directo`,
    );
    return { ventas: porDia, saldos };
  }

  const venta = (fecha: string, moneda: number, total: string) =>
    sql`insert into ventas (fecha, vendedor_id, sucursal_id, metodo_pago_id, moneda_id, total)
        values (${fecha}, ${vendedor}, 1, ${metodo}, ${moneda}, ${total}) returning id`;

  test('60 transactions selling, annulling and moving balances at once: the sums stay exact', async () => {
    const clientes = await rows<{ id: number }>(t.db, sql`select id from clientes where not is_deleted order by id limit 10`);
    const dias = ['2016-03-01T12:00:00Z', '2016-03-02T02:00:00Z', '2016-03-02T03:30:00Z'];
    const trabajos = Array.from({ length: 60 }, (_, i) =>
      t.db.transaction(async (tx) => {
        // Each sells on two days in opposite orders (so two transactions touch the same keys in
        // different orders), annuls one of its sales, and moves a balance up or down.
        const [a, b] = i % 2 === 0 ? [dias[0], dias[1]] : [dias[1], dias[0]];
        const [{ id }] = ((await tx.execute(venta(a, 1 + (i % 2), `${i}.25`))) as unknown as { rows: Array<{ id: number }> }).rows;
        await tx.execute(venta(b, 1, '10.00'));
        await tx.execute(venta(dias[2], 2, '1.10'));
        if (i % 3 === 0) await tx.execute(sql`update ventas set is_deleted = true, deleted_at = now() where id = ${id}`);
        const cliente = clientes[i % clientes.length].id;
        await tx.execute(
          sql`insert into saldos_cuenta_corriente (cliente_id, moneda_id, saldo) values (${cliente}, ${1 + (i % 2)}, ${i % 4 === 0 ? '-3.00' : '5.00'})
              on conflict (cliente_id, moneda_id) do update set saldo = saldos_cuenta_corriente.saldo + excluded.saldo`,
        );
      }),
    );
    const resultados = await Promise.allSettled(trabajos);
    expect(resultados.filter((r) => r.status === 'rejected')).toEqual([]);
    const { ventas, saldos } = await comparar();
    expect(ventas.sumas).toEqual(ventas.directo);
    expect(saldos.sumas).toEqual(saldos.directo);
    // The dashboard of one of those days (March 1 in Buenos Aires: two of the three instants) agrees.
    const d = await dashboard(t.db, ALL_PERMISSIONS, new Date('2016-03-01T15:00:00Z'));
    const [hoy] = await rows<{ total: string; cantidad: number }>(
      t.db,
      sql`select sum(total)::numeric(20,2)::text as total, count(*)::int as cantidad from ventas
           where not is_deleted and moneda_id = 1 and fecha >= '2016-03-01T03:00:00Z' and fecha < '2016-03-02T03:00:00Z'`,
    );
    expect(d.ventasHoy!.find((x) => x.monedaId === 1)).toEqual({ monedaId: 1, simbolo: '$', total: hoy.total, cantidad: hoy.cantidad });
  });

  test('a sale never waits for another transaction that holds the same day open', async () => {
    const abierta = new Client({ connectionString: database.url });
    await abierta.connect();
    try {
      await abierta.query('begin');
      // Holds the rows of one day and currency of ventas_por_dia and of one currency of
      // saldos_positivos until it ends (what a sale and a movement in progress do there).
      await t.db.execute(venta('2016-05-05T12:00:00Z', 1, '7.00'));
      await abierta.query(`select ventas_por_dia_sumar('2016-05-05', 1, 0, 0), saldos_positivos_sumar(1, 0, 0)`);
      // The same day and currency from another transaction: it commits while the first is still
      // open (had it waited for the first one's rows, this would never resolve).
      await t.db.transaction(async (tx) => {
        await tx.execute(venta('2016-05-05T13:00:00Z', 1, '3.00'));
        await tx.execute(
          sql`update saldos_cuenta_corriente set saldo = saldo + 2 where (cliente_id, moneda_id) = (select cliente_id, moneda_id from saldos_cuenta_corriente where moneda_id = 1 and saldo > 0 order by cliente_id limit 1)`,
        );
      });
      expect(await rows(t.db, sql`select count(*)::int as n from ventas_por_dia where dia = '2016-05-05' and moneda_id = 1`)).toEqual([{ n: 2 }]);
      await abierta.query('commit');
    } finally {
      await abierta.end();
    }
    const { ventas, saldos } = await comparar();
    expect(ventas.sumas).toEqual(ventas.directo);
    expect(saldos.sumas).toEqual(saldos.directo);
    // The next change of that day folds the extra row back into one.
    await t.db.execute(venta('2016-05-05T14:00:00Z', 1, '1.00'));
    expect(await rows(t.db, sql`select count(*)::int as n from ventas_por_dia where dia = '2016-05-05' and moneda_id = 1`)).toEqual([{ n: 1 }]);
  });
});
