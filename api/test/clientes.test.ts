import { sql } from 'drizzle-orm';
import {
  clienteSchema,
  MSG_CLIENTE_CON_PRESUPUESTOS,
  MSG_CLIENTE_CON_SALDO,
  MSG_CLIENTE_CON_VENTAS,
  MSG_CUIT_DIGITO,
  MSG_DOCUMENTO_INVALIDO,
} from 'shared';
import { createTestApp, demoClients, productoConStock, rows, type TestApp } from './helpers';
import { metodosDePago, nuevoCliente } from './support/fabricas';

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
});
afterAll(() => t.close());

const nuevo = {
  nombreApellido: 'Graciela Benítez',
  documento: '27123456',
  tipo: 'particular',
  condicionIVA: 'Monotributista',
  email: 'graciela@correo.com.ar',
  telefono: '351 555-1234',
  direccion: 'Av. Colón 1234',
  codigoPostal: '5000',
  zona: 'Centro',
  provincia: 'Córdoba',
  notas: '',
  nombreEmpresa: null,
};
const MSG_LIMITE = 'El límite de crédito debe ser un importe de hasta 2 decimales, mayor o igual a 0.';
const clientesCount = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from clientes`))[0].n;

describe('POST clientes', () => {
  test('creates the client (201) with zero balances', async () => {
    const res = await u.vendedor.post('/api/clientes', nuevo);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...nuevo,
      id: expect.any(Number),
      notas: null,
      limiteCreditoPesos: null,
      limiteCreditoDolares: null,
      cuentaCorriente: { saldo_pesos: '0.00', saldo_dolares: '0.00', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '0.00' },
    });
    expect(() => clienteSchema.parse(res.body)).not.toThrow();
  });

  test('the province defaults to Buenos Aires', async () => {
    const res = await u.admin.post('/api/clientes', {
      nombreApellido: 'Hotel Central',
      documento: '30-55555555-1',
      tipo: 'empresa',
      condicionIVA: 'Responsable Inscripto',
    });
    expect(res.status).toBe(201);
    expect(res.body.provincia).toBe('Buenos Aires');
  });

  test.each([
    ['nombreApellido missing', { ...nuevo, nombreApellido: '  ' }, 'Por favor, completa todos los campos obligatorios.'],
    ['documento missing', { ...nuevo, documento: undefined }, 'Por favor, completa todos los campos obligatorios.'],
    ['tipo missing', { ...nuevo, tipo: '' }, 'Por favor, completa todos los campos obligatorios.'],
    ['condicionIVA missing', { ...nuevo, condicionIVA: undefined }, 'Por favor, completa todos los campos obligatorios.'],
    ['tipo outside its list', { ...nuevo, tipo: 'mayorista' }, 'Tipo inválido.'],
    ['condicionIVA outside its list', { ...nuevo, condicionIVA: 'Responsable No Inscripto' }, 'Condición IVA inválida.'],
    ['malformed e-mail', { ...nuevo, email: 'sin-arroba' }, 'Ingrese un e-mail válido.'],
    ['unknown province', { ...nuevo, provincia: 'Atlántida' }, 'Provincia inválida.'],
    ['negative credit limit', { ...nuevo, limiteCreditoPesos: '-1' }, MSG_LIMITE],
    ['credit limit with 3 decimals', { ...nuevo, limiteCreditoDolares: '10.005' }, MSG_LIMITE],
    ['credit limit not a number', { ...nuevo, limiteCreditoPesos: '1.000,50' }, MSG_LIMITE],
    ['credit limit of another type', { ...nuevo, limiteCreditoPesos: true }, MSG_LIMITE],
  ])('%s → 400 with the Spanish message and nothing written', async (_case, payload, message) => {
    const before = await clientesCount();
    const res = await u.vendedor.post('/api/clientes', { ...payload, documento: payload.documento === undefined ? undefined : '27999111' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].message).toBe(message);
    expect(await clientesCount()).toBe(before);
  });

  test('a documento already used by an active client → 409', async () => {
    const res = await u.vendedor.post('/api/clientes', { ...nuevo, nombreApellido: 'Otra persona' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Ya existe un cliente con ese documento.' });
  });

  test('needs clientes.post', async () => {
    expect((await u.lectura.post('/api/clientes', { ...nuevo, documento: '20-40111227-9' })).status).toBe(403);
    expect((await u.anonimo.post('/api/clientes', { ...nuevo, documento: '20-40111227-9' })).status).toBe(401);
  });
});

describe('GET clientes', () => {
  test('select=true: every active client with balances (sellers need it)', async () => {
    const res = await u.vendedor.get('/api/clientes?select=true');
    expect(res.status).toBe(200);
    expect(res.body.clientes.length).toBeGreaterThanOrEqual(41);
    for (const c of res.body.clientes) expect(() => clienteSchema.parse(c)).not.toThrow();
  });

  test('paged and searched by name, document or e-mail', async () => {
    const page = await u.lectura.get('/api/clientes?page=1&pageSize=5');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ currentPage: 1, pageSize: 5, total: 43, totalPages: 9 });
    const names = page.body.items.map((c: { nombreApellido: string }) => c.nombreApellido);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));

    const byName = await u.lectura.get('/api/clientes?search=graciela');
    expect(byName.body.items.map((c: { documento: string }) => c.documento)).toEqual(['27123456']);
    const byDoc = await u.lectura.get('/api/clientes?search=2712345');
    expect(byDoc.body.total).toBe(1);
    const byMail = await u.lectura.get('/api/clientes?search=GRACIELA@CORREO');
    expect(byMail.body.total).toBe(1);
  });

  test('a seller without clientes.get may search the clients (the pickers of a sale and a quote); a role with none of the readers may not', async () => {
    await t.db.execute(sql`update roles set permissions = array_remove(permissions, 'clientes.get') where name = 'Vendedor'`);
    try {
      const res = await u.vendedor.get('/api/clientes?search=GRACIELA&page=1&pageSize=20');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(1);
      expect((await u.vendedor.get('/api/clientes?select=true')).status).toBe(200);
    } finally {
      await t.db.execute(sql`update roles set permissions = permissions || array['clientes.get'] where name = 'Vendedor'`);
    }
    expect((await u.inventario.get('/api/clientes?search=GRACIELA&page=1')).status).toBe(403);
  });
});

describe('GET, PUT, DELETE clientes/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await u.admin.post('/api/clientes', { ...nuevo, documento: '30111222', nombreApellido: 'Ramiro Quiroga' })).body.id;
  });

  test('GET returns the client; missing → 404 Cliente no encontrado.', async () => {
    const res = await u.lectura.get(`/api/clientes/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, nombreApellido: 'Ramiro Quiroga', documento: '30111222' });
    const missing = await u.lectura.get('/api/clientes/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Cliente no encontrado.' });
  });

  test('balances: owed amounts and credit in favour per currency', async () => {
    await t.db.execute(sql`
      insert into movimientos_cuenta_corriente (cliente_id, tipo, moneda_id, monto, descripcion, saldo_previo, saldo_nuevo)
      values (${id}, 'DEBITO', 1, 1500.50, 'Deuda manual: fiado', 0, 1500.50),
             (${id}, 'CREDITO', 1, 500.25, 'Pago', 1500.50, 1000.25),
             (${id}, 'CREDITO', 2, 20, 'Pago adelantado', 0, -20)`);
    // Balances are read from the table registrarMovimiento keeps (docs/cuentas-corrientes.md).
    await t.db.execute(sql`
      insert into saldos_cuenta_corriente (cliente_id, moneda_id, saldo) values (${id}, 1, 1000.25), (${id}, 2, -20)`);
    const res = await u.lectura.get(`/api/clientes/${id}`);
    expect(res.body.cuentaCorriente).toEqual({
      saldo_pesos: '1000.25',
      saldo_dolares: '0.00',
      saldo_a_favor_pesos: '0.00',
      saldo_a_favor_dolares: '20.00',
    });
    const listed = await u.lectura.get('/api/clientes?search=30111222');
    expect(listed.body.items[0].cuentaCorriente.saldo_pesos).toBe('1000.25');
  });

  test('PUT updates every field and audits before and after', async () => {
    const res = await u.vendedor.put(`/api/clientes/${id}`, {
      ...nuevo,
      documento: '30111222',
      nombreApellido: 'Ramiro Quiroga',
      tipo: 'empresa',
      condicionIVA: 'Responsable Inscripto',
      nombreEmpresa: 'Quiroga Hnos.',
      provincia: 'Mendoza',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, tipo: 'empresa', nombreEmpresa: 'Quiroga Hnos.', provincia: 'Mendoza' });
    const [audit] = await rows<{ antes: { tipo: string }; despues: { tipo: string } }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'clientes' and entidad_id = ${String(id)} and accion = 'actualizar'`,
    );
    expect(audit.antes.tipo).toBe('particular');
    expect(audit.despues.tipo).toBe('empresa');
  });

  test("PUT with another active client's documento → 409; invalid data → 400", async () => {
    const dup = await u.vendedor.put(`/api/clientes/${id}`, { ...nuevo });
    expect(dup.status).toBe(409);
    const bad = await u.vendedor.put(`/api/clientes/${id}`, { ...nuevo, documento: '30111222', tipo: 'otro' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tipo inválido.');
  });

  test('DELETE needs clientes.delete, is refused while the balance is not zero, then soft-deletes, audits and frees the documento', async () => {
    expect((await u.vendedor.delete(`/api/clientes/${id}`)).status).toBe(403);
    const conSaldo = await u.admin.delete(`/api/clientes/${id}`);
    expect(conSaldo.status).toBe(409);
    expect(conSaldo.body).toEqual({ message: MSG_CLIENTE_CON_SALDO });
    // The account is settled: both balances back to zero (the movements stay as history).
    await t.db.execute(sql`update saldos_cuenta_corriente set saldo = 0 where cliente_id = ${id}`);
    const res = await u.admin.delete(`/api/clientes/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Cliente eliminado correctamente.' });
    expect((await u.admin.get(`/api/clientes/${id}`)).status).toBe(404);
    expect((await u.admin.get('/api/clientes?search=30111222')).body.total).toBe(0);
    expect(await rows(t.db, sql`select is_deleted from clientes where id = ${id}`)).toEqual([{ is_deleted: true }]);
    expect((await u.admin.delete(`/api/clientes/${id}`)).status).toBe(404);
    const [auditoria] = await rows<{ antes: { documento: string } }>(
      t.db,
      sql`select antes from auditoria where entidad = 'clientes' and entidad_id = ${String(id)} and accion = 'eliminar'`,
    );
    expect(auditoria.antes.documento).toBe('30111222');
    expect((await u.admin.post('/api/clientes', { ...nuevo, documento: '30111222' })).status).toBe(201);
  });
});

