import { sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MSG_CAJA_SALDO_INSUFICIENTE,
  MSG_IDEMPOTENCIA_CLAVE_INVALIDA,
  MSG_IDEMPOTENCIA_OTROS_DATOS,
} from 'shared';
import { MSG_NO_AUTENTICADO } from '../src/lib/errors';
import { tiemposIdempotencia } from '../src/plugins/idempotencia';
import { client, createTestApp, login, ORIGIN, rows, type TestApp } from './helpers';
import { exampleContext, examples, type Example } from './support/examples';
import { createUserWithRole, fillPath, snapshotTables } from './support/harness';

/**
 * Idempotency-Key on the seven create calls (docs/seguridad.md, «Idempotencia»;
 * api/src/plugins/idempotencia.ts), on PGlite: a retry with the same key and body gets the first
 * answer and writes nothing; another body with that key is 422; keys belong to their user; business
 * refusals are replayed, server errors are not; a bad header is 400; without it nothing changes.
 * Concurrency on PostgreSQL: idempotencia.pg.test.ts.
 */

let t: TestApp;
let admin: ReturnType<typeof client>;
let otra: ReturnType<typeof client>;
let ex: Record<string, Example>;

/** Each route with its valid example (api/test/support/examples*.ts), the table one call adds one row to, and another body. */
const RUTAS: Array<{ ruta: string; tabla: string; otroCuerpo: (body: Record<string, unknown>) => Record<string, unknown> }> = [
  {
    ruta: 'POST /api/ventas',
    tabla: 'ventas',
    otroCuerpo: (b) => ({ ...b, detalles: (b.detalles as object[]).map((d) => ({ ...d, cantidad: '2' })) }),
  },
  {
    ruta: 'POST /api/presupuestos',
    tabla: 'presupuestos',
    otroCuerpo: (b) => ({ ...b, detalles: (b.detalles as object[]).map((d) => ({ ...d, cantidad: '3' })) }),
  },
  { ruta: 'POST /api/cuentas-corrientes/movimientos', tabla: 'movimientos_cuenta_corriente', otroCuerpo: (b) => ({ ...b, monto: '1500.51' }) },
  { ruta: 'POST /api/deuda-manual', tabla: 'deudas_manuales', otroCuerpo: (b) => ({ ...b, monto: '25.76' }) },
  { ruta: 'POST /api/gastos', tabla: 'gastos', otroCuerpo: (b) => ({ ...b, descripcion: 'Otro gasto' }) },
  {
    ruta: 'POST /api/ingresos',
    tabla: 'ingresos',
    otroCuerpo: (b) => ({ ...b, detalles: (b.detalles as object[]).map((d) => ({ ...d, cantidad: '6' })) }),
  },
  { ruta: 'POST /api/cajas/:id/movimientos', tabla: 'caja_movimientos', otroCuerpo: (b) => ({ ...b, monto: '250.76' }) },
];

/** POST of `ruta` (its example's params) with `body` and, when given, the Idempotency-Key `clave`. */
function enviar(quien: ReturnType<typeof client>, ruta: string, body: unknown, clave?: string) {
  const url = fillPath(ruta.replace(/^POST /, ''), ex[ruta].params);
  return quien.call('POST', url, body, clave === undefined ? {} : { 'idempotency-key': clave });
}

const contar = async (tabla: string) =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(tabla)}`))[0].n;
const filasIdempotencia = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from idempotencia`))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  const descartable = await createUserWithRole(t.db, 'descartable.idem@demo.local', 'Descartable idempotencia', []);
  ex = examples(await exampleContext(t.db, descartable));
  // A second administrator (same role and branch as admin@demo.local): her keys are hers.
  await t.db.execute(sql`insert into usuarios (name, email, password_hash, role_id, sucursal_id)
    select 'Otra Administradora', 'otra.admin@demo.local', password_hash, role_id, sucursal_id from usuarios where email = 'admin@demo.local'`);
  admin = client(t.app, await login(t.app, 'admin@demo.local'));
  otra = client(t.app, await login(t.app, 'otra.admin@demo.local'));
});
afterAll(() => t.close());

