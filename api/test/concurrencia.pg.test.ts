import { randomInt } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { CATEGORIA_CODIGO_INICIAL, MONEDA_PESOS } from 'shared';
import type { Db } from '../src/db/client';
import { clientes } from '../src/db/schema';
import { registrarMovimiento, saldoCuenta } from '../src/modules/cuentas-corrientes/service';
import { createProducto } from '../src/modules/productos/service';
import { msgStockInsuficiente } from '../src/modules/ventas/service';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { metodosDePago } from './support/fabricas';
import { createTestDatabase, tally, type TestDatabase } from './support/pg';

/**
 * Stock and money under real concurrency (docs/seguridad.md). PGlite has one connection and runs
 * transactions one after another, so only a real PostgreSQL (node-postgres pool of 10) can show a
 * missing lock: each test below fires many transactions at once on ONE row and checks the ledgers
 * afterwards. Each test was seen to FAIL with its lock removed (see the commit message).
 * Runs only when TEST_DATABASE_URL is set; the file works in its own database (test/support/pg.ts).
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

/**
 * A payment (CREDITO) on a client's current account the way POST cuentas-corrientes/movimientos will
 * do it: one transaction, the client's row locked FOR UPDATE (registrarMovimiento's contract, as in
 * crearVenta), then the movement with saldo_previo / saldo_nuevo.
 * TODO: when that endpoint exists, replace this function's callers with
 * `vendedor.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monedaId, monto })`
 * and keep every assertion as it is.
 */
async function registrarPago(db: Db, usuarioId: number, clienteId: number, monto: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [cliente] = await tx
      .select({ id: clientes.id })
      .from(clientes)
      .where(and(eq(clientes.id, clienteId), eq(clientes.isDeleted, false)))
      .for('update');
    if (!cliente) throw new Error(`cliente ${clienteId} inexistente`);
    await registrarMovimiento(tx, {
      clienteId,
      tipo: 'CREDITO',
      monedaId: MONEDA_PESOS,
      monto,
      descripcion: 'Pago (test de concurrencia)',
      usuarioId,
    });
  });
}

/** The database's own message of a failed query (drizzle wraps the driver error in `cause`). */
function motivo(err: unknown): string {
  const e = err as { message?: string; cause?: { message?: string } };
  return e.cause?.message ?? e.message ?? String(err);
}


