import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { client, createTestApp, demoClients, login, ORIGIN, PASSWORD, rows, type TestApp } from './helpers';
import { emptyQuerySchema, MSG_USUARIO_ADMIN_PROTEGIDO, MSG_USUARIO_CONTRASENA_AJENA, ROLE_PERMISSIONS } from 'shared';
import { createUserWithRole } from './support/harness';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST auth/login', () => {
  test('valid credentials answer 200 with the user and set an httpOnly SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Vendedor@Demo.local', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'vendedor@demo.local',
      name: 'Martín Pereyra',
      roleName: 'Vendedor',
      cod_vendedor: 'V002',
    });
    expect(body.user.permissions).toContain('ventas.post');
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  test('the database keeps only the SHA-256 of the session id', async () => {
    const sid = await login(t.app, 'admin@demo.local');
    const found = await rows(t.db, sql`select token_hash from sesiones where token_hash = ${sid}`);
    expect(found).toHaveLength(0);
    const hashed = await rows(t.db, sql`select count(*)::int as n from sesiones where token_hash = ${sha256(sid)}`);
    expect(hashed[0]).toEqual({ n: 1 });
  });

  test.each([
    ['wrong password', 'admin@demo.local', 'otra-clave'],
    ['unknown e-mail', 'nadie@demo.local', PASSWORD],
  ])('%s → 401 Credenciales inválidas and no cookie', async (_case, email, password) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Credenciales inválidas' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('an inactive user cannot sign in, and loses the sessions already open', async () => {
    const sid = await login(t.app, 'inventario@demo.local');
    await t.db.execute(sql`update usuarios set activo = false where email = 'inventario@demo.local'`);
    try {
      const res = await client(t.app).post('/api/auth/login', { email: 'inventario@demo.local', password: PASSWORD });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Credenciales inválidas' });
      expect((await client(t.app, sid).get('/api/auth/me')).status).toBe(401);
    } finally {
      await t.db.execute(sql`update usuarios set activo = true where email = 'inventario@demo.local'`);
    }
  });

  test('a malformed payload answers 400 with the first Spanish issue and the list of fields', async () => {
    const res = await client(t.app).post('/api/auth/login', { email: 'no-es-un-mail', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ingrese un e-mail válido.');
    expect(res.body.errors).toEqual([
      { path: 'email', message: 'Ingrese un e-mail válido.' },
      { path: 'password', message: 'Ingrese su contraseña.' },
    ]);
  });

  test('a body that is not JSON answers 400 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Solicitud inválida.' });
  });
});

