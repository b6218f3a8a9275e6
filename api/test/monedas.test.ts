import { sql } from 'drizzle-orm';
import {
  cotizacionesDolarSchema,
  monedaHistorialPageSchema,
  MSG_DOLAR_ACTUALIZADO,
  MSG_DOLAR_SIN_CAMBIOS,
  MSG_MONEDA_NO_EDITABLE,
  MSG_PROVEEDOR_COTIZACIONES,
  ROLE_PERMISSIONS,
} from 'shared';
import type { AppConfig } from '../src/config';
import { startOfDayBA } from '../src/lib/dates';
import { iniciarProgramador, refrescarDolarProgramado } from '../src/modules/monedas/programador';
import { consultarCotizaciones } from '../src/modules/monedas/proveedor';
import { client, createTestApp, demoClients, login, rows, type TestApp } from './helpers';
import { createUserWithRole } from './support/harness';
import { iniciarProveedorFalso, urlSinServidor, type ProveedorFalso } from './support/proveedor-cotizaciones';

/**
 * Currencies and the dollar rate (docs/contactos-y-administracion.md, «Monedas»): the provider's list
 * relayed, the official refresh (by hand and scheduled), the rate set by hand, the history, and what
 * happens when the provider fails: 502 and nothing changes. The provider is a local node:http server.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
let proveedor: ProveedorFalso;
let cfg: AppConfig['cotizaciones'];
/** Every line the app logged (warn and above). */
const logApp: string[] = [];

beforeAll(async () => {
  proveedor = await iniciarProveedorFalso();
  // A short timeout: the 'sinRespuesta' provider never answers, the API gives up after 300 ms.
  cfg = { baseUrl: proveedor.baseUrl, timeoutMs: 300, autoMinutos: 0 };
  t = await createTestApp({ config: { cotizaciones: cfg, logger: { level: 'warn', stream: { write: (l: string) => void logApp.push(l) } } } });
  u = await demoClients(t.app);
});
afterAll(async () => {
  await t.close();
  await proveedor.close();
});
beforeEach(() => {
  proveedor.modo = 'ok';
  proveedor.oficialVenta = 1200;
});

const ADMIN = 'Laura Gómez';
const valorDolar = async () => (await rows<{ valor: string }>(t.db, sql`select valor::text from monedas where id = 2`))[0].valor;
const historialCount = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from monedas_historial`))[0].n;
const auditCount = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from auditoria where entidad = 'monedas'`))[0].n;
const ultimoHistorial = async () =>
  (await u.admin.get('/api/monedas/historial?monedaId=2&pageSize=1')).body.items[0] as Record<string, unknown>;
/** A logger for direct calls that keeps what it was told. */
const memLog = () => {
  const lineas: string[] = [];
  const push = (...args: unknown[]) => void lineas.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  return { lineas, info: push, warn: push, error: push };
};
const MODOS_CAIDO = ['error500', 'jsonInvalido', 'otraForma', 'sinRespuesta'] as const;

