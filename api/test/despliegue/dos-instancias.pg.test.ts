import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fiscal } from 'shared/contrato';
import { MSG_ADMIN_EXISTENTE } from '../../src/db/admin';
import { openDb } from '../../src/db/client';
import { MSG_NO_AUTENTICADO } from '../../src/lib/errors';
import { ORIGIN, rows } from '../helpers';
import { certificadoDePrueba } from '../support/certificados';
import { createTestDatabase, type TestDatabase } from '../support/pg';

/**
 * Two API processes behind a load balancer (docs/arquitectura.md «Despliegue», the shape of
 * docker-compose.yml without containers): the built API (api/build.mjs, the file the production image
 * runs) started twice at once against one brand-new PostgreSQL database, and a tiny round-robin proxy
 * (node:http) in front that says in `x-instancia` which one answered. Sessions live in the database,
 * so a user signed in through one instance is signed in on both, and a logout on one ends the session
 * on the other at its next request; Línea 1 sales sent to both at once get consecutive numbers of one
 * punto de venta (the numbering lock is PostgreSQL's, docs/facturacion.md «Numeración»). PostgreSQL only: skipped without TEST_DATABASE_URL; the file
 * creates and drops its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

const API_DIR = path.resolve(__dirname, '../..');
const ADMIN = { email: 'duena@empresa.com.ar', password: 'clave-segura-1' };

/** A port nobody listens on right now (the OS picks it). */
function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = http.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Instancia {
  proceso: ChildProcess;
  puerto: number;
  /** Everything it printed (stdout and stderr). */
  salida: () => string;
}

/** Starts `node <dist>/server.js` on `puerto`; resolves once it printed «API lista», rejects if it exits first. */
function iniciarInstancia(dist: string, puerto: number, databaseUrl: string): Promise<Instancia> {
  const proceso = spawn(process.execPath, [path.join(dist, 'server.js')], {
    cwd: path.dirname(dist),
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(puerto),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      CORS_ORIGINS: ORIGIN,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // Each instance starts its own ARCA simulator over the shared database (docs/facturacion.md).
      ARCA_ENTORNO: 'simulador',
      ARCA_REINTENTO_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let texto = '';
  const instancia: Instancia = { proceso, puerto, salida: () => texto };
  return new Promise((resolve, reject) => {
    const guardia = setTimeout(() => reject(new Error(`La instancia del puerto ${puerto} no arrancó en 45 s:\n${texto}`)), 45_000);
    const leer = (chunk: Buffer) => {
      texto += chunk.toString();
      if (texto.includes('API lista')) {
        clearTimeout(guardia);
        resolve(instancia);
      }
    };
    proceso.stdout!.on('data', leer);
    proceso.stderr!.on('data', leer);
    proceso.once('exit', (code) => {
      clearTimeout(guardia);
      reject(new Error(`La instancia del puerto ${puerto} terminó (código ${code}) antes de quedar lista:\n${texto}`));
    });
  });
}

/** SIGTERM (the API closes the server and the pool), then SIGKILL if it is still there after 10 s. */
function detener(p: ChildProcess | undefined): Promise<void> {
  if (!p || p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const matar = setTimeout(() => p.kill('SIGKILL'), 10_000);
    p.once('exit', () => {
      clearTimeout(matar);
      resolve();
    });
    p.kill('SIGTERM');
  });
}

/**
 * The balancer of the test: request n goes to instance n mod 2 (strict round-robin, so consecutive
 * calls alternate), with `x-instancia: 1|2` added to the answer.
 */
function proxyRoundRobin(puertos: number[]): Promise<{ base: string; cerrar: () => Promise<void> }> {
  let siguiente = 0;
  const server = http.createServer((req, res) => {
    const i = siguiente++ % puertos.length;
    const haciaApi = http.request(
      { host: '127.0.0.1', port: puertos[i], method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress } },
      (respuesta) => {
        res.writeHead(respuesta.statusCode ?? 502, { ...respuesta.headers, 'x-instancia': String(i + 1) });
        respuesta.pipe(res);
      },
    );
    haciaApi.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'application/json', 'x-instancia': String(i + 1) });
      res.end(JSON.stringify({ message: `La instancia ${i + 1} no responde: ${err.message}` }));
    });
    req.pipe(haciaApi);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        cerrar: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