describe('credit limits (limiteCreditoPesos / limiteCreditoDolares)', () => {
  const limitesDe = async (id: number) =>
    rows(t.db, sql`select limite_credito_pesos, limite_credito_dolares from clientes where id = ${id}`);

  test('POST stores them as money with 2 decimals; empty means no limit; GET, the list and the select show them', async () => {
    const res = await u.admin.post('/api/clientes', { ...nuevo, documento: '20-40111222-8', limiteCreditoPesos: '150000.5', limiteCreditoDolares: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ limiteCreditoPesos: '150000.50', limiteCreditoDolares: null });
    expect(await limitesDe(res.body.id)).toEqual([{ limite_credito_pesos: '150000.50', limite_credito_dolares: null }]);
    expect((await u.lectura.get(`/api/clientes/${res.body.id}`)).body).toMatchObject({ limiteCreditoPesos: '150000.50', limiteCreditoDolares: null });
    const listed = await u.lectura.get('/api/clientes?search=20-40111222-8');
    expect(listed.body.items[0]).toMatchObject({ limiteCreditoPesos: '150000.50', limiteCreditoDolares: null });
    const select = await u.vendedor.get('/api/clientes?select=true');
    expect(select.body.clientes.find((c: { id: number }) => c.id === res.body.id)).toMatchObject({ limiteCreditoPesos: '150000.50' });
    const sinLimite = await u.admin.post('/api/clientes', { ...nuevo, documento: '20-40111223-6' });
    expect(sinLimite.body).toMatchObject({ limiteCreditoPesos: null, limiteCreditoDolares: null });
  });

  test('PUT sets, changes and clears them (0 is a limit, empty or null is none) and audits before and after', async () => {
    const { id } = (await u.admin.post('/api/clientes', { ...nuevo, documento: '20-40111224-4' })).body;
    const base = { ...nuevo, documento: '20-40111224-4' };
    const set = await u.admin.put(`/api/clientes/${id}`, { ...base, limiteCreditoPesos: 250000, limiteCreditoDolares: '0' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ limiteCreditoPesos: '250000.00', limiteCreditoDolares: '0.00' });

    // A PUT that leaves them out keeps them.
    const kept = await u.vendedor.put(`/api/clientes/${id}`, { ...base, telefono: '351 000-0000' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ telefono: '351 000-0000', limiteCreditoPesos: '250000.00', limiteCreditoDolares: '0.00' });

    const cleared = await u.admin.put(`/api/clientes/${id}`, { ...base, limiteCreditoPesos: '  ', limiteCreditoDolares: null });
    expect(cleared.body).toMatchObject({ limiteCreditoPesos: null, limiteCreditoDolares: null });
    expect(await limitesDe(id)).toEqual([{ limite_credito_pesos: null, limite_credito_dolares: null }]);

    const audits = await rows<{ antes: Record<string, unknown>; despues: Record<string, unknown> }>(
      t.db,
      sql`select antes, despues from auditoria where entidad = 'clientes' and entidad_id = ${String(id)} and accion = 'actualizar' order by id`,
    );
    expect(audits[0].antes).toMatchObject({ limiteCreditoPesos: null, limiteCreditoDolares: null });
    expect(audits[0].despues).toMatchObject({ limiteCreditoPesos: '250000', limiteCreditoDolares: '0' });
    expect(audits[2].antes).toMatchObject({ limiteCreditoPesos: '250000.00', limiteCreditoDolares: '0.00' });
    expect(audits[2].despues).toMatchObject({ limiteCreditoPesos: null, limiteCreditoDolares: null });
  });

  test('a bad limit on PUT → 400 with the Spanish message and nothing changes', async () => {
    const { id } = (await u.admin.post('/api/clientes', { ...nuevo, documento: '20-40111225-2', limiteCreditoPesos: '100' })).body;
    const res = await u.admin.put(`/api/clientes/${id}`, { ...nuevo, documento: '20-40111225-2', limiteCreditoPesos: '-5' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG_LIMITE);
    expect(res.body.errors[0]).toEqual({ path: 'limiteCreditoPesos', message: MSG_LIMITE });
    expect(await limitesDe(id)).toEqual([{ limite_credito_pesos: '100.00', limite_credito_dolares: null }]);
  });

  test('setting or changing a limit needs ventas.autorizar_precio: a seller may edit the client but not its limit (403)', async () => {
    const base = { ...nuevo, documento: '20-40111226-0' };
    const sinPermiso = await u.vendedor.post('/api/clientes', { ...base, limiteCreditoPesos: '1000' });
    expect(sinPermiso.status).toBe(403);
    expect(sinPermiso.body).toEqual({ message: 'No tiene permiso para cambiar el límite de crédito del cliente.' });
    expect((await u.admin.get('/api/clientes?search=20-40111226-0')).body.total).toBe(0);

    // An empty limit is no limit: a seller may create the client that way.
    const creado = await u.vendedor.post('/api/clientes', { ...base, limiteCreditoPesos: '', limiteCreditoDolares: null });
    expect(creado.status).toBe(201);
    const id = creado.body.id;
    await u.admin.put(`/api/clientes/${id}`, { ...base, limiteCreditoPesos: '1000' });

    const sube = await u.vendedor.put(`/api/clientes/${id}`, { ...base, limiteCreditoPesos: '999999' });
    expect(sube.status).toBe(403);
    const quita = await u.vendedor.put(`/api/clientes/${id}`, { ...base, limiteCreditoPesos: null });
    expect(quita.status).toBe(403);
    expect(await limitesDe(id)).toEqual([{ limite_credito_pesos: '1000.00', limite_credito_dolares: null }]);

    // The same limit (in any spelling) is not a change: the seller's edit goes through.
    const igual = await u.vendedor.put(`/api/clientes/${id}`, { ...base, zona: 'Sur', limiteCreditoPesos: '1000.0', limiteCreditoDolares: '' });
    expect(igual.status).toBe(200);
    expect(igual.body).toMatchObject({ zona: 'Sur', limiteCreditoPesos: '1000.00', limiteCreditoDolares: null });
  });
});

describe('documents: DNI or CUIT/CUIL with its check digit, stored normalised', () => {
  const persona = { nombreApellido: 'Documento de Prueba', tipo: 'particular', condicionIVA: 'Exento' };

  test('a CUIT typed with dots, spaces or nothing is stored as XX-XXXXXXXX-X; a DNI as its digits', async () => {
    const cuit = await u.admin.post('/api/clientes', { ...persona, documento: '20.17254359.7' });
    expect(cuit.status).toBe(201);
    expect(cuit.body.documento).toBe('20-17254359-7');
    const dni = await u.admin.post('/api/clientes', { ...persona, documento: ' 12.345.678 ' });
    expect(dni.status).toBe(201);
    expect(dni.body.documento).toBe('12345678');
    expect(await rows(t.db, sql`select documento from clientes where id in (${cuit.body.id}, ${dni.body.id}) order by id`)).toEqual([
      { documento: '20-17254359-7' },
      { documento: '12345678' },
    ]);
  });

  test('the same CUIT written another way is a duplicate (409)', async () => {
    const res = await u.admin.post('/api/clientes', { ...persona, documento: '20172543597' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Ya existe un cliente con ese documento.' });
  });

  test.each([
    ['20-17254359-6', MSG_CUIT_DIGITO],
    ['30-71234567-9', MSG_CUIT_DIGITO],
    ['123456', MSG_DOCUMENTO_INVALIDO],
    ['1234567890', MSG_DOCUMENTO_INVALIDO],
    ['DNI 12345678', MSG_DOCUMENTO_INVALIDO],
  ])('%s → 400 %s and nothing written', async (documento, message) => {
    const before = await clientesCount();
    const res = await u.admin.post('/api/clientes', { ...persona, documento });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ path: 'documento', message }]);
    expect(await clientesCount()).toBe(before);
  });

  test('search finds a CUIT typed with or without separators, or by part of its digits', async () => {
    for (const search of ['20172543597', '20-17254359-7', '17254359', '20.17254359']) {
      const res = await u.lectura.get(`/api/clientes?search=${encodeURIComponent(search)}`);
      expect(res.body.items.map((c: { documento: string }) => c.documento)).toEqual(['20-17254359-7']);
    }
  });
});

