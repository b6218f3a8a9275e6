import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { cuentasPageSchema, movimientosCuentaPageSchema } from 'shared';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { atrasar, crearProducto, deudaManual, metodosDePago, nuevoCliente, pagarCuenta, vender } from './support/fabricas';

/**
 * The values the current-accounts screens read from what triggers keep (api/drizzle/0009, docs/
 * cuentas-corrientes.md «Rendimiento»): the totals row of GET cuentas-corrientes without a search
 * (`cuentas_totales`: balances, aging per currency and the count of clients with debt) and the
 * total of the movements page (`movimientos_cuenta_conteo`). After each kind of change
 * — sales on account, payments in either currency, manual debts, edits, annulments, documents
 * moved in time, a client going from owing to credit in favour — the API must answer exactly what
 * an independent count over the documents and balances gives, with the aging cut by today's
 * Buenos Aires date. Real PGlite (one transaction at a time; the concurrent case is
 * cuentas-totales.pg.test.ts).
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const ids = { efectivo: 0, cc: 0 };
let perfume = 0; // $ 1000.00 + 21 % = 1210.00
let importado = 0; // US$ 100.00, no VAT

type Antiguedad = { d0_30: string; d31_60: string; d61_90: string; d90_mas: string };
type Totales = { saldoPesos: string; saldoDolares: string; antiguedadPesos: Antiguedad; antiguedadDolares: Antiguedad };

/** The totals and the client count the list must show, computed here from the base tables (Decimal, days by age). */
async function esperado(conDeuda: boolean): Promise<{ totales: Totales; total: number }> {
  const clientes = await rows<{ id: number; deuda: boolean }>(
    t.db,
    sql`select c.id, exists (select 1 from saldos_cuenta_corriente s where s.cliente_id = c.id and s.saldo > 0) as deuda
          from clientes c where c.is_deleted = false`,
  );
  const incluidos = new Set(clientes.filter((c) => !conDeuda || c.deuda).map((c) => Number(c.id)));
  const saldos = await rows<{ cliente_id: number; moneda_id: number; saldo: string }>(
    t.db,
    sql`select cliente_id, moneda_id, saldo::text from saldos_cuenta_corriente`,
  );
  const documentos = await rows<{ cliente_id: number; moneda_id: number; pendiente: string; dias: number }>(
    t.db,
    sql`select x.cliente_id, x.moneda_id, x.pendiente::text,
               (now() at time zone 'America/Argentina/Buenos_Aires')::date - (x.fecha at time zone 'America/Argentina/Buenos_Aires')::date as dias
          from (select cliente_id, moneda_id, total - pagado as pendiente, fecha from ventas
                 where cliente_id is not null and is_deleted = false and pagada = false and pagado < total
                union all
                select cliente_id, moneda_id, monto - pagado, fecha from deudas_manuales where pagada = false) x`,
  );
  const saldo = (moneda: number) =>
    saldos
      .filter((s) => incluidos.has(Number(s.cliente_id)) && Number(s.moneda_id) === moneda)
      .reduce((a, s) => a.plus(s.saldo), new Decimal(0))
      .toFixed(2);
  const antiguedad = (moneda: number): Antiguedad => {
    const tramos = [new Decimal(0), new Decimal(0), new Decimal(0), new Decimal(0)];
    for (const d of documentos) {
      if (!incluidos.has(Number(d.cliente_id)) || Number(d.moneda_id) !== moneda) continue;
      const dias = Number(d.dias);
      const i = dias <= 30 ? 0 : dias <= 60 ? 1 : dias <= 90 ? 2 : 3;
      tramos[i] = tramos[i].plus(d.pendiente);
    }
    const [a, b, c, e] = tramos.map((x) => x.toFixed(2));
    return { d0_30: a, d31_60: b, d61_90: c, d90_mas: e };
  };
  return {
    totales: { saldoPesos: saldo(1), saldoDolares: saldo(2), antiguedadPesos: antiguedad(1), antiguedadDolares: antiguedad(2) },
    total: incluidos.size,
  };
}

/**
 * The list without a search (all clients, and «con deuda») answers the independent totals; every
 * client's movement count equals its movements; the kept totals hold no unfolded day older than 90 days.
 */