describe('demo history (seed)', () => {
  test('90 days of dollar history ending at the seeded 1180.0000, a chain of changes, mostly automatic', async () => {
    expect(await valorDolar()).toBe('1180.0000');
    const res = await u.admin.get('/api/monedas/historial?monedaId=2&pageSize=500');
    expect(res.status).toBe(200);
    const items = res.body.items as Array<{ fecha: string; valorAnterior: string; valorNuevo: string; origen: string; usuario: string | null }>;
    expect(res.body.total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(items.length).toBeLessThanOrEqual(60);
    expect(items[0].valorNuevo).toBe('1180.0000');
    // Newest first, each change starting where the one before it ended, within the last 90 days.
    for (let i = 1; i < items.length; i += 1) {
      expect(Date.parse(items[i].fecha)).toBeLessThanOrEqual(Date.parse(items[i - 1].fecha));
      expect(items[i].valorNuevo).toBe(items[i - 1].valorAnterior);
    }
    const dias = (Date.now() - Date.parse(items[items.length - 1].fecha)) / 86_400_000;
    expect(dias).toBeGreaterThan(75);
    expect(dias).toBeLessThanOrEqual(90);
    expect(Date.parse(items[0].fecha)).toBeLessThan(Date.now());
    const manuales = items.filter((i) => i.origen === 'manual');
    const automaticos = items.filter((i) => i.origen === 'automatico');
    expect(manuales.length).toBeGreaterThan(0);
    expect(automaticos.length).toBeGreaterThan(manuales.length * 2);
    expect(new Set(manuales.map((i) => i.usuario))).toEqual(new Set([ADMIN]));
    expect(new Set(automaticos.map((i) => i.usuario))).toEqual(new Set([null]));
    // A plausible 90 days: the dollar went up, by less than a fifth.
    const inicio = Number(items[items.length - 1].valorAnterior);
    expect(inicio).toBeLessThan(1180);
    expect(inicio).toBeGreaterThan(1180 * 0.8);
  });
});

describe('GET monedas/cotizaciones', () => {
  test('relays the provider list with rates as 4-decimal strings (numbers, numeric strings and null accepted)', async () => {
    const res = await u.admin.get('/api/monedas/cotizaciones');
    expect(res.status).toBe(200);
    expect(() => cotizacionesDolarSchema.parse(res.body)).not.toThrow();
    const fecha = '2026-11-20T15:00:00.000Z';
    expect(res.body.cotizaciones).toEqual([
      { casa: 'oficial', nombre: 'Oficial', compra: '1160.0000', venta: '1200.0000', fechaActualizacion: fecha },
      { casa: 'blue', nombre: 'Blue', compra: '1205.5000', venta: '1225.5000', fechaActualizacion: fecha },
      { casa: 'bolsa', nombre: 'Bolsa', compra: '1198.3000', venta: '1203.1000', fechaActualizacion: fecha },
      { casa: 'contadoconliqui', nombre: 'Contado con liquidación', compra: '1210.4000', venta: '1215.9000', fechaActualizacion: fecha },
      { casa: 'mayorista', nombre: 'Mayorista', compra: '1150.0000', venta: '1153.0000', fechaActualizacion: fecha },
      { casa: 'cripto', nombre: 'Cripto', compra: '1230.1200', venta: '1232.4567', fechaActualizacion: fecha },
      { casa: 'tarjeta', nombre: 'Tarjeta', compra: null, venta: '1560.0000', fechaActualizacion: fecha },
    ]);
    expect(proveedor.pedidos.at(-1)).toBe('/v1/dolares');
  });

  test.each(MODOS_CAIDO)('provider %s → 502 with the Spanish message, the cause logged', async (modo) => {
    proveedor.modo = modo;
    const antes = logApp.length;
    const res = await u.admin.get('/api/monedas/cotizaciones');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: MSG_PROVEEDOR_COTIZACIONES });
    const causa = { error500: 'respondió 500', jsonInvalido: 'no es JSON', otraForma: 'otra forma', sinRespuesta: 'sin respuesta en 300 ms' }[modo];
    expect(logApp.slice(antes).join('\n')).toContain(causa);
  });

  test('an unreachable provider (closed port) → 502, the cause logged', async () => {
    const log = memLog();
    await expect(consultarCotizaciones({ ...cfg, baseUrl: await urlSinServidor() }, log)).rejects.toMatchObject({
      statusCode: 502,
      message: MSG_PROVEEDOR_COTIZACIONES,
    });
    expect(log.lineas.join('\n')).toContain('no se pudo conectar');
  });

  test('a provider rate out of range or not numeric is another shape → 502', async () => {
    for (const venta of ['-5', 'mil doscientos', 1e12]) {
      proveedor.oficialVenta = venta;
      const res = await u.admin.get('/api/monedas/cotizaciones');
      expect(res.status).toBe(502);
    }
  });

  test('every seeded role holds monedas.get; a role without it gets 403; a visitor 401; unknown parameters 400', async () => {
    for (const rol of ['Vendedor', 'Inventario', 'Solo lectura'] as const) expect(ROLE_PERMISSIONS[rol]).toContain('monedas.get');
    for (const c of [u.vendedor, u.inventario, u.lectura]) expect((await c.get('/api/monedas/cotizaciones')).status).toBe(200);
    await createUserWithRole(t.db, 'sinmonedas@demo.local', 'Sin monedas', ['home.get']);
    const sin = client(t.app, await login(t.app, 'sinmonedas@demo.local'));
    expect(await sin.get('/api/monedas/cotizaciones')).toMatchObject({ status: 403, body: { message: 'No tiene permiso para realizar esta acción.' } });
    expect((await u.anonimo.get('/api/monedas/cotizaciones')).status).toBe(401);
    expect(await u.admin.get('/api/monedas/cotizaciones?casa=blue')).toMatchObject({ status: 400, body: { message: 'Parámetro no permitido: "casa".' } });
  });
});

