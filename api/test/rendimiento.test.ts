import { sql } from 'drizzle-orm';
import { createProducto } from '../src/modules/productos/service';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';

/**
 * What the performance work (docs/rendimiento.md, «Qué se corrigió») must not change: sessions and
 * permissions read on every request, exact totals of the paged lists, the searches and the branch
 * check. Each answer is compared with what the database says through an independent query.
 */
let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
});
afterAll(() => t.close());

describe('sessions read on every request', () => {
  test('many requests at once, with different sessions, each get their own user or 401', async () => {
    const revoked = client(t.app, await login(t.app, 'lectura@demo.local'));
    expect((await revoked.get('/api/auth/me')).status).toBe(200);
    // Revoked in the database (as an administrator ending the sessions would): refused at once.
    await t.db.execute(sql`delete from sesiones where usuario_id = (select id from usuarios where email = 'lectura@demo.local')`);

    const who = [u.admin, u.vendedor, u.inventario, revoked, u.anonimo];
    const expected = ['admin@demo.local', 'vendedor@demo.local', 'inventario@demo.local', 401, 401];
    const calls = Array.from({ length: 40 }, (_, i) => i % who.length);
    const answers = await Promise.all(calls.map((i) => who[i].get('/api/auth/me')));
    expect(answers.map((a) => (a.status === 200 ? a.body.email : a.status))).toEqual(calls.map((i) => expected[i]));
  });

  test("a role's new permissions apply on the next request, whatever characters they hold", async () => {
    const raras = ['home.get', 'con espacio', 'con,coma', 'con "comillas"', 'con\\barra', '{llaves}', 'NULL', ''];
    await t.db.execute(sql`insert into roles (name, permissions) values ('Raro', array[${sql.join(raras.map((r) => sql`${r}`), sql`, `)}]::text[])`);
    await t.db.execute(sql`update usuarios set role_id = (select id from roles where name = 'Raro') where email = 'inventario@demo.local'`);
    try {
      const me = await u.inventario.get('/api/auth/me');
      expect(me.body).toMatchObject({ roleName: 'Raro', permissions: raras });
      expect((await u.inventario.get('/api/productos?page=1')).status).toBe(403);

      await t.db.execute(sql`update roles set permissions = array['stock.get'] where name = 'Raro'`);
      expect((await u.inventario.get('/api/auth/me')).body.permissions).toEqual(['stock.get']);
      expect((await u.inventario.get('/api/productos?page=1')).status).toBe(200);
    } finally {
      await t.db.execute(sql`update usuarios set role_id = (select id from roles where name = 'Inventario') where email = 'inventario@demo.local'`);
    }
    expect((await u.inventario.get('/api/auth/me')).body.roleName).toBe('Inventario');
  });
});

/** Total of active products, straight from the table. */
async function activos(categoria?: string): Promise<number> {
  const [r] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from productos where is_deleted = false ${categoria ? sql`and categoria = ${categoria}` : sql``}`,
  );
  return r.n;
}

describe('GET productos: exact totals', () => {
  const total = async (query = '') => (await u.inventario.get(`/api/productos?sucursalId=1&page=1&pageSize=10${query}`)).body.total;

  test('the total follows creations, deletions and restorations at once, per category too', async () => {
    expect(await total()).toBe(await activos());
    expect(await total('&categoria=esencia')).toBe(await activos('esencia'));

    const nuevo = await t.db.transaction((tx) => createProducto(tx, null, { nombre: 'Esencia de prueba', categoria: 'esencia', unidad: 'litro', precio: '5.00' }));
    expect(await total()).toBe(await activos());
    expect(await total('&categoria=esencia')).toBe(await activos('esencia'));

    await t.db.execute(sql`update productos set is_deleted = true where id = ${nuevo.id}`);
    expect(await total('&categoria=esencia')).toBe(await activos('esencia'));
    await t.db.execute(sql`update productos set categoria = 'elaborado', is_deleted = false where id = ${nuevo.id}`);
    expect(await total('&categoria=esencia')).toBe(await activos('esencia'));
    expect(await total('&categoria=elaborado')).toBe(await activos('elaborado'));

    // Many rows in one statement, as the large seed does, and a delete.
    await t.db.execute(
      sql`insert into productos (codigo, nombre, categoria, unidad, precio) select 900000 + g, 'Lote ' || g, 'elaborado', 'unidad', 1 from generate_series(1, 250) g`,
    );
    await t.db.execute(sql`update productos set is_deleted = true where codigo between 900001 and 900100`);
    await t.db.execute(sql`delete from productos where codigo between 900101 and 900120`);
    expect(await total()).toBe(await activos());
    expect(await total('&categoria=elaborado')).toBe(await activos('elaborado'));
    expect(await total('&categoria=materia_prima')).toBe(await activos('materia_prima'));
  });

  test('a page past the end still tells the total', async () => {
    const res = await u.inventario.get('/api/productos?sucursalId=1&page=100000&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: await activos(), currentPage: 100000 });
    const busqueda = await u.inventario.get('/api/productos?search=alcohol&page=50&pageSize=10');
    const [alcohol] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from productos where is_deleted = false and nombre ilike '%alcohol%'`);
    expect(alcohol.n).toBeGreaterThan(0);
    expect(busqueda.body).toMatchObject({ items: [], total: alcohol.n });
  });
});

