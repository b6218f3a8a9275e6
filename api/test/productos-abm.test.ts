import { sql } from 'drizzle-orm';
import {
  Dec,
  MSG_ACTUALIZAR_MODO,
  MSG_FORMULA_MATERIA_PRIMA,
  MSG_FORMULA_PROPIA,
  MSG_FORMULA_REPETIDA,
  MSG_PRODUCTO_CON_MOVIMIENTOS,
  MSG_SIN_PERMISO_COSTO,
  productoDetalleSchema,
  type Producto,
  type ReposicionItem,
} from 'shared';
import { aplicarStock } from '../src/modules/stock/service';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { createUserWithRole } from './support/harness';

/**
 * Products of the inventory area through the API (docs/stock-y-productos.md): create, edit and
 * delete with their formula and cost rules, the movement and cost histories, the bulk price update,
 * the reorder list and the «bajo stock mínimo» filter. One PGlite with the demo seed.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
/** A user with every stock permission except stock.editar_costo. */
let sinCosto: ReturnType<typeof client>;
let alcohol: { id: number; codigo: number; nombre: string };
let propilenglicol: { id: number };
let esenciaSeed: { id: number; codigo: number; nombre: string };
let proveedorId: number;

const uno = async <T>(q: Parameters<typeof rows>[1]) => (await rows<T>(t.db, q))[0];
const cuenta = async (q: Parameters<typeof rows>[1]) => (await uno<{ n: number }>(q)).n;

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  await createUserWithRole(t.db, 'sincosto@demo.local', 'Stock sin costo', [
    'stock.get',
    'stock.detail.get',
    'stock.post',
    'stock.put',
    'stock.delete',
  ]);
  sinCosto = client(t.app, await login(t.app, 'sincosto@demo.local'));
  alcohol = await uno(sql`select id, codigo, nombre from productos where nombre = 'Alcohol etílico 96°'`);
  propilenglicol = await uno(sql`select id from productos where nombre = 'Propilenglicol'`);
  esenciaSeed = await uno(sql`select id, codigo, nombre from productos where categoria = 'esencia' order by codigo limit 1`);
  proveedorId = (await uno<{ id: number }>(sql`select id from proveedores order by id limit 1`)).id;
});
afterAll(() => t.close());

/** A valid body for POST/PUT productos, with `over` on top. */
function cuerpo(over: Record<string, unknown> = {}) {
  return {
    nombre: 'Esencia de prueba',
    descripcion: 'Para las pruebas',
    categoria: 'esencia',
    unidad: 'litro',
    proveedorId,
    stockMinimo: '2',
    costo: '0',
    costoMonedaId: 1,
    precio: '1000.00',
    alicuotaIva: '21',
    monedaId: 1,
    ...over,
  };
}

/** Creates a product through the API (as the administrator) and returns { id, codigo }. */
async function crear(over: Record<string, unknown> = {}): Promise<{ id: number; codigo: string }> {
  const res = await u.admin.post('/api/productos', cuerpo(over));
  expect(res.status).toBe(201);
  return res.body;
}

const productosCount = () => cuenta(sql`select count(*)::int as n from productos`);