describePg('Concurrency on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let vendedorId: number;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `concurrencia_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
    [{ id: vendedorId }] = await rows<{ id: number }>(t.db, sql`select id from usuarios where email = 'vendedor@demo.local'`);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('200 concurrent one-unit sales of a product with 50 in stock: exactly 50 sell, nothing oversold', async () => {
    const STOCK = 50;
    const VENTAS = 200;
    const [p] = await rows<{ id: number; codigo: number; nombre: string; unidad: string }>(
      t.db,
      sql`select p.id, p.codigo, p.nombre, p.unidad from productos p join stock s on s.producto_id = p.id and s.sucursal_id = 1
          where not p.is_deleted order by p.codigo limit 1`,
    );
    await t.db.execute(sql`update stock set cantidad = ${STOCK} where producto_id = ${p.id} and sucursal_id = 1`);
    const [{ lastMov }] = await rows<{ lastMov: number }>(t.db, sql`select coalesce(max(id), 0)::int as "lastMov" from movimientos_stock`);

    const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
    const { efectivo } = await metodosDePago(vendedor);

    const results = await Promise.all(
      Array.from({ length: VENTAS }, () =>
        vendedor.post('/api/ventas', {
          sucursalId: 1,
          metodoPagoId: efectivo,
          detalles: [{ productoId: p.id, cantidad: '1', precioUnitario: '0' }],
        }),
      ),
    );

    const [stockRow] = await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${p.id} and sucursal_id = 1`);
    const movs = await rows<{ cantidad: string; referencia_id: number; stock_anterior: string; stock_nuevo: string }>(
      t.db,
      sql`select cantidad, referencia_id, stock_anterior, stock_nuevo from movimientos_stock
          where producto_id = ${p.id} and sucursal_id = 1 and id > ${lastMov} order by id`,
    );
    const suma = movs.reduce((acc, m) => acc.plus(m.cantidad), new Decimal(0));

    // One summary first, so a failure shows the whole picture (answers, stock, ledger) at once.
    expect({
      respuestas: tally(results.map((r) => r.status)),
      stock: stockRow.cantidad,
      movimientos: movs.length,
      inicialMasMovimientos: new Decimal(STOCK).plus(suma).toFixed(4),
    }).toEqual({ respuestas: { 201: STOCK, 409: VENTAS - STOCK }, stock: '0.0000', movimientos: STOCK, inicialMasMovimientos: '0.0000' });
    // Every refusal saw the stock already at 0 (it waited for the row lock, then read the committed value).
    const agotado = msgStockInsuficiente(p.codigo, p.nombre, '0', p.unidad);
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([agotado]));
    // Each sale answered 201 has exactly one movement, and no movement belongs to anything else.
    const vendidas = results.filter((r) => r.status === 201).map((r) => r.body.ventaId as number).sort((a, b) => a - b);
    expect(movs.map((m) => m.referencia_id).sort((a, b) => a - b)).toEqual(vendidas);
    // Before/after chain in id order: each movement starts where the previous one ended.
    const cadenaRota = movs.filter((m, i) => m.stock_anterior !== (i === 0 ? `${STOCK}.0000` : movs[i - 1].stock_nuevo));
    expect(cadenaRota).toEqual([]);
  });

  test('100 concurrent payments on one account: balance and saldo_previo/saldo_nuevo chain stay exact', async () => {
    const PAGOS = 100;
    const [{ id: clienteId }] = await rows<{ id: number }>(t.db, sql`select id from clientes where not is_deleted order by id limit 1`);
    const saldoAntes = await saldoCuenta(t.db, clienteId, MONEDA_PESOS);
    const [{ lastMov }] = await rows<{ lastMov: number }>(
      t.db,
      sql`select coalesce(max(id), 0)::int as "lastMov" from movimientos_cuenta_corriente`,
    );

    // Random amounts with cents, 0.01 … 999.99; their sum is computed here with decimal.js only.
    const montos = Array.from({ length: PAGOS }, () => new Decimal(randomInt(1, 100_000)).div(100).toFixed(2));
    const totalPagado = montos.reduce((acc, m) => acc.plus(m), new Decimal(0));

    const results = await Promise.allSettled(montos.map((monto) => registrarPago(t.db, vendedorId, clienteId, monto)));
    const errores = results.flatMap((r) => (r.status === 'rejected' ? [motivo(r.reason)] : []));

    const saldo = await saldoCuenta(t.db, clienteId, MONEDA_PESOS);
    // DEBITO − CREDITO over every row of the account, summed here (not by the service).
    const todos = await rows<{ tipo: string; monto: string }>(
      t.db,
      sql`select tipo, monto from movimientos_cuenta_corriente where cliente_id = ${clienteId} and moneda_id = ${MONEDA_PESOS} and not is_deleted`,
    );
    const sumaFilas = todos.reduce((acc, m) => (m.tipo === 'DEBITO' ? acc.plus(m.monto) : acc.minus(m.monto)), new Decimal(0));
    const nuevos = await rows<{ cliente_id: number; monto: string; saldo_previo: string; saldo_nuevo: string }>(
      t.db,
      sql`select cliente_id, monto, saldo_previo, saldo_nuevo from movimientos_cuenta_corriente where id > ${lastMov} order by id`,
    );
    // In id order each movement must start from the previous balance and subtract its own amount.
    const cadenaRota = nuevos.filter((m, i) => {
      const previo = i === 0 ? saldoAntes : nuevos[i - 1].saldo_nuevo;
      return m.saldo_previo !== previo || !new Decimal(m.saldo_previo).minus(m.monto).equals(m.saldo_nuevo);
    });

    const esperado = new Decimal(saldoAntes).minus(totalPagado).toFixed(2);
    expect({
      errores,
      filasNuevas: nuevos.length,
      saldo,
      sumaDeFilas: sumaFilas.toFixed(2),
      ultimoSaldoNuevo: nuevos[nuevos.length - 1]?.saldo_nuevo,
      eslabonesRotos: cadenaRota.length,
    }).toEqual({ errores: [], filasNuevas: PAGOS, saldo: esperado, sumaDeFilas: esperado, ultimoSaldoNuevo: esperado, eslabonesRotos: 0 });
    expect(nuevos.every((m) => m.cliente_id === clienteId)).toBe(true);
    expect(nuevos.map((m) => m.monto).sort()).toEqual([...montos].sort());
  });

  test('20 concurrent product creations in one category get 20 distinct consecutive codes', async () => {
    const N = 20;
    const categoria = 'esencia' as const;
    const inicio = CATEGORIA_CODIGO_INICIAL[categoria];
    const [{ max }] = await rows<{ max: number | null }>(
      t.db,
      sql`select max(codigo)::int as max from productos where codigo >= ${inicio} and codigo < ${inicio + 10000}`,
    );
    const siguiente = max === null ? inicio : max + 1;

    // Each creation in its own transaction, as POST productos will run it.
    const results = await Promise.allSettled(
      Array.from({ length: N }, (_, i) =>
        t.db.transaction((tx) =>
          createProducto(tx, vendedorId, { nombre: `Esencia concurrente ${i + 1}`, categoria, unidad: 'litro', precio: '100.00' }),
        ),
      ),
    );
    const errores = results.flatMap((r) => (r.status === 'rejected' ? [motivo(r.reason)] : []));
    const codigos = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.codigo] : [])).sort((a, b) => a - b);
    expect({ errores, codigos }).toEqual({ errores: [], codigos: Array.from({ length: N }, (_, i) => siguiente + i) });
  });
});

if (!url) {
  test('PostgreSQL concurrency tests skipped: set TEST_DATABASE_URL to run them', () => {
    expect(url).toBeUndefined();
  });
}
