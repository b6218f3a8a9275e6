import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../src/db/client';
import { ORIGIN, PASSWORD, rows } from './helpers';

/**
 * Crash safety of a sale on embedded PGlite (docs/seguridad.md): the real API process (src/main.ts)
 * is SIGKILLed in the middle of a burst of sales, then started again on the same data folder. Every
 * sale that was answered 201 must still be there with its lines and stock movements, no sale may be
 * half-written, and the stock must still equal its ledger. Slow by nature: a fresh PGlite folder
 * takes ~4 s plus migrations and seed, and the process is started twice.
 */
jest.setTimeout(240_000);

const API_DIR = path.resolve(__dirname, '..');
const VENTAS = 150;
/** Sales in flight at a time (like a few cashiers). */
const EN_VUELO = 4;
/** The process is killed as soon as this many sales were answered 201. */
const MATAR_TRAS = 40;

interface Api {
  proc: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** A free TCP port on 127.0.0.1 (the OS picks it; released right away for the API to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node --import tsx src/main.ts` (ONE process: the `tsx` binary would fork a child that a
 * SIGKILL of the parent leaves running) on `dataDir` and resolves once it printed 'API lista'.
 */
async function startApi(dataDir: string): Promise<Api> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // embedded PGlite, whatever the caller's environment says
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL'); // not returned to the caller: nobody else would stop it
      reject(new Error(`la API no arrancó en 120 s:\n${out}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('API lista')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`la API terminó (código ${code}) antes de estar lista:\n${out}`));
    });
  });
  return { proc, base: `http://127.0.0.1:${port}/api`, output: () => out, exited };
}

/** SIGTERM (graceful: closes PGlite) and waits for the exit; SIGKILL after 20 s. */
async function stopApi(api: Api | undefined): Promise<void> {
  if (!api || api.proc.exitCode !== null || api.proc.signalCode !== null) return;
  api.proc.kill('SIGTERM');
  const timer = setTimeout(() => api.proc.kill('SIGKILL'), 20_000);
  await api.exited;
  clearTimeout(timer);
}

/** Signs in over real HTTP and returns the `sid` cookie as a Cookie header value. */
async function loginCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: 'vendedor@demo.local', password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('login sin cookie sid');
  return sid.split(';')[0];
}

async function getJson<T>(base: string, cookie: string, url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as T };
}

interface Producto {
  id: number;
  codigo: string;
  stock: string;
}