describe('GET clientes: filters by tipo, provincia and zona', () => {
  type Item = { nombreApellido: string; tipo: string; provincia: string; zona: string | null };
  beforeAll(async () => {
    await nuevoCliente(u.admin, { nombreApellido: 'Filtro Uno', documento: '41000001', zona: 'Valle Escondido', provincia: 'Salta' });
    await nuevoCliente(u.admin, { nombreApellido: 'Filtro Dos', documento: '41000002', zona: 'valle escondido', provincia: 'Jujuy' });
    await nuevoCliente(u.admin, { nombreApellido: 'Filtro Tres', documento: '30-71234567-1', zona: 'Valle Escondido', provincia: 'Salta', tipo: 'empresa', condicionIVA: 'Responsable Inscripto' });
    const borrado = await nuevoCliente(u.admin, { nombreApellido: 'Filtro Borrado', documento: '41000004', zona: 'Valle Escondido', provincia: 'Salta' });
    expect((await u.admin.delete(`/api/clientes/${borrado}`)).status).toBe(200);
  });
  const listar = async (query: string) => {
    const res = await u.lectura.get(`/api/clientes?pageSize=100&${query}`);
    expect(res.status).toBe(200);
    return res.body as { items: Item[]; total: number; totalPages: number };
  };
  const nombres = (page: { items: Item[] }) => page.items.map((c) => c.nombreApellido);

  test('zona is exact and case-insensitive, among active clients only', async () => {
    for (const zona of ['Valle Escondido', 'VALLE ESCONDIDO', 'valle escondido']) {
      const page = await listar(`zona=${encodeURIComponent(zona)}`);
      expect(nombres(page)).toEqual(['Filtro Dos', 'Filtro Tres', 'Filtro Uno']);
      expect(page.total).toBe(3);
    }
    expect((await listar('zona=Valle')).total).toBe(0);
  });

  test('tipo and provincia, alone and together with zona and a search', async () => {
    expect(nombres(await listar('zona=Valle%20Escondido&tipo=empresa'))).toEqual(['Filtro Tres']);
    expect(nombres(await listar('zona=Valle%20Escondido&provincia=Salta'))).toEqual(['Filtro Tres', 'Filtro Uno']);
    expect(nombres(await listar('zona=Valle%20Escondido&provincia=Salta&tipo=particular'))).toEqual(['Filtro Uno']);
    expect(nombres(await listar('search=filtro&provincia=Jujuy'))).toEqual(['Filtro Dos']);

    const empresas = await listar('tipo=empresa');
    const [{ n: esperadas }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from clientes where tipo = 'empresa' and not is_deleted`);
    expect(empresas.total).toBe(esperadas);
    expect(empresas.items.every((c) => c.tipo === 'empresa')).toBe(true);

    const cordoba = await listar('provincia=C%C3%B3rdoba');
    const [{ n: enCordoba }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from clientes where provincia = 'Córdoba' and not is_deleted`);
    expect(cordoba.total).toBe(enCordoba);
    expect(cordoba.total).toBeGreaterThan(0);
    expect(cordoba.items.every((c) => c.provincia === 'Córdoba')).toBe(true);
  });

  test('the filters page: total and pages count the matches', async () => {
    const p1 = await u.lectura.get('/api/clientes?zona=Valle%20Escondido&pageSize=2&page=1');
    expect(p1.body).toMatchObject({ total: 3, totalPages: 2, currentPage: 1, pageSize: 2 });
    expect(nombres(p1.body)).toEqual(['Filtro Dos', 'Filtro Tres']);
    const p2 = await u.lectura.get('/api/clientes?zona=Valle%20Escondido&pageSize=2&page=2');
    expect(nombres(p2.body)).toEqual(['Filtro Uno']);
    const lejos = await u.lectura.get('/api/clientes?zona=Valle%20Escondido&pageSize=2&page=5');
    expect(lejos.body).toMatchObject({ items: [], total: 3, totalPages: 2 });
  });

  test('a tipo or provincia outside its list → 400 in Spanish', async () => {
    const tipo = await u.lectura.get('/api/clientes?tipo=mayorista');
    expect(tipo.status).toBe(400);
    expect(tipo.body.message).toBe('Tipo inválido.');
    const provincia = await u.lectura.get('/api/clientes?provincia=Atl%C3%A1ntida');
    expect(provincia.status).toBe(400);
    expect(provincia.body.message).toBe('Provincia inválida.');
  });

  test('GET clientes/zonas: the distinct zones of active clients, sorted, without empty ones', async () => {
    const res = await u.vendedor.get('/api/clientes/zonas');
    expect(res.status).toBe(200);
    const zonas = res.body.zonas as string[];
    const esperadas = await rows<{ zona: string }>(t.db, sql`select distinct zona from clientes where not is_deleted and zona is not null`);
    expect([...zonas].sort()).toEqual(esperadas.map((r) => r.zona).sort());
    expect(zonas).toEqual([...zonas].sort((a, b) => a.localeCompare(b, 'es')));
    expect(zonas).toEqual(expect.arrayContaining(['Centro', 'Valle Escondido', 'valle escondido']));
    expect(new Set(zonas).size).toBe(zonas.length);

    // A zone only a deleted client had is not offered.
    const id = await nuevoCliente(u.admin, { nombreApellido: 'Zona Fantasma', documento: '41000005', zona: 'Barrio Fantasma' });
    expect((await u.admin.get('/api/clientes/zonas')).body.zonas).toContain('Barrio Fantasma');
    await u.admin.delete(`/api/clientes/${id}`);
    expect((await u.admin.get('/api/clientes/zonas')).body.zonas).not.toContain('Barrio Fantasma');
  });

  test('GET clientes/zonas needs clientes.get', async () => {
    expect((await u.inventario.get('/api/clientes/zonas')).status).toBe(403);
    expect((await u.anonimo.get('/api/clientes/zonas')).status).toBe(401);
    expect((await u.lectura.get('/api/clientes/zonas')).status).toBe(200);
  });
});

