import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, auditoriaPageSchema, METODO_CLAVE } from 'shared';
import { ConfigError, datosDemoHabilitados, loadServerConfig } from '../src/config';
import { crearAdministrador, leerArgumentosCrearAdmin, MSG_ADMIN_EMAIL_DUPLICADO, MSG_ADMIN_EXISTENTE } from '../src/db/admin';
import { COMANDO_CREAR_ADMIN, lineasDatosIniciales, prepararDatosIniciales } from '../src/db/arranque';
import type { DbOrTx } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { seedCajas } from '../src/db/seed-cajas';
import { client, createTestApp, login, rows, type TestApp } from './helpers';

/**
 * What the API does with a database on start (docs/arquitectura.md «Datos de demostración»; README
 * «Producción»): demo data only on the embedded PGlite default or with SEED_DEMO=true; otherwise the
 * first administrator from ADMIN_EMAIL / ADMIN_PASSWORD or the `crear-admin` command, with the base
 * catalogue; and the demo seed in ONE transaction (a failure leaves nothing behind).
 */

// The cash-box area seed, wrapped so one test can make it fail in the middle of the demo seed.
jest.mock('../src/db/seed-cajas', () => {
  const actual = jest.requireActual('../src/db/seed-cajas');
  return { ...actual, seedCajas: jest.fn(actual.seedCajas) };
});

const contexto = { seedPassword: 'Demo1234!', seedPasswordPropia: false, sinDemoPorque: 'PostgreSQL con DATABASE_URL; SEED_DEMO=true la cargaría' };

describe('which database gets the demo data', () => {
  test('the embedded PGlite default (pnpm start) does; a PostgreSQL (DATABASE_URL) without SEED_DEMO does not', () => {
    expect(datosDemoHabilitados({})).toBe(true);
    expect(datosDemoHabilitados({ DATABASE_URL: '  ' })).toBe(true);
    expect(datosDemoHabilitados({ DATABASE_URL: 'postgres://u:p@db:5432/backoffice' })).toBe(false);
  });

  test('SEED_DEMO decides on any database: true loads it even on PostgreSQL, false disables it even on PGlite', () => {
    expect(datosDemoHabilitados({ DATABASE_URL: 'postgres://u:p@db:5432/backoffice', SEED_DEMO: 'true' })).toBe(true);
    expect(datosDemoHabilitados({ DATABASE_URL: 'postgres://u:p@db:5432/backoffice', SEED_DEMO: 'TRUE' })).toBe(true);
    expect(datosDemoHabilitados({ SEED_DEMO: 'false' })).toBe(false);
    expect(datosDemoHabilitados({ SEED_DEMO: '0' })).toBe(false);
    expect(datosDemoHabilitados({ SEED_DEMO: '' })).toBe(true);
  });

  test('a PGlite given a first administrator (ADMIN_EMAIL) is a real installation: no demo unless SEED_DEMO=true', () => {
    expect(datosDemoHabilitados({ ADMIN_EMAIL: 'duena@empresa.com.ar' })).toBe(false);
    expect(datosDemoHabilitados({ ADMIN_EMAIL: 'duena@empresa.com.ar', SEED_DEMO: 'true' })).toBe(true);
  });

  test('any other SEED_DEMO value stops the start with a Spanish message', () => {
    expect(() => datosDemoHabilitados({ SEED_DEMO: 'si' })).toThrow(new ConfigError('SEED_DEMO debe ser true o false (vale «si»).'));
  });

  test('loadServerConfig reads SEED_DEMO, ADMIN_* and SUCURSAL_INICIAL, and ADMIN_EMAIL and ADMIN_PASSWORD go together', () => {
    const dir = path.resolve(__dirname, '..');
    const pg = loadServerConfig({ DATABASE_URL: 'postgres://x/y', ADMIN_EMAIL: ' duena@empresa.com.ar ', ADMIN_PASSWORD: 'clave-segura', SUCURSAL_INICIAL: 'Casa Matriz' }, dir);
    expect(pg).toMatchObject({
      seedDemo: false,
      adminInicial: { email: 'duena@empresa.com.ar', password: 'clave-segura', nombre: undefined },
      sucursalInicial: 'Casa Matriz',
    });
    expect(loadServerConfig({}, dir)).toMatchObject({ seedDemo: true, adminInicial: null, sucursalInicial: undefined });
    expect(() => loadServerConfig({ ADMIN_EMAIL: 'duena@empresa.com.ar' }, dir)).toThrow('ADMIN_EMAIL está definida pero falta ADMIN_PASSWORD (van juntas).');
    expect(() => loadServerConfig({ ADMIN_PASSWORD: 'clave-segura' }, dir)).toThrow('ADMIN_PASSWORD está definida pero falta ADMIN_EMAIL (van juntas).');
  });
});