describe('GET monedas/updateValue', () => {
  test("sets the dollar to the official sell rate: history row 'automatico' by the caller and an audit row", async () => {
    const [{ id: adminId }] = await rows<{ id: number }>(t.db, sql`select id from usuarios where email = 'admin@demo.local'`);
    const historial = await historialCount();
    const res = await u.admin.call('GET', '/api/monedas/updateValue', undefined, { 'sec-fetch-site': 'same-site' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG_DOLAR_ACTUALIZADO, valor: '1200.0000' });
    expect(await valorDolar()).toBe('1200.0000');
    const monedas = (await u.vendedor.get('/api/monedas')).body.monedas;
    expect(monedas).toEqual([
      { id: 1, nombre: 'Pesos', simbolo: '$', valor: '1.0000' },
      { id: 2, nombre: 'Dólares', simbolo: 'US$', valor: '1200.0000' },
    ]);
    expect(await historialCount()).toBe(historial + 1);
    expect(await ultimoHistorial()).toEqual({
      id: expect.any(Number),
      fecha: expect.any(String),
      valorAnterior: '1180.0000',
      valorNuevo: '1200.0000',
      origen: 'automatico',
      usuario: ADMIN,
      confirmadoPor: null,
      confirmadoEn: null,
    });
    const [a] = await rows<{ usuario_id: number; entidad_id: string; accion: string; antes: unknown; despues: unknown }>(
      t.db,
      sql`select usuario_id, entidad_id, accion, antes, despues from auditoria where entidad = 'monedas' order by id desc limit 1`,
    );
    expect(a).toEqual({
      usuario_id: adminId,
      entidad_id: '2',
      accion: 'actualizar',
      antes: { id: 2, valor: '1180.0000' },
      despues: { id: 2, valor: '1200.0000', origen: 'automatico' },
    });
  });

  test('the same official rate again → "ya estaba actualizado", no history nor audit row', async () => {
    const [historial, auditoria] = [await historialCount(), await auditCount()];
    const res = await u.admin.get('/api/monedas/updateValue');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG_DOLAR_SIN_CAMBIOS, valor: '1200.0000' });
    expect([await historialCount(), await auditCount()]).toEqual([historial, auditoria]);
  });

  test.each(MODOS_CAIDO)('provider %s → 502 and the value, history and audit stay as they were', async (modo) => {
    proveedor.modo = modo;
    proveedor.oficialVenta = 1250;
    const [historial, auditoria] = [await historialCount(), await auditCount()];
    const res = await u.admin.get('/api/monedas/updateValue');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: MSG_PROVEEDOR_COTIZACIONES });
    expect(await valorDolar()).toBe('1200.0000');
    expect([await historialCount(), await auditCount()]).toEqual([historial, auditoria]);
  });

  test("a list without the official sell rate → 502, nothing changes", async () => {
    proveedor.oficialVenta = null;
    const historial = await historialCount();
    expect(await u.admin.get('/api/monedas/updateValue')).toMatchObject({ status: 502, body: { message: MSG_PROVEEDOR_COTIZACIONES } });
    expect(await valorDolar()).toBe('1200.0000');
    expect(await historialCount()).toBe(historial);
  });

  test('needs monedas.put: the seeded roles other than Administrador get 403, a visitor 401', async () => {
    for (const c of [u.vendedor, u.inventario, u.lectura]) {
      expect(await c.get('/api/monedas/updateValue')).toMatchObject({ status: 403, body: { message: 'No tiene permiso para realizar esta acción.' } });
    }
    expect((await u.anonimo.get('/api/monedas/updateValue')).status).toBe(401);
    expect(await valorDolar()).toBe('1200.0000');
  });

  test('a cross-site request (foreign Origin or Sec-Fetch-Site: cross-site) is refused with 403 and never reaches the provider', async () => {
    proveedor.oficialVenta = 1250;
    const pedidos = proveedor.pedidos.length;
    expect(await u.admin.call('GET', '/api/monedas/updateValue', undefined, { origin: 'https://malicioso.example' })).toMatchObject({
      status: 403,
      body: { message: 'Origen no permitido.' },
    });
    // A link followed from another site: no Origin header, but the browser says where it came from.
    const sid = await login(t.app, 'admin@demo.local');
    const enlace = await t.app.inject({ method: 'GET', url: '/api/monedas/updateValue', cookies: { sid }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(enlace.statusCode).toBe(403);
    expect(enlace.json()).toEqual({ message: 'Origen no permitido.' });
    expect(proveedor.pedidos.length).toBe(pedidos);
    expect(await valorDolar()).toBe('1200.0000');
    // Typed in the address bar (no Origin, Sec-Fetch-Site: none): allowed.
    const directo = await t.app.inject({ method: 'GET', url: '/api/monedas/updateValue', cookies: { sid }, headers: { 'sec-fetch-site': 'none' } });
    expect(directo.statusCode).toBe(200);
    expect(await valorDolar()).toBe('1250.0000');
  });

  test('two refreshes at once write the new rate once', async () => {
    proveedor.oficialVenta = 1262.5;
    const historial = await historialCount();
    const [a, b] = await Promise.all([u.admin.get('/api/monedas/updateValue'), u.admin.get('/api/monedas/updateValue')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.message, b.body.message].sort()).toEqual([MSG_DOLAR_SIN_CAMBIOS, MSG_DOLAR_ACTUALIZADO].sort());
    expect(await valorDolar()).toBe('1262.5000');
    expect(await historialCount()).toBe(historial + 1);
  });
});

