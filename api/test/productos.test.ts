import { sql } from 'drizzle-orm';
import { Dec, productoDetalleSchema, productoSchema, type ReposicionItem } from 'shared';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
let p30000: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  [p30000] = await rows<{ id: number }>(t.db, sql`select id from productos where codigo = 30000`);
  // A known situation for product 30000: 50 in Casa Central (seed), 7.5 in Sucursal Norte.
  await t.db.execute(sql`update stock set cantidad = 7.5 where producto_id = ${p30000.id} and sucursal_id = 2`);
});
afterAll(() => t.close());

/**
 * The demo seed's inventory (docs/stock-y-productos.md, docs/fabricacion.md): cost history, stock
 * entries, manufacturing runs and their movements, as a first `pnpm start` shows them. Runs before
 * the tests below change products.
 */
describe('demo seed: inventory', () => {
  test("every seeded product with a cost starts its history with one 'alta' row", async () => {
    const [r] = await rows<{ productos: number; altas: number; sinAlta: number }>(
      t.db,
      sql`select (select count(*)::int from productos where costo <> 0) as productos,
                 (select count(*)::int from costos_historial where origen = 'alta') as altas,
                 (select count(*)::int from productos p where costo <> 0 and not exists (
                    select 1 from costos_historial c where c.producto_id = p.id and c.origen = 'alta' and c.costo_anterior is null)) as "sinAlta"`,
    );
    expect(r.productos).toBeGreaterThan(250);
    expect(r).toEqual({ productos: r.productos, altas: r.productos, sinAlta: 0 });
  });

  test('about 8 stock entries of the last 60 days in both branches; each line moved the stock and the cost', async () => {
    const ingresos = await rows<{ id: number; sucursal_id: number; status: string; dias: number; lineas: number }>(
      t.db,
      sql`select i.id, i.sucursal_id, i.status, extract(day from now() - i.fecha)::int as dias,
                 (select count(*)::int from ingreso_detalles d where d.ingreso_id = i.id) as lineas
          from ingresos i order by i.fecha`,
    );
    expect(ingresos.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ingresos.map((i) => i.sucursal_id))).toEqual(new Set([1, 2]));
    // One of them was annulled (the demo shows an annulled entry; its stock went back out).
    expect(ingresos.filter((i) => i.status === 'anulado')).toHaveLength(1);
    for (const i of ingresos) {
      expect(['registrado', 'anulado']).toContain(i.status);
      expect(i.dias).toBeLessThanOrEqual(60);
      expect(i.lineas).toBeGreaterThanOrEqual(1);
      expect(i.lineas).toBeLessThanOrEqual(5);
    }
    const lineas = await rows<{ ok: boolean; moneda: number }>(
      t.db,
      sql`select d.costo_moneda_id as moneda,
            exists(select 1 from movimientos_stock m where m.motivo = 'ingreso' and m.referencia_id = d.ingreso_id
                   and m.producto_id = d.producto_id and m.cantidad = d.cantidad and m.sucursal_id = i.sucursal_id and m.fecha = i.fecha)
            and exists(select 1 from costos_historial c where c.origen = 'ingreso' and c.referencia_id = d.ingreso_id and c.producto_id = d.producto_id
                   and c.costo_anterior = d.costo_anterior and c.costo_nuevo = d.costo and c.fecha = i.fecha)
            and exists(select 1 from proveedores p where p.id = d.proveedor_id) as ok
          from ingreso_detalles d join ingresos i on i.id = d.ingreso_id`,
    );
    expect(lineas.every((l) => l.ok)).toBe(true);
    expect(lineas.filter((l) => l.moneda === 2).length).toBeGreaterThanOrEqual(2);
    expect(lineas.filter((l) => l.moneda === 1).length).toBeGreaterThanOrEqual(2);
  });

  test('manufacturing runs: finished, in process (with and without confirmed lines) and cancelled, with their movements', async () => {
    const runs = await rows<{ id: number; estado: string; is_deleted: boolean; cantidad: string; producido: string | null; lineas: number; confirmadas: number; consumos: number; escaladas: boolean }>(
      t.db,
      sql`select f.id, f.estado, f.is_deleted, f.cantidad,
            (select sum(cantidad)::text from movimientos_stock m where m.motivo = 'fabricacion_producto' and m.referencia_id = f.id and m.producto_id = f.producto_id) as producido,
            (select count(*)::int from fabricacion_detalles d where d.fabricacion_id = f.id) as lineas,
            (select count(*)::int from fabricacion_detalles d where d.fabricacion_id = f.id and d.confirmado) as confirmadas,
            (select count(*)::int from fabricacion_detalles d join movimientos_stock m on m.motivo = 'fabricacion_consumo' and m.referencia_id = f.id
               and m.producto_id = d.materia_prima_id and m.cantidad = -d.cantidad and m.sucursal_id = f.sucursal_id where d.fabricacion_id = f.id) as consumos,
            (select bool_and(d.cantidad = round(fd.cantidad * f.cantidad / fo.cantidad_producida, 4))
               from fabricacion_detalles d join formulas fo on fo.producto_id = f.producto_id
               join formula_detalles fd on fd.formula_id = fo.id and fd.materia_prima_id = d.materia_prima_id where d.fabricacion_id = f.id) as escaladas
          from fabricaciones f order by f.fecha`,
    );
    expect(runs.length).toBeGreaterThanOrEqual(5);
    for (const r of runs) {
      expect(r.escaladas).toBe(true);
      expect(r.consumos).toBe(r.confirmadas);
    }
    const finalizadas = runs.filter((r) => r.estado === 'finalizada');
    expect(finalizadas.length).toBeGreaterThanOrEqual(2);
    for (const r of finalizadas) expect(r).toMatchObject({ confirmadas: r.lineas, producido: r.cantidad, is_deleted: false });
    const enProceso = runs.filter((r) => r.estado === 'en_proceso');
    expect(enProceso.some((r) => r.confirmadas > 0 && r.confirmadas < r.lineas)).toBe(true);
    expect(enProceso.some((r) => r.confirmadas === 0)).toBe(true);
    expect(enProceso.every((r) => r.producido === null)).toBe(true);
    expect(runs.filter((r) => r.estado === 'cancelada')).toEqual([expect.objectContaining({ is_deleted: true, producido: null, consumos: 0 })]);
  });

  test("each product's movements chain by date (before = previous after) and end at its stock", async () => {
    const cortes = await rows(
      t.db,
      sql`select * from (select producto_id, sucursal_id, id, stock_anterior, lag(stock_nuevo) over w as previo
                         from movimientos_stock where producto_id <> ${p30000.id} window w as (partition by producto_id, sucursal_id order by fecha, id)) x
          where previo is not null and previo <> stock_anterior`,
    );
    expect(cortes).toEqual([]);
    const distintos = await rows(
      t.db,
      sql`select s.producto_id from stock s where s.producto_id <> ${p30000.id} and s.cantidad <> coalesce((select m.stock_nuevo from movimientos_stock m
            where m.producto_id = s.producto_id and m.sucursal_id = s.sucursal_id order by m.fecha desc, m.id desc limit 1), 0)`,
    );
    expect(distintos).toEqual([]);
  });

  test('a manufactured essence shows its history newest first: production, consumption by a run, the initial adjustment', async () => {
    const [lavanda] = await rows<{ id: number }>(t.db, sql`select id from productos where nombre = 'Esencia de lavanda'`);
    const res = await u.inventario.get(`/api/productos/${lavanda.id}/movimientos?sucursalId=1`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((m: { motivo: string }) => m.motivo)).toEqual(['fabricacion_consumo', 'fabricacion_producto', 'ajuste']);
    const detalle = await u.inventario.get(`/api/productos/${lavanda.id}?sucursalId=1`);
    expect(() => productoDetalleSchema.parse(detalle.body)).not.toThrow();
    expect(detalle.body.stock).toBe(res.body.items[0].stockNuevo);
  });

  test('/reposicion and the «bajo stock mínimo» filter show products in each branch, from several suppliers', async () => {
    for (const sucursalId of [1, 2]) {
      const res = await u.inventario.get(`/api/productos/reposicion?sucursalId=${sucursalId}`);
      const items: ReposicionItem[] = res.body.items;
      const proveedores = new Set(items.flatMap((i) => (i.proveedor ? [i.proveedor.id] : [])));
      expect(proveedores.size).toBeGreaterThanOrEqual(2);
      expect(items.every((i) => new Dec(i.stock).lt(i.stockMinimo))).toBe(true);
      const filtro = await u.inventario.get(`/api/productos?sucursalId=${sucursalId}&bajoMinimo=true`);
      expect(filtro.body.total).toBe(items.length);
    }
  });
});

