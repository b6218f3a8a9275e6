import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DIAS_DEUDA_VENCIDA } from 'shared';
import { desfasadosTodas, PROYECCIONES, recalcularTodas } from '../src/db/proyecciones';
import {
  CARPETA_MIGRACIONES,
  escribirEn,
  escribirMigracion,
  generarSql,
  leerArgumentos,
  MARCA,
  ultimaMigracion,
} from '../src/db/proyecciones/generar';
import { REGLAS } from '../src/db/proyecciones/reglas';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';

/**
 * The projections of api/src/db/proyecciones (docs/rendimiento.md): their trigger functions are
 * generated from the rules of reglas.ts and the last migration holding them is that output; a
 * change of DIAS_DEUDA_VENCIDA changes exactly its lines; every projection's desfasados() finds a
 * corrupted row and recalcular() repairs it.
 */

describe('the generated trigger functions', () => {
  test('the last migration that holds them is exactly what the generator prints (pnpm --filter api proyecciones -- --migracion)', () => {
    const ultima = ultimaMigracion();
    expect(ultima).not.toBeNull();
    expect(ultima!.sql.startsWith(MARCA)).toBe(true);
    // When this fails, a rule or a function changed: run `pnpm --filter api proyecciones -- --migracion`.
    expect(ultima!.sql).toBe(generarSql());
  });

  test('every projection generates its functions, each CREATE OR REPLACE and once', () => {
    const texto = generarSql();
    const nombres = [...texto.matchAll(/^CREATE OR REPLACE FUNCTION "([a-z_]+)"/gm)].map((m) => m[1]);
    expect(nombres.length).toBe(PROYECCIONES.reduce((n, p) => n + p.funciones(REGLAS).length, 0));
    expect(new Set(nombres).size).toBe(nombres.length);
    expect(texto).not.toMatch(/^CREATE FUNCTION/m);
    // The rules are not written as literals any more: the pending rule comes from reglas.ts, the day from lib/dates.ts.
    expect(texto).not.toContain("AT TIME ZONE 'America/Argentina/Buenos_Aires'");
  });

  test(`a different DIAS_DEUDA_VENCIDA (${DIAS_DEUDA_VENCIDA} → 120), regenerated into a temporary folder, changes exactly its lines`, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'proyecciones-'));
    try {
      const antes = generarSql().split('\n');
      const despues = readFileSync(escribirEn(dir, { ...REGLAS, diasDeudaVencida: 120 }), 'utf8').split('\n');
      expect(despues.length).toBe(antes.length);
      const cambiadas = antes.flatMap((linea, i) => (linea === despues[i] ? [] : [{ antes: linea, despues: despues[i] }]));
      expect(cambiadas.map((c) => c.antes)).toEqual([
        "-- Adds amounts to one key (class, currency, day; a day more than 90 days ago goes to '-infinity')",
        '  IF p_dia < "cuentas_hoy"() - 90 THEN',
        '-- Once a day (the first change after midnight finds a day that just passed 90 days): folds those',
        '  limite date := "cuentas_hoy"() - 90;',
        '  limite date := "cuentas_hoy"() - 90;',
      ]);
      for (const c of cambiadas) expect(c.despues).toBe(c.antes.replace('90', '120'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('--migracion writes the next migration only when the output changed, with a copy of the last snapshot', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'proyecciones-migraciones-'));
    try {
      cpSync(CARPETA_MIGRACIONES, dir, { recursive: true });
      expect(escribirMigracion(dir)).toBeNull();
      const journal = () => JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string; when: number }> };
      const antes = journal().entries;
      const tag = escribirMigracion(dir, { ...REGLAS, diasDeudaVencida: 120 });
      const ultima = antes[antes.length - 1];
      expect(tag).toBe(`${String(ultima.idx + 1).padStart(4, '0')}_proyecciones`);
      const despues = journal().entries;
      expect(despues.slice(0, -1)).toEqual(antes);
      expect(despues[despues.length - 1]).toMatchObject({ idx: ultima.idx + 1, tag });
      expect(despues[despues.length - 1].when).toBeGreaterThan(ultima.when);
      expect(ultimaMigracion(dir)).toEqual({ tag, sql: generarSql({ ...REGLAS, diasDeudaVencida: 120 }) });
      // The snapshot is the previous one under a new id (the tables did not change).
      const snapshot = JSON.parse(readFileSync(path.join(dir, 'meta', `${tag!.slice(0, 4)}_snapshot.json`), 'utf8'));
      const previo = JSON.parse(readFileSync(path.join(dir, 'meta', `${ultima.tag.slice(0, 4)}_snapshot.json`), 'utf8'));
      expect(snapshot.prevId).toBe(previo.id);
      expect({ ...snapshot, id: previo.id, prevId: previo.prevId }).toEqual(previo);
      expect(escribirMigracion(dir, { ...REGLAS, diasDeudaVencida: 120 })).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the command line: the rules, the folder and the script of api/package.json', () => {
    expect(leerArgumentos([])).toEqual({ reglas: REGLAS, salida: undefined, migracion: false });
    expect(leerArgumentos(['--dias-deuda-vencida=120', '--salida=/tmp/x', '--migracion'])).toEqual({
      reglas: { ...REGLAS, diasDeudaVencida: 120 },
      salida: '/tmp/x',
      migracion: true,
    });
    expect(() => leerArgumentos(['--dias-deuda-vencida=0'])).toThrow('--dias-deuda-vencida');
    const paquete = JSON.parse(readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8'));
    expect(paquete.scripts.proyecciones).toBe('tsx src/db/proyecciones/generar.ts');
  });
});