describe('GET productos: search', () => {
  test('digits match the start of the code, or the name anywhere', async () => {
    await t.db.execute(sql`insert into productos (codigo, nombre, categoria, unidad, precio) values (13000, 'Materia con código 13000', 'materia_prima', 'kg', 1), (10500, 'Frasco 3000 ml', 'materia_prima', 'unidad', 1)`);
    const res = await u.inventario.get('/api/productos?search=3000&pageSize=100');
    const codigos: string[] = res.body.items.map((p: { codigo: string }) => p.codigo);
    const esperados = await rows<{ codigo: number }>(
      t.db,
      sql`select codigo from productos where is_deleted = false and (codigo::text like '3000%' or nombre ilike '%3000%') order by codigo`,
    );
    expect(codigos).toEqual(esperados.map((r) => String(r.codigo)));
    expect(res.body.total).toBe(esperados.length);
    expect(codigos).toContain('10500'); // by name
    expect(codigos).toContain('13000'); // by name ("código 13000"), not by the code's middle
    expect(codigos.filter((c) => !c.startsWith('3000'))).toEqual(['10500', '13000']);
  });

  test('text matches the name, case-insensitive, anywhere; the total counts every match', async () => {
    const res = await u.inventario.get(`/api/productos?search=${encodeURIComponent('ESENCIA')}&page=2&pageSize=5`);
    const [esperado] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from productos where is_deleted = false and nombre ilike '%esencia%'`);
    expect(res.body.total).toBe(esperado.n);
    expect(res.body.totalPages).toBe(Math.ceil(esperado.n / 5));
    for (const p of res.body.items) expect(p.nombre.toLowerCase()).toContain('esencia');
  });

  test('valorFinal rounds half up, the same as a sale prices the line', async () => {
    await t.db.execute(sql`update productos set precio = 1.00, alicuota_iva = 10.5 where codigo = 30003`);
    const res = await u.inventario.get('/api/productos?search=30003');
    expect(res.body.items[0]).toMatchObject({ codigo: '30003', precio: '1.00', alicuotaIva: '10.5', valorFinal: '1.11' });
  });
});

describe('GET productos/{id}: the branch is checked in the same statement', () => {
  let id: number;
  beforeAll(async () => {
    [{ id }] = await rows<{ id: number }>(t.db, sql`select id from productos where codigo = 30000`);
  });

  test('an unknown or inactive branch → 400 Sucursal inválida., also for a product that does not exist', async () => {
    expect((await u.vendedor.get(`/api/productos/${id}?sucursalId=99`)).body).toEqual({ message: 'Sucursal inválida.' });
    expect((await u.vendedor.get('/api/productos/99999?sucursalId=99')).body).toEqual({ message: 'Sucursal inválida.' });
    await t.db.execute(sql`update sucursales set activo = false where id = 2`);
    try {
      const res = await u.vendedor.get(`/api/productos/${id}?sucursalId=2`);
      expect(res.status).toBe(400);
      expect((await u.inventario.get('/api/productos?sucursalId=2&page=1')).status).toBe(400);
      expect((await u.vendedor.get('/api/productos?select=true&sucursalId=2')).status).toBe(400);
    } finally {
      await t.db.execute(sql`update sucursales set activo = true where id = 2`);
    }
    expect((await u.vendedor.get(`/api/productos/${id}?sucursalId=2`)).status).toBe(200);
    expect((await u.vendedor.get('/api/productos/99999?sucursalId=1')).status).toBe(404);
  });
});

describe('GET ventas: search and totals', () => {
  /** The sales matching the search the way the list always defined it (joins), newest first. */
  async function esperadas(texto: string, desde?: string, hasta?: string): Promise<number[]> {
    const patron = `%${texto}%`;
    const numero = /^\d{1,9}$/.test(texto) ? Number(texto) : -1;
    const r = await rows<{ id: number }>(
      t.db,
      sql`select v.id from ventas v left join clientes c on c.id = v.cliente_id join usuarios u on u.id = v.vendedor_id
          where (v.id = ${numero} or c.nombre_apellido ilike ${patron} or c.documento ilike ${patron} or u.name ilike ${patron})
          ${desde ? sql`and v.fecha >= ${desde}::timestamptz` : sql``} ${hasta ? sql`and v.fecha < ${hasta}::timestamptz` : sql``}
          order by v.fecha desc, v.id desc`,
    );
    return r.map((x) => x.id);
  }

  test('by client name, document, seller or number: the same sales and the exact total', async () => {
    const [venta] = await rows<{ id: number; nombre: string; documento: string }>(
      t.db,
      sql`select v.id, c.nombre_apellido as nombre, c.documento from ventas v join clientes c on c.id = v.cliente_id order by v.id limit 1`,
    );
    const busquedas = [venta.nombre.split(' ').pop()!.toUpperCase(), venta.documento.slice(2, 6), 'pereyra', String(venta.id), 'nadie así'];
    for (const texto of busquedas) {
      const ids = await esperadas(texto);
      const res = await u.vendedor.get(`/api/ventas?search=${encodeURIComponent(texto)}&page=1&pageSize=10`);
      expect({ texto, total: res.body.total, ids: res.body.items.map((v: { id: number }) => v.id) }).toEqual({ texto, total: ids.length, ids: ids.slice(0, 10) });
    }
  });

  test('with dates, past the last page, the total stays exact', async () => {
    const [{ dia }] = await rows<{ dia: string }>(t.db, sql`select to_char(max(fecha) at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM-DD') as dia from ventas`);
    const ids = await esperadas('pereyra', `${dia}T00:00:00-03:00`, `${dia}T24:00:00-03:00`);
    const res = await u.vendedor.get(`/api/ventas?search=pereyra&fechaDesde=${dia}&fechaHasta=${dia}&page=1&pageSize=5`);
    expect({ total: res.body.total, ids: res.body.items.map((v: { id: number }) => v.id) }).toEqual({ total: ids.length, ids: ids.slice(0, 5) });
    const lejos = await u.vendedor.get('/api/ventas?search=pereyra&page=9999&pageSize=10');
    expect(lejos.body).toMatchObject({ items: [], total: (await esperadas('pereyra')).length });
  });
});

describe('lists without filters: totals from the counters', () => {
  const contar = async (consulta: ReturnType<typeof sql>) => (await rows<{ n: number }>(t.db, consulta))[0].n;

  test('GET ventas: every sale, deleted ones too, after inserts and deletes', async () => {
    const total = async () => (await u.vendedor.get('/api/ventas?page=1&pageSize=10')).body.total;
    expect(await total()).toBe(await contar(sql`select count(*)::int as n from ventas`));
    await t.db.execute(sql`insert into ventas (cliente_id, vendedor_id, sucursal_id, metodo_pago_id, moneda_id, total, pagado, pagada)
      select cliente_id, vendedor_id, sucursal_id, metodo_pago_id, moneda_id, total, pagado, pagada from ventas order by id limit 3`);
    await t.db.execute(sql`update ventas set is_deleted = true where id = (select max(id) from ventas)`);
    expect(await total()).toBe(await contar(sql`select count(*)::int as n from ventas`));
    await t.db.execute(sql`delete from ventas where id = (select max(id) from ventas)`);
    expect(await total()).toBe(await contar(sql`select count(*)::int as n from ventas`));
  });

  test('GET clientes: the active clients, after a creation, a deletion and a restoration', async () => {
    const total = async () => (await u.admin.get('/api/clientes?page=1&pageSize=10')).body.total;
    const activos = () => contar(sql`select count(*)::int as n from clientes where is_deleted = false`);
    expect(await total()).toBe(await activos());
    const creado = await u.admin.post('/api/clientes', {
      nombreApellido: 'Cliente Contado',
      documento: '20-11111111-2',
      tipo: 'particular',
      condicionIVA: 'Monotributista',
      email: null,
      telefono: null,
      direccion: null,
      codigoPostal: null,
      zona: null,
      provincia: 'Córdoba',
      notas: null,
      nombreEmpresa: null,
    });
    expect(creado.status).toBe(201);
    expect(await total()).toBe(await activos());
    expect((await u.admin.delete(`/api/clientes/${creado.body.id}`)).status).toBe(200);
    expect(await total()).toBe(await activos());
    await t.db.execute(sql`update clientes set is_deleted = false where id = ${creado.body.id}`);
    expect(await total()).toBe(await activos());
    const lejos = await u.admin.get('/api/clientes?page=99999&pageSize=10');
    expect(lejos.body).toMatchObject({ items: [], total: await activos() });
  });
});