async function verificar() {
  for (const conDeuda of [true, false]) {
    const res = await u.vendedor.get(`/api/cuentas-corrientes?pageSize=5${conDeuda ? '&conDeuda=true' : ''}`);
    expect(res.status).toBe(200);
    expect(() => cuentasPageSchema.parse(res.body)).not.toThrow();
    const e = await esperado(conDeuda);
    expect({ conDeuda, totales: res.body.totales, total: res.body.total }).toEqual({ conDeuda, ...e });
  }
  const conteos = await rows(
    t.db,
    sql`select coalesce(c.cliente_id, m.cliente_id) as cliente_id, c.movimientos, m.n
          from movimientos_cuenta_conteo c
          full join (select cliente_id, count(*)::int as n from movimientos_cuenta_corriente where is_deleted = false group by 1) m
            on m.cliente_id = c.cliente_id
         where coalesce(c.movimientos, 0) <> coalesce(m.n, 0)`,
  );
  expect(conteos).toEqual([]);
  const sinPlegar = await rows(
    t.db,
    sql`select dia from cuentas_totales
         where dia < (now() at time zone 'America/Argentina/Buenos_Aires')::date - 90 and dia > '-infinity'::date`,
  );
  expect(sinPlegar).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  perfume = (await crearProducto(t.db, { codigo: 39601, nombre: 'Perfume totales', precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '10.00', stock: { 1: '100000' } })).id;
  importado = (await crearProducto(t.db, { codigo: 39602, nombre: 'Importado totales', precio: '100.00', alicuotaIva: '0', monedaId: 2, costo: '10.00', stock: { 1: '100000' } })).id;
  ({ efectivo: ids.efectivo, cc: ids.cc } = await metodosDePago(u.admin));
  await t.db.execute(sql`update monedas set valor = 1000 where id = 2`);
});
afterAll(() => t.close());