describe('login rate limit', () => {
  test('after the configured number of attempts per minute the API answers 429 in Spanish, even for valid credentials', async () => {
    const limited = await createTestApp({ seed: true, config: { loginRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const c = client(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await c.post('/api/auth/login', { email: 'admin@demo.local', password: 'mala' })).status);
      }
      expect(statuses).toEqual([401, 401, 401]);
      const blocked = await c.post('/api/auth/login', { email: 'admin@demo.local', password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'Demasiados intentos. Espere un minuto e intente nuevamente.' });
      // Other routes are not limited.
      expect((await c.get('/api/auth/me')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('GET auth/me, POST auth/logout', () => {
  test('without a session → 401 No autenticado', async () => {
    const res = await client(t.app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'No autenticado. Inicie sesión.' });
  });

  test('with an unknown cookie → 401', async () => {
    expect((await client(t.app, 'inventado').get('/api/auth/me')).status).toBe(401);
  });

  test('me returns the session user; logout ends the session and clears the cookie', async () => {
    const sid = await login(t.app, 'lectura@demo.local');
    const c = client(t.app, sid);
    const me = await c.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(Number),
      name: 'Diego Romero',
      email: 'lectura@demo.local',
      roleId: expect.any(Number),
      roleName: 'Solo lectura',
      permissions: expect.arrayContaining(['stock.get', 'ventas.detail.get']),
      cod_vendedor: null,
      // The user's branch (Casa Central: the screens preselect it) and the role's discount limit.
      sucursalId: 1,
      descuentoMaximo: '100.00',
    });
    expect(me.body.permissions).not.toContain('ventas.post');

    const out = await c.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body.message).toEqual(expect.any(String));
    expect(String(out.res.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });

  test('logout without a session still answers 200', async () => {
    expect((await client(t.app).post('/api/auth/logout')).status).toBe(200);
  });

  test('a session idle for longer than 8 hours has expired', async () => {
    const sid = await login(t.app, 'lectura@demo.local');
    await t.db.execute(
      sql`update sesiones set last_seen_at = now() - interval '8 hours 1 minute' where token_hash = ${sha256(sid)}`,
    );
    expect((await client(t.app, sid).get('/api/auth/me')).status).toBe(401);
  });

  test('a session past its absolute expiry has expired even when in use', async () => {
    const sid = await login(t.app, 'lectura@demo.local');
    await t.db.execute(
      sql`update sesiones set expires_at = now() - interval '1 second' where token_hash = ${sha256(sid)}`,
    );
    expect((await client(t.app, sid).get('/api/auth/me')).status).toBe(401);
  });
});

describe('PUT auth/change-password/{userId}', () => {
  test('the user changes their own password: other sessions end, the current one stays, the new password works', async () => {
    const fresh = await createTestApp();
    try {
      const actual = await login(fresh.app, 'vendedor@demo.local');
      const otra = await login(fresh.app, 'vendedor@demo.local');
      const me = (await client(fresh.app, actual).get('/api/auth/me')).body;
      const res = await client(fresh.app, actual).put(`/api/auth/change-password/${me.id}`, { passwordActual: PASSWORD, newPassword: 'NuevaClave123' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Contraseña actualizada correctamente' });
      expect((await client(fresh.app, actual).get('/api/auth/me')).status).toBe(200);
      expect((await client(fresh.app, otra).get('/api/auth/me')).status).toBe(401);
      const old = await client(fresh.app).post('/api/auth/login', { email: 'vendedor@demo.local', password: PASSWORD });
      expect(old.status).toBe(401);
      await login(fresh.app, 'vendedor@demo.local', 'NuevaClave123');
      const audit = await rows(fresh.db, sql`select accion, antes, despues from auditoria where entidad = 'usuarios'`);
      expect(audit).toEqual([{ accion: 'cambiar_contrasena', antes: null, despues: null }]);
    } finally {
      await fresh.close();
    }
  });

  test("another user's password needs usuarios.put; an administrator ends all of that user's sessions", async () => {
    const fresh = await createTestApp();
    try {
      const u = await demoClients(fresh.app);
      const lecturaId = (await u.lectura.get('/api/auth/me')).body.id;
      const adminId = (await u.admin.get('/api/auth/me')).body.id;

      const denied = await u.vendedor.put(`/api/auth/change-password/${adminId}`, { newPassword: 'Hackeada123' });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });

      const ok = await u.admin.put(`/api/auth/change-password/${lecturaId}`, { newPassword: 'OtraClave123' });
      expect(ok.status).toBe(200);
      expect((await u.lectura.get('/api/auth/me')).status).toBe(401);
      expect((await u.admin.get('/api/auth/me')).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  test('one\'s own password asks for the current one: missing or wrong → 400 in Spanish and nothing changes; failures counted per user (429 past the limit, even when right)', async () => {
    const fresh = await createTestApp({ config: { loginAccountAttempts: { max: 3, windowMs: 15 * 60_000 } } });
    try {
      const sid = await login(fresh.app, 'vendedor@demo.local');
      const otra = await login(fresh.app, 'vendedor@demo.local');
      const c = client(fresh.app, sid);
      const me = (await c.get('/api/auth/me')).body;
      const sinActual = await c.put(`/api/auth/change-password/${me.id}`, { newPassword: 'NuevaClave123' });
      expect(sinActual.status).toBe(400);
      expect(sinActual.body).toEqual({ message: 'Ingrese la contraseña actual.' });
      for (let i = 0; i < 3; i += 1) {
        const mala = await c.put(`/api/auth/change-password/${me.id}`, { passwordActual: `Adivinada${i}`, newPassword: 'NuevaClave123' });
        expect(mala.status).toBe(400);
        expect(mala.body).toEqual({ message: 'La contraseña actual no es correcta.' });
      }
      // Nothing changed: the old password still signs in and the other session is still open.
      expect((await client(fresh.app, otra).get('/api/auth/me')).status).toBe(200);
      const bloqueada = await c.put(`/api/auth/change-password/${me.id}`, { passwordActual: PASSWORD, newPassword: 'NuevaClave123' });
      expect(bloqueada.status).toBe(429);
      expect(bloqueada.body).toEqual({ message: 'Demasiados intentos fallidos con la contraseña actual. Espere 15 minutos e intente nuevamente.' });
      await login(fresh.app, 'vendedor@demo.local');
      // Another user's count is their own.
      const admin = client(fresh.app, await login(fresh.app, 'admin@demo.local'));
      const adminId = (await admin.get('/api/auth/me')).body.id;
      expect((await admin.put(`/api/auth/change-password/${adminId}`, { passwordActual: PASSWORD, newPassword: 'NuevaClave123' })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  test("another user's password within the caller's permissions only: an Administrador's needs every permission (403 in Spanish)", async () => {
    const fresh = await createTestApp();
    try {
      const adminId = (await rows<{ id: number }>(fresh.db, sql`select id from usuarios where email = 'admin@demo.local'`))[0].id;
      const lecturaId = (await rows<{ id: number }>(fresh.db, sql`select id from usuarios where email = 'lectura@demo.local'`))[0].id;
      const vendedorId = (await rows<{ id: number }>(fresh.db, sql`select id from usuarios where email = 'vendedor@demo.local'`))[0].id;
      await createUserWithRole(fresh.db, 'editor@prueba.local', 'Editor de usuarios', [
        'usuarios.get',
        'usuarios.put',
        ...ROLE_PERMISSIONS['Solo lectura'],
      ]);
      const editor = client(fresh.app, await login(fresh.app, 'editor@prueba.local'));
      const alAdmin = await editor.put(`/api/auth/change-password/${adminId}`, { newPassword: 'Hackeada123' });
      expect(alAdmin.status).toBe(403);
      expect(alAdmin.body).toEqual({ message: MSG_USUARIO_ADMIN_PROTEGIDO });
      const alVendedor = await editor.put(`/api/auth/change-password/${vendedorId}`, { newPassword: 'Hackeada123' });
      expect(alVendedor.status).toBe(403);
      expect(alVendedor.body).toEqual({ message: MSG_USUARIO_CONTRASENA_AJENA });
      await login(fresh.app, 'admin@demo.local');
      await login(fresh.app, 'vendedor@demo.local');
      // A user whose role holds no more than the caller's: allowed.
      expect((await editor.put(`/api/auth/change-password/${lecturaId}`, { newPassword: 'OtraClave123' })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  test('a short password → 400 in Spanish; an unknown user → 404', async () => {
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const short = await admin.put('/api/auth/change-password/1', { newPassword: 'corta' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('La contraseña debe tener al menos 8 caracteres.');
    const missing = await admin.put('/api/auth/change-password/9999', { newPassword: 'Larga12345' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Usuario no encontrado.' });
  });
});

describe('cross-cutting HTTP behaviour', () => {
  test('an unknown route answers 404 Recurso no encontrado (with or without a session)', async () => {
    expect((await client(t.app).get('/api/no-existe')).body).toEqual({ message: 'Recurso no encontrado.' });
    const res = await client(t.app, await login(t.app, 'admin@demo.local')).delete('/api/no-existe/1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Recurso no encontrado.' });
  });

  test('a refused permission is audited (user, route, method, permission), at most once a minute per user, route and method; a failing audit write still answers 403', async () => {
    const fresh = await createTestApp();
    try {
      const lectura = client(fresh.app, await login(fresh.app, 'lectura@demo.local'));
      const lecturaId = (await lectura.get('/api/auth/me')).body.id;
      // A flood of refusals: every one answers 403, the audit gets one row.
      const res = await Promise.all(Array.from({ length: 60 }, () => lectura.post('/api/metodo-pago', { nombre: 'Cheque' })));
      expect(res.map((r) => r.status)).toEqual(Array(60).fill(403));
      expect(res[0].body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
      // The permission checked inside a handler (requireAnyPermission): audited too.
      await createUserWithRole(fresh.db, 'sinnada@prueba.local', 'Solo stock', ['stock.get']);
      const sinNada = client(fresh.app, await login(fresh.app, 'sinnada@prueba.local'));
      const sinNadaId = (await sinNada.get('/api/auth/me')).body.id;
      expect((await sinNada.get('/api/proveedores?page=1')).status).toBe(403);
      const denegados = await rows(
        fresh.db,
        sql`select usuario_id, entidad_id, despues from auditoria where entidad = 'sesiones' and accion = 'permiso_denegado' order by id`,
      );
      expect(denegados).toEqual([
        {
          usuario_id: lecturaId,
          entidad_id: String(lecturaId),
          despues: { ruta: '/api/metodo-pago', metodo: 'POST', permiso: 'metodos_pago.post', ip: '127.0.0.1' },
        },
        { usuario_id: sinNadaId, entidad_id: String(sinNadaId), despues: { ruta: '/api/proveedores', metodo: 'GET', permiso: 'proveedores.get', ip: '127.0.0.1' } },
      ]);
      // The audit cannot be written: the refusal still answers 403, never 500.
      await fresh.db.execute(sql`alter table auditoria add constraint sin_denegados check (accion <> 'permiso_denegado') not valid`);
      const otra = await lectura.delete('/api/metodo-pago/1');
      expect(otra.status).toBe(403);
      expect(otra.body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
    } finally {
      await fresh.close();
    }
  });

  test('a signed-in user without the permission gets 403 with the Spanish message', async () => {
    const lectura = client(t.app, await login(t.app, 'lectura@demo.local'));
    const res = await lectura.post('/api/metodo-pago', { nombre: 'Cheque' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
  });

  test('mutations from an origin that is not a configured front end are refused', async () => {
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const res = await admin.call('POST', '/api/metodo-pago', { nombre: 'Cheque' }, { origin: 'https://malicioso.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Origen no permitido.' });
    const list = await admin.get('/api/metodo-pago');
    expect(list.body.map((m: { nombre: string }) => m.nombre)).not.toContain('Cheque');
    // Reads from any origin still work (the browser enforces CORS on them).
    expect((await admin.call('GET', '/api/sucursales', undefined, { origin: 'https://malicioso.example' })).status).toBe(200);
  });

  test('CORS preflight allows PUT and DELETE with credentials for a configured origin', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/clientes/1',
        headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      );
    }
  });

  test('CORS preflight from an unknown origin gets no Access-Control-Allow-Origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/clientes/1',
      headers: { origin: 'https://malicioso.example', 'access-control-request-method': 'DELETE' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the remotes on 127.0.0.1 are configured origins too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: 'http://127.0.0.1:3002' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');
  });

  test('an unexpected error answers 500 Error interno del servidor without details', async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      fresh.app.get('/api/explota', { config: { public: true }, schema: { querystring: emptyQuerySchema } }, async () => {
        throw new Error('detalle interno secreto');
      });
      const res = await client(fresh.app).get('/api/explota');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Error interno del servidor.' });
    } finally {
      await fresh.close();
    }
  });
});