describe('GET productos?select=true', () => {
  test("every active product ordered by codigo, with the branch's stock, matching the shared schema", async () => {
    const res = await u.vendedor.get('/api/productos?select=true&sucursalId=1');
    expect(res.status).toBe(200);
    const products = res.body.products;
    expect(products.length).toBeGreaterThanOrEqual(200);
    for (const p of products) expect(() => productoSchema.parse(p)).not.toThrow();
    const codigos = products.map((p: { codigo: string }) => Number(p.codigo));
    expect(codigos).toEqual([...codigos].sort((a, b) => a - b));
    expect(new Set(products.map((p: { categoria: string }) => p.categoria))).toEqual(new Set(['materia_prima', 'esencia', 'elaborado']));
    const p = products.find((x: { codigo: string }) => x.codigo === '30000');
    expect(p.stock).toBe('50.0000');
  });

  test('money and valorFinal = precio × (1 + IVA) with 2 decimals', async () => {
    await t.db.execute(sql`update productos set precio = 1000.10, alicuota_iva = 10.5 where codigo = 30001`);
    const res = await u.vendedor.get('/api/productos?select=true&sucursalId=1');
    const p = res.body.products.find((x: { codigo: string }) => x.codigo === '30001');
    expect(p).toMatchObject({ precio: '1000.10', alicuotaIva: '10.5', valorFinal: '1105.11', moneda: { id: 1, simbolo: '$' } });
  });

  test('per branch, and the total of all branches without sucursalId', async () => {
    const norte = await u.vendedor.get('/api/productos?select=true&sucursalId=2');
    expect(norte.body.products.find((x: { id: number }) => x.id === p30000.id).stock).toBe('7.5000');
    const total = await u.vendedor.get('/api/productos?select=true');
    expect(total.body.products.find((x: { id: number }) => x.id === p30000.id).stock).toBe('57.5000');
  });

  test('a product without a stock row in the branch shows 0', async () => {
    await t.db.execute(sql`delete from stock where producto_id = (select id from productos where codigo = 30002) and sucursal_id = 2`);
    const res = await u.vendedor.get('/api/productos?select=true&sucursalId=2');
    expect(res.body.products.find((x: { codigo: string }) => x.codigo === '30002').stock).toBe('0.0000');
  });

  test('an unknown branch → 400 Sucursal inválida.', async () => {
    const res = await u.vendedor.get('/api/productos?select=true&sucursalId=99');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Sucursal inválida.' });
  });

  test('deleted products are left out', async () => {
    await t.db.execute(sql`update productos set is_deleted = true where codigo = 10059`);
    const res = await u.vendedor.get('/api/productos?select=true');
    expect(res.body.products.map((p: { codigo: string }) => p.codigo)).not.toContain('10059');
    expect((await u.vendedor.get(`/api/productos/${(await rows<{ id: number }>(t.db, sql`select id from productos where codigo = 10059`))[0].id}`)).status).toBe(404);
  });
});