describe('DELETE clientes/{id}: refused while sales, quotes or a balance point at the client', () => {
  const ids = { efectivo: 0, producto: 0 };
  beforeAll(async () => {
    ({ efectivo: ids.efectivo } = await metodosDePago(u.admin));
    ids.producto = await productoConStock(t.db, 10);
  });
  /** Tries the delete: expects the refusal with `message`, the client still active and no audit row. */
  const rechazado = async (id: number, message: string) => {
    const res = await u.admin.delete(`/api/clientes/${id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message });
    expect((await u.admin.get(`/api/clientes/${id}`)).status).toBe(200);
    expect(await rows(t.db, sql`select 1 from auditoria where entidad = 'clientes' and entidad_id = ${String(id)} and accion = 'eliminar'`)).toEqual([]);
  };

  test('a client with a sale, even an annulled one → 409', async () => {
    const id = await nuevoCliente(u.admin);
    const venta = await u.admin.post('/api/ventas', {
      sucursalId: 1,
      metodoPagoId: ids.efectivo,
      clienteId: id,
      descuento: '0',
      linea: 2,
      detalles: [{ productoId: ids.producto, cantidad: '1', precioUnitario: '0' }],
    });
    expect(venta.status).toBe(201);
    await rechazado(id, MSG_CLIENTE_CON_VENTAS);
    expect((await u.admin.put(`/api/ventas/anular/${venta.body.ventaId}`, {})).status).toBe(200);
    await rechazado(id, MSG_CLIENTE_CON_VENTAS);
  });

  test('a client with a quote, even an annulled one → 409', async () => {
    const id = await nuevoCliente(u.admin);
    const presupuesto = await u.admin.post('/api/presupuestos', {
      sucursalId: 1,
      clienteId: id,
      descuento: '0',
      detalles: [{ productoId: ids.producto, cantidad: '1', precioUnitario: '0', custom: false }],
    });
    expect(presupuesto.status).toBe(201);
    await rechazado(id, MSG_CLIENTE_CON_PRESUPUESTOS);
    expect((await u.admin.put(`/api/presupuestos/anular/${presupuesto.body.id}`, {})).status).toBe(200);
    await rechazado(id, MSG_CLIENTE_CON_PRESUPUESTOS);
  });

  test('a pending manual debt (in dollars) → 409; once paid, the client can be deleted', async () => {
    const id = await nuevoCliente(u.admin);
    const deuda = await u.admin.post('/api/deuda-manual', { clienteId: id, monto: '25.75', monedaId: 2, descripcion: 'Flete', vencimiento: '2030-01-31' });
    expect(deuda.status).toBe(201);
    await rechazado(id, MSG_CLIENTE_CON_SALDO);
    const pago = await u.admin.post('/api/cuentas-corrientes/movimientos', { clienteId: id, tipo: 'CREDITO', monto: '25.75', descripcion: 'Pago', monedaId: 2, cotizacion: '1000' });
    expect(pago.status).toBe(201);
    expect((await u.admin.get(`/api/clientes/${id}`)).body.cuentaCorriente).toEqual({
      saldo_pesos: '0.00',
      saldo_dolares: '0.00',
      saldo_a_favor_pesos: '0.00',
      saldo_a_favor_dolares: '0.00',
    });
    expect((await u.admin.delete(`/api/clientes/${id}`)).status).toBe(200);
  });

  test('a credit in favour (in pesos) → 409', async () => {
    const id = await nuevoCliente(u.admin);
    const pago = await u.admin.post('/api/cuentas-corrientes/movimientos', { clienteId: id, tipo: 'CREDITO', monto: '500', descripcion: 'Pago adelantado', monedaId: 1, cotizacion: '1000' });
    expect(pago.status).toBe(201);
    expect((await u.admin.get(`/api/clientes/${id}`)).body.cuentaCorriente.saldo_a_favor_pesos).toBe('500.00');
    await rechazado(id, MSG_CLIENTE_CON_SALDO);
  });

  test('a client nothing points at is deleted and audited; a missing one → 404', async () => {
    const id = await nuevoCliente(u.admin);
    const res = await u.admin.delete(`/api/clientes/${id}`);
    expect(res.status).toBe(200);
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'clientes' and entidad_id = ${String(id)} and accion = 'eliminar'`)).toEqual([
      { accion: 'eliminar' },
    ]);
    const missing = await u.admin.delete('/api/clientes/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Cliente no encontrado.' });
  });

  test('the seeded clients with sales on account are refused', async () => {
    const [conVentas] = await rows<{ id: number }>(t.db, sql`select cliente_id as id from ventas where cliente_id is not null order by id limit 1`);
    await rechazado(conVentas.id, MSG_CLIENTE_CON_VENTAS);
  });
});