describe('totals of GET cuentas-corrientes without a search, kept by triggers', () => {
  let a = 0;
  const documentosDeA: Array<['venta' | 'deuda', number]> = [];

  test('the demo data', async () => {
    await verificar();
  });

  test('sales on account and manual debts in both currencies, then moved to every aging edge', async () => {
    a = await nuevoCliente(u.admin);
    documentosDeA.push(['venta', await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId: a, detalles: [{ productoId: perfume }] })]);
    await verificar();
    documentosDeA.push(['venta', await vender(u.vendedor, { metodoPagoId: ids.cc, clienteId: a, detalles: [{ productoId: importado }] })]);
    for (const [monto, moneda] of [['100', 1], ['200', 1], ['300', 1], ['40', 2], ['50', 2], ['600', 1]] as const) {
      documentosDeA.push(['deuda', await deudaManual(u.vendedor, { clienteId: a, monto, monedaId: moneda })]);
    }
    await verificar();
    const edades = [0, 30, 31, 60, 61, 90, 91, 400];
    for (const [i, [tipo, id]] of documentosDeA.entries()) await atrasar(t.db, { tipo, id, dias: edades[i] });
    await verificar();
    // The same documents one day later in their life (what tomorrow looks like).
    for (const [i, [tipo, id]] of documentosDeA.entries()) await atrasar(t.db, { tipo, id, dias: edades[i] + 1 });
    await verificar();
  });

  test('payments: partial, in the other currency, and past the debt', async () => {
    await pagarCuenta(u.vendedor, { clienteId: a, monto: '150' });
    await verificar();
    await pagarCuenta(u.vendedor, { clienteId: a, monto: '1.5', monedaId: 2 }); // US$ 1.50 at 1000: pays $ 1500 of the oldest peso documents
    await verificar();
    const b = await nuevoCliente(u.admin);
    await deudaManual(u.vendedor, { clienteId: b, monto: '80' });
    await verificar();
    await pagarCuenta(u.vendedor, { clienteId: b, monto: '100' }); // owes nothing: leaves «con deuda», $ 20 in favour
    await verificar();
    await deudaManual(u.vendedor, { clienteId: b, monto: '15' }); // taken by the credit in favour at once
    await verificar();
    await deudaManual(u.vendedor, { clienteId: b, monto: '30' }); // owes again
    await verificar();
  });

  test('sale edits and annulments', async () => {
    const c = await nuevoCliente(u.admin);
    // As the admin: discounts past a seller's limit and annulments without a code (alcance.test.ts
    // tests those rules); here only the totals matter.
    const v1 = await vender(u.admin, { metodoPagoId: ids.cc, clienteId: c, detalles: [{ productoId: perfume }] });
    const v2 = await vender(u.admin, { metodoPagoId: ids.cc, clienteId: c, descuento: '50', detalles: [{ productoId: perfume }] });
    await pagarCuenta(u.vendedor, { clienteId: c, monto: '1000' });
    await verificar();
    expect((await u.admin.put(`/api/ventas/${v1}`, { metodoPagoId: ids.cc, descuento: '20' })).status).toBe(200); // below what was paid
    await verificar();
    expect((await u.admin.put(`/api/ventas/${v2}`, { metodoPagoId: ids.cc, descuento: '0' })).status).toBe(200); // raised
    await verificar();
    const v3 = await vender(u.admin, { metodoPagoId: ids.cc, clienteId: c, detalles: [{ productoId: perfume }] });
    expect((await u.admin.put(`/api/ventas/${v3}`, { metodoPagoId: ids.efectivo, descuento: '0' })).status).toBe(200); // leaves the account
    await verificar();
    expect((await u.admin.put(`/api/ventas/anular/${v2}`, {})).status).toBe(200);
    await verificar();
    const contado = await vender(u.admin, { metodoPagoId: ids.efectivo, clienteId: c, detalles: [{ productoId: perfume }] });
    expect((await u.admin.put(`/api/ventas/anular/${contado}`, {})).status).toBe(200); // its amount stays in favour
    await verificar();
  });

  test('at the first change of a day, days past 90 days are folded and repeated rows merged; the sums stay', async () => {
    // What the kept rows look like after some days without changes: a recent day now older than 90
    // days, and a second row of the same key (as two transactions at once leave it).
    const hoy = sql`(now() at time zone 'America/Argentina/Buenos_Aires')::date`;
    await t.db.execute(sql`update cuentas_totales set dia = ${hoy} - 95 where dia = '-infinity'::date`);
    // Two rows of the key the next debt of a new client adds to (with debt, pesos, today).
    await t.db.execute(sql`insert into cuentas_totales (con_deuda, moneda_id, dia, saldo, pendiente, clientes) values (true, 1, ${hoy}, 0, 0, 0)`);
    await t.db.execute(sql`insert into cuentas_totales (con_deuda, moneda_id, dia, saldo, pendiente, clientes) values (true, 1, ${hoy}, 0, 0, 0)`);
    const antes = await u.vendedor.get('/api/cuentas-corrientes?conDeuda=true');
    const d = await nuevoCliente(u.admin);
    await deudaManual(u.vendedor, { clienteId: d, monto: '10' });
    await verificar();
    const despues = await u.vendedor.get('/api/cuentas-corrientes?conDeuda=true');
    expect(despues.body.totales.antiguedadPesos.d0_30).toBe(new Decimal(antes.body.totales.antiguedadPesos.d0_30).plus(10).toFixed(2));
    const repetidas = await rows(
      t.db,
      sql`select dia, con_deuda, moneda_id from cuentas_totales where dia >= ${hoy} - 90 group by 1, 2, 3 having count(*) > 1`,
    );
    expect(repetidas).toEqual([]);
  });

  test('rebuilding the totals from the tables changes nothing', async () => {
    const antes = (await u.vendedor.get('/api/cuentas-corrientes?conDeuda=true')).body;
    await t.db.execute(sql`select cuentas_totales_recalcular()`);
    expect((await u.vendedor.get('/api/cuentas-corrientes?conDeuda=true')).body).toEqual(antes);
    await verificar();
  });

  test('the movements page counts every movement of the client', async () => {
    const res = await u.vendedor.get(`/api/cuentas-corrientes/${a}/movimientos?pageSize=3&page=2`);
    expect(res.status).toBe(200);
    expect(() => movimientosCuentaPageSchema.parse(res.body)).not.toThrow();
    const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from movimientos_cuenta_corriente where cliente_id = ${a}`);
    expect(res.body).toMatchObject({ total: n, totalPages: Math.ceil(n / 3), currentPage: 2, pageSize: 3 });
    expect(res.body.items).toHaveLength(3);
    const vacia = await u.vendedor.get(`/api/cuentas-corrientes/${a}/movimientos?page=50`);
    expect(vacia.body).toMatchObject({ items: [], total: n });
    expect(await u.vendedor.get('/api/cuentas-corrientes/999999/movimientos')).toMatchObject({ status: 404, body: { message: 'Cliente no encontrado.' } });
  });
});