describe('a real database: the first administrator, never the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const count = async (tabla: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${tabla}`)))[0].n;

  test('without ADMIN_*, an empty database stays empty and the start says how to create the administrator', async () => {
    const datos = await prepararDatosIniciales(t.db, { demo: false, seedPassword: 'Demo1234!', adminInicial: null });
    expect(datos).toEqual({ tipo: 'sin_usuarios' });
    expect(await count('usuarios')).toBe(0);
    expect(await count('roles')).toBe(0);
    const lineas = lineasDatosIniciales(datos, contexto).join('\n');
    expect(lineas).toContain('Base de datos sin usuarios y sin datos de demostración (PostgreSQL con DATABASE_URL; SEED_DEMO=true la cargaría)');
    expect(lineas).toContain("pnpm --filter api crear-admin -- --email admin@empresa.com.ar --password 'una-contraseña-segura'");
    expect(lineas).toContain(COMANDO_CREAR_ADMIN);
    expect(lineas).toContain('ADMIN_EMAIL y ADMIN_PASSWORD');
    expect(lineas).not.toContain('demo.local');
  });

  test('an ADMIN_PASSWORD shorter than 8 characters is refused and nothing is written', async () => {
    await expect(
      prepararDatosIniciales(t.db, { demo: false, seedPassword: 'x', adminInicial: { email: 'duena@empresa.com.ar', password: 'corta' } }),
    ).rejects.toThrow('La contraseña debe tener al menos 8 caracteres.');
    await expect(
      prepararDatosIniciales(t.db, { demo: false, seedPassword: 'x', adminInicial: { email: 'no-es-un-email', password: 'clave-segura-1' } }),
    ).rejects.toThrow('Ingrese un e-mail válido.');
    expect(await count('usuarios')).toBe(0);
    expect(await count('monedas')).toBe(0);
  });

  test('ADMIN_EMAIL + ADMIN_PASSWORD create the administrator and the base catalogue; they can sign in with every permission', async () => {
    const datos = await prepararDatosIniciales(t.db, {
      demo: false,
      seedPassword: 'Demo1234!',
      adminInicial: { email: 'Duena@Empresa.com.ar', password: 'clave-segura-1', nombre: 'Ana Dueña' },
      sucursalInicial: 'Casa Matriz',
    });
    expect(datos).toMatchObject({ tipo: 'administrador', administrador: { email: 'duena@empresa.com.ar', nombre: 'Ana Dueña', sucursal: 'Casa Matriz' } });
    const lineas = lineasDatosIniciales(datos, contexto).join('\n');
    expect(lineas).toContain('se creó el primer administrador duena@empresa.com.ar (ADMIN_EMAIL), sucursal «Casa Matriz»');
    expect(lineas).not.toContain('demo.local');

    const yo = client(t.app, await login(t.app, 'duena@empresa.com.ar', 'clave-segura-1'));
    const me = await yo.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Ana Dueña', email: 'duena@empresa.com.ar', roleName: 'Administrador' });
    expect([...me.body.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());

    expect((await yo.get('/api/monedas')).body.monedas).toEqual([
      { id: 1, nombre: 'Pesos', simbolo: '$', valor: '1.0000' },
      { id: 2, nombre: 'Dólares', simbolo: 'US$', valor: '1180.0000' },
    ]);
    expect((await yo.get('/api/sucursales')).body.sucursales).toEqual([{ id: expect.any(Number), nombre: 'Casa Matriz', puntoVenta: null }]);
    const metodos = (await yo.get('/api/metodo-pago')).body as Array<{ nombre: string; clave: string | null }>;
    expect(metodos.map((m) => m.clave).filter(Boolean).sort()).toEqual([METODO_CLAVE.cuentaCorriente, METODO_CLAVE.efectivo].sort());
    const roles = (await yo.get('/api/roles')).body.roles as Array<{ name: string; sistema: boolean; usuarios: number }>;
    expect(roles.map((r) => r.name).sort()).toEqual(['Administrador', 'Inventario', 'Solo lectura', 'Vendedor']);
    expect(roles.find((r) => r.name === 'Administrador')).toMatchObject({ sistema: true, usuarios: 1 });

    // No demo data at all.
    expect(await count('productos')).toBe(0);
    expect(await count('clientes')).toBe(0);
    expect(await count('ventas')).toBe(0);

    // Audited as done by the system, never with the password hash.
    const audit = auditoriaPageSchema.parse((await yo.get('/api/auditoria?entidad=usuarios')).body);
    expect(audit.items).toEqual([
      expect.objectContaining({ usuario: null, entidad: 'usuarios', accion: 'crear', despues: expect.objectContaining({ email: 'duena@empresa.com.ar' }) }),
    ]);
    expect(JSON.stringify(audit.items)).not.toMatch(/argon2|passwordHash/);
    const rolesAudit = auditoriaPageSchema.parse((await yo.get('/api/auditoria?entidad=roles')).body);
    expect(rolesAudit.items.filter((i) => i.accion === 'crear')).toHaveLength(4);
  });

  test('on the next start ADMIN_* are ignored (the database has users) and nothing is added', async () => {
    const datos = await prepararDatosIniciales(t.db, {
      demo: true,
      seedPassword: 'Demo1234!',
      adminInicial: { email: 'otra@empresa.com.ar', password: 'clave-segura-2' },
    });
    expect(datos).toEqual({ tipo: 'existente', conUsuariosDemo: false, adminIgnorado: true });
    expect(lineasDatosIniciales(datos, contexto).join('\n')).toContain('ADMIN_EMAIL y ADMIN_PASSWORD no se usaron: la base ya tiene usuarios');
    expect(await count('usuarios')).toBe(1);
    expect(await count('productos')).toBe(0);
  });

  test('crear-admin refuses a second administrator unless forced, and never a taken e-mail', async () => {
    await expect(crearAdministrador(t.db, { email: 'socio@empresa.com.ar', password: 'clave-segura-3' })).rejects.toThrow(
      MSG_ADMIN_EXISTENTE('duena@empresa.com.ar'),
    );
    expect(await count('usuarios')).toBe(1);
    await expect(crearAdministrador(t.db, { email: 'DUENA@empresa.com.ar', password: 'clave-segura-3' }, { forzar: true })).rejects.toThrow(
      MSG_ADMIN_EMAIL_DUPLICADO('duena@empresa.com.ar'),
    );

    // Failed sign-ins of that e-mail (from two addresses, and the per-account key of older versions)
    // and of another account: crear-admin clears the former only.
    await t.db.execute(
      sql`insert into intentos_fallidos (clave, ventana_inicio, cantidad) values
        ('login:par:socio@empresa.com.ar|127.0.0.1', now(), 999), ('login:par:socio@empresa.com.ar|10.0.0.9', now(), 999),
        ('login:cuenta:socio@empresa.com.ar', now(), 999), ('login:par:otro@empresa.com.ar|127.0.0.1', now(), 3)`,
    );
    const creado = await crearAdministrador(t.db, { email: 'socio@empresa.com.ar', password: 'clave-segura-3' }, { forzar: true });
    expect(await rows(t.db, sql`select clave from intentos_fallidos where clave like 'login:par:%' or clave like 'login:cuenta:%' order by clave`)).toEqual([
      { clave: 'login:par:otro@empresa.com.ar|127.0.0.1' },
    ]);
    // The catalogue already existed: nothing else is created.
    expect(creado).toMatchObject({ email: 'socio@empresa.com.ar', nombre: 'Administrador', sucursal: 'Casa Matriz', creados: { monedas: [], metodosPago: [], roles: [], sucursal: null } });
    const socio = client(t.app, await login(t.app, 'socio@empresa.com.ar', 'clave-segura-3'));
    expect((await socio.get('/api/auth/me')).body.roleName).toBe('Administrador');
    expect(await count('roles')).toBe(4);
    expect(await count('sucursales')).toBe(1);
  });

  test('crear-admin arguments: --email/--password (or =value), --forzar, the bare -- of pnpm, ADMIN_* as fallback', () => {
    expect(leerArgumentosCrearAdmin(['--', '--email', 'a@b.com', '--password=una clave', '--forzar'])).toEqual({
      datos: { email: 'a@b.com', password: 'una clave', nombre: undefined, sucursal: undefined },
      forzar: true,
      ayuda: false,
    });
    expect(leerArgumentosCrearAdmin(['--nombre', 'Ana'], { ADMIN_EMAIL: 'x@y.com', ADMIN_PASSWORD: 'secreta-123', SUCURSAL_INICIAL: 'Centro' })).toEqual({
      datos: { email: 'x@y.com', password: 'secreta-123', nombre: 'Ana', sucursal: 'Centro' },
      forzar: false,
      ayuda: false,
    });
    expect(() => leerArgumentosCrearAdmin(['--email'])).toThrow('Falta el valor de --email.');
    expect(() => leerArgumentosCrearAdmin(['--email', '--forzar'])).toThrow('Falta el valor de --email.');
    expect(() => leerArgumentosCrearAdmin(['--mail', 'a@b.com'])).toThrow('Opción desconocida: --mail');
  });
});

