import { sql } from 'drizzle-orm';
import {
  fabricacionesPageSchema,
  fabricacionPreviewSchema,
  fabricacionSchema,
  MSG_FABRICACION_CERRADA,
  MSG_FABRICACION_NO_ENCONTRADA,
  MSG_FALTAN_CONFIRMAR,
  MSG_MATERIA_NO_ES_DE_LA_FABRICACION,
  MSG_MATERIA_YA_CONFIRMADA,
  MSG_SIN_FORMULA,
  MSG_SUCURSAL_DISTINTA,
} from 'shared';
import { MSG_CANTIDAD_MUY_CHICA } from '../src/modules/fabricaciones/service';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { crearProducto } from './support/fabricas';

/**
 * Manufacturing runs (docs/fabricacion.md): the formula scaled to 4 decimals, the preview, one-way
 * confirmation of raw materials (deducted from the branch), finalize (adds the product) and cancel
 * (returns only what was confirmed), closed runs, branches and permissions.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;

/** Products of these tests (independent of the seed). */
let base: number; // 19911 'Base neutra de prueba', litro: 100 in Casa Central
let fijador: number; // 19912 'Fijador de prueba', kg: 2 in Casa Central
let ajena: number; // 19913 'Materia ajena de prueba': in no formula of these tests
let perfume: number; // 39911 'Perfume fabricado de prueba': 3 litros of base and 0.5 kg of fijador make 7
let sinFormula: number; // 39912 'Elaborado sin fórmula de prueba'

const stockDe = async (productoId: number, sucursalId = 1) =>
  (await rows<{ cantidad: string }>(t.db, sql`select cantidad from stock where producto_id = ${productoId} and sucursal_id = ${sucursalId}`))[0]
    ?.cantidad ?? null;