describe('GET productos (paged /stock list)', () => {
  test('paging metadata and order by codigo', async () => {
    const res = await u.inventario.get('/api/productos?sucursalId=1&page=2&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 2, pageSize: 10 });
    expect(res.body.totalPages).toBe(Math.ceil(res.body.total / 10));
    expect(res.body.items.map((p: { codigo: string }) => p.codigo)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(10010 + i)),
    );
  });

  test('search by name, case-insensitive', async () => {
    const res = await u.inventario.get(`/api/productos?sucursalId=1&search=${encodeURIComponent('ALCOHOL ETÍLICO')}`);
    expect(res.body.items.map((p: { nombre: string }) => p.nombre)).toEqual(['Alcohol etílico 96°', 'Alcohol etílico 70°']);
    expect(res.body.total).toBe(2);
  });

  test('search by code and filter by category', async () => {
    const byCode = await u.inventario.get('/api/productos?search=3000&categoria=elaborado&pageSize=100');
    expect(byCode.body.items.length).toBeGreaterThan(0);
    for (const p of byCode.body.items) {
      expect(p.codigo).toContain('3000');
      expect(p.categoria).toBe('elaborado');
    }
    const esencias = await u.inventario.get('/api/productos?categoria=esencia&pageSize=100');
    expect(esencias.body.total).toBe(60);
  });

  test('search text with % or _ is taken literally', async () => {
    const res = await u.inventario.get('/api/productos?search=%25');
    expect(res.body.total).toBe(0);
  });

  test('an unknown category → 400 Categoría inválida.', async () => {
    const res = await u.inventario.get('/api/productos?categoria=otra');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Categoría inválida.');
  });

  test('a seller without stock.get may search the products (the pickers of a sale and a quote), with their stock in the branch', async () => {
    // The seeded Vendedor role holds stock.get, so take it away for this check.
    await t.db.execute(sql`update roles set permissions = array_remove(array_remove(permissions, 'stock.get'), 'stock.detail.get') where name = 'Vendedor'`);
    try {
      const res = await u.vendedor.get('/api/productos?search=30000&sucursalId=1&page=1&pageSize=20');
      expect(res.status).toBe(200);
      expect(res.body.items.map((p: { id: number; stock: string }) => ({ id: p.id, stock: p.stock }))).toEqual([{ id: p30000.id, stock: expect.stringMatching(/^\d+\.\d{4}$/) }]);
      expect((await u.vendedor.get('/api/productos?select=true')).status).toBe(200);
    } finally {
      await t.db.execute(sql`update roles set permissions = permissions || array['stock.get', 'stock.detail.get'] where name = 'Vendedor'`);
    }
  });

  test('a user with none of the product permissions → 403', async () => {
    await t.db.execute(sql`insert into roles (name, permissions) values ('Sin stock', array['home.get'])`);
    await t.db.execute(sql`update usuarios set role_id = (select id from roles where name = 'Sin stock') where email = 'lectura@demo.local'`);
    try {
      expect((await u.lectura.get('/api/productos?select=true')).status).toBe(403);
      expect((await u.lectura.get('/api/productos?search=a&page=1')).status).toBe(403);
      expect((await u.lectura.get(`/api/productos/${p30000.id}`)).status).toBe(403);
    } finally {
      await t.db.execute(sql`update usuarios set role_id = (select id from roles where name = 'Solo lectura') where email = 'lectura@demo.local'`);
    }
  });
});