describePg('two API processes on one PostgreSQL behind a round-robin proxy (skipped without TEST_DATABASE_URL)', () => {
  let carpeta: string;
  let database: TestDatabase;
  let instancias: Instancia[] = [];
  let proxy: Awaited<ReturnType<typeof proxyRoundRobin>> | undefined;

  /** A call through the proxy: status, body and which instance answered. */
  async function llamar(metodo: string, ruta: string, sid?: string, body?: unknown) {
    const res = await fetch(`${proxy!.base}/api/${ruta}`, {
      method: metodo,
      headers: {
        origin: ORIGIN,
        ...(sid ? { cookie: `sid=${sid}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const sidNuevo = res.headers
      .getSetCookie()
      .map((c) => /^sid=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, instancia: res.headers.get('x-instancia'), sid: sidNuevo };
  }

  beforeAll(async () => {
    // The built API, as in the production image, in a folder of its own (api/dist stays untouched):
    // <carpeta>/dist/server.js, with drizzle/ and node_modules/ linked from api/.
    carpeta = mkdtempSync(path.join(tmpdir(), 'backoffice-dos-instancias-'));
    symlinkSync(path.join(API_DIR, 'node_modules'), path.join(carpeta, 'node_modules'));
    symlinkSync(path.join(API_DIR, 'drizzle'), path.join(carpeta, 'drizzle'));
    execFileSync(process.execPath, [path.join(API_DIR, 'build.mjs'), '--outdir', path.join(carpeta, 'dist')], { stdio: 'pipe' });

    database = await createTestDatabase(url!, `dos_instancias_${process.pid}`);
    const puertos = [await puertoLibre(), await puertoLibre()];
    // Both at once against the new database: the start-up lock orders their migrations.
    const arranques = await Promise.allSettled(puertos.map((p) => iniciarInstancia(path.join(carpeta, 'dist'), p, database.url)));
    instancias = arranques.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const fallas = arranques.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    if (fallas.length > 0) throw new Error(fallas.join('\n\n'));
    proxy = await proxyRoundRobin(puertos);
  });

  afterAll(async () => {
    await proxy?.cerrar();
    await Promise.all(instancias.map((i) => detener(i.proceso)));
    await database?.drop();
    if (carpeta) rmSync(carpeta, { recursive: true, force: true });
  });

  test('both started at once on the new database: one created the first administrator, the other found it', () => {
    const salidas = instancias.map((i) => i.salida());
    expect(salidas.filter((s) => s.includes(`se creó el primer administrador ${ADMIN.email}`))).toHaveLength(1);
    expect(salidas.filter((s) => s.includes('Base de datos existente'))).toHaveLength(1);
  });

  test('the proxy alternates between the two instances, and /api/salud answers on both', async () => {
    const respuestas = [];
    for (let n = 0; n < 4; n += 1) respuestas.push(await llamar('GET', 'salud'));
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(respuestas.map((r) => r.json)).toEqual(Array(4).fill({ estado: 'ok' }));
    expect(new Set(respuestas.map((r) => r.instancia))).toEqual(new Set(['1', '2']));
  });

  test('a session opened through one instance works on both; a logout on one is seen by the other at once', async () => {
    const ingreso = await llamar('POST', 'auth/login', undefined, ADMIN);
    expect(ingreso.status).toBe(200);
    expect(ingreso.sid).toBeTruthy();
    const sid = ingreso.sid!;

    const consultas = [];
    for (let n = 0; n < 6; n += 1) consultas.push(await llamar('GET', 'auth/me', sid));
    expect(consultas.map((c) => [c.status, c.json.email])).toEqual(Array(6).fill([200, ADMIN.email]));
    expect(new Set(consultas.map((c) => c.instancia))).toEqual(new Set(['1', '2']));

    const salida = await llamar('POST', 'auth/logout', sid, {});
    expect(salida.status).toBe(200);
    expect(salida.json).toEqual({ message: 'Sesión cerrada correctamente.' });

    // The same cookie again (another tab, a copied cookie): the next call lands on the other instance.
    const despues = await llamar('GET', 'auth/me', sid);
    expect(despues.instancia).not.toBe(salida.instancia);
    expect(despues.status).toBe(401);
    expect(despues.json).toEqual({ message: MSG_NO_AUTENTICADO });
    // And on the one that closed it.
    const otra = await llamar('GET', 'auth/me', sid);
    expect(otra.instancia).toBe(salida.instancia);
    expect(otra.status).toBe(401);
  });

  test('20 Línea 1 sales at once through both instances get 20 consecutive numbers of one punto de venta, none twice, none skipped', async () => {
    const { sid } = await llamar('POST', 'auth/login', undefined, ADMIN);
    // The contract's example business (shared/src/contrato/fiscal.ts), on the simulator.
    const config = await llamar('PUT', 'fiscal/configuracion', sid, fiscal.actualizarConfiguracion.ejemplos!.body![0]);
    expect(config.status).toBe(200);
    expect((await llamar('PUT', 'fiscal/certificado', sid, certificadoDePrueba())).status).toBe(200);
    const sucursalId = (config.json.puntosVenta as Array<{ sucursalId: number }>)[0].sucursalId;
    expect((await llamar('PUT', `sucursales/${sucursalId}`, sid, { puntoVenta: 7 })).status).toBe(200);
    const metodos = (await llamar('GET', 'metodo-pago', sid)).json as unknown as Array<{ id: number; nombre: string }>;
    const efectivo = metodos.find((m) => m.nombre === 'Efectivo')!.id;
    const base = await openDb({ databaseUrl: database.url });
    try {
      const [{ id: productoId }] = await rows<{ id: number }>(
        base.db,
        sql`insert into productos (codigo, nombre, categoria, unidad, precio, alicuota_iva, moneda_id) values (30001, 'Perfume concurrente', 'elaborado', 'unidad', '100.00', '21', 1) returning id`,
      );
      await base.db.execute(sql`insert into stock (producto_id, sucursal_id, cantidad) values (${productoId}, ${sucursalId}, '100')`);

      const ventas = await Promise.all(
        Array.from({ length: 20 }, () =>
          llamar('POST', 'ventas', sid, { sucursalId, metodoPagoId: efectivo, clienteId: null, linea: 1, descuento: '0', detalles: [{ productoId, cantidad: '1', precioUnitario: '0' }] }),
        ),
      );
      expect(ventas.map((v) => v.status)).toEqual(Array(20).fill(201));
      expect(new Set(ventas.map((v) => v.instancia))).toEqual(new Set(['1', '2']));
      const filas = await rows<{ numero: number; estado: string }>(base.db, sql`select numero, estado from comprobantes where punto_venta = 7 and codigo_tipo = 6 order by numero`);
      expect(filas).toEqual(Array.from({ length: 20 }, (_, i) => ({ numero: i + 1, estado: 'autorizado' })));
      // What ARCA (the simulator's memory, shared by both) holds: the same twenty.
      const enArca = await rows<{ numero: number }>(base.db, sql`select numero from arca_simulador where punto_venta = 7 and codigo_tipo = 6 order by numero`);
      expect(enArca.map((r) => r.numero)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await base.close();
    }
  });

  test('the built crear-admin command (what the production image runs) reaches the same database', async () => {
    const resultado = await new Promise<{ code: number | null; salida: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(carpeta, 'dist', 'crear-admin.js'), '--email', 'otra@empresa.com.ar', '--password', 'otra-clave-segura'],
        { env: { PATH: process.env.PATH, DATABASE_URL: database.url } },
        (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, salida: stdout + stderr }),
      );
    });
    // An active administrator exists (created by one of the instances): refused without --forzar.
    expect(resultado.salida).toContain(MSG_ADMIN_EXISTENTE(ADMIN.email));
    expect(resultado.code).toBe(1);
  });
});

if (!url) {
  test('two-instance tests skipped: set TEST_DATABASE_URL to run them', () => {
    expect(url).toBeUndefined();
  });
}