const movimientosDe = (referenciaId: number) =>
  rows(
    t.db,
    sql`select producto_id, sucursal_id, cantidad, motivo, stock_anterior, stock_nuevo from movimientos_stock
        where referencia_id = ${referenciaId} and motivo in ('fabricacion_consumo', 'fabricacion_producto', 'devolucion') order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  base = (await crearProducto(t.db, { codigo: 19911, nombre: 'Base neutra de prueba', categoria: 'materia_prima', unidad: 'litro', precio: '100.00', stock: { 1: '100' } })).id;
  fijador = (await crearProducto(t.db, { codigo: 19912, nombre: 'Fijador de prueba', categoria: 'materia_prima', unidad: 'kg', precio: '100.00', stock: { 1: '2' } })).id;
  ajena = (await crearProducto(t.db, { codigo: 19913, nombre: 'Materia ajena de prueba', categoria: 'materia_prima', unidad: 'unidad', precio: '100.00', stock: { 1: '50' } })).id;
  perfume = (await crearProducto(t.db, { codigo: 39911, nombre: 'Perfume fabricado de prueba', categoria: 'elaborado', unidad: 'litro', precio: '100.00' })).id;
  sinFormula = (await crearProducto(t.db, { codigo: 39912, nombre: 'Elaborado sin fórmula de prueba', categoria: 'elaborado', unidad: 'unidad', precio: '100.00' })).id;
  const [f] = await rows<{ id: number }>(t.db, sql`insert into formulas (producto_id, cantidad_producida) values (${perfume}, 7) returning id`);
  await t.db.execute(sql`insert into formula_detalles (formula_id, materia_prima_id, cantidad) values (${f.id}, ${base}, 3), (${f.id}, ${fijador}, 0.5)`);
});
afterAll(() => t.close());

/** Creates a run of `cantidad` perfume in `sucursalId` as the Inventario user; returns its id. */
async function nueva(cantidad: string, sucursalId = 1): Promise<number> {
  const res = await u.inventario.post('/api/fabricaciones', { productoId: perfume, cantidad, sucursalId });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const detalle = async (id: number) => {
  const res = await u.inventario.get(`/api/fabricaciones/${id}`);
  expect(res.status).toBe(200);
  expect(fabricacionSchema.parse(res.body)).toEqual(res.body);
  return res.body;
};
const confirmar = (id: number, materiaPrimaId: number, sucursalId = 1) =>
  u.inventario.put(`/api/fabricaciones/${id}/check-materia`, { materiaPrimaId, sucursalId });
const finalizar = (id: number, sucursalId = 1) => u.inventario.put(`/api/fabricaciones/${id}/finalizar`, { sucursalId });
const cancelar = (id: number, sucursalId = 1) => u.inventario.call('DELETE', `/api/fabricaciones/${id}/cancelar`, { sucursalId });

describe('POST fabricaciones and the preview', () => {
  test('a run scales the formula to 4 decimals half-up, starts En proceso and does not touch the stock', async () => {
    const id = await nueva('10');
    const run = await detalle(id);
    // 3 × 10 / 7 = 4.285714… → 4.2857; 0.5 × 10 / 7 = 0.714285… → 0.7143
    expect(run).toMatchObject({
      id,
      producto: { id: perfume, codigo: '39911', nombre: 'Perfume fabricado de prueba', unidad: 'litro' },
      cantidadFabricada: '10.0000',
      estado: 'en_proceso',
      isCancelada: false,
      isFinalizada: false,
      sucursalId: 1,
      sucursal: { id: 1, nombre: 'Casa Central' },
      usuario: { name: expect.any(String) },
      materiasConfirmadas: [],
    });
    const ref = (pid: number, codigo: string, nombre: string, unidad: string) => ({ id: pid, codigo, nombre, unidad });
    expect(run.detalles.map((d: Record<string, unknown>) => ({ ...d, id: undefined }))).toEqual([
      { id: undefined, materiaPrimaId: base, cantidad: '4.2857', confirmado: false, sucursalId: 1, Producto: ref(base, '19911', 'Base neutra de prueba', 'litro'), producto: ref(base, '19911', 'Base neutra de prueba', 'litro') },
      { id: undefined, materiaPrimaId: fijador, cantidad: '0.7143', confirmado: false, sucursalId: 1, Producto: ref(fijador, '19912', 'Fijador de prueba', 'kg'), producto: ref(fijador, '19912', 'Fijador de prueba', 'kg') },
    ]);
    expect([await stockDe(base), await stockDe(fijador)]).toEqual(['100.0000', '2.0000']);
    expect(await movimientosDe(id)).toEqual([]);
  });

  test('the preview shows the scaled lines, the branch stock and whether it suffices, and writes nothing', async () => {
    const antes = (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from fabricaciones`))[0].n;
    const prev = async (cantidad: string, sucursalId: number) => {
      const res = await u.inventario.get(`/api/fabricaciones/previsualizar?productoId=${perfume}&cantidad=${cantidad}&sucursalId=${sucursalId}`);
      expect(res.status).toBe(200);
      expect(fabricacionPreviewSchema.parse(res.body)).toEqual(res.body);
      return res.body;
    };
    expect(await prev('10', 1)).toMatchObject({
      producto: { id: perfume, codigo: '39911' },
      cantidad: '10.0000',
      cantidadProducida: '7.0000',
      lineas: [
        { producto: { id: base, codigo: '19911' }, cantidad: '4.2857', stock: '100.0000', alcanza: true },
        { producto: { id: fijador, codigo: '19912' }, cantidad: '0.7143', stock: '2.0000', alcanza: true },
      ],
      alcanza: true,
    });
    // 0.5 × 30 / 7 = 2.1429 kg of fijador, 2 in stock.
    expect(await prev('30', 1)).toMatchObject({
      lineas: [{ cantidad: '12.8571', alcanza: true }, { cantidad: '2.1429', stock: '2.0000', alcanza: false }],
      alcanza: false,
    });
    // Sucursal Norte has no stock rows for them.
    expect(await prev('10', 2)).toMatchObject({ lineas: [{ stock: '0.0000', alcanza: false }, { stock: '0.0000', alcanza: false }], alcanza: false });
    expect((await rows<{ n: number }>(t.db, sql`select count(*)::int as n from fabricaciones`))[0].n).toBe(antes);
  });

  test('refuses a product without formula, an unknown product or branch, and a quantity too small for the formula', async () => {
    const antes = (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from fabricaciones`))[0].n;
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ productoId: sinFormula, cantidad: '1', sucursalId: 1 }, MSG_SIN_FORMULA],
      [{ productoId: base, cantidad: '1', sucursalId: 1 }, MSG_SIN_FORMULA],
      [{ productoId: 999999, cantidad: '1', sucursalId: 1 }, 'El producto 999999 no existe o fue dado de baja.'],
      [{ productoId: perfume, cantidad: '1', sucursalId: 999999 }, 'Sucursal inválida.'],
      // 0.5 × 0.0001 / 7 = 0.000007 → 0.0000 at 4 decimals.
      [{ productoId: perfume, cantidad: '0.0001', sucursalId: 1 }, MSG_CANTIDAD_MUY_CHICA],
      [{ productoId: perfume, cantidad: '0', sucursalId: 1 }, 'La cantidad debe ser mayor a cero.'],
    ];
    for (const [body, message] of casos) {
      const res = await u.inventario.post('/api/fabricaciones', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
      const q = new URLSearchParams(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])));
      const p = await u.inventario.get(`/api/fabricaciones/previsualizar?${q}`);
      expect({ body, status: p.status, message: p.body.message }).toEqual({ body, status: 400, message });
    }
    expect((await rows<{ n: number }>(t.db, sql`select count(*)::int as n from fabricaciones`))[0].n).toBe(antes);
  });
});

describe('check-materia, finalizar and cancelar', () => {
  test('confirming a raw material deducts it from the branch once; a second confirmation is 409 and changes nothing', async () => {
    const id = await nueva('10');
    const stockAntes = await stockDe(base);
    const res = await confirmar(id, base);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Materia prima confirmada' });
    expect(await stockDe(base)).toBe('95.7143');
    expect(await movimientosDe(id)).toEqual([
      { producto_id: base, sucursal_id: 1, cantidad: '-4.2857', motivo: 'fabricacion_consumo', stock_anterior: stockAntes, stock_nuevo: '95.7143' },
    ]);
    const run = await detalle(id);
    expect(run.materiasConfirmadas).toEqual([base]);
    expect(run.detalles.map((d: { confirmado: boolean }) => d.confirmado)).toEqual([true, false]);

    const otra = await confirmar(id, base);
    expect(otra.status).toBe(409);
    expect(otra.body).toEqual({ message: MSG_MATERIA_YA_CONFIRMADA });
    expect(await stockDe(base)).toBe('95.7143');
    expect(await movimientosDe(id)).toHaveLength(1);
  });

  test('a material of another run, another branch or an unknown run is refused', async () => {
    const id = await nueva('1');
    expect(await confirmar(id, ajena)).toMatchObject({ status: 400, body: { message: MSG_MATERIA_NO_ES_DE_LA_FABRICACION } });
    expect(await confirmar(id, base, 2)).toMatchObject({ status: 400, body: { message: MSG_SUCURSAL_DISTINTA } });
    expect(await finalizar(id, 2)).toMatchObject({ status: 400, body: { message: MSG_SUCURSAL_DISTINTA } });
    expect(await cancelar(id, 2)).toMatchObject({ status: 400, body: { message: MSG_SUCURSAL_DISTINTA } });
    expect(await confirmar(999999, base)).toMatchObject({ status: 404, body: { message: MSG_FABRICACION_NO_ENCONTRADA } });
    expect(await finalizar(999999)).toMatchObject({ status: 404, body: { message: MSG_FABRICACION_NO_ENCONTRADA } });
    expect(await cancelar(999999)).toMatchObject({ status: 404, body: { message: MSG_FABRICACION_NO_ENCONTRADA } });
    expect(await u.inventario.get('/api/fabricaciones/999999')).toMatchObject({ status: 404, body: { message: MSG_FABRICACION_NO_ENCONTRADA } });
    expect(await movimientosDe(id)).toEqual([]);
    expect((await detalle(id)).materiasConfirmadas).toEqual([]);
  });

  test('not enough stock: 409 Stock insuficiente, the line stays unconfirmed and the stock unchanged', async () => {
    const id = await nueva('30'); // needs 2.1429 kg of fijador; 2 in stock
    const res = await confirmar(id, fijador);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Stock insuficiente para 19912 - Fijador de prueba (disponible: 2 kg)' });
    expect(await stockDe(fijador)).toBe('2.0000');
    expect(await movimientosDe(id)).toEqual([]);
    expect((await detalle(id)).detalles.map((d: { confirmado: boolean }) => d.confirmado)).toEqual([false, false]);
    await cancelar(id);
  });

  test('finalizing needs every line confirmed, adds the product to the branch once and closes the run', async () => {
    const id = await nueva('7'); // 3 litros of base, 0.5 kg of fijador
    await confirmar(id, base);
    expect(await finalizar(id)).toMatchObject({ status: 409, body: { message: MSG_FALTAN_CONFIRMAR } });
    expect(await stockDe(perfume)).toBeNull();

    expect((await confirmar(id, fijador)).status).toBe(200);
    const res = await finalizar(id);
    expect(res).toMatchObject({ status: 200, body: { message: 'Fabricación finalizada' } });
    expect(await stockDe(perfume)).toBe('7.0000');
    expect(await stockDe(fijador)).toBe('1.5000');
    expect((await movimientosDe(id)).map((m) => [m.producto_id, m.motivo, m.cantidad])).toEqual([
      [base, 'fabricacion_consumo', '-3.0000'],
      [fijador, 'fabricacion_consumo', '-0.5000'],
      [perfume, 'fabricacion_producto', '7.0000'],
    ]);
    expect(await detalle(id)).toMatchObject({ estado: 'finalizada', isFinalizada: true, isCancelada: false, materiasConfirmadas: [base, fijador] });

    // Irreversible: every action on it is now 409, and nothing moves.
    expect(await finalizar(id)).toMatchObject({ status: 409, body: { message: MSG_FABRICACION_CERRADA } });
    expect(await cancelar(id)).toMatchObject({ status: 409, body: { message: MSG_FABRICACION_CERRADA } });
    expect(await confirmar(id, base)).toMatchObject({ status: 409, body: { message: MSG_FABRICACION_CERRADA } });
    expect(await stockDe(perfume)).toBe('7.0000');
    expect(await movimientosDe(id)).toHaveLength(3);
  });

  test('cancelling returns only the confirmed materials; the run still reads as cancelada and refuses every action', async () => {
    const id = await nueva('14'); // 6 litros of base, 1 kg of fijador
    const baseAntes = await stockDe(base);
    const fijadorAntes = await stockDe(fijador);
    await confirmar(id, base);
    expect(await stockDe(base)).not.toBe(baseAntes);

    const res = await cancelar(id);
    expect(res).toMatchObject({ status: 200, body: { message: 'Fabricación cancelada' } });
    expect(await stockDe(base)).toBe(baseAntes);
    expect(await stockDe(fijador)).toBe(fijadorAntes);
    expect((await movimientosDe(id)).map((m) => [m.producto_id, m.motivo, m.cantidad])).toEqual([
      [base, 'fabricacion_consumo', '-6.0000'],
      [base, 'devolucion', '6.0000'],
    ]);

    expect(await detalle(id)).toMatchObject({ estado: 'cancelada', isCancelada: true, isFinalizada: false });
    const canceladas = await u.inventario.get('/api/fabricaciones?estado=cancelada&pageSize=100');
    expect(canceladas.body.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(await confirmar(id, fijador)).toMatchObject({ status: 409, body: { message: MSG_FABRICACION_CERRADA } });
    expect(await finalizar(id)).toMatchObject({ status: 409, body: { message: MSG_FABRICACION_CERRADA } });
    expect(await cancelar(id)).toMatchObject({ status: 409, body: { message: MSG_FABRICACION_CERRADA } });
    expect(await stockDe(base)).toBe(baseAntes);
    expect(await movimientosDe(id)).toHaveLength(2);
  });

  test('every action writes its audit row', async () => {
    const id = await nueva('7');
    await confirmar(id, base);
    await confirmar(id, fijador);
    await finalizar(id);
    const acciones = await rows<{ accion: string }>(
      t.db,
      sql`select accion from auditoria where entidad = 'fabricaciones' and entidad_id = ${String(id)} order by id`,
    );
    expect(acciones.map((a) => a.accion)).toEqual(['crear', 'confirmar_materia', 'confirmar_materia', 'finalizar']);
  });
});

describe('GET fabricaciones', () => {
  test('newest first, filtered by state and by product name or code prefix, with exact totals and paging', async () => {
    const [{ n: todas }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from fabricaciones`);
    const [{ n: enProceso }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from fabricaciones where estado = 'en_proceso'`);
    const [{ n: nuestras }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from fabricaciones where producto_id = ${perfume}`);
    const ultima = await nueva('1');
    const page = await u.lectura.get('/api/fabricaciones?pageSize=2');
    expect(page.status).toBe(200);
    expect(fabricacionesPageSchema.parse(page.body)).toEqual(page.body);
    expect(page.body).toMatchObject({ total: todas + 1, pageSize: 2, totalPages: Math.ceil((todas + 1) / 2) });
    expect(page.body.items[0]).toMatchObject({
      id: ultima,
      estado: 'en_proceso',
      cantidadFabricada: '1.0000',
      materiasTotal: 2,
      materiasConfirmadasCount: 0,
      isCancelada: false,
      isFinalizada: false,
      producto: { codigo: '39911' },
    });
    const ids = (await u.lectura.get('/api/fabricaciones?pageSize=100')).body.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    expect((await u.lectura.get('/api/fabricaciones?estado=en_proceso')).body.total).toBe(enProceso + 1);
    const finalizadas = (await u.lectura.get('/api/fabricaciones?estado=finalizada&pageSize=100')).body;
    expect(
      finalizadas.items.every(
        (i: { estado: string; isFinalizada: boolean; isCancelada: boolean; materiasTotal: number; materiasConfirmadasCount: number }) =>
          i.estado === 'finalizada' && i.isFinalizada && !i.isCancelada && i.materiasConfirmadasCount === i.materiasTotal,
      ),
    ).toBe(true);
    expect(finalizadas.total).toBeGreaterThan(0);

    // The runs of the demo seed (if any) are for other products: these searches find only ours.
    expect((await u.lectura.get('/api/fabricaciones?search=PERFUME FABRICADO&pageSize=100')).body.total).toBe(nuestras + 1);
    expect((await u.lectura.get('/api/fabricaciones?search=3991&pageSize=100')).body.total).toBe(nuestras + 1);
    expect((await u.lectura.get('/api/fabricaciones?search=9911')).body.total).toBe(0);
    expect((await u.lectura.get('/api/fabricaciones?page=999')).body).toMatchObject({ items: [], total: todas + 1 });
  });
});