describe.each(RUTAS)('$ruta', ({ ruta, tabla, otroCuerpo }) => {
  const clave = `prueba-${ruta}`;

  test('same key and body: the first answer again and one row only; other body: 422 and nothing written', async () => {
    const body = ex[ruta].body as Record<string, unknown>;
    const antes = await contar(tabla);
    const primera = await enviar(admin, ruta, body, clave);
    expect(primera.status).toBe(201);
    expect(primera.res.headers['idempotent-replayed']).toBeUndefined();
    const escrito = await snapshotTables(t.db);

    const segunda = await enviar(admin, ruta, body, clave);
    expect({ status: segunda.status, body: segunda.body }).toEqual({ status: 201, body: primera.body });
    expect(segunda.res.headers['idempotent-replayed']).toBe('true');
    // The key order of the body does not matter: still the same request.
    const alReves = Object.fromEntries(Object.entries(body).reverse());
    expect((await enviar(admin, ruta, alReves, clave)).body).toEqual(primera.body);
    expect(await contar(tabla)).toBe(antes + 1);

    const otra422 = await enviar(admin, ruta, otroCuerpo(body), clave);
    expect({ status: otra422.status, message: otra422.body.message }).toEqual({ status: 422, message: MSG_IDEMPOTENCIA_OTROS_DATOS });
    expect(await snapshotTables(t.db)).toEqual(escrito);
  });

  test("another user with the same key runs her own operation and never gets admin's answer", async () => {
    const body = ex[ruta].body;
    const antes = await contar(tabla);
    const suya = await enviar(otra, ruta, body, clave);
    expect(suya.status).toBe(201);
    expect(suya.res.headers['idempotent-replayed']).toBeUndefined();
    expect(await contar(tabla)).toBe(antes + 1);
    // And each one's retry returns each one's answer.
    expect((await enviar(otra, ruta, body, clave)).body).toEqual(suya.body);
    const deAdmin = await enviar(admin, ruta, body, clave);
    expect(deAdmin.body).not.toEqual(suya.body);
    expect(await contar(tabla)).toBe(antes + 1);
  });
});

