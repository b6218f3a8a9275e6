import { sql } from 'drizzle-orm';
import { cuentasPageSchema } from 'shared';
import { seedLarge } from '../src/db/seed-large';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';

/**
 * The large benchmark seed (docs/rendimiento.md) at a small size, on top of the demo: its account
 * data keep the invariants the account rules keep (docs/cuentas-corrientes.md), so the benchmarks
 * measure data shaped as the service writes it.
 */

let t: TestApp;
/** Clients above this id are the large seed's. */
let demoMax = 0;
beforeAll(async () => {
  t = await createTestApp();
  demoMax = (await rows<{ n: number }>(t.db, sql`select max(id)::int as n from clientes`))[0].n;
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  await seedLarge(t.db, { productos: 300, clientes: 40, ventas: 400, movimientos: 2000, ingresos: 30, fabricaciones: 10, presupuestos: 60 });
  log.mockRestore();
}, 120_000);
afterAll(() => t.close());

test('saldos_cuenta_corriente is the sum of each client\'s movements, for every client and currency', async () => {
  const distintos = await rows(
    t.db,
    sql`with m as (
          select cliente_id, moneda_id, sum(case when tipo = 'DEBITO' then monto else -monto end) as saldo
          from movimientos_cuenta_corriente where not is_deleted group by cliente_id, moneda_id)
        select * from m full join saldos_cuenta_corriente s using (cliente_id, moneda_id)
        where coalesce(m.saldo, 0) <> coalesce(s.saldo, 0)`,
  );
  expect(distintos).toEqual([]);
  const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from saldos_cuenta_corriente`);
  expect(n).toBeGreaterThan(40);
});

test('every manual DEBITO of the large clients has its manual debt with the same amount, paid part and state', async () => {
  const [c] = await rows<{ debitos: number; deudas: number; distintas: number }>(
    t.db,
    sql`select
          (select count(*)::int from movimientos_cuenta_corriente where tipo = 'DEBITO' and venta_id is null and cliente_id > ${demoMax}) as debitos,
          (select count(*)::int from deudas_manuales where cliente_id > ${demoMax}) as deudas,
          (select count(*)::int from movimientos_cuenta_corriente m join deudas_manuales d on d.id = m.deuda_manual_id
            where m.cliente_id > ${demoMax} and (m.monto <> d.monto or m.pagado <> d.pagado or m.pagada <> d.pagada or m.cliente_id <> d.cliente_id)) as distintas`,
  );
  expect(c.debitos).toBeGreaterThan(100);
  expect(c.deudas).toBe(c.debitos);
  expect(c.distintas).toBe(0);
});

test('the unapplied credit of a client and currency is what its payments exceed its debts by', async () => {
  const distintos = await rows(
    t.db,
    sql`select cliente_id, moneda_id from movimientos_cuenta_corriente
        group by cliente_id, moneda_id
        having coalesce(sum(disponible) filter (where tipo = 'CREDITO'), 0)
          <> greatest(0, sum(case when tipo = 'CREDITO' then monto else -monto end))`,
  );
  expect(distintos).toEqual([]);
});

test('the accounts list answers over the large clients, with aging', async () => {
  const u = await demoClients(t.app);
  const res = await u.admin.get('/api/cuentas-corrientes?conDeuda=true&page=1&pageSize=20');
  expect(res.status).toBe(200);
  const body = cuentasPageSchema.parse(res.body);
  expect(body.total).toBeGreaterThan(10);
});