describe('SIGKILL in the middle of a burst of sales (PGlite on disk)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-crash-'));
  let api: Api | undefined;
  let db: DbHandle | undefined;

  afterAll(async () => {
    if (api && api.proc.exitCode === null && api.proc.signalCode === null) {
      api.proc.kill('SIGKILL');
      await api.exited;
    }
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('every sale answered 201 survives whole; nothing is half-written; stock equals its ledger', async () => {
    // 1. First start: fresh folder, migrations and demo seed.
    api = await startApi(dataDir);
    let cookie = await loginCookie(api.base);
    const { body: prods } = await getJson<{ products: Producto[] }>(api.base, cookie, '/productos?select=true&sucursalId=1');
    const producto = prods.products.reduce((a, b) => (new Decimal(b.stock).gt(a.stock) ? b : a));
    expect(new Decimal(producto.stock).gte(VENTAS)).toBe(true); // no 409 expected: every failure is the crash
    const stockInicial = producto.stock;
    const { body: metodos } = await getJson<Array<{ id: number; nombre: string }>>(api.base, cookie, '/metodo-pago');
    const efectivo = metodos.find((m) => m.nombre === 'Efectivo')!.id;
    const { body: antes } = await getJson<{ items: Array<{ id: number }> }>(api.base, cookie, '/ventas?page=1&pageSize=100');
    const ultimaVentaPrevia = Math.max(0, ...antes.items.map((v) => v.id));

    // 2. The burst: EN_VUELO cashiers take sales from a shared counter; the MATAR_TRAS-th 201 kills the process.
    const vendidas: number[] = [];
    const otras: string[] = [];
    let enviadas = 0;
    let muerto = false;
    const primera = api;
    const cajero = async () => {
      while (!muerto && enviadas < VENTAS) {
        enviadas += 1;
        try {
          const res = await fetch(`${primera.base}/ventas`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
            body: JSON.stringify({ sucursalId: 1, metodoPagoId: efectivo, detalles: [{ productoId: producto.id, cantidad: '1', precioUnitario: '0' }] }),
          });
          const body = (await res.json()) as { ventaId?: number; message?: string };
          if (res.status === 201 && body.ventaId) {
            vendidas.push(body.ventaId);
            if (vendidas.length === MATAR_TRAS && !muerto) {
              muerto = true;
              primera.proc.kill('SIGKILL');
            }
          } else otras.push(`${res.status} ${body.message ?? ''}`);
        } catch (err) {
          // Connection reset/refused by the kill: the outcome of that sale is unknown (committed or not).
          if (!muerto) throw err;
          otras.push(`sin respuesta: ${(err as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: EN_VUELO }, cajero));
    await primera.exited;
    expect(primera.proc.signalCode).toBe('SIGKILL');
    expect(vendidas).toHaveLength(MATAR_TRAS);
    // Only the sales in flight at the kill may be unanswered; none was refused.
    expect(otras.every((o) => o.startsWith('sin respuesta'))).toBe(true);
    expect(otras.length).toBeLessThanOrEqual(EN_VUELO);

    // 3. Restart on the same folder (PGlite recovers its WAL); check through the API.
    api = await startApi(dataDir);
    expect(api.output()).toContain('Base de datos existente');
    cookie = await loginCookie(api.base);
    for (const id of vendidas) {
      const { status, body } = await getJson<{ detalles: Array<{ productoId: number; cantidad: string }> }>(api.base, cookie, `/ventas/${id}`);
      expect(status).toBe(200);
      expect(body.detalles.map((d) => [d.productoId, d.cantidad])).toEqual([[producto.id, '1.0000']]);
    }
    const { body: prods2 } = await getJson<{ products: Producto[] }>(api.base, cookie, '/productos?select=true&sucursalId=1');
    const stockApi = prods2.products.find((p) => p.id === producto.id)!.stock;
    await stopApi(api);
    expect(api.proc.exitCode).toBe(0);

    // 4. Open the folder directly (the process is stopped: never two on one folder) and check the ledgers.
    db = await openDb({ dataDir });
    const nuevas = await rows<{ id: number; lineas: number; cantidad: string | null; movs: number; mov_cantidad: string | null }>(
      db.db,
      sql`select v.id,
            (select count(*)::int from venta_detalles d where d.venta_id = v.id) as lineas,
            (select sum(d.cantidad)::text from venta_detalles d where d.venta_id = v.id) as cantidad,
            (select count(*)::int from movimientos_stock m where m.motivo = 'venta' and m.referencia_id = v.id) as movs,
            (select sum(m.cantidad)::text from movimientos_stock m where m.motivo = 'venta' and m.referencia_id = v.id) as mov_cantidad
          from ventas v where v.id > ${ultimaVentaPrevia} order by v.id`,
    );
    const ids = nuevas.map((v) => v.id);
    // Every 201 is there; at most the sales in flight at the kill were committed without an answer.
    expect(ids).toEqual(expect.arrayContaining(vendidas));
    expect(ids.length - vendidas.length).toBeLessThanOrEqual(otras.length);
    // Nothing half-written: each new sale has its one line and its one movement of −1 …
    const incompletas = nuevas.filter(
      (v) =>
        v.lineas !== 1 ||
        v.movs !== 1 ||
        !new Decimal(v.cantidad ?? 0).equals(1) ||
        !new Decimal(v.mov_cantidad ?? 0).equals(-1),
    );
    expect(incompletas).toEqual([]);
    // … no sale at all lacks lines or has a movement count different from its line count …
    const sinMovimientos = await rows(
      db.db,
      sql`select v.id from ventas v
          where (select count(*) from venta_detalles d where d.venta_id = v.id) = 0
             or (select count(*) from venta_detalles d where d.venta_id = v.id)
                <> (select count(*) from movimientos_stock m where m.motivo = 'venta' and m.referencia_id = v.id)`,
    );
    expect(sinMovimientos).toEqual([]);
    // … and no movement points at a sale that does not exist.
    const huerfanos = await rows(
      db.db,
      sql`select m.id from movimientos_stock m left join ventas v on v.id = m.referencia_id where m.motivo = 'venta' and v.id is null`,
    );
    expect(huerfanos).toEqual([]);
    // The product's movements form one chain in id order: each starts where the previous ended.
    const cadena = await rows<{ stock_anterior: string; stock_nuevo: string }>(
      db.db,
      sql`select stock_anterior, stock_nuevo from movimientos_stock where producto_id = ${producto.id} and sucursal_id = 1 order by id`,
    );
    const rotos = cadena.filter((m, i) => !new Decimal(m.stock_anterior).equals(i === 0 ? 0 : cadena[i - 1].stock_nuevo));
    expect(rotos).toEqual([]);

    // Stock = initial + movements of the new sales = the whole ledger (seed's 'ajuste' included).
    const [st] = await rows<{ cantidad: string; ledger: string; nuevos: string }>(
      db.db,
      sql`select s.cantidad,
            (select coalesce(sum(m.cantidad), 0)::text from movimientos_stock m where m.producto_id = s.producto_id and m.sucursal_id = s.sucursal_id) as ledger,
            (select coalesce(sum(m.cantidad), 0)::text from movimientos_stock m
              where m.producto_id = s.producto_id and m.sucursal_id = s.sucursal_id and m.motivo = 'venta' and m.referencia_id > ${ultimaVentaPrevia}) as nuevos
          from stock s where s.producto_id = ${producto.id} and s.sucursal_id = 1`,
    );
    expect(st.cantidad).toBe(stockApi);
    expect(new Decimal(stockInicial).plus(st.nuevos).equals(st.cantidad)).toBe(true);
    expect(new Decimal(st.ledger).equals(st.cantidad)).toBe(true);
    expect(new Decimal(stockInicial).minus(st.cantidad).equals(ids.length)).toBe(true);
  });
});
