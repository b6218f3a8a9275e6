import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { MSG_IDEMPOTENCIA_EN_CURSO } from 'shared';
import { tiemposIdempotencia } from '../src/plugins/idempotencia';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { exampleContext, examples, type Example } from './support/examples';
import { createUserWithRole, fillPath } from './support/harness';
import { createTestDatabase, tally, type TestDatabase } from './support/pg';

/**
 * Idempotency-Key under real concurrency (docs/seguridad.md, «Idempotencia»): requests with the same
 * key at once, on a pool of 10 connections, write one result and all get its answer; the reservation
 * is visible to the second request while the first one's operation is still running (a 409 when the
 * wait runs out). PGlite runs one statement at a time, so only PostgreSQL can show two requests
 * passing the key check together. Runs only when TEST_DATABASE_URL is set, in its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('Idempotency-Key under concurrency on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let ex: Record<string, Example>;

  const enviar = (ruta: string, clave: string, body = ex[ruta].body) =>
    admin.call('POST', fillPath(ruta.replace(/^POST /, ''), ex[ruta].params), body, { 'idempotency-key': clave });
  const contar = async (tabla: string) =>
    (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(tabla)}`))[0].n;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `idempotencia_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
    const descartable = await createUserWithRole(t.db, 'descartable.idem@demo.local', 'Descartable idempotencia', []);
    ex = examples(await exampleContext(t.db, descartable));
    admin = client(t.app, await login(t.app, 'admin@demo.local'));
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('two payments with the same key at once: one movement, both answers the same', async () => {
    const ruta = 'POST /api/cuentas-corrientes/movimientos';
    const antes = await contar('movimientos_cuenta_corriente');
    const [a, b] = await Promise.all([enviar(ruta, 'pago-doble'), enviar(ruta, 'pago-doble')]);
    expect(tally([a.status, b.status])).toEqual({ 201: 2 });
    expect(a.body).toEqual(b.body);
    expect(await contar('movimientos_cuenta_corriente')).toBe(antes + 1);
    const pagos = await rows(t.db, sql`select 1 from movimientos_cuenta_corriente where id = ${a.body.movimientoId}`);
    expect(pagos).toHaveLength(1);
  });

  test('a burst of 10 sales with one key: one sale, and every answer is its id', async () => {
    const ruta = 'POST /api/ventas';
    const antes = await contar('ventas');
    const results = await Promise.all(Array.from({ length: 10 }, () => enviar(ruta, 'venta-rafaga')));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 10 });
    const ids = new Set(results.map((r) => r.body.ventaId));
    expect(ids.size).toBe(1);
    expect(await contar('ventas')).toBe(antes + 1);
    expect(results.filter((r) => r.res.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
  });

  test('while the first request runs, the key is taken: 409 once the wait runs out, then the stored answer', async () => {
    const ruta = 'POST /api/cajas/:id/movimientos';
    const clave = 'movimiento-lento';
    const cajaId = Number(ex[ruta].params!.id);
    const antes = await contar('caja_movimientos');
    // Hold the box's row lock in another session: the first request's operation waits for it.
    const bloqueo = new Client({ connectionString: database.url });
    await bloqueo.connect();
    const esperaMs = tiemposIdempotencia.esperaMs;
    try {
      await bloqueo.query('begin');
      await bloqueo.query('select 1 from cajas where id = $1 for update', [cajaId]);
      const primera = enviar(ruta, clave);
      let reserva: { estado: string } | undefined;
      for (let i = 0; i < 100 && !reserva; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
        [reserva] = await rows<{ estado: string }>(t.db, sql`select estado from idempotencia where clave = ${clave}`);
      }
      // Reserved before the operation, and visible although the operation has not finished.
      expect(reserva).toEqual({ estado: 'en_proceso' });
      tiemposIdempotencia.esperaMs = 200;
      const impaciente = await enviar(ruta, clave);
      expect({ status: impaciente.status, message: impaciente.body.message }).toEqual({ status: 409, message: MSG_IDEMPOTENCIA_EN_CURSO });
      tiemposIdempotencia.esperaMs = esperaMs;

      const paciente = enviar(ruta, clave);
      await new Promise((r) => setTimeout(r, 100));
      await bloqueo.query('commit');
      const [a, b] = await Promise.all([primera, paciente]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body).toEqual(a.body);
      expect(await contar('caja_movimientos')).toBe(antes + 1);
    } finally {
      tiemposIdempotencia.esperaMs = esperaMs;
      await bloqueo.end();
    }
  });
});
