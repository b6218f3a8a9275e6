import { sql } from 'drizzle-orm';
import { auditoriaPageSchema } from 'shared';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';

/** GET auditoria (docs/seguridad.md "Auditoría"): filters, paging, newest first, auditoria.get only. */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
});
afterAll(() => t.close());

test('only the Administrador holds auditoria.get', async () => {
  expect((await u.admin.get('/api/auditoria')).status).toBe(200);
  for (const c of [u.vendedor, u.inventario, u.lectura]) expect((await c.get('/api/auditoria')).status).toBe(403);
  expect((await u.anonimo.get('/api/auditoria')).status).toBe(401);
});

test('a change shows up first, with its user, entity, id, before and after', async () => {
  const creado = await u.admin.post('/api/metodo-pago', { nombre: 'Mercado Pago', descripcion: null });
  expect(creado.status).toBe(201);
  await u.admin.put(`/api/metodo-pago/${creado.body.id}`, { nombre: 'Mercado Pago QR', descripcion: 'QR' });
  const res = await u.admin.get('/api/auditoria?entidad=metodos_pago&pageSize=5');
  expect(res.status).toBe(200);
  const page = auditoriaPageSchema.parse(res.body);
  expect(page.items[0]).toMatchObject({
    entidad: 'metodos_pago',
    entidadId: String(creado.body.id),
    accion: 'actualizar',
    usuario: { name: expect.any(String) },
    antes: expect.objectContaining({ nombre: 'Mercado Pago' }),
    despues: expect.objectContaining({ nombre: 'Mercado Pago QR' }),
  });
  expect(page.items[1]).toMatchObject({ accion: 'crear', entidadId: String(creado.body.id) });
});

test('filters by user and by Buenos Aires days, and pages on the server', async () => {
  const [vendedor] = await rows<{ id: number }>(t.db, sql`select id from usuarios where email = 'vendedor@demo.local'`);
  const porUsuario = (await u.admin.get(`/api/auditoria?usuarioId=${vendedor.id}&pageSize=100`)).body;
  expect(porUsuario.items.length).toBeGreaterThan(0);
  expect(porUsuario.items.every((i: { usuario: { id: number } | null }) => i.usuario?.id === vendedor.id)).toBe(true);

  const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from auditoria`);
  const p1 = (await u.admin.get('/api/auditoria?pageSize=3&page=1')).body;
  const p2 = (await u.admin.get('/api/auditoria?pageSize=3&page=2')).body;
  expect(p1).toMatchObject({ total: n, currentPage: 1, pageSize: 3, totalPages: Math.ceil(n / 3) });
  expect(p2.items[0].id).not.toBe(p1.items[0].id);
  expect(new Date(p1.items[2].fecha).getTime()).toBeGreaterThanOrEqual(new Date(p2.items[0].fecha).getTime());

  await t.db.execute(sql`update auditoria set fecha = '2024-03-10T02:30:00Z' where id = (select min(id) from auditoria)`);
  // 02:30 UTC on the 10th is 23:30 of the 9th in Buenos Aires.
  const dia9 = (await u.admin.get('/api/auditoria?fechaDesde=2024-03-09&fechaHasta=2024-03-09')).body;
  const dia10 = (await u.admin.get('/api/auditoria?fechaDesde=2024-03-10&fechaHasta=2024-03-10')).body;
  expect(dia9.total).toBe(1);
  expect(dia10.total).toBe(0);
});

test('bad filters answer 400 in Spanish', async () => {
  const res = await u.admin.get('/api/auditoria?fechaDesde=10/03/2024');
  expect(res.status).toBe(400);
  expect(res.body.message).toBe('Fecha inválida.');
});