describe('PUT monedas/{id}', () => {
  test("sets the dollar by hand: history row 'manual' with the user's name, audited", async () => {
    const [historial, auditoria] = [await historialCount(), await auditCount()];
    const res = await u.admin.put('/api/monedas/2', { valor: '1210.25' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG_DOLAR_ACTUALIZADO, valor: '1210.2500' });
    expect(await valorDolar()).toBe('1210.2500');
    expect(await ultimoHistorial()).toMatchObject({ valorAnterior: '1262.5000', valorNuevo: '1210.2500', origen: 'manual', usuario: ADMIN });
    expect([await historialCount(), await auditCount()]).toEqual([historial + 1, auditoria + 1]);
  });

  test('the same value (also as a number) → 200 "ya estaba actualizado", no row', async () => {
    const historial = await historialCount();
    for (const valor of ['1210.25', 1210.25, '1210.2500']) {
      expect(await u.admin.put('/api/monedas/2', { valor })).toMatchObject({ status: 200, body: { message: MSG_DOLAR_SIN_CAMBIOS, valor: '1210.2500' } });
    }
    expect(await historialCount()).toBe(historial);
  });

  test('the peso is refused (400), an unknown currency is 404, a bad value 400; nothing changes', async () => {
    const historial = await historialCount();
    expect(await u.admin.put('/api/monedas/1', { valor: '2' })).toMatchObject({ status: 400, body: { message: MSG_MONEDA_NO_EDITABLE } });
    expect(await u.admin.put('/api/monedas/3', { valor: '2' })).toMatchObject({ status: 404, body: { message: 'Moneda no encontrada.' } });
    for (const valor of ['0', '-5', '1.23456', 'abc', '']) {
      expect(await u.admin.put('/api/monedas/2', { valor })).toMatchObject({
        status: 400,
        body: { message: 'Ingrese una cotización mayor a 0, con hasta 4 decimales.' },
      });
    }
    const monedas = (await u.admin.get('/api/monedas')).body.monedas;
    expect(monedas.map((m: { valor: string }) => m.valor)).toEqual(['1.0000', '1210.2500']);
    expect(await historialCount()).toBe(historial);
  });

  test('needs monedas.put', async () => {
    for (const c of [u.vendedor, u.inventario, u.lectura]) expect((await c.put('/api/monedas/2', { valor: '999' })).status).toBe(403);
    expect((await u.anonimo.put('/api/monedas/2', { valor: '999' })).status).toBe(401);
    expect(await valorDolar()).toBe('1210.2500');
  });
});