describe('POST productos', () => {
  test("each category gets its next free code, and the answer's codigo is the one stored", async () => {
    for (const categoria of ['materia_prima', 'esencia', 'elaborado'] as const) {
      const { max } = await uno<{ max: number }>(sql`select max(codigo)::int as max from productos where categoria = ${categoria}`);
      const res = await u.inventario.post('/api/productos', cuerpo({ categoria, nombre: `Nuevo ${categoria}` }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), codigo: String(max + 1) });
      const leido = await u.inventario.get(`/api/productos/${res.body.id}`);
      expect(leido.body).toMatchObject({ codigo: String(max + 1), categoria, nombre: `Nuevo ${categoria}` });
    }
  });

  test('the formula is kept and read back with the stock of every active branch', async () => {
    const { id } = await crear({
      nombre: 'Esencia con fórmula',
      formula: { cantidadProducida: '2', detalles: [{ materiaPrimaId: alcohol.id, cantidad: '1.4' }, { materiaPrimaId: propilenglicol.id, cantidad: '0.3' }] },
    });
    const res = await u.vendedor.get(`/api/productos/${id}?sucursalId=1`);
    expect(res.status).toBe(200);
    expect(() => productoDetalleSchema.parse(res.body)).not.toThrow();
    expect(res.body.stock).toBe('0.0000');
    expect(res.body.formula).toEqual({
      cantidadProducida: '2.0000',
      detalles: [
        { materiaPrimaId: alcohol.id, cantidad: '1.4000', producto: { id: alcohol.id, codigo: String(alcohol.codigo), nombre: alcohol.nombre, unidad: 'litro' } },
        { materiaPrimaId: propilenglicol.id, cantidad: '0.3000', producto: expect.objectContaining({ nombre: 'Propilenglicol' }) },
      ],
    });
    expect(res.body.stockPorSucursal).toEqual([
      { sucursalId: 1, nombre: 'Casa Central', cantidad: '0.0000' },
      { sucursalId: 2, nombre: 'Sucursal Norte', cantidad: '0.0000' },
    ]);
  });

  test('formula rules: not for raw materials, only active raw materials, each once; nothing is created', async () => {
    const antes = await productosCount();
    const formula = (detalles: Array<{ materiaPrimaId: number; cantidad: string }>) => ({ cantidadProducida: '1', detalles });
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ categoria: 'materia_prima', formula: formula([{ materiaPrimaId: alcohol.id, cantidad: '1' }]) }, MSG_FORMULA_MATERIA_PRIMA],
      [
        { formula: formula([{ materiaPrimaId: esenciaSeed.id, cantidad: '1' }]) },
        `${esenciaSeed.codigo} - ${esenciaSeed.nombre} no es una materia prima: una fórmula solo lleva materias primas.`,
      ],
      [
        { formula: formula([{ materiaPrimaId: alcohol.id, cantidad: '1' }, { materiaPrimaId: alcohol.id, cantidad: '2' }]) },
        MSG_FORMULA_REPETIDA,
      ],
      [{ formula: formula([{ materiaPrimaId: 999999, cantidad: '1' }]) }, 'La materia prima 999999 no existe o fue dada de baja.'],
      [{ formula: formula([]) }, 'La fórmula debe tener al menos una materia prima.'],
      [{ formula: formula([{ materiaPrimaId: alcohol.id, cantidad: '0' }]) }, 'La cantidad debe ser mayor a cero.'],
    ];
    for (const [over, message] of casos) {
      const res = await u.admin.post('/api/productos', cuerpo(over));
      expect({ over, status: res.status, message: res.body.message }).toEqual({ over, status: 400, message });
    }
    expect(await productosCount()).toBe(antes);
  });

  test('a deleted raw material cannot enter a formula', async () => {
    const mp = await crear({ categoria: 'materia_prima', nombre: 'Materia a borrar' });
    expect((await u.admin.delete(`/api/productos/${mp.id}`)).status).toBe(200);
    const res = await u.admin.post('/api/productos', cuerpo({ formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: mp.id, cantidad: '1' }] } }));
    expect(res).toMatchObject({ status: 400, body: { message: `La materia prima ${mp.id} no existe o fue dada de baja.` } });
  });

  test('supplier and currencies must exist', async () => {
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ proveedorId: 999999 }, 'Proveedor inválido.'],
      [{ costoMonedaId: 3 }, 'Moneda del costo inválida.'],
      [{ monedaId: 9 }, 'Moneda inválida.'],
    ];
    for (const [over, message] of casos) {
      const res = await u.admin.post('/api/productos', cuerpo(over));
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const sinProveedor = await crear({ proveedorId: null, nombre: 'Sin proveedor' });
    expect((await u.admin.get(`/api/productos/${sinProveedor.id}`)).body.proveedor).toBeNull();
  });

  test("a cost on creation starts the product's cost history ('alta'); a zero cost does not; stock.post is enough", async () => {
    const caro = await sinCosto.post('/api/productos', cuerpo({ nombre: 'Importado', costo: '150.25', costoMonedaId: 2 }));
    expect(caro.status).toBe(201);
    const costos = await sinCosto.get(`/api/productos/${caro.body.id}/costos`);
    expect(costos.status).toBe(200);
    expect(costos.body).toMatchObject({ total: 1, currentPage: 1, totalPages: 1 });
    expect(costos.body.items[0]).toMatchObject({
      costoAnterior: null,
      costoAnteriorMonedaId: null,
      costoNuevo: '150.25',
      costoNuevoMonedaId: 2,
      origen: 'alta',
      referenciaId: null,
      usuario: { name: 'Stock sin costo' },
    });
    const gratis = await crear({ nombre: 'Sin costo' });
    expect((await u.admin.get(`/api/productos/${gratis.id}/costos`)).body).toMatchObject({ items: [], total: 0 });
  });

  test('the creation is audited', async () => {
    const { id, codigo } = await crear({ nombre: 'Auditado' });
    const audit = await rows<{ accion: string; despues: { nombre: string; codigo: number } }>(
      t.db,
      sql`select accion, despues from auditoria where entidad = 'productos' and entidad_id = ${String(id)}`,
    );
    expect(audit).toEqual([{ accion: 'crear', despues: expect.objectContaining({ nombre: 'Auditado', codigo: Number(codigo) }) }]);
  });

  test('needs stock.post', async () => {
    const res = await u.lectura.post('/api/productos', cuerpo());
    expect(res.status).toBe(403);
  });
});