describe('the key', () => {
  const ruta = 'POST /api/gastos';

  test('CORS lets the screens of another origin send the header (dev setup)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/gastos',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['content-type', 'idempotency-key']),
    );
  });

  test('without the header nothing changes: two calls, two expenses', async () => {
    const antes = await contar('gastos');
    const [a, b] = [await enviar(admin, ruta, ex[ruta].body), await enviar(admin, ruta, ex[ruta].body)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await contar('gastos')).toBe(antes + 2);
  });

  test('a key already used on another route is 422', async () => {
    const clave = 'una-clave-dos-rutas';
    expect((await enviar(admin, 'POST /api/deuda-manual', ex['POST /api/deuda-manual'].body, clave)).status).toBe(201);
    const antes = await contar('gastos');
    const r = await enviar(admin, ruta, ex[ruta].body, clave);
    expect({ status: r.status, message: r.body.message }).toEqual({ status: 422, message: MSG_IDEMPOTENCIA_OTROS_DATOS });
    expect(await contar('gastos')).toBe(antes);
  });

  test.each([
    ['empty', ''],
    ['201 characters', 'x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1)],
    ['a tab', 'clave\tcon-tab'],
    ['a non-ASCII letter', 'clave-ñ'],
  ])('a header with %s is 400 in Spanish and nothing is written', async (_label, clave) => {
    const antes = await snapshotTables(t.db);
    const r = await enviar(admin, ruta, ex[ruta].body, clave);
    expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message: MSG_IDEMPOTENCIA_CLAVE_INVALIDA });
    expect(await snapshotTables(t.db)).toEqual(antes);
  });

  test('200 printable characters, spaces included, are a valid key', async () => {
    const clave = `Clave con espacios ~!@#$%^&*() ${'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH - 31)}`;
    expect(clave).toHaveLength(IDEMPOTENCY_KEY_MAX_LENGTH);
    const r = await enviar(admin, ruta, ex[ruta].body, clave);
    expect(r.status).toBe(201);
    expect((await enviar(admin, ruta, ex[ruta].body, clave)).body).toEqual(r.body);
  });

  test('401 and a refused body (400) happen before the key: not stored, the key still free', async () => {
    const clave = 'antes-del-handler';
    const anonimo = await enviar(client(t.app), ruta, ex[ruta].body, clave);
    expect({ status: anonimo.status, message: anonimo.body.message }).toEqual({ status: 401, message: MSG_NO_AUTENTICADO });
    const malo = await enviar(admin, ruta, { ...(ex[ruta].body as object), monto: 'mucho' }, clave);
    expect(malo.status).toBe(400);
    expect(await rows(t.db, sql`select 1 from idempotencia where clave = ${clave}`)).toEqual([]);
    // The same key with a good body now runs, once.
    const bueno = await enviar(admin, ruta, ex[ruta].body, clave);
    expect(bueno.status).toBe(201);
    expect((await enviar(admin, ruta, ex[ruta].body, clave)).body).toEqual(bueno.body);
  });

  test('a business refusal (409) is replayed, even once the operation would pass', async () => {
    const movimientos = 'POST /api/cajas/:id/movimientos';
    const clave = 'retiro-sin-saldo';
    const retiro = { tipo: 'EGRESO', monto: '99999999.00', descripcion: 'Retiro grande' };
    const primera = await enviar(admin, movimientos, retiro, clave);
    expect({ status: primera.status, message: primera.body.message }).toEqual({ status: 409, message: MSG_CAJA_SALDO_INSUFICIENTE });
    // Now the box has the money (a deposit without key)...
    expect((await enviar(admin, movimientos, { tipo: 'INGRESO', monto: '99999999.00', descripcion: 'Depósito grande' })).status).toBe(201);
    const antes = await contar('caja_movimientos');
    // ...but the retry of that submission still gets its 409 and withdraws nothing.
    const segunda = await enviar(admin, movimientos, retiro, clave);
    expect({ status: segunda.status, body: segunda.body }).toEqual({ status: 409, body: primera.body });
    expect(await contar('caja_movimientos')).toBe(antes);
  });

  test('a server error (500) is not stored: the retry with the same key runs the operation', async () => {
    const clave = 'tras-un-error';
    await t.db.execute(sql.raw(`create function prueba_falla_gasto() returns trigger language plpgsql as $$
      begin raise exception 'falla simulada'; end $$`));
    await t.db.execute(sql.raw('create trigger prueba_falla_gasto before insert on gastos for each row execute function prueba_falla_gasto()'));
    const antes = await contar('gastos');
    let fallida;
    try {
      fallida = await enviar(admin, ruta, ex[ruta].body, clave);
    } finally {
      await t.db.execute(sql.raw('drop trigger prueba_falla_gasto on gastos'));
      await t.db.execute(sql.raw('drop function prueba_falla_gasto()'));
    }
    expect(fallida.status).toBe(500);
    expect(await rows(t.db, sql`select 1 from idempotencia where clave = ${clave}`)).toEqual([]);
    const reintento = await enviar(admin, ruta, ex[ruta].body, clave);
    expect(reintento.status).toBe(201);
    expect(reintento.res.headers['idempotent-replayed']).toBeUndefined();
    expect(await contar('gastos')).toBe(antes + 1);
  });

  test('two requests with one key at once (PGlite serialises them): one expense, one answer', async () => {
    const clave = 'dos-a-la-vez';
    const antes = await contar('gastos');
    const [a, b] = await Promise.all([enviar(admin, ruta, ex[ruta].body, clave), enviar(admin, ruta, ex[ruta].body, clave)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(await contar('gastos')).toBe(antes + 1);
  });

  test('after 24 h the key is free again, and expired keys are swept', async () => {
    const clave = 'de-ayer';
    const primera = await enviar(admin, ruta, ex[ruta].body, clave);
    expect(primera.status).toBe(201);
    await t.db.execute(sql`update idempotencia set created_at = now() - interval '25 hours' where clave = ${clave}`);
    const otroDia = await enviar(admin, ruta, ex[ruta].body, clave);
    expect(otroDia.status).toBe(201);
    expect(otroDia.body.id).not.toBe(primera.body.id);

    // Another old key is deleted by the sweep that the next request with a key runs.
    await t.db.execute(sql`update idempotencia set created_at = now() - interval '25 hours' where clave = ${clave}`);
    const limpiezaMs = tiemposIdempotencia.limpiezaMs;
    tiemposIdempotencia.limpiezaMs = 0;
    try {
      expect((await enviar(admin, ruta, ex[ruta].body, 'barre-las-viejas')).status).toBe(201);
    } finally {
      tiemposIdempotencia.limpiezaMs = limpiezaMs;
    }
    expect(await rows(t.db, sql`select 1 from idempotencia where clave = ${clave}`)).toEqual([]);
    expect(await filasIdempotencia()).toBeGreaterThan(0);
  });
});
