import { sql } from 'drizzle-orm';
import {
  cuitCon,
  MSG_CUIT_DIGITO,
  MSG_CUIT_FORMATO,
  MSG_ORDEN_COLUMNA,
  MSG_PROVEEDOR_CON_GASTOS,
  MSG_PROVEEDOR_CON_INGRESOS,
  MSG_PROVEEDOR_CON_PRODUCTOS,
  MSG_PROVEEDOR_CUIT_DUPLICADO,
  MSG_PROVEEDOR_NO_ENCONTRADO,
  MSG_PROVEEDOR_NOMBRE,
  type Proveedor,
} from 'shared';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { crearProducto } from './support/fabricas';
import { createUserWithRole } from './support/harness';

/**
 * Suppliers (docs/contactos-y-administracion.md, «Proveedores»): the select the pickers use, the
 * paged list with search and order, create / read / edit with a CUIT checked and unique among the
 * active suppliers, the delete refused while products, stock entries or expenses point at the
 * supplier, and the two lists of its detail page (products and stock entries).
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
/** A user whose role only has clientes.get: neither the select nor the list. */
let ajeno: ReturnType<typeof client>;
const ids = { aromas: 0, quimica: 0, transferencia: 0 };

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  await createUserWithRole(t.db, 'ajeno@demo.local', 'Solo clientes', ['clientes.get']);
  ajeno = client(t.app, await login(t.app, 'ajeno@demo.local'));
  const id = async (nombre: string) => (await rows<{ id: number }>(t.db, sql`select id from proveedores where nombre = ${nombre}`))[0].id;
  ids.aromas = await id('Aromas del Sur S.R.L.');
  ids.quimica = await id('Química del Plata S.A.');
  ids.transferencia = (await rows<{ id: number }>(t.db, sql`select id from metodos_pago where nombre = 'Transferencia'`))[0].id;
});
afterAll(() => t.close());

const nuevo = {
  nombre: 'Insumos del Litoral S.A.',
  cuit: '30.71777444.9',
  contacto: 'Sofía Benítez',
  telefono: '0342 455-1234',
  email: 'compras@insumoslitoral.com.ar',
  direccion: 'Bv. Gálvez 1500, Santa Fe',
  provincia: 'Santa Fe',
  notas: 'Entrega los viernes.',
};
const activos = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from proveedores where not is_deleted`))[0].n;
const cuenta = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from proveedores`))[0].n;
let cuitSeq = 0;
/** A fresh valid CUIT no other test uses (30-7200000N-D). */
const otroCuit = () => {
  cuitSeq += 1;
  return cuitCon('30', String(72000000 + cuitSeq));
};
/** Creates a supplier as the Inventario user and returns it. */
const crear = async (over: Record<string, unknown> = {}): Promise<Proveedor> => {
  const res = await u.inventario.post('/api/proveedores', { ...nuevo, cuit: otroCuit(), ...over });
  expect(res.status).toBe(201);
  return res.body;
};

