import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { msgStockInsuficiente } from '../src/modules/stock/service';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { crearProducto } from './support/fabricas';
import { createTestDatabase, tally, type TestDatabase } from './support/pg';

/**
 * Stock entries and manufacturing under real concurrency (docs/ingresos.md, docs/fabricacion.md,
 * docs/seguridad.md). PGlite runs transactions one after another, so only a real PostgreSQL (pool of
 * 10) can show a missing lock. Runs only when TEST_DATABASE_URL is set, in its own database
 * (test/support/pg.ts).
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;


describePg('Inventory concurrency on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let inventario: ReturnType<typeof client>;
  let proveedorId: number;


  beforeAll(async () => {
    database = await createTestDatabase(url!, `inventario_concurrencia_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
    inventario = client(t.app, await login(t.app, 'inventario@demo.local'));
    [{ id: proveedorId }] = await rows<{ id: number }>(t.db, sql`select id from proveedores where not is_deleted order by id limit 1`);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('20 concurrent stock entries of one product: exact stock, 20 chained movements and an unbroken cost history', async () => {
    const N = 20;
    const Q = '1.2345';
    const INICIAL = '7.5000';
    const id = (await crearProducto(t.db, { codigo: 19951, nombre: 'Alcohol concurrente', categoria: 'materia_prima', precio: '500.00', costo: '100.00', costoMonedaId: 1, stock: { 1: INICIAL } })).id;

    // Each entry brings its own cost (101 … 120), confirmed: whatever order they commit in, each
    // must see the cost the previous one left (the product's row lock).
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        inventario.post('/api/ingresos', {
          sucursalId: 1,
          detalles: [{ productoId: id, cantidad: Q, costo: String(101 + i), costoMonedaId: 1, proveedorId }],
          confirmarCosto: true,
        }),
      ),
    );

    const [stockRow] = await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${id} and sucursal_id = 1`);
    const movs = await rows<{ cantidad: string; referencia_id: number; stock_anterior: string; stock_nuevo: string }>(
      t.db,
      sql`select cantidad, referencia_id, stock_anterior, stock_nuevo from movimientos_stock
          where producto_id = ${id} and sucursal_id = 1 and motivo = 'ingreso' order by id`,
    );
    const esperado = new Decimal(INICIAL).plus(new Decimal(Q).times(N)).toFixed(4);
    expect({
      respuestas: tally(results.map((r) => r.status)),
      stock: stockRow.cantidad,
      movimientos: movs.length,
    }).toEqual({ respuestas: { 201: N }, stock: esperado, movimientos: N });
    expect(movs.filter((m, i) => m.stock_anterior !== (i === 0 ? INICIAL : movs[i - 1].stock_nuevo))).toEqual([]);
    expect(movs[N - 1].stock_nuevo).toBe(esperado);
    const creados = results.map((r) => r.body.id as number).sort((a, b) => a - b);
    expect(movs.map((m) => m.referencia_id).sort((a, b) => a - b)).toEqual(creados);

    // Costs: in lock order, each change starts from the cost the previous one left.
    const costos = await rows<{ costo_anterior: string; costo_nuevo: string }>(
      t.db,
      sql`select costo_anterior, costo_nuevo from costos_historial where producto_id = ${id} and origen = 'ingreso' order by id`,
    );
    expect(costos).toHaveLength(N);
    expect(costos.filter((c, i) => c.costo_anterior !== (i === 0 ? '100.00' : costos[i - 1].costo_nuevo))).toEqual([]);
    const [{ costo }] = await rows<{ costo: string }>(t.db, sql`select costo from productos where id = ${id}`);
    expect(costo).toBe(costos[N - 1].costo_nuevo);
  });

  test('20 concurrent confirmations of one material in 20 runs with stock for 12: exactly 12 succeed, stock ends at 0', async () => {
    const RUNS = 20;
    const ALCANZA = 12;
    const materia = (await crearProducto(t.db, { codigo: 19952, nombre: 'Materia concurrente', categoria: 'materia_prima', precio: '500.00', costo: '100.00', costoMonedaId: 1, stock: { 1: String(ALCANZA) } })).id;
    const elaborado = (await crearProducto(t.db, { codigo: 39952, nombre: 'Elaborado concurrente', categoria: 'elaborado', precio: '500.00', costo: '100.00', costoMonedaId: 1, stock: { 1: '0' } })).id;
    const [f] = await rows<{ id: number }>(t.db, sql`insert into formulas (producto_id, cantidad_producida) values (${elaborado}, 1) returning id`);
    await t.db.execute(sql`insert into formula_detalles (formula_id, materia_prima_id, cantidad) values (${f.id}, ${materia}, 1)`);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const res = await inventario.post('/api/fabricaciones', { productoId: elaborado, cantidad: '1', sucursalId: 1 });
      expect(res.status).toBe(201);
      runs.push(res.body.id);
    }

    const results = await Promise.all(
      runs.map((id) => inventario.put(`/api/fabricaciones/${id}/check-materia`, { materiaPrimaId: materia, sucursalId: 1 })),
    );

    const [stockRow] = await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${materia} and sucursal_id = 1`);
    const movs = await rows<{ referencia_id: number; stock_anterior: string; stock_nuevo: string }>(
      t.db,
      sql`select referencia_id, stock_anterior, stock_nuevo from movimientos_stock
          where producto_id = ${materia} and motivo = 'fabricacion_consumo' order by id`,
    );
    const confirmadas = await rows<{ fabricacion_id: number }>(
      t.db,
      sql`select fabricacion_id from fabricacion_detalles where materia_prima_id = ${materia} and confirmado order by fabricacion_id`,
    );
    expect({
      respuestas: tally(results.map((r) => r.status)),
      stock: stockRow.cantidad,
      movimientos: movs.length,
      confirmadas: confirmadas.length,
    }).toEqual({ respuestas: { 200: ALCANZA, 409: RUNS - ALCANZA }, stock: '0.0000', movimientos: ALCANZA, confirmadas: ALCANZA });
    // Never below zero: each movement starts where the previous one ended and none ends negative.
    expect(movs.filter((m, i) => m.stock_anterior !== (i === 0 ? `${ALCANZA}.0000` : movs[i - 1].stock_nuevo))).toEqual([]);
    expect(movs.filter((m) => new Decimal(m.stock_nuevo).isNegative())).toEqual([]);
    // The runs answered 200 are exactly the confirmed ones, each with its movement; the others saw 0 left.
    const ok = runs.filter((_, i) => results[i].status === 200).sort((a, b) => a - b);
    expect(confirmadas.map((c) => c.fabricacion_id)).toEqual(ok);
    expect(movs.map((m) => m.referencia_id).sort((a, b) => a - b)).toEqual(ok);
    const agotado = msgStockInsuficiente(19952, 'Materia concurrente', '0', 'unidad');
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([agotado]));
  });
});

if (!url) {
  test('PostgreSQL inventory concurrency tests skipped: set TEST_DATABASE_URL to run them', () => {
    expect(url).toBeUndefined();
  });
}