describe('GET monedas/historial', () => {
  test('pages newest first (fecha desc, id desc) without overlaps; any role with monedas.get reads it', async () => {
    const todo = await u.lectura.get('/api/monedas/historial?monedaId=2&pageSize=500');
    expect(todo.status).toBe(200);
    expect(() => monedaHistorialPageSchema.parse(todo.body)).not.toThrow();
    const total = todo.body.total as number;
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
      const res = await u.vendedor.get(`/api/monedas/historial?monedaId=2&pageSize=7&page=${page}`);
      expect(res.body).toMatchObject({ total, currentPage: page, totalPages: Math.ceil(total / 7), pageSize: 7 });
      ids.push(...res.body.items.map((i: { id: number }) => i.id));
    }
    expect(ids).toEqual(todo.body.items.map((i: { id: number }) => i.id));
    // The latest change (the manual one of this file) comes first.
    expect(todo.body.items[0]).toMatchObject({ valorNuevo: '1210.2500', origen: 'manual' });
    // The default is the dollar, 10 per page.
    const porDefecto = await u.admin.get('/api/monedas/historial');
    expect(porDefecto.body).toMatchObject({ total, pageSize: 10, currentPage: 1 });
    expect(porDefecto.body.items).toEqual(todo.body.items.slice(0, 10));
  });

  test('fechaDesde keeps the changes from the start of that Buenos Aires day', async () => {
    const todo = (await u.admin.get('/api/monedas/historial?pageSize=500')).body.items as Array<{ id: number; fecha: string }>;
    const medio = todo[Math.floor(todo.length / 2)];
    // The Buenos Aires date of that change (UTC-03:00).
    const dia = new Date(Date.parse(medio.fecha) - 3 * 3_600_000).toISOString().slice(0, 10);
    const res = await u.admin.get(`/api/monedas/historial?pageSize=500&fechaDesde=${dia}`);
    expect(res.status).toBe(200);
    const esperados = todo.filter((i) => Date.parse(i.fecha) >= startOfDayBA(dia).getTime());
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual(esperados.map((i) => i.id));
    expect(res.body.total).toBe(esperados.length);
    expect(esperados.some((i) => i.id === medio.id)).toBe(true);
    expect(esperados.length).toBeLessThan(todo.length);
  });

  test('the peso has no changes; an unknown currency is 404; bad filters 400', async () => {
    expect((await u.admin.get('/api/monedas/historial?monedaId=1')).body).toEqual({ items: [], total: 0, currentPage: 1, totalPages: 1, pageSize: 10 });
    expect(await u.admin.get('/api/monedas/historial?monedaId=99')).toMatchObject({ status: 404, body: { message: 'Moneda no encontrada.' } });
    expect(await u.admin.get('/api/monedas/historial?fechaDesde=2025-02-30')).toMatchObject({ status: 400, body: { message: 'Fecha inválida.' } });
    expect(await u.admin.get('/api/monedas/historial?fechaDesde=ayer')).toMatchObject({ status: 400 });
    expect(await u.admin.get('/api/monedas/historial?pageSize=501')).toMatchObject({ status: 400 });
  });

  test('needs monedas.get', async () => {
    const sin = client(t.app, await login(t.app, 'sinmonedas@demo.local'));
    expect((await sin.get('/api/monedas/historial')).status).toBe(403);
    expect((await u.anonimo.get('/api/monedas/historial')).status).toBe(401);
  });
});

describe('automatic refresh (scheduler)', () => {
  test("one scheduled refresh: the official rate with no user, origen 'automatico', audited; equal again writes nothing", async () => {
    proveedor.oficialVenta = '1275.75';
    const log = memLog();
    const historial = await historialCount();
    expect(await refrescarDolarProgramado(t.db, cfg, log)).toBe(true);
    expect(await valorDolar()).toBe('1275.7500');
    expect(await ultimoHistorial()).toMatchObject({ valorAnterior: '1210.2500', valorNuevo: '1275.7500', origen: 'automatico', usuario: null });
    const [a] = await rows<{ usuario_id: number | null }>(t.db, sql`select usuario_id from auditoria where entidad = 'monedas' order by id desc limit 1`);
    expect(a.usuario_id).toBeNull();
    expect(await refrescarDolarProgramado(t.db, cfg, log)).toBe(false);
    expect(await historialCount()).toBe(historial + 1);
  });

  test('a failing provider never throws: logged, value unchanged', async () => {
    const historial = await historialCount();
    for (const c of [{ ...cfg, baseUrl: await urlSinServidor() }, cfg]) {
      proveedor.modo = 'error500';
      proveedor.oficialVenta = 1300;
      const log = memLog();
      await expect(refrescarDolarProgramado(t.db, c, log)).resolves.toBe(false);
      expect(log.lineas.join('\n')).toContain('el valor no cambió');
    }
    expect(await valorDolar()).toBe('1275.7500');
    expect(await historialCount()).toBe(historial);
  });

  test('the timer refreshes on its own and stops when told', async () => {
    proveedor.oficialVenta = 1290;
    const programador = iniciarProgramador(t.db, cfg, memLog(), 20);
    try {
      for (let i = 0; i < 500 && (await valorDolar()) !== '1290.0000'; i += 1) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await programador.detener();
    }
    expect(await valorDolar()).toBe('1290.0000');
    expect(await ultimoHistorial()).toMatchObject({ valorNuevo: '1290.0000', origen: 'automatico', usuario: null });
    // Stopped: the provider is asked no more.
    const pedidos = proveedor.pedidos.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(proveedor.pedidos.length).toBe(pedidos);
  });
});

