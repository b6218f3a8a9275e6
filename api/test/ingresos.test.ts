import { sql } from 'drizzle-orm';
import {
  ingresoSchema,
  ingresosPageSchema,
  MSG_INGRESO_NO_ENCONTRADO,
  MSG_INGRESO_PRODUCTO_REPETIDO,
  MSG_INGRESO_SIN_PROVEEDOR,
} from 'shared';
import { MSG_CANTIDAD_EXCEDIDA } from '../src/modules/ingresos/service';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { crearProducto } from './support/fabricas';

/**
 * Stock entries (docs/ingresos.md): POST ingresos adds stock with 'ingreso' movements, keeps each
 * product's previous cost and moves the cost (higher at once; lower or another currency only with
 * confirmarCosto, else 409 with `confirmaciones` and nothing written); the list and the detail.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;

/** Products and suppliers of these tests, with known costs and stock (independent of the seed). */
let alcohol: number; // 19901, $ 100.00, 10 litros in Casa Central
let glicerina: number; // 19902, $ 50.00, no stock row anywhere
let esencia: number; // 19903, US$ 20.00, 3 litros in Casa Central
let alfa: number; // supplier 'Proveedor Alfa de prueba'
let beta: number; // supplier 'Droguería Beta de prueba'

async function proveedor(nombre: string): Promise<number> {
  const [p] = await rows<{ id: number }>(t.db, sql`insert into proveedores (nombre) values (${nombre}) returning id`);
  return p.id;
}