describe('GET proveedores?select=true (the pickers)', () => {
  test('id and name of every active supplier, by name, for proveedores.get or stock.get', async () => {
    const res = await u.inventario.get('/api/proveedores?select=true');
    expect(res.status).toBe(200);
    expect(res.body.proveedores).toHaveLength(await activos());
    expect(res.body.proveedores[0]).toEqual({ id: ids.aromas, nombre: 'Aromas del Sur S.R.L.' });
    const nombres = res.body.proveedores.map((p: { nombre: string }) => p.nombre);
    expect(nombres).toEqual([...nombres].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    expect(nombres).toEqual(expect.arrayContaining(['Papelera del Oeste S.R.L.', 'Transportes Cuyo']));
    // A seller holds stock.get: the product screens need the names.
    expect((await u.vendedor.get('/api/proveedores?select=true')).body).toEqual(res.body);
  });

  test('neither proveedores.get nor stock.get → 403; no session → 401', async () => {
    expect((await ajeno.get('/api/proveedores?select=true')).status).toBe(403);
    expect((await u.anonimo.get('/api/proveedores?select=true')).status).toBe(401);
  });
});

describe('GET proveedores (paged list)', () => {
  type Page = { items: Proveedor[]; total: number; currentPage: number; totalPages: number; pageSize: number };
  const listar = async (query: string): Promise<Page> => {
    const res = await u.lectura.get(`/api/proveedores?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const nombres = (page: Page) => page.items.map((p) => p.nombre);

  test('10 per page by name, with the total of active suppliers and every field', async () => {
    const total = await activos();
    const p1 = await listar('');
    expect(p1).toMatchObject({ total, currentPage: 1, totalPages: Math.ceil(total / 10), pageSize: 10 });
    expect(p1.items).toHaveLength(10);
    const p2 = await listar('page=2');
    const todos = [...nombres(p1), ...nombres(p2)];
    expect(todos).toHaveLength(total);
    expect(todos).toEqual([...todos].sort((a, b) => a.localeCompare(b, 'es')));
    const quimica = [...p1.items, ...p2.items].find((p) => p.id === ids.quimica);
    expect(quimica).toEqual({
      id: ids.quimica,
      nombre: 'Química del Plata S.A.',
      cuit: '30-71234567-1',
      contacto: 'Roberto Sosa',
      telefono: expect.stringMatching(/^0800-/),
      email: 'ventas@quimicadelplatasa.com.ar',
      direccion: 'Av. Mitre 2450, Avellaneda',
      provincia: 'Buenos Aires',
      notas: 'Entrega los martes y jueves. Pago a 30 días.',
    });
  });

  test('sortable by CUIT, contact and province, both ways; an unknown column → 400', async () => {
    const porCuit = (await listar('sort=cuit&dir=desc&pageSize=100')).items.map((p) => p.cuit);
    const conCuit = porCuit.filter((c): c is string => c !== null);
    expect(conCuit).toEqual([...conCuit].sort().reverse());
    const porProvincia = (await listar('sort=provincia&pageSize=100')).items.map((p) => p.provincia ?? '');
    expect(porProvincia.filter(Boolean)).toEqual(porProvincia.filter(Boolean).sort((a, b) => a.localeCompare(b, 'es')));
    const porContacto = (await listar('sort=contacto&dir=asc&pageSize=100')).items.map((p) => p.contacto ?? '');
    expect(porContacto.filter(Boolean)).toEqual(porContacto.filter(Boolean).sort((a, b) => a.localeCompare(b, 'es')));
    const malo = await u.lectura.get('/api/proveedores?sort=telefono');
    expect(malo.status).toBe(400);
    expect(malo.body.message).toBe(MSG_ORDEN_COLUMNA);
  });

  test.each([
    ['the name, any case', 'AROMAS', ['Aromas del Sur S.R.L.']],
    ['the CUIT as stored', '30-71234567-1', ['Química del Plata S.A.']],
    ['the CUIT without separators', '30712345671', ['Química del Plata S.A.']],
    ['part of the CUIT digits', '71234567', ['Química del Plata S.A.']],
    ['the contact', 'roberto', ['Química del Plata S.A.']],
    ['the e-mail', 'papeleradeloeste', ['Papelera del Oeste S.R.L.']],
    ['nothing that matches', 'zzz-no-existe', []],
  ])('search by %s', async (_caso, search, esperados) => {
    const page = await listar(`search=${encodeURIComponent(search)}`);
    expect(nombres(page)).toEqual(esperados);
    expect(page.total).toBe(esperados.length);
    expect(page.totalPages).toBe(1);
  });

  test('the paged list needs proveedores.get: a seller (who may use the select) → 403', async () => {
    expect((await u.vendedor.get('/api/proveedores?page=1')).status).toBe(403);
    expect((await ajeno.get('/api/proveedores')).status).toBe(403);
    expect((await u.anonimo.get('/api/proveedores')).status).toBe(401);
    expect((await u.inventario.get('/api/proveedores')).status).toBe(200);
  });
});

describe('POST proveedores', () => {
  test('creates the supplier (201) with its CUIT normalised, audits it and offers it in the select', async () => {
    const res = await u.inventario.post('/api/proveedores', nuevo);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...nuevo, id: expect.any(Number), cuit: '30-71777444-9' });
    const [auditoria] = await rows<{ despues: Proveedor }>(
      t.db,
      sql`select despues from auditoria where entidad = 'proveedores' and entidad_id = ${String(res.body.id)} and accion = 'crear'`,
    );
    expect(auditoria.despues).toEqual(res.body);
    const select = await u.inventario.get('/api/proveedores?select=true');
    expect(select.body.proveedores).toContainEqual({ id: res.body.id, nombre: nuevo.nombre });
  });

  test('only the name is required: empty texts are stored as null', async () => {
    const res = await u.admin.post('/api/proveedores', { nombre: '  Solo Nombre  ', cuit: '', contacto: ' ', email: '' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      nombre: 'Solo Nombre',
      cuit: null,
      contacto: null,
      telefono: null,
      email: null,
      direccion: null,
      provincia: null,
      notas: null,
    });
    // Suppliers without CUIT are never duplicates of one another.
    expect((await u.admin.post('/api/proveedores', { nombre: 'Otro Sin CUIT' })).status).toBe(201);
  });

  test.each([
    ['no name', { ...nuevo, nombre: '   ' }, 'nombre', MSG_PROVEEDOR_NOMBRE],
    ['a CUIT with a wrong check digit', { ...nuevo, cuit: '30-71777444-2' }, 'cuit', MSG_CUIT_DIGITO],
    ['a CUIT of 10 digits', { ...nuevo, cuit: '30-7177744-1' }, 'cuit', MSG_CUIT_FORMATO],
    ['a CUIT with letters', { ...nuevo, cuit: 'CUIT 30717774441' }, 'cuit', MSG_CUIT_FORMATO],
    ['a malformed e-mail', { ...nuevo, email: 'sin-arroba' }, 'email', 'Ingrese un e-mail válido.'],
    ['an unknown province', { ...nuevo, provincia: 'Atlántida' }, 'provincia', 'Provincia inválida.'],
  ])('%s → 400 with the Spanish message and nothing written', async (_caso, body, path, message) => {
    const antes = await cuenta();
    const res = await u.inventario.post('/api/proveedores', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ path, message }]);
    expect(await cuenta()).toBe(antes);
  });

  test("another active supplier's CUIT, written any way → 409 and nothing written", async () => {
    const antes = await cuenta();
    for (const cuit of ['30-71234567-1', '30712345671', '30.71234567.1']) {
      const res = await u.inventario.post('/api/proveedores', { ...nuevo, nombre: 'Copia', cuit });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: MSG_PROVEEDOR_CUIT_DUPLICADO });
    }
    expect(await cuenta()).toBe(antes);
  });

  test('needs proveedores.post: a seller or a read-only user → 403, nothing written', async () => {
    const antes = await cuenta();
    expect((await u.vendedor.post('/api/proveedores', { ...nuevo, cuit: otroCuit() })).status).toBe(403);
    expect((await u.lectura.post('/api/proveedores', { ...nuevo, cuit: otroCuit() })).status).toBe(403);
    expect((await u.anonimo.post('/api/proveedores', { ...nuevo, cuit: otroCuit() })).status).toBe(401);
    expect(await cuenta()).toBe(antes);
  });
});

describe('GET and PUT proveedores/{id}', () => {
  test('GET: the supplier for proveedores.detail.get; missing → 404; a seller → 403', async () => {
    const res = await u.lectura.get(`/api/proveedores/${ids.aromas}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.aromas, nombre: 'Aromas del Sur S.R.L.', provincia: 'Córdoba', direccion: 'Bv. San Juan 1180, Córdoba' });
    const missing = await u.lectura.get('/api/proveedores/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_PROVEEDOR_NO_ENCONTRADO });
    expect((await u.vendedor.get(`/api/proveedores/${ids.aromas}`)).status).toBe(403);
  });

  test('PUT replaces every field and audits before and after', async () => {
    const p = await crear({ nombre: 'Para Editar' });
    const cambios = {
      nombre: 'Editado S.R.L.',
      cuit: otroCuit().replace(/-/g, ''),
      contacto: 'Nuevo Contacto',
      telefono: '011 4000-0000',
      email: 'nuevo@editado.com.ar',
      direccion: 'Calle Nueva 1',
      provincia: 'Mendoza',
      notas: '',
    };
    const res = await u.inventario.put(`/api/proveedores/${p.id}`, cambios);
    expect(res.status).toBe(200);
    const esperado = { ...cambios, id: p.id, cuit: `${cambios.cuit.slice(0, 2)}-${cambios.cuit.slice(2, 10)}-${cambios.cuit.slice(10)}`, notas: null };
    expect(res.body).toEqual(esperado);
    expect((await u.lectura.get(`/api/proveedores/${p.id}`)).body).toEqual(esperado);
    const [auditoria] = await rows<{ antes: Proveedor; despues: Proveedor }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'proveedores' and entidad_id = ${String(p.id)} and accion = 'actualizar'`,
    );
    expect(auditoria.antes).toEqual(p);
    expect(auditoria.despues).toEqual(esperado);
  });

  test("keeping its own CUIT is fine; taking another active supplier's → 409 and nothing changes", async () => {
    const p = await crear({ nombre: 'Con CUIT Propio' });
    expect((await u.inventario.put(`/api/proveedores/${p.id}`, { ...p, id: undefined, telefono: '123' })).status).toBe(200);
    const dup = await u.inventario.put(`/api/proveedores/${p.id}`, { ...nuevo, nombre: 'Robando CUIT', cuit: '30-71234567-1' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: MSG_PROVEEDOR_CUIT_DUPLICADO });
    expect((await u.lectura.get(`/api/proveedores/${p.id}`)).body).toMatchObject({ nombre: 'Con CUIT Propio', cuit: p.cuit, telefono: '123' });
  });

  test('PUT: missing → 404; invalid → 400; a seller or a read-only user → 403', async () => {
    const missing = await u.inventario.put('/api/proveedores/999999', nuevo);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_PROVEEDOR_NO_ENCONTRADO });
    const malo = await u.inventario.put(`/api/proveedores/${ids.aromas}`, { ...nuevo, cuit: '20-17254359-6' });
    expect(malo.status).toBe(400);
    expect(malo.body.message).toBe(MSG_CUIT_DIGITO);
    expect((await u.vendedor.put(`/api/proveedores/${ids.aromas}`, nuevo)).status).toBe(403);
    expect((await u.lectura.put(`/api/proveedores/${ids.aromas}`, nuevo)).status).toBe(403);
    expect((await u.lectura.get(`/api/proveedores/${ids.aromas}`)).body.nombre).toBe('Aromas del Sur S.R.L.');
  });
});

describe('DELETE proveedores/{id}', () => {
  /** Expects the refusal with `message`: the supplier still there and no 'eliminar' audit row. */
  const rechazado = async (id: number, message: string) => {
    const res = await u.inventario.delete(`/api/proveedores/${id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message });
    expect((await u.lectura.get(`/api/proveedores/${id}`)).status).toBe(200);
    expect(await rows(t.db, sql`select 1 from auditoria where entidad = 'proveedores' and entidad_id = ${String(id)} and accion = 'eliminar'`)).toEqual([]);
  };
  const materiaPrima = async () =>
    (await rows<{ id: number }>(t.db, sql`select id from productos where categoria = 'materia_prima' and not is_deleted order by codigo limit 1`))[0].id;

  test('a seeded supplier with products → 409', async () => {
    await rechazado(ids.aromas, MSG_PROVEEDOR_CON_PRODUCTOS);
  });

  test('only active products count: once its product is deleted, the supplier can go', async () => {
    const p = await crear({ nombre: 'Con un producto' });
    const prod = await crearProducto(t.db, { codigo: 19990, nombre: 'Insumo de prueba', categoria: 'materia_prima', unidad: 'kg', proveedorId: p.id, precio: '10.00' });
    await rechazado(p.id, MSG_PROVEEDOR_CON_PRODUCTOS);
    await t.db.execute(sql`update productos set is_deleted = true, deleted_at = now() where id = ${prod.id}`);
    expect((await u.inventario.delete(`/api/proveedores/${p.id}`)).status).toBe(200);
  });

  test('a supplier named in a stock entry line → 409', async () => {
    const p = await crear({ nombre: 'Con un ingreso' });
    const ingreso = await u.admin.post('/api/ingresos', {
      sucursalId: 1,
      detalles: [{ productoId: await materiaPrima(), cantidad: '5', costo: '12.50', costoMonedaId: 1, proveedorId: p.id }],
      confirmarCosto: true,
    });
    expect(ingreso.status).toBe(201);
    await rechazado(p.id, MSG_PROVEEDOR_CON_INGRESOS);
  });

  test('a supplier named in an expense, even an annulled one → 409', async () => {
    const p = await crear({ nombre: 'Con un gasto' });
    const gasto = await u.admin.post('/api/gastos', {
      fecha: '2026-01-15',
      categoria: 'Servicios',
      descripcion: 'Flete',
      monto: '1500.25',
      monedaId: 1,
      metodoPagoId: ids.transferencia,
      proveedorId: p.id,
    });
    expect(gasto.status).toBe(201);
    await rechazado(p.id, MSG_PROVEEDOR_CON_GASTOS);
    expect((await u.admin.put(`/api/gastos/anular/${gasto.body.id}`, {})).status).toBe(200);
    await rechazado(p.id, MSG_PROVEEDOR_CON_GASTOS);
  });

  test('a supplier nothing points at: deleted (soft), audited, gone from the lists, its CUIT free again', async () => {
    const p = await crear({ nombre: 'Para Borrar' });
    const res = await u.inventario.delete(`/api/proveedores/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Proveedor eliminado correctamente.' });
    expect(await rows(t.db, sql`select is_deleted from proveedores where id = ${p.id}`)).toEqual([{ is_deleted: true }]);
    const [auditoria] = await rows<{ antes: Proveedor }>(
      t.db,
      sql`select antes from auditoria where entidad = 'proveedores' and entidad_id = ${String(p.id)} and accion = 'eliminar'`,
    );
    expect(auditoria.antes).toEqual(p);

    const missing = await u.lectura.get(`/api/proveedores/${p.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_PROVEEDOR_NO_ENCONTRADO });
    expect((await u.inventario.get('/api/proveedores?select=true')).body.proveedores.map((x: { id: number }) => x.id)).not.toContain(p.id);
    expect((await u.lectura.get('/api/proveedores?search=Para%20Borrar')).body.total).toBe(0);
    expect((await u.inventario.delete(`/api/proveedores/${p.id}`)).status).toBe(404);
    expect((await u.inventario.put(`/api/proveedores/${p.id}`, nuevo)).status).toBe(404);
    expect((await u.inventario.post('/api/proveedores', { ...nuevo, nombre: 'Nuevo dueño del CUIT', cuit: p.cuit })).status).toBe(201);
  });

  test('the demo suppliers without products can be deleted', async () => {
    const [papelera] = await rows<{ id: number }>(t.db, sql`select id from proveedores where nombre = 'Papelera del Oeste S.R.L.'`);
    expect((await u.admin.delete(`/api/proveedores/${papelera.id}`)).status).toBe(200);
  });

  test('needs proveedores.delete: a seller or a read-only user → 403; missing → 404', async () => {
    const p = await crear({ nombre: 'Intocable' });
    expect((await u.vendedor.delete(`/api/proveedores/${p.id}`)).status).toBe(403);
    expect((await u.lectura.delete(`/api/proveedores/${p.id}`)).status).toBe(403);
    expect((await u.lectura.get(`/api/proveedores/${p.id}`)).status).toBe(200);
    const missing = await u.inventario.delete('/api/proveedores/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_PROVEEDOR_NO_ENCONTRADO });
  });
});

describe('GET proveedores/{id}/productos', () => {
  type Item = { id: number; codigo: string; nombre: string; categoria: string; unidad: string; costo: string; costoMonedaSimbolo: string };
  const esperados = async (proveedorId: number) =>
    rows<Item>(
      t.db,
      sql`select p.id, p.codigo::text as codigo, p.nombre, p.categoria, p.unidad, p.costo::text as costo, m.simbolo as "costoMonedaSimbolo"
          from productos p join monedas m on m.id = p.costo_moneda_id
          where p.proveedor_id = ${proveedorId} and not p.is_deleted order by p.codigo`,
    );

  test('the active products it supplies, by code, with their cost and its currency, paged', async () => {
    const todos = await esperados(ids.aromas);
    expect(todos.length).toBeGreaterThan(10);
    expect(new Set(todos.map((p) => p.costoMonedaSimbolo))).toEqual(new Set(['$', 'US$']));
    const p1 = await u.lectura.get(`/api/proveedores/${ids.aromas}/productos`);
    expect(p1.status).toBe(200);
    expect(p1.body).toEqual({ items: todos.slice(0, 10), total: todos.length, currentPage: 1, totalPages: Math.ceil(todos.length / 10), pageSize: 10 });
    const p2 = await u.lectura.get(`/api/proveedores/${ids.aromas}/productos?page=2&pageSize=5`);
    expect(p2.body.items).toEqual(todos.slice(5, 10));
  });

  test('a deleted product is not listed', async () => {
    const antes = await esperados(ids.quimica);
    await t.db.execute(sql`update productos set is_deleted = true, deleted_at = now() where id = ${antes[0].id}`);
    try {
      const res = await u.lectura.get(`/api/proveedores/${ids.quimica}/productos?pageSize=100`);
      expect(res.body.total).toBe(antes.length - 1);
      expect(res.body.items.map((p: Item) => p.id)).not.toContain(antes[0].id);
    } finally {
      await t.db.execute(sql`update productos set is_deleted = false, deleted_at = null where id = ${antes[0].id}`);
    }
  });

  test('a supplier without products: an empty page; missing → 404; a seller → 403', async () => {
    const p = await crear({ nombre: 'Sin productos' });
    expect((await u.lectura.get(`/api/proveedores/${p.id}/productos`)).body).toEqual({ items: [], total: 0, currentPage: 1, totalPages: 1, pageSize: 10 });
    const missing = await u.lectura.get('/api/proveedores/999999/productos');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_PROVEEDOR_NO_ENCONTRADO });
    expect((await u.vendedor.get(`/api/proveedores/${ids.aromas}/productos`)).status).toBe(403);
  });
});