describe('permissions', () => {
  test('a Vendedor cannot see nor run manufacturing; Solo lectura reads but cannot act; a visitor gets 401', async () => {
    const id = await nueva('1');
    const body = { productoId: perfume, cantidad: '1', sucursalId: 1 };
    for (const c of [u.vendedor, u.lectura]) {
      expect((await c.post('/api/fabricaciones', body)).status).toBe(403);
      expect((await c.get(`/api/fabricaciones/previsualizar?productoId=${perfume}&cantidad=1&sucursalId=1`)).status).toBe(403);
      expect((await c.put(`/api/fabricaciones/${id}/check-materia`, { materiaPrimaId: base, sucursalId: 1 })).status).toBe(403);
      expect((await c.put(`/api/fabricaciones/${id}/finalizar`, { sucursalId: 1 })).status).toBe(403);
      expect((await c.call('DELETE', `/api/fabricaciones/${id}/cancelar`, { sucursalId: 1 })).status).toBe(403);
    }
    expect((await u.vendedor.get('/api/fabricaciones')).status).toBe(403);
    expect((await u.vendedor.get(`/api/fabricaciones/${id}`)).status).toBe(403);
    expect((await u.lectura.get(`/api/fabricaciones/${id}`)).status).toBe(200);
    expect((await u.anonimo.get('/api/fabricaciones')).status).toBe(401);
    expect((await detalle(id)).materiasConfirmadas).toEqual([]);
  });
});