const stockDe = async (productoId: number, sucursalId = 1) =>
  (await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${productoId} and sucursal_id = ${sucursalId}`))[0]
    ?.cantidad ?? null;
const costoDe = async (productoId: number) =>
  (await rows<{ costo: string; moneda: number }>(t.db, sql`select costo, costo_moneda_id as moneda from productos where id = ${productoId}`))[0];
const cuenta = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

/** Everything a refused entry must leave untouched. */
async function estado() {
  return {
    ingresos: await cuenta('ingresos'),
    detalles: await cuenta('ingreso_detalles'),
    movimientos: await cuenta('movimientos_stock'),
    costos: await cuenta('costos_historial'),
    auditoria: await cuenta('auditoria'),
    stock: [await stockDe(alcohol), await stockDe(glicerina), await stockDe(esencia)],
    costo: [await costoDe(alcohol), await costoDe(glicerina), await costoDe(esencia)],
  };
}

const linea = (productoId: number, cantidad: string, costo: string, costoMonedaId = 1, proveedorId = alfa) => ({
  productoId,
  cantidad,
  costo,
  costoMonedaId,
  proveedorId,
});

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  alcohol = (await crearProducto(t.db, { codigo: 19901, nombre: 'Alcohol de prueba', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '100.00', costoMonedaId: 1, stock: { 1: '10' } })).id;
  glicerina = (await crearProducto(t.db, { codigo: 19902, nombre: 'Glicerina de prueba', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '50.00', costoMonedaId: 1 })).id;
  esencia = (await crearProducto(t.db, { codigo: 19903, nombre: 'Esencia importada de prueba', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '20.00', costoMonedaId: 2, stock: { 1: '3' } })).id;
  alfa = await proveedor('Proveedor Alfa de prueba');
  beta = await proveedor('Droguería Beta de prueba');
});
afterAll(() => t.close());

describe('POST ingresos', () => {
  test('adds the stock of its branch with ingreso movements, keeps the previous cost and takes a higher or equal cost at once', async () => {
    const res = await u.inventario.post('/api/ingresos', {
      sucursalId: 1,
      detalles: [linea(alcohol, '2.5', '120.00'), linea(glicerina, '4', '50', 1, beta)],
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;

    // Stock as the product screens show it: 10 + 2.5 in Casa Central; glicerina had no row at all.
    expect((await u.inventario.get(`/api/productos/${alcohol}?sucursalId=1`)).body).toMatchObject({ stock: '12.5000', costo: '120.00', costoMonedaId: 1 });
    expect((await u.inventario.get(`/api/productos/${glicerina}?sucursalId=1`)).body).toMatchObject({ stock: '4.0000', costo: '50.00' });
    expect((await u.inventario.get(`/api/productos/${glicerina}?sucursalId=2`)).body.stock).toBe('0.0000');

    const movs = await rows(
      t.db,
      sql`select producto_id, sucursal_id, cantidad, motivo, referencia_id, stock_anterior, stock_nuevo from movimientos_stock
          where referencia_id = ${id} and motivo = 'ingreso' order by producto_id`,
    );
    expect(movs).toEqual([
      { producto_id: alcohol, sucursal_id: 1, cantidad: '2.5000', motivo: 'ingreso', referencia_id: id, stock_anterior: '10.0000', stock_nuevo: '12.5000' },
      { producto_id: glicerina, sucursal_id: 1, cantidad: '4.0000', motivo: 'ingreso', referencia_id: id, stock_anterior: '0.0000', stock_nuevo: '4.0000' },
    ]);

    // Only the cost that changed has a history row.
    expect(
      await rows(t.db, sql`select producto_id, costo_anterior, costo_anterior_moneda_id, costo_nuevo, costo_nuevo_moneda_id, origen, referencia_id from costos_historial where referencia_id = ${id}`),
    ).toEqual([
      { producto_id: alcohol, costo_anterior: '100.00', costo_anterior_moneda_id: 1, costo_nuevo: '120.00', costo_nuevo_moneda_id: 1, origen: 'ingreso', referencia_id: id },
    ]);

    const detail = await u.inventario.get(`/api/ingresos/${id}`);
    expect(detail.status).toBe(200);
    expect(ingresoSchema.parse(detail.body)).toEqual(detail.body);
    expect(detail.body).toMatchObject({
      id,
      status: 'registrado',
      sucursal: { id: 1, nombre: 'Casa Central' },
      usuario: { name: expect.any(String) },
      detalles: [
        {
          cantidad: '2.5000',
          costo: '120.00',
          costoMoneda: { id: 1, simbolo: '$' },
          costo_anterior: '100.00',
          costoAnteriorMoneda: { id: 1, simbolo: '$' },
          producto: { id: alcohol, codigo: '19901', nombre: 'Alcohol de prueba', unidad: 'litro' },
          proveedor: { id: alfa, nombre: 'Proveedor Alfa de prueba' },
        },
        {
          cantidad: '4.0000',
          costo: '50.00',
          costo_anterior: '50.00',
          producto: { id: glicerina, codigo: '19902' },
          proveedor: { id: beta, nombre: 'Droguería Beta de prueba' },
        },
      ],
    });
    expect(new Date(detail.body.fechaIngreso).getTime()).not.toBeNaN();
    const [audit] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from auditoria where entidad = 'ingresos' and entidad_id = ${String(id)}`);
    expect(audit.n).toBe(1);
  });

  test('a lower cost or another currency without confirmarCosto answers 409 with the confirmations and writes nothing; with it, the costs move', async () => {
    const body = {
      sucursalId: 1,
      detalles: [linea(alcohol, '1', '90'), linea(glicerina, '1', '60'), linea(esencia, '2', '15000.5', 1, beta)],
    };
    const antes = await estado();
    const res = await u.inventario.post('/api/ingresos', body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message:
        'Hay costos que requieren confirmación: 19901 - Alcohol de prueba (costo menor), 19903 - Esencia importada de prueba (otra moneda)',
      confirmaciones: [
        { productoId: alcohol, codigo: '19901', nombre: 'Alcohol de prueba', motivo: 'menor', costoActual: '120.00', costoActualMonedaId: 1, costoNuevo: '90.00', costoNuevoMonedaId: 1 },
        { productoId: esencia, codigo: '19903', nombre: 'Esencia importada de prueba', motivo: 'moneda', costoActual: '20.00', costoActualMonedaId: 2, costoNuevo: '15000.50', costoNuevoMonedaId: 1 },
      ],
    });
    // Not even the higher cost of glicerina (60 > 50) was taken.
    expect(await estado()).toEqual(antes);

    const ok = await u.inventario.post('/api/ingresos', { ...body, confirmarCosto: true });
    expect(ok.status).toBe(201);
    const id = ok.body.id as number;
    expect(await costoDe(alcohol)).toEqual({ costo: '90.00', moneda: 1 });
    expect(await costoDe(glicerina)).toEqual({ costo: '60.00', moneda: 1 });
    expect(await costoDe(esencia)).toEqual({ costo: '15000.50', moneda: 1 });
    expect(await stockDe(esencia)).toBe('5.0000');
    expect(
      await rows(t.db, sql`select producto_id, costo_anterior, costo_anterior_moneda_id, costo_nuevo, costo_nuevo_moneda_id, origen from costos_historial where referencia_id = ${id} order by producto_id`),
    ).toEqual([
      { producto_id: alcohol, costo_anterior: '120.00', costo_anterior_moneda_id: 1, costo_nuevo: '90.00', costo_nuevo_moneda_id: 1, origen: 'ingreso' },
      { producto_id: glicerina, costo_anterior: '50.00', costo_anterior_moneda_id: 1, costo_nuevo: '60.00', costo_nuevo_moneda_id: 1, origen: 'ingreso' },
      { producto_id: esencia, costo_anterior: '20.00', costo_anterior_moneda_id: 2, costo_nuevo: '15000.50', costo_nuevo_moneda_id: 1, origen: 'ingreso' },
    ]);
    const detail = (await u.admin.get(`/api/ingresos/${id}`)).body;
    expect(detail.detalles[2]).toMatchObject({
      costo: '15000.50',
      costoMoneda: { id: 1, simbolo: '$' },
      costo_anterior: '20.00',
      costoAnteriorMoneda: { id: 2, simbolo: 'US$' },
    });
  });

  test('a user without stock.editar_costo still moves the cost through an entry', async () => {
    // The entry is how costs normally move: stock.add_stock is enough.
    await t.db.execute(sql`insert into roles (name, permissions) values ('Solo ingresos', ${'{stock.add_stock,ingresos.detail.get}'})`);
    const [rol] = await rows<{ id: number }>(t.db, sql`select id from roles where name = 'Solo ingresos'`);
    await t.db.execute(sql`update usuarios set role_id = ${rol.id} where email = 'lectura@demo.local'`);
    const res = await u.lectura.post('/api/ingresos', { sucursalId: 1, detalles: [linea(glicerina, '1', '70')] });
    expect(res.status).toBe(201);
    expect(await costoDe(glicerina)).toEqual({ costo: '70.00', moneda: 1 });
    await t.db.execute(sql`update usuarios set role_id = (select id from roles where name = 'Solo lectura') where email = 'lectura@demo.local'`);
  });

  test('refuses unknown or inactive branches, products and suppliers, repeated products and absurd quantities, writing nothing', async () => {
    const [inactiva] = await rows<{ id: number }>(t.db, sql`insert into sucursales (nombre, activo) values ('Sucursal cerrada', false) returning id`);
    await t.db.execute(sql`update productos set is_deleted = true, deleted_at = now() where codigo = 19902`);
    const dadoDeBaja = await proveedor('Proveedor dado de baja');
    await t.db.execute(sql`update proveedores set is_deleted = true where id = ${dadoDeBaja}`);
    const antes = await estado();
    const casos: Array<[unknown, number, string]> = [
      [{ sucursalId: 999999, detalles: [linea(alcohol, '1', '200')] }, 400, 'Sucursal inválida.'],
      [{ sucursalId: inactiva.id, detalles: [linea(alcohol, '1', '200')] }, 400, 'Sucursal inválida.'],
      [{ sucursalId: 1, detalles: [linea(alcohol, '1', '200'), linea(999999, '1', '1')] }, 400, 'El producto 999999 no existe o fue dado de baja.'],
      [{ sucursalId: 1, detalles: [linea(glicerina, '1', '200')] }, 400, `El producto ${glicerina} no existe o fue dado de baja.`],
      [{ sucursalId: 1, detalles: [linea(alcohol, '1', '200', 1, 999999)] }, 400, 'El proveedor 999999 no existe o fue dado de baja.'],
      [{ sucursalId: 1, detalles: [linea(alcohol, '1', '200', 1, dadoDeBaja)] }, 400, `El proveedor ${dadoDeBaja} no existe o fue dado de baja.`],
      [{ sucursalId: 1, detalles: [linea(alcohol, '1', '200', 999999)] }, 400, 'Moneda del costo inválida.'],
      [{ sucursalId: 1, detalles: [linea(alcohol, '1', '200'), linea(alcohol, '2', '200')] }, 400, MSG_INGRESO_PRODUCTO_REPETIDO],
      [{ sucursalId: 1, detalles: [{ productoId: alcohol, cantidad: '1', costo: '200', costoMonedaId: 1 }] }, 400, MSG_INGRESO_SIN_PROVEEDOR],
      [{ sucursalId: 1, detalles: [] }, 400, 'Debe agregar al menos un producto.'],
      [{ sucursalId: 1, detalles: [linea(alcohol, '0', '200')] }, 400, 'La cantidad debe ser mayor a cero.'],
      // 10 + 9999999999.9999 does not fit a stock (numeric(14,4)): a Spanish 400, not a 500.
      [{ sucursalId: 1, detalles: [linea(alcohol, '9999999999.9999', '200')] }, 400, MSG_CANTIDAD_EXCEDIDA],
    ];
    for (const [body, status, message] of casos) {
      const res = await u.inventario.post('/api/ingresos', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect(await estado()).toEqual(antes);
    await t.db.execute(sql`update productos set is_deleted = false, deleted_at = null where codigo = 19902`);
  });

  test('permissions: stock.add_stock to record, ingresos.get and ingresos.detail.get to read', async () => {
    const body = { sucursalId: 1, detalles: [linea(alcohol, '1', '500')] };
    expect((await u.vendedor.post('/api/ingresos', body)).status).toBe(403);
    expect((await u.lectura.post('/api/ingresos', body)).status).toBe(403);
    expect((await u.anonimo.post('/api/ingresos', body)).status).toBe(401);
    expect((await u.vendedor.get('/api/ingresos')).status).toBe(403);
    expect((await u.lectura.get('/api/ingresos')).status).toBe(200);
    expect((await u.admin.post('/api/ingresos', body)).status).toBe(201);
  });

  test('GET ingresos/{id} of an entry that does not exist: 404', async () => {
    const res = await u.inventario.get('/api/ingresos/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG_INGRESO_NO_ENCONTRADO });
  });
});

describe('GET ingresos', () => {
  /** Entries of this block, dated by hand in March 2024 (Buenos Aires is UTC−3). */
  const ids: Record<string, number> = {};
  let vaselina: number;
  let lanolina: number;
  let prov1: number;
  let prov2: number;

  beforeAll(async () => {
    vaselina = (await crearProducto(t.db, { codigo: 19921, nombre: 'Vaselina Listado', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '10.00', costoMonedaId: 1 })).id;
    lanolina = (await crearProducto(t.db, { codigo: 19922, nombre: 'Lanolina Listado', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '10.00', costoMonedaId: 1 })).id;
    prov1 = await proveedor('Insumos Zeta Listado');
    prov2 = await proveedor('Aceites Omega Listado');
    const fechas: Record<string, [string, Array<[number, number]>]> = {
      // 2024-02-29 23:30 in Buenos Aires: the day before.
      a: ['2024-03-01T02:30:00Z', [[vaselina, prov1]]],
      // 2024-03-01 00:00 in Buenos Aires: the first instant of the day.
      b: ['2024-03-01T03:00:00Z', [[vaselina, prov1], [lanolina, prov2]]],
      // 2024-03-01 23:59:59 in Buenos Aires: still the same day.
      c: ['2024-03-02T02:59:59Z', [[lanolina, prov2]]],
      // 2024-03-02 00:00 in Buenos Aires: the next day.
      d: ['2024-03-02T03:00:00Z', [[lanolina, prov1]]],
    };
    for (const [k, [fecha, lineas]] of Object.entries(fechas)) {
      // Sucursal Norte: an administrator's entries (the demo Inventario user works in Casa Central).
      const res = await u.admin.post('/api/ingresos', {
        sucursalId: 2,
        detalles: lineas.map(([productoId, proveedorId]) => linea(productoId, '1', '10', 1, proveedorId)),
      });
      expect(res.status).toBe(201);
      ids[k] = res.body.id;
      await t.db.execute(sql`update ingresos set fecha = ${fecha} where id = ${ids[k]}`);
    }
  });

  const lista = async (query: string) => {
    const res = await u.lectura.get(`/api/ingresos?${query}`);
    expect(res.status).toBe(200);
    expect(ingresosPageSchema.parse(res.body)).toEqual(res.body);
    return res.body as { items: Array<{ id: number; proveedores: string[]; cantidadProductos: number }>; total: number; totalPages: number; currentPage: number };
  };
  const marzo = 'fechaDesde=2024-02-01&fechaHasta=2024-03-31';

  test('newest first, with the suppliers (distinct, alphabetical), product count and exact total', async () => {
    const page = await lista(marzo);
    expect(page.items.map((i) => i.id)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(page.total).toBe(4);
    expect(page.items[2]).toMatchObject({ proveedores: ['Aceites Omega Listado', 'Insumos Zeta Listado'], cantidadProductos: 2, sucursal: { id: 2, nombre: 'Sucursal Norte' } });
    expect(page.items[0]).toMatchObject({ proveedores: ['Insumos Zeta Listado'], cantidadProductos: 1, status: 'registrado' });
  });

  test('dates are Buenos Aires calendar days, both ends included', async () => {
    expect((await lista('fechaDesde=2024-03-01&fechaHasta=2024-03-01')).items.map((i) => i.id)).toEqual([ids.c, ids.b]);
    expect((await lista('fechaDesde=2024-03-02&fechaHasta=2024-03-31')).items.map((i) => i.id)).toEqual([ids.d]);
    expect((await lista('fechaDesde=2024-01-01&fechaHasta=2024-02-29')).items.map((i) => i.id)).toEqual([ids.a]);
  });

  test('supplier filter and search by product name, code prefix or supplier name (case-insensitive)', async () => {
    expect((await lista(`${marzo}&proveedorId=${prov2}`)).items.map((i) => i.id)).toEqual([ids.c, ids.b]);
    expect((await lista(`${marzo}&search=VASELINA`)).items.map((i) => i.id)).toEqual([ids.b, ids.a]);
    expect((await lista(`${marzo}&search=1992`)).total).toBe(4);
    expect((await lista(`${marzo}&search=19922`)).items.map((i) => i.id)).toEqual([ids.d, ids.c, ids.b]);
    expect((await lista(`${marzo}&search=omega`)).items.map((i) => i.id)).toEqual([ids.c, ids.b]);
    expect((await lista(`${marzo}&search=omega&proveedorId=${prov1}`)).items.map((i) => i.id)).toEqual([ids.b]);
    expect((await lista(`${marzo}&search=nada parecido`)).total).toBe(0);
    // A code is a prefix: '9921' is inside 19921 but is not its beginning.
    expect((await lista(`${marzo}&search=9921`)).total).toBe(0);
  });

  test('paging keeps the exact total, also past the end', async () => {
    const p2 = await lista(`${marzo}&pageSize=3&page=2`);
    expect(p2).toMatchObject({ total: 4, totalPages: 2, currentPage: 2 });
    expect(p2.items.map((i) => i.id)).toEqual([ids.a]);
    const p9 = await lista(`${marzo}&pageSize=3&page=9`);
    expect(p9).toMatchObject({ items: [], total: 4, totalPages: 2 });
  });

  test('refuses a malformed date', async () => {
    const res = await u.lectura.get('/api/ingresos?fechaDesde=01/03/2024');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Fecha inválida.');
  });
});

describe('PUT ingresos/anular/{id}', () => {
  test('takes the stock back with anulacion_ingreso movements and restores the previous cost; a second annulment is 409', async () => {
    const p = (await crearProducto(t.db, { codigo: 19911, nombre: 'Aceite de anulación', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '200.00', costoMonedaId: 1, stock: { 1: '5' } })).id;
    const alta = await u.inventario.post('/api/ingresos', { sucursalId: 1, detalles: [linea(p, '3', '260.00')] });
    expect(alta.status).toBe(201);
    const id = alta.body.id as number;
    expect(await stockDe(p)).toBe('8.0000');
    expect(await costoDe(p)).toEqual({ costo: '260.00', moneda: 1 });

    const res = await u.inventario.put(`/api/ingresos/anular/${id}`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Ingreso anulado correctamente.', costosNoRestaurados: [] });
    expect(await stockDe(p)).toBe('5.0000');
    expect(await costoDe(p)).toEqual({ costo: '200.00', moneda: 1 });
    expect(
      await rows(t.db, sql`select cantidad, stock_anterior, stock_nuevo from movimientos_stock where referencia_id = ${id} and motivo = 'anulacion_ingreso'`),
    ).toEqual([{ cantidad: '-3.0000', stock_anterior: '8.0000', stock_nuevo: '5.0000' }]);
    expect(
      await rows(t.db, sql`select costo_anterior, costo_nuevo, origen from costos_historial where producto_id = ${p} and origen = 'anulacion_ingreso'`),
    ).toEqual([{ costo_anterior: '260.00', costo_nuevo: '200.00', origen: 'anulacion_ingreso' }]);
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'ingresos' and entidad_id = ${id} order by id`)).toEqual([
      { accion: 'crear' },
      { accion: 'anular' },
    ]);

    const detalle = await u.inventario.get(`/api/ingresos/${id}`);
    expect(ingresoSchema.parse(detalle.body)).toEqual(detalle.body);
    expect(detalle.body).toMatchObject({ status: 'anulado', anulacion: { fecha: expect.any(String), usuario: { name: expect.any(String) } } });
    const lista = await u.inventario.get('/api/ingresos?search=19911');
    expect(lista.body.items).toEqual([expect.objectContaining({ id, status: 'anulado' })]);

    const otra = await u.inventario.put(`/api/ingresos/anular/${id}`, {});
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('El ingreso ya está anulado.');
    expect(await stockDe(p)).toBe('5.0000');
  });

  test('409 Stock insuficiente when the entry was consumed, and nothing changes', async () => {
    const p = (await crearProducto(t.db, { codigo: 19912, nombre: 'Colorante consumido', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '10.00', costoMonedaId: 1 })).id;
    const alta = await u.inventario.post('/api/ingresos', { sucursalId: 1, detalles: [linea(p, '4', '12.00')] });
    const id = alta.body.id as number;
    // Something used 3 of the 4 (as a sale or a manufacture would).
    await t.db.execute(sql`update stock set cantidad = 1 where producto_id = ${p} and sucursal_id = 1`);
    const antes = { auditoria: await cuenta('auditoria'), movimientos: await cuenta('movimientos_stock') };

    const res = await u.inventario.put(`/api/ingresos/anular/${id}`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Stock insuficiente/);
    expect(await stockDe(p)).toBe('1.0000');
    expect(await costoDe(p)).toEqual({ costo: '12.00', moneda: 1 });
    expect((await u.inventario.get(`/api/ingresos/${id}`)).body.status).toBe('registrado');
    expect({ auditoria: await cuenta('auditoria'), movimientos: await cuenta('movimientos_stock') }).toEqual(antes);
  });

  test('a cost changed after the entry is kept and named; the stock still goes back', async () => {
    const p = (await crearProducto(t.db, { codigo: 19913, nombre: 'Envase de costo cambiado', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '30.00', costoMonedaId: 1, stock: { 1: '2' } })).id;
    const primero = (await u.inventario.post('/api/ingresos', { sucursalId: 1, detalles: [linea(p, '1', '35.00')] })).body.id as number;
    await u.inventario.post('/api/ingresos', { sucursalId: 1, detalles: [linea(p, '1', '40.00')] });

    const res = await u.inventario.put(`/api/ingresos/anular/${primero}`, {});
    expect(res.status).toBe(200);
    expect(res.body.costosNoRestaurados).toEqual([{ productoId: p, codigo: '19913', nombre: 'Envase de costo cambiado' }]);
    expect(await costoDe(p)).toEqual({ costo: '40.00', moneda: 1 });
    expect(await stockDe(p)).toBe('3.0000');
  });

  test('needs ingresos.delete; an unknown entry is 404', async () => {
    const p = (await crearProducto(t.db, { codigo: 19914, nombre: 'Tapa sin permiso', categoria: 'materia_prima', unidad: 'litro', precio: '500.00', monedaId: 1, costo: '5.00', costoMonedaId: 1 })).id;
    const id = (await u.inventario.post('/api/ingresos', { sucursalId: 1, detalles: [linea(p, '1', '5.00')] })).body.id as number;
    expect((await u.vendedor.put(`/api/ingresos/anular/${id}`, {})).status).toBe(403);
    expect((await u.lectura.put(`/api/ingresos/anular/${id}`, {})).status).toBe(403);
    const nada = await u.inventario.put('/api/ingresos/anular/999999', {});
    expect(nada.status).toBe(404);
    expect(nada.body.message).toBe(MSG_INGRESO_NO_ENCONTRADO);
  });
});
