import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, METODOS_PAGO_READERS } from 'shared';
import { client, createTestApp, demoClients, login, productoConStock, rows, type TestApp } from './helpers';
import { createUserWithRole } from './support/harness';

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

describe('GET sucursales, GET monedas (any signed-in user)', () => {
  test('branches and currencies of the seed', async () => {
    const suc = await u.lectura.get('/api/sucursales');
    expect(suc.status).toBe(200);
    expect(suc.body).toEqual({
      sucursales: [
        { id: 1, nombre: 'Casa Central', puntoVenta: 1 },
        { id: 2, nombre: 'Sucursal Norte', puntoVenta: 2 },
      ],
    });
    const mon = await u.vendedor.get('/api/monedas');
    expect(mon.body).toEqual({
      monedas: [
        { id: 1, nombre: 'Pesos', simbolo: '$', valor: '1.0000' },
        { id: 2, nombre: 'Dólares', simbolo: 'US$', valor: '1180.0000' },
      ],
    });
  });

  test('need a session', async () => {
    expect((await u.anonimo.get('/api/sucursales')).status).toBe(401);
    expect((await u.anonimo.get('/api/monedas')).status).toBe(401);
  });
});

describe('GET users', () => {
  test('pages the users by name with role, seller code and commission', async () => {
    const res = await u.admin.get('/api/users?page=2&pageSize=3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 6, currentPage: 2, totalPages: 2 });
    expect(res.body.usuarios.map((x: { name: string }) => x.name)).toEqual(['Martín Pereyra', 'Sofía Díaz', 'Valeria Ruiz']);
    expect(res.body.usuarios[1]).toEqual({
      id: expect.any(Number),
      name: 'Sofía Díaz',
      email: 'inventario@demo.local',
      cod_vendedor: null,
      roleId: expect.any(Number),
      roleName: 'Inventario',
      comision: '0.00',
      activo: true,
      sucursalId: expect.any(Number),
      sucursalNombre: 'Casa Central',
    });
    const all = await u.admin.get('/api/users?pageSize=100');
    const vendedor = all.body.usuarios.find((x: { email: string }) => x.email === 'vendedor@demo.local');
    expect(vendedor).toMatchObject({ cod_vendedor: 'V002', comision: '5.00', roleName: 'Vendedor' });
    expect(vendedor).not.toHaveProperty('passwordHash');
  });

  test('pageSize above 100 → 400 in Spanish', async () => {
    const res = await u.admin.get('/api/users?pageSize=101');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El tamaño de página debe estar entre 1 y 100.');
  });

  test('a seller without usuarios.get gets the sellers only, without e-mail, role or commission; others get 403', async () => {
    const res = await u.vendedor.get('/api/users?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.usuarios.length).toBeGreaterThan(0);
    for (const x of res.body.usuarios) {
      expect(Object.keys(x).sort()).toEqual(['cod_vendedor', 'id', 'name']);
      expect(x.cod_vendedor).not.toBeNull();
    }
    expect(res.body.total).toBe(res.body.usuarios.length);
    expect((await u.inventario.get('/api/users')).status).toBe(403);
    expect((await u.lectura.get('/api/users')).status).toBe(200);
  });
});

describe('roles', () => {
  test('POST roles creates a role (201) with known permissions and audits it', async () => {
    const res = await u.admin.post('/api/roles', { name: '  Cajero  ', permissions: ['ventas.get', 'cajas.get', 'ventas.get'] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Cajero', permissions: ['ventas.get', 'cajas.get'], sistema: false, usuarios: 0, descuentoMaximo: '100.00' });
    const audit = await rows(t.db, sql`select entidad, accion, usuario_id from auditoria where entidad = 'roles' and entidad_id = ${String(res.body.id)}`);
    expect(audit).toEqual([{ entidad: 'roles', accion: 'crear', usuario_id: expect.any(Number) }]);
    const detail = await u.admin.get(`/api/roles/${res.body.id}`);
    expect(detail.body.name).toBe('Cajero');
  });

  test('name only (the create-role screen) → a role without permissions', async () => {
    const res = await u.admin.post('/api/roles', { name: 'Repartidor' });
    expect(res.status).toBe(201);
    expect(res.body.permissions).toEqual([]);
  });

  test('a duplicated name, in any case → 409', async () => {
    const res = await u.admin.post('/api/roles', { name: 'vendedor' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Ya existe un rol con ese nombre.' });
  });

  test('a blank name → 400 El nombre del rol es obligatorio. and nothing written', async () => {
    const before = await count('roles');
    const res = await u.admin.post('/api/roles', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El nombre del rol es obligatorio.');
    expect(res.body.errors).toEqual([{ path: 'name', message: 'El nombre del rol es obligatorio.' }]);
    expect(await count('roles')).toBe(before);
  });

  test('unknown permission strings → 400 naming them', async () => {
    const res = await u.admin.post('/api/roles', { name: 'Raro', permissions: ['ventas.get', 'todo.borrar'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Permisos inválidos: todo.borrar');
  });

  test('GET roles lists the seeded roles; Administrador holds every permission', async () => {
    const res = await u.admin.get('/api/roles');
    expect(res.status).toBe(200);
    const admin = res.body.roles.find((r: { name: string }) => r.name === 'Administrador');
    expect(admin.permissions).toEqual(ALL_PERMISSIONS);
    expect(res.body.roles.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Administrador', 'Vendedor', 'Inventario', 'Solo lectura']),
    );
  });

  test('creating roles needs roles.post', async () => {
    const res = await u.lectura.post('/api/roles', { name: 'Intruso' });
    expect(res.status).toBe(403);
    expect((await u.vendedor.get('/api/roles/1')).status).toBe(403);
  });
});

describe('metodo-pago', () => {
  test('GET list: the active methods by name, for metodos_pago.get and the sellers who pick one', async () => {
    const res = await u.vendedor.get('/api/metodo-pago');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { nombre: string }) => m.nombre)).toEqual(['Cuenta Corriente', 'Efectivo', 'Tarjeta', 'Transferencia']);
    expect(res.body[0]).toEqual({ id: expect.any(Number), nombre: 'Cuenta Corriente', descripcion: expect.any(String), clave: 'cuenta_corriente' });
    expect(res.body.map((m: { clave: string | null }) => m.clave)).toEqual(['cuenta_corriente', 'efectivo', null, null]);
  });

  test('create, read, update and soft delete', async () => {
    const created = await u.admin.post('/api/metodo-pago', { nombre: '  Mercado Pago ', descripcion: '' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), nombre: 'Mercado Pago', descripcion: null, clave: null });
    const id = created.body.id;

    expect((await u.admin.get(`/api/metodo-pago/${id}`)).body).toEqual(created.body);

    const updated = await u.admin.put(`/api/metodo-pago/${id}`, { nombre: 'Mercado Pago QR', descripcion: 'Cobro con QR' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id, nombre: 'Mercado Pago QR', descripcion: 'Cobro con QR', clave: null });

    const deleted = await u.admin.delete(`/api/metodo-pago/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Método de pago eliminado correctamente.' });
    expect((await u.admin.get(`/api/metodo-pago/${id}`)).status).toBe(404);
    expect((await u.admin.get('/api/metodo-pago')).body.map((m: { id: number }) => m.id)).not.toContain(id);
    const kept = await rows(t.db, sql`select is_deleted from metodos_pago where id = ${id}`);
    expect(kept).toEqual([{ is_deleted: true }]);

    // The name is free again once deleted.
    expect((await u.admin.post('/api/metodo-pago', { nombre: 'Mercado Pago QR' })).status).toBe(201);

    const acciones = await rows(t.db, sql`select accion from auditoria where entidad = 'metodos_pago' and entidad_id = ${String(id)} order by id`);
    expect(acciones.map((a) => a.accion)).toEqual(['crear', 'actualizar', 'eliminar']);
  });

  test('a duplicated name among active methods, in any case → 409', async () => {
    const res = await u.admin.post('/api/metodo-pago', { nombre: 'EFECTIVO' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Ya existe un método de pago con ese nombre.' });
    const other = await u.admin.post('/api/metodo-pago', { nombre: 'Cheque' });
    const rename = await u.admin.put(`/api/metodo-pago/${other.body.id}`, { nombre: 'tarjeta' });
    expect(rename.status).toBe(409);
  });

  test('missing → 404 Método de pago no encontrado.', async () => {
    for (const res of [
      await u.admin.get('/api/metodo-pago/9999'),
      await u.admin.put('/api/metodo-pago/9999', { nombre: 'X' }),
      await u.admin.delete('/api/metodo-pago/9999'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Método de pago no encontrado.' });
    }
  });

  test('validation: name required and at most 50, description at most 200; nothing written', async () => {
    const before = await count('metodos_pago');
    const blank = await u.admin.post('/api/metodo-pago', { nombre: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('El nombre es obligatorio');
    const missing = await u.admin.post('/api/metodo-pago', {});
    expect(missing.body.message).toBe('El nombre es obligatorio');
    const long = await u.admin.post('/api/metodo-pago', { nombre: 'x'.repeat(51) });
    expect(long.body.message).toBe('El nombre no puede superar los 50 caracteres');
    const desc = await u.admin.post('/api/metodo-pago', { nombre: 'Vale', descripcion: 'x'.repeat(201) });
    expect(desc.body.message).toBe('La descripción no puede superar los 200 caracteres');
    expect(await count('metodos_pago')).toBe(before);
  });

  test('an invalid id → 400 Identificador inválido.', async () => {
    const res = await u.admin.get('/api/metodo-pago/abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Identificador inválido.');
  });

  test('a system method (with a clave) cannot be deleted: 409 in Spanish, nothing changes', async () => {
    const metodos = (await u.admin.get('/api/metodo-pago')).body as Array<{ id: number; nombre: string; clave: string | null }>;
    for (const clave of ['efectivo', 'cuenta_corriente']) {
      const metodo = metodos.find((m) => m.clave === clave)!;
      const auditBefore = await count('auditoria');
      const res = await u.admin.delete(`/api/metodo-pago/${metodo.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Es un método de pago del sistema: se puede cambiar el nombre, pero no eliminar.' });
      expect((await u.admin.get(`/api/metodo-pago/${metodo.id}`)).body).toEqual(metodo);
      expect(await rows(t.db, sql`select is_deleted, clave from metodos_pago where id = ${metodo.id}`)).toEqual([{ is_deleted: false, clave }]);
      expect(await count('auditoria')).toBe(auditBefore);
    }
  });

  test('the clave is not part of the body: a PUT or POST with it → 400 and the key stays', async () => {
    const metodos = (await u.admin.get('/api/metodo-pago')).body as Array<{ id: number; clave: string | null }>;
    const efectivo = metodos.find((m) => m.clave === 'efectivo')!;
    const put = await u.admin.put(`/api/metodo-pago/${efectivo.id}`, { nombre: 'Efectivo', clave: 'cuenta_corriente' });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Campo no permitido: "clave".');
    const post = await u.admin.post('/api/metodo-pago', { nombre: 'Vale', clave: 'efectivo' });
    expect(post.status).toBe(400);
    expect(post.body.message).toBe('Campo no permitido: "clave".');
    expect(await rows(t.db, sql`select count(*)::int as n from metodos_pago where clave = 'efectivo'`)).toEqual([{ n: 1 }]);
  });

  test('permissions per action', async () => {
    expect((await u.vendedor.get('/api/metodo-pago/1')).status).toBe(403);
    expect((await u.lectura.get('/api/metodo-pago/1')).status).toBe(200);
    expect((await u.lectura.put('/api/metodo-pago/1', { nombre: 'Efectivo' })).status).toBe(403);
    expect((await u.vendedor.delete('/api/metodo-pago/1')).status).toBe(403);
    expect((await u.anonimo.get('/api/metodo-pago')).status).toBe(401);
  });

  test('GET list needs metodos_pago.get or a permission of a screen that picks a method (METODOS_PAGO_READERS); else 403', async () => {
    const como = async (email: string, permisos: string[]) => {
      await createUserWithRole(t.db, email, `Métodos ${email}`, permisos);
      return client(t.app, await login(t.app, email));
    };
    const sinPermiso = await como('metodos.sin@prueba.local', ['home.get', 'clientes.get', 'metodos_pago.detail.get']);
    expect(await sinPermiso.get('/api/metodo-pago')).toMatchObject({ status: 403, body: { message: 'No tiene permiso para realizar esta acción.' } });
    for (const [i, permiso] of METODOS_PAGO_READERS.entries()) {
      expect({ permiso, status: (await (await como(`metodos.${i}@prueba.local`, [permiso])).get('/api/metodo-pago')).status }).toEqual({ permiso, status: 200 });
    }
    // The seeded roles keep the list (New Sale, the box closing, the expenses).
    for (const as of [u.admin, u.vendedor, u.lectura]) expect((await as.get('/api/metodo-pago')).status).toBe(200);
    expect((await u.inventario.get('/api/metodo-pago')).status).toBe(403);
  });
});

// Last: it renames the seeded Cuenta Corriente method for the rest of this file.
describe('metodo-pago: a system method renamed keeps its key and its rules', () => {
  test("renaming 'Cuenta Corriente' to 'Cta. Cte.' keeps the key, and a sale with it still goes on account", async () => {
    const metodos = (await u.admin.get('/api/metodo-pago')).body as Array<{ id: number; nombre: string; descripcion: string | null; clave: string | null }>;
    const cc = metodos.find((m) => m.clave === 'cuenta_corriente')!;
    expect(cc.nombre).toBe('Cuenta Corriente');

    const renamed = await u.admin.put(`/api/metodo-pago/${cc.id}`, { nombre: 'Cta. Cte.', descripcion: cc.descripcion });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: cc.id, nombre: 'Cta. Cte.', descripcion: cc.descripcion, clave: 'cuenta_corriente' });
    const [audit] = await rows<{ antes: { nombre: string; clave: string }; despues: { nombre: string; clave: string } }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'metodos_pago' and entidad_id = ${String(cc.id)} and accion = 'actualizar'`,
    );
    expect(audit.antes).toMatchObject({ nombre: 'Cuenta Corriente', clave: 'cuenta_corriente' });
    expect(audit.despues).toMatchObject({ nombre: 'Cta. Cte.', clave: 'cuenta_corriente' });
    // Still a system method under its new name.
    expect((await u.admin.delete(`/api/metodo-pago/${cc.id}`)).status).toBe(409);

    const cliente = await u.admin.post('/api/clientes', { nombreApellido: 'Cliente Cta Cte', documento: '20-44555666-2', tipo: 'particular', condicionIVA: 'Exento' });
    expect(cliente.status).toBe(201);
    const productoId = await productoConStock(t.db, 1);
    const venta = await u.vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: cc.id,
      clienteId: cliente.body.id,
      descuento: '0',
      detalles: [{ productoId, cantidad: '1', precioUnitario: '0', custom: false }],
    });
    expect(venta.status).toBe(201);
    const detalle = (await u.vendedor.get(`/api/ventas/${venta.body.ventaId}`)).body;
    expect(detalle).toMatchObject({ metodoPago: { id: cc.id, nombre: 'Cta. Cte.' }, pagado: '0.00', pagada: false, estadoPago: 'Pendiente' });
    const cuenta = (await u.admin.get(`/api/clientes/${cliente.body.id}`)).body.cuentaCorriente;
    expect(cuenta.saldo_pesos).toBe(detalle.total);

    // Without a client it is refused as any Cuenta Corriente sale.
    const sinCliente = await u.vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: cc.id,
      clienteId: null,
      descuento: '0',
      detalles: [{ productoId, cantidad: '1', precioUnitario: '0', custom: false }],
    });
    expect(sinCliente.status).toBe(400);
    expect(sinCliente.body).toEqual({ message: 'Una venta en Cuenta Corriente requiere un cliente.' });
  });

  test("a method named 'Cuenta Corriente' without the key is an ordinary method: its sales are paid at once", async () => {
    const otro = await u.admin.post('/api/metodo-pago', { nombre: 'cuenta corriente' });
    expect(otro.status).toBe(201);
    expect(otro.body.clave).toBeNull();
    const productoId = await productoConStock(t.db, 1);
    const venta = await u.vendedor.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: otro.body.id,
      clienteId: null,
      descuento: '0',
      detalles: [{ productoId, cantidad: '1', precioUnitario: '0', custom: false }],
    });
    expect(venta.status).toBe(201);
    const detalle = (await u.vendedor.get(`/api/ventas/${venta.body.ventaId}`)).body;
    expect(detalle).toMatchObject({ pagada: true, estadoPago: 'Pagada' });
    expect(detalle.pagado).toBe(detalle.total);
  });
});