describe('a provider rate that jumps more than 20 % waits for confirmation', () => {
  test('kept pending (not applied) until a monedas.put holder confirms it; the history keeps who confirmed', async () => {
    await t.db.execute(sql`update monedas set valor = 1180 where id = 2`);
    const historial = await historialCount();
    proveedor.oficialVenta = 1500; // +27 %

    const r = await u.admin.get('/api/monedas/updateValue');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      message:
        'El dólar oficial del proveedor (1.500,00) se aparta más de 20 % del valor actual (1.180,00): queda pendiente hasta que alguien con permiso para modificar monedas lo confirme.',
      valor: '1180.0000',
      pendiente: '1500.0000',
    });
    expect(await valorDolar()).toBe('1180.0000');
    expect(await historialCount()).toBe(historial);
    // The scheduled refresh does not apply it either.
    expect(await refrescarDolarProgramado(t.db, cfg, memLog(), '20')).toBe(false);
    expect(await valorDolar()).toBe('1180.0000');

    const pendiente = await u.vendedor.get('/api/monedas/cotizacion-pendiente');
    expect(pendiente.status).toBe(200);
    expect(pendiente.body.pendiente).toMatchObject({ valor: '1500.0000', valorActual: '1180.0000', usuario: ADMIN, variacionPct: '27.12' });

    expect((await u.vendedor.post('/api/monedas/cotizacion-pendiente/confirmar', { valor: '1500' })).status).toBe(403);
    expect(await u.admin.post('/api/monedas/cotizacion-pendiente/confirmar', { valor: '1499' })).toMatchObject({
      status: 409,
      body: { message: 'La cotización pendiente cambió. Revise el nuevo valor antes de confirmarlo.' },
    });
    const ok = await u.admin.post('/api/monedas/cotizacion-pendiente/confirmar', { valor: '1500' });
    expect(ok).toMatchObject({ status: 200, body: { message: MSG_DOLAR_ACTUALIZADO, valor: '1500.0000' } });
    expect(await valorDolar()).toBe('1500.0000');
    expect(await ultimoHistorial()).toMatchObject({ valorAnterior: '1180.0000', valorNuevo: '1500.0000', origen: 'automatico', usuario: ADMIN, confirmadoPor: ADMIN });
    expect((await u.admin.get('/api/monedas/cotizacion-pendiente')).body).toEqual({ pendiente: null });
    expect(await u.admin.post('/api/monedas/cotizacion-pendiente/confirmar', { valor: '1500' })).toMatchObject({
      status: 409,
      body: { message: 'No hay una cotización pendiente de confirmación.' },
    });
    await t.db.execute(sql`update monedas set valor = 1180 where id = 2`);
  });

  test('a jump within 20 % is applied at once and clears a pending one', async () => {
    await t.db.execute(sql`update monedas set valor = 1180 where id = 2`);
    proveedor.oficialVenta = 1000; // −15 %
    await t.db.execute(sql`update monedas set valor_pendiente = 2000, pendiente_desde = now() where id = 2`);
    const r = await u.admin.get('/api/monedas/updateValue');
    expect(r.body).toEqual({ message: MSG_DOLAR_ACTUALIZADO, valor: '1000.0000' });
    expect((await u.admin.get('/api/monedas/cotizacion-pendiente')).body).toEqual({ pendiente: null });
    await t.db.execute(sql`update monedas set valor = 1180 where id = 2`);
  });
});
