import { randomInt } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { MSG_CAJA_SALDO_INSUFICIENTE } from 'shared';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { createTestDatabase, tally, type TestDatabase } from './support/pg';

/**
 * A cash box under real concurrency (docs/cajas-gastos-comisiones.md, docs/seguridad.md). PGlite
 * runs one transaction at a time, so only PostgreSQL (node-postgres pool of 10) can show a missing
 * lock: here 50 movements at once on ONE box, most of them withdrawals larger than what the box can
 * give to all of them. Without the box's row lock, withdrawals read the same balance and overdraw
 * it. Runs only when TEST_DATABASE_URL is set; the file works in its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;


describePg('Cash box concurrency on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `cajas_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('50 concurrent mixed movements on one box: the balance is exact, equals the sum of its movements and never went below zero', async () => {
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const cajas = (await admin.get('/api/cajas')).body as Array<{ id: number; sucursal: { nombre: string }; moneda: { id: number } }>;
    const caja = cajas.find((c) => c.sucursal.nombre === 'Sucursal Norte' && c.moneda.id === 1)!;
    const INICIAL = '500.00';
    expect((await admin.post(`/api/cajas/${caja.id}/abrir`, { montoInicial: INICIAL })).status).toBe(200);

    // 15 incomes and 35 withdrawals with cents; the withdrawals add up to far more than the box ever holds.
    const pedidos = Array.from({ length: 50 }, (_, i) => ({
      tipo: i % 10 < 3 ? 'INGRESO' : 'EGRESO',
      monto: new Decimal(randomInt(1_000, 30_000)).div(100).toFixed(2),
      descripcion: `Movimiento concurrente ${i}`,
    }));
    const results = await Promise.all(pedidos.map((p) => admin.post(`/api/cajas/${caja.id}/movimientos`, p)));

    const aceptados = pedidos.filter((_, i) => results[i].status === 201);
    const esperado = aceptados.reduce((acc, p) => (p.tipo === 'INGRESO' ? acc.plus(p.monto) : acc.minus(p.monto)), new Decimal(INICIAL));
    const movs = await rows<{ id: number; tipo: string; monto: string }>(t.db, sql`select id, tipo, monto from caja_movimientos where caja_id = ${caja.id} order by id`);
    // The running balance in commit order (ids are taken under the box's lock).
    let corriente = new Decimal(0);
    const negativos: string[] = [];
    for (const m of movs) {
      corriente = m.tipo === 'INGRESO' ? corriente.plus(m.monto) : corriente.minus(m.monto);
      if (corriente.lt(0)) negativos.push(`${m.id}: ${corriente.toFixed(2)}`);
    }
    const saldo = ((await admin.get('/api/cajas')).body as Array<{ id: number; saldo: string }>).find((c) => c.id === caja.id)!.saldo;

    expect({
      respuestas: Object.keys(tally(results.map((r) => r.status))).sort(),
      movimientos: movs.length,
      saldo,
      sumaDeMovimientos: corriente.toFixed(2),
      negativos,
    }).toEqual({
      respuestas: ['201', '409'],
      movimientos: 1 + aceptados.length,
      saldo: esperado.toFixed(2),
      sumaDeMovimientos: esperado.toFixed(2),
      negativos: [],
    });
    // The refusals are all for lack of money (and there were some: the test pressed on the limit).
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([MSG_CAJA_SALDO_INSUFICIENTE]));
  });
});