describe('the demo seed is one transaction', () => {
  /** Row count and largest id of the main demo tables: equal means the same data with the same ids. */
  const huella = async (db: DbOrTx) =>
    rows(
      db,
      sql`select t.tabla, t.n, t.max from (
            select 'sucursales' tabla, count(*)::int n, max(id) max from sucursales
            union all select 'usuarios', count(*)::int, max(id) from usuarios
            union all select 'roles', count(*)::int, max(id) from roles
            union all select 'clientes', count(*)::int, max(id) from clientes
            union all select 'proveedores', count(*)::int, max(id) from proveedores
            union all select 'productos', count(*)::int, max(id) from productos
            union all select 'movimientos_stock', count(*)::int, max(id) from movimientos_stock
            union all select 'ventas', count(*)::int, max(id) from ventas
            union all select 'presupuestos', count(*)::int, max(id) from presupuestos
            union all select 'fabricaciones', count(*)::int, max(id) from fabricaciones
            union all select 'movimientos_cuenta_corriente', count(*)::int, max(id) from movimientos_cuenta_corriente
            union all select 'cajas', count(*)::int, max(id) from cajas
            union all select 'caja_movimientos', count(*)::int, max(id) from caja_movimientos
            union all select 'gastos', count(*)::int, max(id) from gastos
            union all select 'monedas_historial', count(*)::int, max(id) from monedas_historial
            union all select 'auditoria', count(*)::int, max(id) from auditoria
          ) t order by t.tabla`,
    );

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('a failure in the middle rolls everything back; the next seedIfEmpty seeds it all, with the ids of a first seed', async () => {
    const cajas = jest.mocked(seedCajas);
    cajas.mockImplementationOnce(async () => {
      throw new Error('falla inyectada en la semilla de cajas');
    });
    await expect(seedIfEmpty(t.db, { password: 'Demo1234!' })).rejects.toThrow('falla inyectada en la semilla de cajas');
    // It failed after the base data, sales, inventory, quotes and accounts were written: none is left.
    expect(cajas).toHaveBeenCalledTimes(1);
    const vacia = await huella(t.db);
    expect(vacia.length).toBe(16);
    for (const fila of vacia) expect(fila).toMatchObject({ n: 0, max: null });
    const [{ monedas }] = await rows<{ monedas: number }>(t.db, sql`select count(*)::int as monedas from monedas`);
    expect(monedas).toBe(0);

    expect(await seedIfEmpty(t.db, { password: 'Demo1234!' })).toBe(true);
    expect(cajas).toHaveBeenCalledTimes(2);
    const reintento = await huella(t.db);
    expect(reintento.find((f) => f.tabla === 'ventas')).toMatchObject({ n: 21 });
    expect(reintento.find((f) => f.tabla === 'caja_movimientos')!.n).toBeGreaterThan(0);

    // The same data as a first seed (the cached demo database of the other test files), same ids.
    const referencia = await createTestApp();
    try {
      expect(reintento).toEqual(await huella(referencia.db));
    } finally {
      await referencia.close();
    }
    expect(await seedIfEmpty(t.db, { password: 'Demo1234!' })).toBe(false);
    const datos = await prepararDatosIniciales(t.db, { demo: true, seedPassword: 'Demo1234!', adminInicial: null });
    expect(datos).toEqual({ tipo: 'existente', conUsuariosDemo: true, adminIgnorado: false });
    expect(lineasDatosIniciales(datos, contexto).join('\n')).toContain('admin@demo.local');
    expect(await login(t.app, 'admin@demo.local')).toBeTruthy();
  });
});