describe('PUT productos/{id}', () => {
  test('replaces the fields and answers the product as GET shows it; audited with before and after', async () => {
    const { id } = await crear({ nombre: 'Antes', formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: alcohol.id, cantidad: '0.5' }] } });
    const res = await u.inventario.put(`/api/productos/${id}`, cuerpo({ nombre: 'Después', precio: '1000.10', alicuotaIva: '10.5', stockMinimo: '3.25', proveedorId: null }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, nombre: 'Después', precio: '1000.10', alicuotaIva: '10.5', valorFinal: '1105.11', stockMinimo: '3.2500', proveedor: null });
    // formula undefined keeps it
    expect(res.body.formula).toMatchObject({ cantidadProducida: '1.0000', detalles: [{ materiaPrimaId: alcohol.id, cantidad: '0.5000' }] });
    expect(await u.inventario.get(`/api/productos/${id}`)).toMatchObject({ body: res.body });
    const [a] = await rows<{ antes: { nombre: string }; despues: { nombre: string } }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'productos' and entidad_id = ${String(id)} and accion = 'actualizar'`,
    );
    expect(a.antes.nombre).toBe('Antes');
    expect(a.despues.nombre).toBe('Después');
  });

  test('formula: an object replaces it, null removes it', async () => {
    const { id } = await crear({ formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: alcohol.id, cantidad: '0.5' }] } });
    const reemplazo = await u.admin.put(
      `/api/productos/${id}`,
      cuerpo({ formula: { cantidadProducida: '4', detalles: [{ materiaPrimaId: propilenglicol.id, cantidad: '1.25' }] } }),
    );
    expect(reemplazo.body.formula).toMatchObject({ cantidadProducida: '4.0000', detalles: [{ materiaPrimaId: propilenglicol.id, cantidad: '1.2500' }] });
    expect(reemplazo.body.formula.detalles).toHaveLength(1);
    const sinFormula = await u.admin.put(`/api/productos/${id}`, cuerpo({ formula: null }));
    expect(sinFormula.status).toBe(200);
    expect(sinFormula.body.formula).toBeNull();
  });

  test('the category cannot change; a product is not part of its own formula', async () => {
    const { id } = await crear();
    const categoria = await u.admin.put(`/api/productos/${id}`, cuerpo({ categoria: 'elaborado' }));
    expect(categoria).toMatchObject({ status: 400, body: { message: 'No se puede cambiar la categoría de un producto.' } });
    const propia = await u.admin.put(`/api/productos/${id}`, cuerpo({ formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: id, cantidad: '1' }] } }));
    expect(propia).toMatchObject({ status: 400, body: { message: MSG_FORMULA_PROPIA } });
    const mp = await crear({ categoria: 'materia_prima' });
    const mpConFormula = await u.admin.put(
      `/api/productos/${mp.id}`,
      cuerpo({ categoria: 'materia_prima', formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: alcohol.id, cantidad: '1' }] } }),
    );
    expect(mpConFormula).toMatchObject({ status: 400, body: { message: MSG_FORMULA_MATERIA_PRIMA } });
    expect((await u.admin.get(`/api/productos/${id}`)).body.categoria).toBe('esencia');
  });

  test('changing the cost or its currency needs stock.editar_costo; the same cost does not', async () => {
    const { id } = await crear({ nombre: 'Con costo', costo: '10.00' });
    const mismo = await sinCosto.put(`/api/productos/${id}`, cuerpo({ nombre: 'Con costo renombrado', costo: '10' }));
    expect(mismo.status).toBe(200);
    expect(mismo.body).toMatchObject({ nombre: 'Con costo renombrado', costo: '10.00' });

    const antes = await cuenta(sql`select count(*)::int as n from costos_historial where producto_id = ${id}`);
    for (const over of [{ costo: '12.00' }, { costo: '10.00', costoMonedaId: 2 }]) {
      const res = await sinCosto.put(`/api/productos/${id}`, cuerpo({ nombre: 'No debería', ...over }));
      expect(res).toMatchObject({ status: 403, body: { message: MSG_SIN_PERMISO_COSTO } });
    }
    expect((await u.admin.get(`/api/productos/${id}`)).body).toMatchObject({ nombre: 'Con costo renombrado', costo: '10.00', costoMonedaId: 1 });
    expect(await cuenta(sql`select count(*)::int as n from costos_historial where producto_id = ${id}`)).toBe(antes);

    // The seeded Inventario role holds stock.editar_costo.
    const sube = await u.inventario.put(`/api/productos/${id}`, cuerpo({ costo: '12.50' }));
    expect(sube.status).toBe(200);
    expect(sube.body.costo).toBe('12.50');
    const moneda = await u.inventario.put(`/api/productos/${id}`, cuerpo({ costo: '0.01', costoMonedaId: 2 }));
    expect(moneda.body).toMatchObject({ costo: '0.01', costoMonedaId: 2 });

    const costos = await u.inventario.get(`/api/productos/${id}/costos?pageSize=2`);
    expect(costos.body).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    expect(costos.body.items.map((c: Record<string, unknown>) => [c.origen, c.costoAnterior, c.costoAnteriorMonedaId, c.costoNuevo, c.costoNuevoMonedaId])).toEqual([
      ['edicion', '12.50', 1, '0.01', 2],
      ['edicion', '10.00', 1, '12.50', 1],
    ]);
    expect(costos.body.items[0].usuario).toEqual({ id: expect.any(Number), name: 'Sofía Díaz' });
    const pagina2 = await u.inventario.get(`/api/productos/${id}/costos?pageSize=2&page=2`);
    expect(pagina2.body.items.map((c: { origen: string; costoNuevo: string }) => [c.origen, c.costoNuevo])).toEqual([['alta', '10.00']]);
  });

  test('an unknown or deleted product → 404', async () => {
    expect(await u.admin.put('/api/productos/999999', cuerpo())).toMatchObject({ status: 404, body: { message: 'Producto no encontrado.' } });
    const { id } = await crear();
    await u.admin.delete(`/api/productos/${id}`);
    expect((await u.admin.put(`/api/productos/${id}`, cuerpo())).status).toBe(404);
  });
});

describe('DELETE productos/{id}', () => {
  test('refused while the product has stock movements', async () => {
    const { id } = await uno<{ id: number }>(sql`select id from productos where codigo = 30000`);
    const res = await u.admin.delete(`/api/productos/${id}`);
    expect(res).toMatchObject({ status: 409, body: { message: MSG_PRODUCTO_CON_MOVIMIENTOS } });
    expect((await u.admin.get(`/api/productos/${id}`)).status).toBe(200);
  });

  test("refused while an active product's formula uses it; allowed once that product is gone", async () => {
    const mp = await crear({ categoria: 'materia_prima', nombre: 'Materia en fórmula' });
    const esencia = await crear({ nombre: 'Esencia que la usa', formula: { cantidadProducida: '1', detalles: [{ materiaPrimaId: mp.id, cantidad: '1' }] } });
    const res = await u.admin.delete(`/api/productos/${mp.id}`);
    expect(res).toMatchObject({ status: 409, body: { message: `El producto forma parte de la fórmula de ${esencia.codigo} - Esencia que la usa.` } });
    expect((await u.admin.delete(`/api/productos/${esencia.id}`)).status).toBe(200);
    expect((await u.admin.delete(`/api/productos/${mp.id}`)).status).toBe(200);
  });

  test('a soft delete: gone from the reads, kept in the table, audited; a second delete → 404', async () => {
    const { id, codigo } = await crear({ nombre: 'Para borrar' });
    const res = await u.inventario.delete(`/api/productos/${id}`);
    expect(res).toMatchObject({ status: 200, body: { message: 'Producto eliminado correctamente.' } });
    expect((await u.inventario.get(`/api/productos/${id}`)).status).toBe(404);
    const lista = await u.inventario.get(`/api/productos?search=${codigo}`);
    expect(lista.body.items.map((p: Producto) => p.id)).not.toContain(id);
    expect(await uno(sql`select is_deleted, deleted_at is not null as fecha from productos where id = ${id}`)).toEqual({ is_deleted: true, fecha: true });
    expect(await cuenta(sql`select count(*)::int as n from auditoria where entidad = 'productos' and entidad_id = ${String(id)} and accion = 'eliminar'`)).toBe(1);
    expect((await u.inventario.delete(`/api/productos/${id}`)).status).toBe(404);
    expect((await u.vendedor.delete(`/api/productos/${id}`)).status).toBe(403);
  });
});

describe('GET productos/{id}/movimientos', () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await crear({ nombre: 'Con movimientos', unidad: 'kg' }));
    const [admin] = await rows<{ id: number }>(t.db, sql`select id from usuarios where email = 'admin@demo.local'`);
    const mover = (sucursalId: number, cantidad: string, motivo: 'ajuste' | 'ingreso', referenciaId: number | null) =>
      t.db.transaction((tx) => aplicarStock(tx, { sucursalId, motivo, referenciaId, usuarioId: admin.id, cambios: [{ productoId: id, cantidad }] }));
    await mover(1, '10', 'ingreso', 501);
    await mover(1, '-2.5', 'ajuste', null);
    await mover(2, '4', 'ingreso', 502);
    await mover(1, '1', 'ingreso', 503);
    // Known dates: the second and third at the same instant (the larger id first), the last one oldest.
    const movs = await rows<{ id: number }>(t.db, sql`select id from movimientos_stock where producto_id = ${id} order by id`);
    const fechas = ['2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z', '2026-03-02T10:00:00Z', '2026-02-01T10:00:00Z'];
    for (const [i, m] of movs.entries()) await t.db.execute(sql`update movimientos_stock set fecha = ${fechas[i]}::timestamptz where id = ${m.id}`);
  });

  test('newest first, ties by the larger id, paged with the exact total', async () => {
    const p1 = await u.inventario.get(`/api/productos/${id}/movimientos?pageSize=2`);
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ total: 4, totalPages: 2, currentPage: 1, pageSize: 2 });
    expect(p1.body.items.map((m: { cantidad: string; sucursal: { id: number } }) => [m.sucursal.id, m.cantidad])).toEqual([
      [2, '4.0000'],
      [1, '-2.5000'],
    ]);
    expect(p1.body.items[1]).toMatchObject({
      fecha: '2026-03-02T10:00:00.000Z',
      sucursal: { id: 1, nombre: 'Casa Central' },
      motivo: 'ajuste',
      referenciaId: null,
      stockAnterior: '10.0000',
      stockNuevo: '7.5000',
      usuario: { id: expect.any(Number), name: 'Laura Gómez' },
    });
    const p2 = await u.inventario.get(`/api/productos/${id}/movimientos?pageSize=2&page=2`);
    expect(p2.body.items.map((m: { cantidad: string; referenciaId: number }) => [m.cantidad, m.referenciaId])).toEqual([
      ['10.0000', 501],
      ['1.0000', 503],
    ]);
    const lejos = await u.inventario.get(`/api/productos/${id}/movimientos?pageSize=2&page=9`);
    expect(lejos.body).toMatchObject({ items: [], total: 4, currentPage: 9 });
  });

  test('of one branch', async () => {
    const res = await u.inventario.get(`/api/productos/${id}/movimientos?sucursalId=1`);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((m: { stockNuevo: string }) => m.stockNuevo)).toEqual(['7.5000', '10.0000', '8.5000']);
    expect((await u.inventario.get(`/api/productos/${id}/movimientos?sucursalId=2`)).body.total).toBe(1);
  });

  test("the seed's initial stock is an adjustment without user", async () => {
    const { id: p } = await uno<{ id: number }>(sql`select id from productos where codigo = 10001`);
    const res = await u.lectura.get(`/api/productos/${p}/movimientos?sucursalId=1`);
    expect(res.status).toBe(200);
    expect(res.body.items.at(-1)).toMatchObject({ motivo: 'ajuste', usuario: null, stockAnterior: '0.0000' });
  });

  test('unknown product → 404, unknown branch → 400, a product without movements → empty', async () => {
    expect(await u.inventario.get('/api/productos/999999/movimientos')).toMatchObject({ status: 404, body: { message: 'Producto no encontrado.' } });
    expect(await u.inventario.get(`/api/productos/${id}/movimientos?sucursalId=99`)).toMatchObject({ status: 400, body: { message: 'Sucursal inválida.' } });
    const nuevo = await crear();
    expect((await u.inventario.get(`/api/productos/${nuevo.id}/movimientos`)).body).toEqual({ items: [], total: 0, currentPage: 1, totalPages: 1, pageSize: 10 });
    expect(await u.inventario.get('/api/productos/999999/costos')).toMatchObject({ status: 404, body: { message: 'Producto no encontrado.' } });
  });

  test('needs stock.detail.get', async () => {
    await createUserWithRole(t.db, 'sololista@demo.local', 'Solo lista', ['stock.get']);
    const soloLista = client(t.app, await login(t.app, 'sololista@demo.local'));
    expect((await soloLista.get(`/api/productos/${id}/movimientos`)).status).toBe(403);
    expect((await soloLista.get(`/api/productos/${id}/costos`)).status).toBe(403);
  });
});

describe('GET productos/{id} stock per branch', () => {
  test('every active branch by id, 0 without a row; an inactive branch is left out', async () => {
    const { id } = await uno<{ id: number }>(sql`select id from productos where codigo = 30000`);
    await t.db.execute(sql`update stock set cantidad = 7.5 where producto_id = ${id} and sucursal_id = 2`);
    const [central] = await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${id} and sucursal_id = 1`);
    const res = await u.vendedor.get(`/api/productos/${id}?sucursalId=2`);
    expect(res.body.stock).toBe('7.5000');
    expect(res.body.stockPorSucursal).toEqual([
      { sucursalId: 1, nombre: 'Casa Central', cantidad: central.cantidad },
      { sucursalId: 2, nombre: 'Sucursal Norte', cantidad: '7.5000' },
    ]);
    expect(res.body.formula.detalles.length).toBeGreaterThan(0);
    await t.db.execute(sql`update sucursales set activo = false where id = 2`);
    try {
      expect((await u.vendedor.get(`/api/productos/${id}`)).body.stockPorSucursal.map((s: { sucursalId: number }) => s.sucursalId)).toEqual([1]);
    } finally {
      await t.db.execute(sql`update sucursales set activo = true where id = 2`);
    }
    expect((await u.vendedor.get(`/api/productos/${alcohol.id}`)).body.formula).toBeNull();
  });
});

