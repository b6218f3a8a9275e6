import { sql } from 'drizzle-orm';
import { productoSchema } from 'shared';
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

  test('needs stock.get: a seller may use the select but not the paged list', async () => {
    expect((await u.vendedor.get('/api/productos?select=true')).status).toBe(200);
    const res = await u.vendedor.get('/api/productos?page=1');
    // The seeded Vendedor role holds stock.get, so take it away for this check.
    expect(res.status).toBe(200);
    await t.db.execute(sql`update roles set permissions = array_remove(array_remove(permissions, 'stock.get'), 'stock.detail.get') where name = 'Vendedor'`);
    try {
      expect((await u.vendedor.get('/api/productos?page=1')).status).toBe(403);
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
      expect((await u.lectura.get(`/api/productos/${p30000.id}`)).status).toBe(403);
    } finally {
      await t.db.execute(sql`update usuarios set role_id = (select id from roles where name = 'Solo lectura') where email = 'lectura@demo.local'`);
    }
  });
});

describe('GET productos/{id}', () => {
  test("the product with that branch's stock", async () => {
    const res = await u.vendedor.get(`/api/productos/${p30000.id}?sucursalId=2`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p30000.id, codigo: '30000', categoria: 'elaborado', unidad: 'unidad', stock: '7.5000' });
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
    expect(res.body.proveedores).toHaveLength(10);
    expect(res.body.proveedores[0]).toEqual({ id: expect.any(Number), nombre: 'Aromas del Sur S.R.L.' });
    expect((await u.vendedor.get('/api/proveedores?select=true')).status).toBe(200);
  });
});
