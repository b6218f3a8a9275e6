import { sql } from 'drizzle-orm';
import {
  cuentasPageSchema,
  fabricacionesPageSchema,
  ingresosPageSchema,
  movimientosCuentaPageSchema,
  productoDetalleSchema,
  productosPageSchema,
  productosSelectSchema,
  resumenCuentaSchema,
  ventasPageSchema,
} from 'shared';
import type { z } from 'zod';
import { client, createTestApp, login, rows, type TestApp } from './helpers';

/**
 * The answers whose JSON the database writes (api/src/lib/json-sql.ts, docs/rendimiento.md) as
 * production sends them: without the response check of the other tests (`checkResponses`), the
 * text goes out as it is. Each one must be JSON with the JSON content type, exactly its shared
 * schema (no member the schema does not name: zod drops those, so the parse would differ) and the
 * same value the checked path gives.
 */

let prod: TestApp;
let checked: TestApp;

beforeAll(async () => {
  prod = await createTestApp({ config: { checkResponses: false } });
  checked = await createTestApp();
});

afterAll(async () => {
  await prod?.close();
  await checked?.close();
});

/** A product with a formula and the client with the most current-account movements of the demo. */
async function muestras(t: TestApp) {
  const [conFormula] = await rows<{ id: number }>(t.db, sql`select producto_id as id from formulas order by producto_id limit 1`);
  const [cliente] = await rows<{ id: number }>(
    t.db,
    sql`select cliente_id as id from movimientos_cuenta_corriente group by cliente_id order by count(*) desc, cliente_id limit 1`,
  );
  return { producto: conFormula.id, cliente: cliente.id };
}

test('stock, stock entries, manufacturing runs, sales and current accounts go out as the database wrote them, within their schemas', async () => {
  const m = await muestras(prod);
  expect(await muestras(checked)).toEqual(m);
  const casos: Array<[string, z.ZodType]> = [
    ['/api/productos?select=true&sucursalId=1', productosSelectSchema],
    ['/api/productos?select=true', productosSelectSchema],
    ['/api/productos?sucursalId=1&page=1&pageSize=5', productosPageSchema],
    ['/api/productos?search=a&sort=nombre&dir=desc&page=2&pageSize=3', productosPageSchema],
    [`/api/productos/${m.producto}?sucursalId=1`, productoDetalleSchema],
    ['/api/fabricaciones?page=1&pageSize=5', fabricacionesPageSchema],
    ['/api/ingresos?page=1&pageSize=5', ingresosPageSchema],
    ['/api/ventas?page=1&pageSize=5', ventasPageSchema],
    ['/api/ventas?search=a&estadoPago=Pendiente&page=1&pageSize=5', ventasPageSchema],
    ['/api/cuentas-corrientes?page=1&pageSize=5', cuentasPageSchema],
    [`/api/cuentas-corrientes/${m.cliente}/movimientos?page=1&pageSize=5`, movimientosCuentaPageSchema],
    [`/api/cuentas-corrientes/${m.cliente}/resumen?fechaDesde=2000-01-01`, resumenCuentaSchema],
  ];
  const enProd = client(prod.app, await login(prod.app, 'admin@demo.local'));
  const conControl = client(checked.app, await login(checked.app, 'admin@demo.local'));
  for (const [url, schema] of casos) {
    const { res } = await enProd.get(url);
    expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 200, type: 'application/json; charset=utf-8' });
    const valor = JSON.parse(res.body) as { items?: unknown[]; products?: unknown[] };
    expect(schema.parse(valor)).toEqual(valor);
    // The demo data fills every page asked for: rows were written, not only an empty list.
    const filas = valor.items ?? valor.products;
    if (filas) expect({ url, filas: filas.length > 0 }).toEqual({ url, filas: true });
    const control = await conControl.get(url);
    expect(control.status).toBe(200);
    // Same demo data in both databases: the same answer, but for the instants the seed takes from its clock.
    expect(sinInstantes(valor)).toEqual(sinInstantes(control.body));
  }
});

/** A value with every ISO instant replaced (the two seeds ran a moment apart). */
function sinInstantes(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value).replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/g, '"instante"'));
}