describe('POST productos/actualizar-precios', () => {
  let ids: number[];
  const precios = async () =>
    (await rows<{ precio: string }>(t.db, sql`select precio from productos where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by codigo`)).map((r) => r.precio);
  beforeAll(async () => {
    ids = [];
    for (const n of [1, 2, 3]) ids.push((await crear({ categoria: 'elaborado', nombre: `Lote de precios ${n}`, unidad: 'unidad', precio: '10.01' })).id);
  });

  test('without confirmar only the preview: new prices rounded to the cent, nothing changes', async () => {
    const audit = await cuenta(sql`select count(*)::int as n from auditoria`);
    const res = await u.inventario.post('/api/productos/actualizar-precios', { search: 'lote de precios', porcentaje: '33.33' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ confirmado: false, total: 3 });
    expect(res.body.items).toEqual(
      ids.map((id, i) => ({
        id,
        codigo: expect.any(String),
        nombre: `Lote de precios ${i + 1}`,
        moneda: { id: 1, simbolo: '$' },
        precioAnterior: '10.01',
        precioNuevo: '13.35', // 10.01 × 1.3333 = 13.346333
        valorFinalAnterior: '12.11', // 10.01 × 1.21 = 12.1121
        valorFinalNuevo: '16.15', // 13.35 × 1.21 = 16.1535
      })),
    );
    expect(await precios()).toEqual(['10.01', '10.01', '10.01']);
    expect(await cuenta(sql`select count(*)::int as n from auditoria`)).toBe(audit);
  });

  test('with confirmar the prices change, one audit row per product; halves round up', async () => {
    const res = await u.inventario.post('/api/productos/actualizar-precios', { search: 'Lote de precios', categoria: 'elaborado', porcentaje: 33.33, confirmar: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ confirmado: true, total: 3 });
    expect(await precios()).toEqual(['13.35', '13.35', '13.35']);
    const audit = await rows<{ entidad_id: string; antes: unknown; despues: { precio: string } }>(
      t.db,
      sql`select entidad_id, antes, despues from auditoria where accion = 'actualizar_precio' and entidad = 'productos' order by entidad_id::int`,
    );
    expect(audit.map((a) => Number(a.entidad_id))).toEqual(ids);
    expect(audit[0].antes).toEqual({ precio: '10.01', valorFinal: '12.11' });
    expect(audit[0].despues).toMatchObject({ precio: '13.35', valorFinal: '16.15' });
    // 13.35 × 0.5 = 6.675 → 6.68
    const mitad = await u.inventario.post('/api/productos/actualizar-precios', { search: 'Lote de precios', porcentaje: '-50', confirmar: true });
    expect(mitad.body.items.map((i: { precioNuevo: string }) => i.precioNuevo)).toEqual(['6.68', '6.68', '6.68']);
    expect(await precios()).toEqual(['6.68', '6.68', '6.68']);
  });

  test('cotizacion: only products priced in pesos whose cost is in dollars, precio × cotización / valor del dólar', async () => {
    const a = await crear({ categoria: 'elaborado', nombre: 'Dolarizado A', precio: '1180.00', costo: '1.00', costoMonedaId: 2 });
    const b = await crear({ categoria: 'elaborado', nombre: 'Dolarizado B', precio: '100.00', costo: '1.00', costoMonedaId: 2 });
    await crear({ categoria: 'elaborado', nombre: 'Dolarizado C en pesos', precio: '100.00', costo: '1.00', costoMonedaId: 1 });
    await crear({ categoria: 'elaborado', nombre: 'Dolarizado D en dólares', precio: '100.00', costo: '1.00', costoMonedaId: 2, monedaId: 2 });
    const res = await u.admin.post('/api/productos/actualizar-precios', { search: 'dolarizado', cotizacion: '1239', confirmar: true });
    expect(res.status).toBe(200);
    // The seed's dollar is worth 1180: 1180 × 1239 / 1180 = 1239; 100 × 1239 / 1180 = 104.9999… → 105.00.
    expect(res.body.items.map((i: { id: number; precioNuevo: string }) => [i.id, i.precioNuevo])).toEqual([
      [a.id, '1239.00'],
      [b.id, '105.00'],
    ]);
    expect((await u.admin.get(`/api/productos/${b.id}`)).body.precio).toBe('105.00');
    const [dolar] = await rows<{ valor: string }>(t.db, sql`select valor from monedas where id = 2`);
    expect(dolar.valor).toBe('1180.0000');

    await t.db.execute(sql`update monedas set valor = 0 where id = 2`);
    try {
      const sinValor = await u.admin.post('/api/productos/actualizar-precios', { search: 'dolarizado', cotizacion: '1239' });
      expect(sinValor).toMatchObject({ status: 400, body: { message: 'El valor del dólar del sistema no está definido.' } });
    } finally {
      await t.db.execute(sql`update monedas set valor = 1180 where id = 2`);
    }
  });

  test('filters by supplier; an empty selection answers total 0; bad input → 400', async () => {
    const res = await u.admin.post('/api/productos/actualizar-precios', { proveedorId, categoria: 'materia_prima', porcentaje: '1' });
    const [esperado] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from productos where proveedor_id = ${proveedorId} and categoria = 'materia_prima' and not is_deleted`,
    );
    expect(res.body.total).toBe(esperado.n);
    expect(res.body.total).toBeGreaterThan(0);
    expect(await u.admin.post('/api/productos/actualizar-precios', { search: 'nada se llama así', porcentaje: '5', confirmar: true })).toMatchObject({
      status: 200,
      body: { confirmado: true, total: 0, items: [] },
    });
    expect(await u.admin.post('/api/productos/actualizar-precios', { proveedorId: 999999, porcentaje: '5' })).toMatchObject({
      status: 400,
      body: { message: 'Proveedor inválido.' },
    });
    expect(await u.admin.post('/api/productos/actualizar-precios', { search: 'x' })).toMatchObject({ status: 400, body: { message: MSG_ACTUALIZAR_MODO } });
    expect(await u.admin.post('/api/productos/actualizar-precios', { porcentaje: '5', cotizacion: '1200' })).toMatchObject({
      status: 400,
      body: { message: MSG_ACTUALIZAR_MODO },
    });
    expect((await u.lectura.post('/api/productos/actualizar-precios', { porcentaje: '5' })).status).toBe(403);
  });

  test('more than 5000 products → 400 asking to narrow the filters; nothing changes', async () => {
    await t.db.execute(
      sql`insert into productos (codigo, nombre, categoria, unidad, precio) select 800000 + g, 'Masivo ' || g, 'elaborado', 'unidad', 1 from generate_series(1, 5001) g`,
    );
    const res = await u.admin.post('/api/productos/actualizar-precios', { search: 'masivo', porcentaje: '10', confirmar: true });
    expect(res).toMatchObject({ status: 400, body: { message: 'La selección tiene 5001 productos: acote los filtros (máximo 5000).' } });
    expect(await cuenta(sql`select count(*)::int as n from productos where nombre like 'Masivo %' and precio <> 1`)).toBe(0);
    await t.db.execute(sql`update productos set is_deleted = true where codigo = 805001`);
    const justo = await u.admin.post('/api/productos/actualizar-precios', { search: 'masivo', porcentaje: '10' });
    expect(justo.body).toMatchObject({ confirmado: false, total: 5000 });
    await t.db.execute(sql`update productos set is_deleted = true where nombre like 'Masivo %'`);
  });
});

describe('GET productos/reposicion', () => {
  let provA: number;
  let provB: number;
  let creados: Record<string, { id: number; codigo: string }>;
  beforeAll(async () => {
    [{ id: provA }] = await rows<{ id: number }>(t.db, sql`insert into proveedores (nombre) values ('Álamo Insumos') returning id`);
    [{ id: provB }] = await rows<{ id: number }>(t.db, sql`insert into proveedores (nombre) values ('Zárate Química') returning id`);
    creados = {
      falta: await crear({ categoria: 'materia_prima', nombre: 'Repo falta', proveedorId: provA, stockMinimo: '10' }),
      sinFila: await crear({ categoria: 'materia_prima', nombre: 'Repo sin fila', proveedorId: provA, stockMinimo: '3.5' }),
      justo: await crear({ categoria: 'materia_prima', nombre: 'Repo justo', proveedorId: provA, stockMinimo: '5' }),
      sinMinimo: await crear({ categoria: 'materia_prima', nombre: 'Repo sin mínimo', proveedorId: provA, stockMinimo: '0' }),
      otroProv: await crear({ categoria: 'materia_prima', nombre: 'Repo otro proveedor', proveedorId: provB, stockMinimo: '1', costo: '2.50', costoMonedaId: 2 }),
    };
    const stockDe = async (p: { id: number }, sucursalId: number, cantidad: string) =>
      t.db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad) values (${p.id}, ${sucursalId}, ${cantidad})`);
    await stockDe(creados.falta, 1, '2.5');
    await stockDe(creados.falta, 2, '20');
    await stockDe(creados.justo, 1, '5');
    await stockDe(creados.otroProv, 1, '0.25');
  });

  test("one supplier: its products below the minimum in the branch, by code, with what is missing", async () => {
    const res = await u.inventario.get(`/api/productos/reposicion?sucursalId=1&proveedorId=${provA}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: creados.falta.id,
        codigo: creados.falta.codigo,
        nombre: 'Repo falta',
        unidad: 'litro',
        stock: '2.5000',
        stockMinimo: '10.0000',
        faltante: '7.5000',
        costo: '0.00',
        costoMoneda: { id: 1, simbolo: '$' },
        proveedor: { id: provA, nombre: 'Álamo Insumos' },
      },
      expect.objectContaining({ id: creados.sinFila.id, stock: '0.0000', faltante: '3.5000' }),
    ]);
    const norte = await u.inventario.get(`/api/productos/reposicion?sucursalId=2&proveedorId=${provA}`);
    // In Sucursal Norte 'Repo falta' has 20, and 'Repo justo' has no stock row (0 < 5).
    expect(norte.body.items.map((i: ReposicionItem) => i.id)).toEqual([creados.sinFila.id, creados.justo.id]);
  });

  test('the whole list: grouped by supplier name (without supplier last), then by code; every row below its minimum', async () => {
    const res = await u.inventario.get('/api/productos/reposicion?sucursalId=1');
    const items: ReposicionItem[] = res.body.items;
    expect(items.length).toBeGreaterThan(5);
    const collator = new Intl.Collator('und');
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      const porProveedor =
        a.proveedor === null ? (b.proveedor === null ? 0 : 1) : b.proveedor === null ? -1 : collator.compare(a.proveedor.nombre, b.proveedor.nombre);
      expect({ a: a.codigo, b: b.codigo, ok: porProveedor < 0 || (porProveedor === 0 && Number(a.codigo) < Number(b.codigo)) }).toEqual({ a: a.codigo, b: b.codigo, ok: true });
    }
    for (const it of items) expect(new Dec(it.stockMinimo).minus(it.stock).toFixed(4)).toBe(it.faltante);
    expect(items.every((it) => new Dec(it.stock).lt(it.stockMinimo))).toBe(true);
    expect(items[0].proveedor?.nombre).toBe('Álamo Insumos');
    const ids = items.map((i) => i.id);
    expect(ids).toContain(creados.otroProv.id);
    expect(items.find((i) => i.id === creados.otroProv.id)).toMatchObject({ costo: '2.50', costoMoneda: { id: 2, simbolo: 'US$' }, faltante: '0.7500' });
    expect(ids).not.toContain(creados.justo.id);
    expect(ids).not.toContain(creados.sinMinimo.id);
    const [esperados] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from productos p left join stock s on s.producto_id = p.id and s.sucursal_id = 1
          where not p.is_deleted and coalesce(s.cantidad, 0) < p.stock_minimo`,
    );
    expect(items.length).toBe(esperados.n);
  });

  test('unknown branch or supplier → 400; needs stock.get', async () => {
    expect(await u.inventario.get('/api/productos/reposicion?sucursalId=99')).toMatchObject({ status: 400, body: { message: 'Sucursal inválida.' } });
    expect(await u.inventario.get('/api/productos/reposicion?sucursalId=1&proveedorId=999999')).toMatchObject({
      status: 400,
      body: { message: 'Proveedor inválido.' },
    });
    expect(await u.inventario.get('/api/productos/reposicion')).toMatchObject({ status: 400, body: { message: 'Sucursal inválida.' } });
    expect((await u.anonimo.get('/api/productos/reposicion?sucursalId=1')).status).toBe(401);
  });
});