describe('GET proveedores/{id}/ingresos', () => {
  type Item = { id: number; fechaIngreso: string; sucursal: string; lineas: number };
  const esperados = async (proveedorId: number) =>
    (
      await rows<{ id: number; fecha: Date | string; sucursal: string; lineas: number }>(
        t.db,
        sql`select i.id, i.fecha, s.nombre as sucursal, count(*)::int as lineas
            from ingresos i join ingreso_detalles d on d.ingreso_id = i.id join sucursales s on s.id = i.sucursal_id
            where d.proveedor_id = ${proveedorId} group by i.id, s.nombre order by i.fecha desc, i.id desc`,
      )
    ).map((r) => ({ id: r.id, fechaIngreso: new Date(r.fecha).toISOString(), sucursal: r.sucursal, lineas: r.lineas }));

  test('the stock entries with its lines, newest first, with the branch and how many lines are its own', async () => {
    const p = await crear({ nombre: 'Con ingresos' });
    const [m1, m2, m3] = await rows<{ id: number }>(
      t.db,
      sql`select id from productos where categoria = 'materia_prima' and not is_deleted order by codigo limit 3`,
    );
    const linea = (productoId: number, proveedorId: number) => ({ productoId, cantidad: '2', costo: '10.00', costoMonedaId: 1, proveedorId });
    const primero = await u.admin.post('/api/ingresos', { sucursalId: 2, detalles: [linea(m1.id, p.id)], confirmarCosto: true });
    const segundo = await u.admin.post('/api/ingresos', {
      sucursalId: 1,
      detalles: [linea(m1.id, p.id), linea(m2.id, ids.aromas), linea(m3.id, p.id)],
      confirmarCosto: true,
    });
    expect([primero.status, segundo.status]).toEqual([201, 201]);
    // The same instant for both: the newer id goes first.
    await t.db.execute(sql`update ingresos set fecha = '2026-03-01T12:00:00Z' where id in (${primero.body.id}, ${segundo.body.id})`);

    const res = await u.lectura.get(`/api/proveedores/${p.id}/ingresos`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { id: segundo.body.id, fechaIngreso: '2026-03-01T12:00:00.000Z', sucursal: 'Casa Central', lineas: 2 },
        { id: primero.body.id, fechaIngreso: '2026-03-01T12:00:00.000Z', sucursal: 'Sucursal Norte', lineas: 1 },
      ],
      total: 2,
      currentPage: 1,
      totalPages: 1,
      pageSize: 10,
    });
    const aromas = await u.lectura.get(`/api/proveedores/${ids.aromas}/ingresos?pageSize=100`);
    expect(aromas.body.items).toEqual(await esperados(ids.aromas));
    expect(aromas.body.items.find((i: Item) => i.id === segundo.body.id)).toMatchObject({ lineas: 1 });
  });

  test('paged: the seeded supplier with most entries, 1 per page', async () => {
    const [top] = await rows<{ id: number }>(
      t.db,
      sql`select proveedor_id as id from ingreso_detalles group by proveedor_id order by count(distinct ingreso_id) desc, proveedor_id limit 1`,
    );
    const todos = await esperados(top.id);
    expect(todos.length).toBeGreaterThan(1);
    const p2 = await u.lectura.get(`/api/proveedores/${top.id}/ingresos?page=2&pageSize=1`);
    expect(p2.body).toEqual({ items: [todos[1]], total: todos.length, currentPage: 2, totalPages: todos.length, pageSize: 1 });
  });

  test('a supplier without entries: an empty page; missing → 404; a seller → 403', async () => {
    const p = await crear({ nombre: 'Sin ingresos' });
    expect((await u.lectura.get(`/api/proveedores/${p.id}/ingresos`)).body).toEqual({ items: [], total: 0, currentPage: 1, totalPages: 1, pageSize: 10 });
    const missing = await u.lectura.get('/api/proveedores/999999/ingresos');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG_PROVEEDOR_NO_ENCONTRADO });
    expect((await u.vendedor.get(`/api/proveedores/${ids.aromas}/ingresos`)).status).toBe(403);
  });
});