describe('the lock the writers take', () => {
  /** Every .ts file under `dir`. */
  const fuentes = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? fuentes(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
    );

  test('no service locks a client row itself: every writer goes through bloquearClientes (proyecciones/bloqueos.ts)', () => {
    const src = path.resolve(__dirname, '../src');
    // A select on clientes followed, within the same statement, by .for(…): a lock taken by hand.
    const aMano = /\.from\(clientes\)[^;]*?\.for\(/g;
    const encontrados = fuentes(src).flatMap((f) => {
      const texto = readFileSync(f, 'utf8');
      return [...texto.matchAll(aMano)].map(() => path.relative(src, f));
    });
    // bloqueos.ts is the helper (clientes/service.ts locks the client's own row for its edit and
    // delete through a query built apart, which this does not match: it writes no projection).
    expect(encontrados.filter((f) => f !== 'db/proyecciones/bloqueos.ts')).toEqual([]);
    // The projections fed by a client's rows name the helper as their writers' lock.
    for (const nombre of ['cuentas_totales', 'movimientos_cuenta_conteo', 'presupuestos_por_cliente']) {
      expect(PROYECCIONES.find((p) => p.nombre === nombre)?.bloqueo).toContain('bloquearClientes');
    }
  });
});

describe('desfasados() and recalcular() of every projection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const conFilas = async () => (await desfasadosTodas(t.db)).filter((d) => d.filas.length > 0);

  test('the migrated demo data has no drift, and the database runs the generated functions', async () => {
    expect(await conFilas()).toEqual([]);
    const [hoy] = await rows<{ prosrc: string }>(t.db, sql`select prosrc from pg_proc where proname = 'cuentas_hoy'`);
    expect(hoy.prosrc).toContain("interval '3 hours'");
  });

  test('a corrupted row of each projection is found by its own desfasados() only, and recalcular() repairs them all', async () => {
    const corrupciones: Record<string, ReturnType<typeof sql>> = {
      conteos: sql`insert into conteos (tabla, parte, filas) values ('ventas', 99, 1)`,
      stock_minimo: sql`update stock set minimo_vigente = minimo_vigente + 1
                         where (producto_id, sucursal_id) = (select producto_id, sucursal_id from stock order by 1, 2 limit 1)`,
      movimientos_cuenta_conteo: sql`insert into movimientos_cuenta_conteo (cliente_id, movimientos) values (999999, 3)`,
      cuentas_totales: sql`insert into cuentas_totales (con_deuda, moneda_id, dia, saldo) values (true, 1, '-infinity', 5)`,
      ventas_por_dia: sql`insert into ventas_por_dia (dia, moneda_id, total, cantidad) values ('2001-01-01', 1, 10, 1)`,
      saldos_positivos: sql`insert into saldos_positivos (moneda_id, total, deudores) values (1, 10, 1)`,
      presupuestos_por_cliente: sql`update clientes set presupuestos_activos = presupuestos_activos + 1 where id = (select min(id) from clientes)`,
    };
    expect(Object.keys(corrupciones).sort()).toEqual(PROYECCIONES.map((p) => p.nombre).sort());
    for (const [i, p] of PROYECCIONES.entries()) {
      await t.db.execute(corrupciones[p.nombre]);
      expect({ p: p.nombre, filas: (await p.desfasados(t.db)).length }).toEqual({ p: p.nombre, filas: 1 });
      // The others still find nothing new.
      expect((await conFilas()).map((d) => d.proyeccion)).toEqual(PROYECCIONES.slice(0, i + 1).map((x) => x.nombre));
    }
    // A missing pair of stock_sin_fila too.
    await t.db.execute(sql`delete from stock_sin_fila where (producto_id, sucursal_id) = (select producto_id, sucursal_id from stock_sin_fila order by 1, 2 limit 1)`);
    const stock = PROYECCIONES.find((p) => p.nombre === 'stock_minimo')!;
    expect((await stock.desfasados(t.db)).map((f) => f.tipo).sort()).toEqual(['minimo_vigente', 'sin_fila_falta']);
    expect((await conFilas()).map((d) => d.proyeccion)).toEqual(PROYECCIONES.map((p) => p.nombre));

    await t.db.transaction(async (tx) => recalcularTodas(tx));
    expect(await conFilas()).toEqual([]);
  });

  test('GET /api/salud?detalle=1: auditoria.get only (401 / 403 otherwise); reports each projection\'s drift', async () => {
    const u = await demoClients(t.app);
    expect((await u.anonimo.get('/api/salud')).body).toEqual({ estado: 'ok' });
    const visitante = await u.anonimo.get('/api/salud?detalle=1');
    expect(visitante.status).toBe(401);
    expect((await u.vendedor.get('/api/salud?detalle=1')).status).toBe(403);
    expect((await u.admin.get('/api/salud?detalle=2')).status).toBe(400);
    const bien = await u.admin.get('/api/salud?detalle=1');
    expect(bien.status).toBe(200);
    expect(bien.body).toEqual({ estado: 'ok', proyecciones: PROYECCIONES.map((p) => ({ nombre: p.nombre, desfasados: 0, ejemplos: [] })) });

    await t.db.execute(sql`insert into ventas_por_dia (dia, moneda_id, total, cantidad) values ('2001-01-01', 2, 7, 1)`);
    const mal = await u.admin.get('/api/salud?detalle=1');
    expect(mal.body.proyecciones.filter((p: { desfasados: number }) => p.desfasados > 0)).toEqual([
      {
        nombre: 'ventas_por_dia',
        desfasados: 1,
        ejemplos: [{ dia: '2001-01-01', moneda_id: 2, total_guardado: '7', total_esperado: '0', cantidad_guardado: 1, cantidad_esperado: 0 }],
      },
    ]);
    await t.db.execute(sql`delete from ventas_por_dia where dia = '2001-01-01'`);
  });
});