describe('GET productos?bajoMinimo=true', () => {
  /** The products below their minimum, counted straight from the tables. */
  const esperados = async (sucursalId?: number, extra = sql``) =>
    cuenta(
      sucursalId === undefined
        ? sql`select count(*)::int as n from productos p where not p.is_deleted
              and coalesce((select sum(cantidad) from stock where producto_id = p.id), 0) < p.stock_minimo ${extra}`
        : sql`select count(*)::int as n from productos p left join stock s on s.producto_id = p.id and s.sucursal_id = ${sucursalId}
              where not p.is_deleted and coalesce(s.cantidad, 0) < p.stock_minimo ${extra}`,
    );

  test('in a branch: only products below their minimum there, with the exact total, across pages', async () => {
    const total = await esperados(1);
    expect(total).toBeGreaterThan(10);
    const vistos: Producto[] = [];
    for (let page = 1; ; page++) {
      const res = await u.inventario.get(`/api/productos?sucursalId=1&bajoMinimo=true&pageSize=100&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(total);
      vistos.push(...res.body.items);
      if (page >= res.body.totalPages) break;
    }
    expect(vistos).toHaveLength(total);
    expect(vistos.every((p) => new Dec(p.stock).lt(p.stockMinimo))).toBe(true);
    const codigos = vistos.map((p) => Number(p.codigo));
    expect(codigos).toEqual([...codigos].sort((a, b) => a - b));
  });

  test('without a branch the total stock counts; with category, search and sort; past the last page', async () => {
    const sinSucursal = await u.inventario.get('/api/productos?bajoMinimo=true&pageSize=5');
    expect(sinSucursal.body.total).toBe(await esperados());
    expect(sinSucursal.body.items.every((p: Producto) => new Dec(p.stock).lt(p.stockMinimo))).toBe(true);

    const esencias = await u.inventario.get('/api/productos?sucursalId=2&bajoMinimo=true&categoria=esencia&pageSize=5&sort=stock&dir=desc');
    expect(esencias.body.total).toBe(await esperados(2, sql`and p.categoria = 'esencia'`));
    const stocks = esencias.body.items.map((p: Producto) => Number(p.stock));
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));

    const busqueda = await u.inventario.get('/api/productos?sucursalId=1&bajoMinimo=true&search=repo&pageSize=5');
    expect(busqueda.body.items.map((p: Producto) => p.nombre).sort()).toEqual(['Repo falta', 'Repo otro proveedor', 'Repo sin fila']);

    const lejos = await u.inventario.get('/api/productos?sucursalId=1&bajoMinimo=true&page=999&pageSize=10');
    expect(lejos.body).toMatchObject({ items: [], total: await esperados(1) });
    const todos = await u.inventario.get('/api/productos?sucursalId=1&bajoMinimo=false&pageSize=5');
    expect(todos.body.total).toBe(await cuenta(sql`select count(*)::int as n from productos where not is_deleted`));
  });
});
