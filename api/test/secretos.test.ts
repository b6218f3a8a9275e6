import { sql } from 'drizzle-orm';
import { sha256 } from '../src/plugins/auth';
import { client, createTestApp, login, ORIGIN, PASSWORD, productoConStock, rows } from './helpers';

/**
 * Sessions and secrets (docs/seguridad.md): failed-attempt limits per account, per user and per
 * address for passwords and authorization codes; the Secure cookie flag; and no session id,
 * password, password hash or authorization code in any response or log line.
 */

describe('failed sign-ins per account', () => {
  const attempt = (t: Awaited<ReturnType<typeof createTestApp>>, email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { origin: ORIGIN }, remoteAddress });

  test('past the limit the (account, address) pair answers 429 in Spanish, even with the right password; the right password from another address signs in', async () => {
    const t = await createTestApp({ config: { loginAccountAttempts: { max: 3, windowMs: 15 * 60_000 } } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await attempt(t, 'admin@demo.local', 'mala', '10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt(t, 'admin@demo.local', PASSWORD, '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Demasiados intentos fallidos para esta cuenta. Espere 15 minutos e intente nuevamente.' });
      // Eleven (or a thousand) failures from an attacker's address never keep the owner out.
      expect((await attempt(t, 'admin@demo.local', PASSWORD, '10.0.0.99')).statusCode).toBe(200);
      expect((await attempt(t, 'vendedor@demo.local', PASSWORD, '10.0.0.1')).statusCode).toBe(200);
      // Failures spread over many addresses lock none of them (each pair has its own count).
      for (let i = 2; i < 8; i += 1) expect((await attempt(t, 'admin@demo.local', 'mala', `10.0.0.${i}`)).statusCode).toBe(401);
      expect((await attempt(t, 'admin@demo.local', PASSWORD, '10.0.0.7')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('past the limit of an address (any account) it answers 429 in Spanish, even with the right password; other addresses are unaffected', async () => {
    const t = await createTestApp({ config: { loginAddressAttempts: { max: 4, windowMs: 15 * 60_000 } } });
    try {
      for (const email of ['a@demo.local', 'b@demo.local', 'admin@demo.local', 'vendedor@demo.local']) {
        expect((await attempt(t, email, 'mala', '10.0.1.1')).statusCode).toBe(401);
      }
      const blocked = await attempt(t, 'lectura@demo.local', PASSWORD, '10.0.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Demasiados intentos fallidos desde esta dirección. Espere 15 minutos e intente nuevamente.' });
      expect((await attempt(t, 'lectura@demo.local', PASSWORD, '10.0.1.2')).statusCode).toBe(200);
      // The refusal of the address did not count against the pair of that account (its password was not checked).
      const [par] = await rows<{ cantidad: number }>(t.db, sql`select cantidad from intentos_fallidos where clave = 'login:par:lectura@demo.local|10.0.1.1'`);
      expect(par.cantidad).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('right passwords are not counted against the address: sign-ins from one office never lock it', async () => {
    const t = await createTestApp({ config: { loginAddressAttempts: { max: 2, windowMs: 15 * 60_000 } } });
    try {
      for (let i = 0; i < 5; i += 1) expect((await attempt(t, 'vendedor@demo.local', PASSWORD, '10.0.2.1')).statusCode).toBe(200);
      expect((await attempt(t, 'vendedor@demo.local', 'mala', '10.0.2.1')).statusCode).toBe(401);
      expect((await attempt(t, 'admin@demo.local', PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('a failed sign-in is audited with the e-mail tried and the address, never the password; a failing audit write still answers 401', async () => {
    const t = await createTestApp();
    try {
      expect((await attempt(t, 'admin@demo.local', 'ClaveEquivocada77', '10.0.3.1')).statusCode).toBe(401);
      expect((await attempt(t, 'nadie@demo.local', 'OtraEquivocada88', '10.0.3.2')).statusCode).toBe(401);
      const [admin] = await rows<{ id: number }>(t.db, sql`select id from usuarios where email = 'admin@demo.local'`);
      const fallidos = await rows(
        t.db,
        sql`select usuario_id, entidad_id, antes, despues from auditoria where entidad = 'sesiones' and accion = 'login_fallido' order by id`,
      );
      expect(fallidos).toEqual([
        { usuario_id: null, entidad_id: String(admin.id), antes: null, despues: { email: 'admin@demo.local', ip: '10.0.3.1' } },
        { usuario_id: null, entidad_id: null, antes: null, despues: { email: 'nadie@demo.local', ip: '10.0.3.2' } },
      ]);
      expect(JSON.stringify(await rows(t.db, sql`select * from auditoria`))).not.toMatch(/ClaveEquivocada77|OtraEquivocada88/);
      // The audit cannot be written (a constraint refuses the row): the sign-in still answers 401, not 500.
      await t.db.execute(sql`alter table auditoria add constraint sin_login_fallido check (accion <> 'login_fallido') not valid`);
      const res = await attempt(t, 'admin@demo.local', 'mala', '10.0.3.1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Credenciales inválidas' });
    } finally {
      await t.close();
    }
  });

  test('a successful sign-in clears the count of its account', async () => {
    const t = await createTestApp({ config: { loginAccountAttempts: { max: 2, windowMs: 15 * 60_000 } } });
    try {
      const c = client(t.app);
      expect((await c.post('/api/auth/login', { email: 'admin@demo.local', password: 'mala' })).status).toBe(401);
      expect((await c.post('/api/auth/login', { email: 'admin@demo.local', password: PASSWORD })).status).toBe(200);
      expect((await c.post('/api/auth/login', { email: 'admin@demo.local', password: 'mala' })).status).toBe(401);
      expect((await c.post('/api/auth/login', { email: 'admin@demo.local', password: 'mala' })).status).toBe(401);
      expect((await c.post('/api/auth/login', { email: 'admin@demo.local', password: PASSWORD })).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('authorization codes cannot be guessed', () => {
  test('check-code-pass: wrong codes count per user; past the limit 429, even for a valid code; a valid code is not counted', async () => {
    const t = await createTestApp({ config: { codeAttempts: { max: 3, windowMs: 15 * 60_000 } } });
    try {
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
      const { codigo } = (await admin.post('/api/ventas/codigos-autorizacion')).body;
      const wrong = codigo === '000000' ? '000001' : '000000';
      expect((await vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo })).body).toEqual({ valid: true });
      for (let i = 0; i < 3; i += 1) {
        expect((await vendedor.post('/api/ventas/check-code-pass', { codigo_pass: wrong })).body).toEqual({ valid: false });
      }
      const blocked = await vendedor.post('/api/ventas/check-code-pass', { codigo_pass: codigo });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Demasiados intentos fallidos con códigos de autorización/);
    } finally {
      await t.close();
    }
  });

  test('POST ventas with an overridden price counts a wrong code too; the limit is the user\'s: another user at the same address is not locked out', async () => {
    const t = await createTestApp({ config: { codeAttempts: { max: 2, windowMs: 15 * 60_000 } } });
    try {
      const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
      const p = { id: await productoConStock(t.db) };
      const venta = (codigo: string) => ({
        sucursalId: 1,
        metodoPagoId: 1,
        custom: true,
        codigo_pass: codigo,
        detalles: [{ productoId: p.id, cantidad: '1', precioUnitario: '10.00', custom: true }],
      });
      expect((await vendedor.post('/api/ventas', venta('111111'))).status).toBe(400);
      expect((await vendedor.post('/api/ventas', venta('222222'))).status).toBe(400);
      const third = await vendedor.post('/api/ventas', venta('333333'));
      expect(third.status).toBe(429);
      // Another user from the same address (inject's 127.0.0.1) still checks codes: one seller's
      // mistakes do not lock the whole office.
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      expect((await admin.post('/api/ventas/check-code-pass', { codigo_pass: '444444' })).body).toEqual({ valid: false });
      const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ventas where codigo_autorizacion_id is not null`);
      expect(n).toBe(0);
    } finally {
      await t.close();
    }
  });

  test('an overridden price whose total does not fit a money column is a Spanish 400, not a 500', async () => {
    const t = await createTestApp();
    try {
      const admin = client(t.app, await login(t.app, 'admin@demo.local'));
      const { codigo } = (await admin.post('/api/ventas/codigos-autorizacion')).body;
      const p = { id: await productoConStock(t.db) };
      const res = await admin.post('/api/ventas', {
        sucursalId: 1,
        metodoPagoId: 1,
        custom: true,
        codigo_pass: codigo,
        detalles: [{ productoId: p.id, cantidad: '2', precioUnitario: '999999999999.99', custom: true }],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('El importe supera el máximo admitido (999.999.999.999,99).');
    } finally {
      await t.close();
    }
  });
});

describe('cookie flags', () => {
  test('with COOKIE_SECURE the session cookie is Secure, httpOnly and SameSite=Lax', async () => {
    const t = await createTestApp({ config: { cookieSecure: true } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.local', password: PASSWORD } });
      const cookie = res.cookies.find((c) => c.name === 'sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    } finally {
      await t.close();
    }
  });
});

describe('secrets never leave the server', () => {
  test('no session id, password, password hash or authorization code in any response body or log line', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ config: { logger: { level: 'trace', stream: { write: (l: string) => void lines.push(l) } } } });
    try {
      const bodies: string[] = [];
      const call = async (method: 'GET' | 'POST' | 'PUT', url: string, sid?: string, payload?: unknown) => {
        const res = await t.app.inject({ method, url, payload: payload as never, cookies: sid ? { sid } : undefined, headers: { origin: ORIGIN } });
        bodies.push(res.body);
        return res;
      };
      const loginRes = await call('POST', '/api/auth/login', undefined, { email: 'admin@demo.local', password: PASSWORD });
      const sid = loginRes.cookies.find((c) => c.name === 'sid')!.value;
      const vendedorSid = (await call('POST', '/api/auth/login', undefined, { email: 'vendedor@demo.local', password: PASSWORD })).cookies.find(
        (c) => c.name === 'sid',
      )!.value;
      await call('POST', '/api/auth/login', undefined, { email: 'admin@demo.local', password: 'ContraseñaEquivocada1' });
      await call('GET', '/api/auth/me', sid);
      await call('GET', '/api/users?pageSize=100', sid);
      await call('GET', '/api/auditoria?pageSize=100', sid);
      const codigoRes = await call('POST', '/api/ventas/codigos-autorizacion', sid);
      const codigo = (codigoRes.json() as { codigo: string }).codigo;
      await call('POST', '/api/ventas/check-code-pass', vendedorSid, { codigo_pass: codigo });
      const p = { id: await productoConStock(t.db) };
      const venta = await call('POST', '/api/ventas', vendedorSid, {
        sucursalId: 1,
        metodoPagoId: 1,
        custom: true,
        codigo_pass: codigo,
        detalles: [{ productoId: p.id, cantidad: '1', precioUnitario: '10.00', custom: true }],
      });
      expect(venta.statusCode).toBe(201);
      const [admin] = await rows<{ id: number }>(t.db, sql`select id from usuarios where email = 'admin@demo.local'`);
      const cambio = await call('PUT', `/api/auth/change-password/${admin.id}`, sid, { passwordActual: PASSWORD, newPassword: 'ClaveNueva2025!' });
      expect(cambio.statusCode).toBe(200);
      await call('POST', '/api/auth/logout', sid);
      expect(lines.length).toBeGreaterThan(10);

      const hashes = await rows<{ password_hash: string }>(t.db, sql`select password_hash from usuarios`);
      const secrets: Array<[string, string]> = [
        ['id de sesión', sid],
        ['id de sesión (vendedor)', vendedorSid],
        ['hash de sesión', sha256(sid)],
        ['contraseña', PASSWORD],
        ['contraseña equivocada', 'ContraseñaEquivocada1'],
        ['contraseña nueva', 'ClaveNueva2025!'],
        ['hash del código', sha256(codigo)],
        ...(await rows<{ codigo_hash: string }>(t.db, sql`select codigo_hash from codigos_autorizacion`)).map((h): [string, string] => ['hash del código (HMAC)', h.codigo_hash]),
        ...hashes.map((h): [string, string] => ['hash de contraseña', h.password_hash]),
      ];
      const logText = lines.join('\n');
      const leaks = secrets.filter(([, s]) => logText.includes(s)).map(([n]) => `log: ${n}`);
      // The generated code is shown once, in its own response; nowhere else.
      if (logText.includes(`"${codigo}"`) || logText.includes(`codigo_pass=${codigo}`)) leaks.push('log: código');
      bodies.forEach((b, i) => {
        for (const [n, s] of secrets) if (b.includes(s)) leaks.push(`respuesta ${i}: ${n}`);
        if (b !== codigoRes.body && b.includes(`"${codigo}"`)) leaks.push(`respuesta ${i}: código`);
      });
      expect(leaks).toEqual([]);
      // The audit trail keeps who changed a password, never the hash.
      const audit = await rows<{ despues: unknown }>(t.db, sql`select despues from auditoria where accion = 'cambiar_contrasena'`);
      expect(JSON.stringify(audit)).not.toMatch(/argon2/);
    } finally {
      await t.close();
    }
  });
});