describe('GET productos/{id}', () => {
  test("the product with that branch's stock, its formula and its stock in every branch", async () => {
    const res = await u.vendedor.get(`/api/productos/${p30000.id}?sucursalId=2`);
    expect(res.status).toBe(200);
    expect(() => productoDetalleSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({ id: p30000.id, codigo: '30000', categoria: 'elaborado', unidad: 'unidad', stock: '7.5000' });
    expect(res.body.stockPorSucursal).toEqual([
      { sucursalId: 1, nombre: 'Casa Central', cantidad: '50.0000' },
      { sucursalId: 2, nombre: 'Sucursal Norte', cantidad: '7.5000' },
    ]);
    expect(res.body.formula).toMatchObject({ cantidadProducida: '10.0000' });
    expect(res.body.formula.detalles.map((d: { producto: { nombre: string } }) => d.producto.nombre)).toContain('Esencia de lavanda');
  });

  test('missing → 404 Producto no encontrado.', async () => {
    const res = await u.vendedor.get('/api/productos/99999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Producto no encontrado.' });
  });
});

describe('GET proveedores?select=true', () => {
  test('id and name of the suppliers, by name', async () => {
    const res = await u.inventario.get('/api/proveedores?select=true');
    expect(res.status).toBe(200);
    expect(res.body.proveedores).toHaveLength(12);
    expect(res.body.proveedores[0]).toEqual({ id: expect.any(Number), nombre: 'Aromas del Sur S.R.L.' });
    expect((await u.vendedor.get('/api/proveedores?select=true')).status).toBe(200);
  });
});
