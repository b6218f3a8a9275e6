import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  gastoSchema,
  gastosPageSchema,
  MSG_CAJA_CERRADA,
  MSG_CAJA_INVALIDA,
  MSG_CAJA_OTRA_MONEDA,
  MSG_CAJA_SALDO_INSUFICIENTE,
  MSG_GASTO_ANULADO_OK,
  MSG_GASTO_METODO_INVALIDO,
  MSG_GASTO_NO_ENCONTRADO,
  MSG_GASTO_PROVEEDOR_INVALIDO,
  MSG_GASTO_YA_ANULADO,
} from 'shared';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { metodosDePago } from './support/fabricas';

/**
 * Expenses (docs/cajas-gastos-comisiones.md, «Gastos»): creation with its references checked, paid
 * from a box as an EGRESO (refused when the box is closed, of another currency or short of money),
 * the list with filters and totals per category, month (Buenos Aires) and currency over the
 * non-annulled ones, and the one-way annulment that puts the money back into the box.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;
const ids = { efectivo: 0, transferencia: 0, proveedor: 0, centralPesos: 0, centralUsd: 0, norteUsd: 0 };

const cuenta = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

/** INGRESO − EGRESO over every movement of the box, summed here. */
async function sumaMovimientos(cajaId: number): Promise<string> {
  const movs = await rows<{ tipo: string; monto: string }>(t.db, sql`select tipo, monto from caja_movimientos where caja_id = ${cajaId}`);
  return movs.reduce((acc, m) => (m.tipo === 'INGRESO' ? acc.plus(m.monto) : acc.minus(m.monto)), new Decimal(0)).toFixed(2);
}
/** The balance GET /cajas shows (checked against the sum of the movements). */
async function saldo(cajaId: number): Promise<string> {
  const c = ((await u.admin.get('/api/cajas')).body as Array<{ id: number; saldo: string }>).find((x) => x.id === cajaId)!;
  expect(c.saldo).toBe(await sumaMovimientos(cajaId));
  return c.saldo;
}

const gasto = (over: Record<string, unknown> = {}) => ({
  fecha: '2026-01-15',
  categoria: 'Servicios',
  descripcion: 'Factura de gas',
  monto: '1500.25',
  monedaId: 1,
  metodoPagoId: ids.transferencia,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
  ({ efectivo: ids.efectivo, transferencia: ids.transferencia } = await metodosDePago(u.admin));
  ids.proveedor = (await rows<{ id: number }>(t.db, sql`select id from proveedores order by id limit 1`))[0].id;
  const cajas = (await u.admin.get('/api/cajas')).body as Array<{ id: number; sucursal: { nombre: string }; moneda: { id: number } }>;
  const find = (s: string, m: number) => cajas.find((c) => c.sucursal.nombre === s && c.moneda.id === m)!.id;
  ids.centralPesos = find('Casa Central', 1);
  ids.centralUsd = find('Casa Central', 2);
  ids.norteUsd = find('Sucursal Norte', 2);
});
afterAll(() => t.close());

describe('POST gastos', () => {
  test('creates the expense dated 00:00 Buenos Aires of its day, with supplier, audited; readable by id', async () => {
    const res = await u.admin.post('/api/gastos', gasto({ proveedorId: ids.proveedor, descripcion: '  Factura de gas  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const leido = await u.admin.get(`/api/gastos/${res.body.id}`);
    expect(leido.status).toBe(200);
    expect(gastoSchema.parse(leido.body)).toEqual(leido.body);
    expect(leido.body).toMatchObject({
      id: res.body.id,
      fecha: '2026-01-15T03:00:00.000Z',
      categoria: 'Servicios',
      descripcion: 'Factura de gas',
      monto: '1500.25',
      moneda: { id: 1, simbolo: '$' },
      metodoPago: { id: ids.transferencia, nombre: 'Transferencia' },
      proveedor: { id: ids.proveedor, nombre: expect.any(String) },
      caja: null,
      anulado: false,
      usuario: { name: 'Laura Gómez' },
    });
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'gastos' and entidad_id = ${String(res.body.id)}`)).toEqual([{ accion: 'crear' }]);
    expect(await u.admin.get('/api/gastos/999999')).toMatchObject({ status: 404, body: { message: MSG_GASTO_NO_ENCONTRADO } });
  });

  test('unknown supplier, payment method or box, an impossible date: 400 and nothing written', async () => {
    const antes = await cuenta('gastos');
    expect(await u.admin.post('/api/gastos', gasto({ proveedorId: 999999 }))).toMatchObject({ status: 400, body: { message: MSG_GASTO_PROVEEDOR_INVALIDO } });
    expect(await u.admin.post('/api/gastos', gasto({ metodoPagoId: 999999 }))).toMatchObject({ status: 400, body: { message: MSG_GASTO_METODO_INVALIDO } });
    expect(await u.admin.post('/api/gastos', gasto({ cajaId: 999999 }))).toMatchObject({ status: 400, body: { message: MSG_CAJA_INVALIDA } });
    expect(await u.admin.post('/api/gastos', gasto({ fecha: '2026-02-30' }))).toMatchObject({ status: 400, body: { message: 'Fecha inválida.' } });
    expect(await cuenta('gastos')).toBe(antes);
  });

  test('paid from an open box: an EGRESO origin gasto with the expense’s method; the balance goes down by the amount', async () => {
    const antes = new Decimal(await saldo(ids.centralPesos));
    const res = await u.admin.post('/api/gastos', gasto({ cajaId: ids.centralPesos, metodoPagoId: ids.efectivo, monto: '1000', descripcion: 'Viáticos' }));
    expect(res.status).toBe(201);
    expect(await saldo(ids.centralPesos)).toBe(antes.minus(1000).toFixed(2));
    const movs = (await u.admin.get(`/api/cajas/${ids.centralPesos}/movimientos?pageSize=1`)).body.items;
    expect(movs[0]).toMatchObject({
      tipo: 'EGRESO',
      origen: 'gasto',
      monto: '1000.00',
      gastoId: res.body.id,
      descripcion: `Gasto #${res.body.id}: Viáticos`,
      metodoPago: { id: ids.efectivo, nombre: 'Efectivo' },
    });
    expect((await u.admin.get(`/api/gastos/${res.body.id}`)).body.caja).toEqual({ id: ids.centralPesos, sucursal: { id: 1, nombre: 'Casa Central' } });
  });

  test('a box short of money, closed or of another currency refuses the expense; nothing is written', async () => {
    const saldoCentral = await saldo(ids.centralPesos);
    const antes = { gastos: await cuenta('gastos'), movs: await cuenta('caja_movimientos'), audit: await cuenta('auditoria') };
    const demasiado = new Decimal(saldoCentral).plus('0.01').toFixed(2);
    expect(await u.admin.post('/api/gastos', gasto({ cajaId: ids.centralPesos, monto: demasiado }))).toMatchObject({
      status: 409,
      body: { message: MSG_CAJA_SALDO_INSUFICIENTE },
    });
    expect(await u.admin.post('/api/gastos', gasto({ cajaId: ids.centralUsd, monedaId: 2 }))).toMatchObject({ status: 409, body: { message: MSG_CAJA_CERRADA } });
    expect(await u.admin.post('/api/gastos', gasto({ cajaId: ids.centralPesos, monedaId: 2 }))).toMatchObject({ status: 400, body: { message: MSG_CAJA_OTRA_MONEDA } });
    expect({ gastos: await cuenta('gastos'), movs: await cuenta('caja_movimientos'), audit: await cuenta('auditoria') }).toEqual(antes);
    expect(await saldo(ids.centralPesos)).toBe(saldoCentral);
  });

  test('without gastos.post a seller gets 403', async () => {
    expect((await u.vendedor.post('/api/gastos', gasto())).status).toBe(403);
    expect((await u.lectura.get('/api/gastos')).status).toBe(200);
    expect((await u.lectura.post('/api/gastos', gasto())).status).toBe(403);
  });
});

describe('PUT gastos/anular', () => {
  test('one-way: the expense is annulled, a second time is 409', async () => {
    const { body } = await u.admin.post('/api/gastos', gasto());
    const res = await u.admin.put(`/api/gastos/anular/${body.id}`);
    expect(res).toMatchObject({ status: 200, body: { message: MSG_GASTO_ANULADO_OK } });
    expect((await u.admin.get(`/api/gastos/${body.id}`)).body.anulado).toBe(true);
    expect(await u.admin.put(`/api/gastos/anular/${body.id}`)).toMatchObject({ status: 409, body: { message: MSG_GASTO_YA_ANULADO } });
    expect(await u.admin.put('/api/gastos/anular/999999')).toMatchObject({ status: 404, body: { message: MSG_GASTO_NO_ENCONTRADO } });
    expect(await rows(t.db, sql`select accion from auditoria where entidad = 'gastos' and entidad_id = ${String(body.id)} order by id`)).toEqual([
      { accion: 'crear' },
      { accion: 'anular' },
    ]);
  });

  test('paid from a box: the money goes back with an INGRESO «Anulación de gasto #id»', async () => {
    const antes = new Decimal(await saldo(ids.centralPesos));
    const { body } = await u.admin.post('/api/gastos', gasto({ cajaId: ids.centralPesos, metodoPagoId: ids.efectivo, monto: '250.50' }));
    expect(await saldo(ids.centralPesos)).toBe(antes.minus('250.50').toFixed(2));
    expect((await u.admin.put(`/api/gastos/anular/${body.id}`)).status).toBe(200);
    expect(await saldo(ids.centralPesos)).toBe(antes.toFixed(2));
    const [mov] = (await u.admin.get(`/api/cajas/${ids.centralPesos}/movimientos?pageSize=1`)).body.items;
    expect(mov).toMatchObject({ tipo: 'INGRESO', origen: 'gasto', monto: '250.50', gastoId: body.id, descripcion: `Anulación de gasto #${body.id}` });
  });

  test('when its box is closed now the annulment is refused and the expense stays active', async () => {
    await u.admin.post(`/api/cajas/${ids.norteUsd}/abrir`, { montoInicial: '100' });
    const { body } = await u.admin.post('/api/gastos', gasto({ monedaId: 2, cajaId: ids.norteUsd, metodoPagoId: ids.efectivo, monto: '40' }));
    expect((await u.admin.post(`/api/cajas/${ids.norteUsd}/cerrar`, { contado: [{ metodoPagoId: ids.efectivo, monto: '60' }] })).status).toBe(200);
    const movs = await cuenta('caja_movimientos');
    expect(await u.admin.put(`/api/gastos/anular/${body.id}`)).toMatchObject({ status: 409, body: { message: MSG_CAJA_CERRADA } });
    expect((await u.admin.get(`/api/gastos/${body.id}`)).body.anulado).toBe(false);
    expect(await cuenta('caja_movimientos')).toBe(movs);
    expect(await saldo(ids.norteUsd)).toBe('0.00');
  });
});

describe('GET gastos', () => {
  const crear = async (fecha: string, categoria: string, monto: string, monedaId = 1) => {
    const res = await u.admin.post('/api/gastos', gasto({ fecha, categoria, monto, monedaId }));
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  test('filters by dates, category and currency; totals per category, month (Buenos Aires) and currency over the non-annulled ones', async () => {
    const a = await crear('2020-01-10', 'Alquiler', '100.10');
    const b = await crear('2020-01-31', 'Servicios', '50.05');
    const c = await crear('2020-02-01', 'Alquiler', '200.00');
    const d = await crear('2020-02-15', 'Alquiler', '30.00', 2);
    const anulado = await crear('2020-02-20', 'Servicios', '999.99');
    await u.admin.put(`/api/gastos/anular/${anulado}`);
    // 01:00 UTC on 1 February is still 31 January in Buenos Aires: it counts in January.
    const [tarde] = await rows<{ id: number }>(
      t.db,
      sql`insert into gastos (fecha, categoria, descripcion, monto, moneda_id, metodo_pago_id)
          values ('2020-02-01T01:00:00Z', 'Servicios', 'Guardia nocturna', 10.00, 1, ${ids.transferencia}) returning id`,
    );

    const res = await u.admin.get('/api/gastos?fechaDesde=2020-01-01&fechaHasta=2020-02-29&pageSize=100');
    expect(res.status).toBe(200);
    expect(gastosPageSchema.parse(res.body)).toEqual(res.body);
    // Newest first: dates descending, then id.
    expect(res.body.items.map((g: { id: number }) => g.id)).toEqual([anulado, d, c, tarde.id, b, a]);
    expect(res.body.total).toBe(6);
    expect(res.body.totales).toEqual({
      porCategoria: [
        { categoria: 'Alquiler', monedaId: 1, total: '300.10' },
        { categoria: 'Alquiler', monedaId: 2, total: '30.00' },
        { categoria: 'Servicios', monedaId: 1, total: '60.05' },
      ],
      porMes: [
        { mes: '2020-01', monedaId: 1, total: '160.15' },
        { mes: '2020-02', monedaId: 1, total: '200.00' },
        { mes: '2020-02', monedaId: 2, total: '30.00' },
      ],
      porMoneda: [
        { monedaId: 1, total: '360.15' },
        { monedaId: 2, total: '30.00' },
      ],
    });

    const enero = await u.admin.get('/api/gastos?fechaDesde=2020-01-01&fechaHasta=2020-01-31');
    expect(enero.body.items.map((g: { id: number }) => g.id)).toEqual([tarde.id, b, a]);
    const alquilerPesos = await u.admin.get('/api/gastos?fechaDesde=2020-01-01&fechaHasta=2020-02-29&categoria=Alquiler&monedaId=1');
    expect(alquilerPesos.body.items.map((g: { id: number }) => g.id)).toEqual([c, a]);
    expect(alquilerPesos.body.totales.porMoneda).toEqual([{ monedaId: 1, total: '300.10' }]);
    const soloAnulados = await u.admin.get('/api/gastos?fechaDesde=2020-01-01&fechaHasta=2020-02-29&anulado=true');
    expect(soloAnulados.body.items.map((g: { id: number }) => g.id)).toEqual([anulado]);
    const activos = await u.admin.get('/api/gastos?fechaDesde=2020-01-01&fechaHasta=2020-02-29&anulado=false');
    expect(activos.body.total).toBe(5);

    const pagina = await u.admin.get('/api/gastos?fechaDesde=2020-01-01&fechaHasta=2020-02-29&page=2&pageSize=4');
    expect(pagina.body).toMatchObject({ total: 6, currentPage: 2, totalPages: 2, pageSize: 4 });
    expect(pagina.body.items.map((g: { id: number }) => g.id)).toEqual([b, a]);
  });

  test('the demo expenses: the last three months, both currencies, one annulled', async () => {
    const res = await u.admin.get('/api/gastos?pageSize=100');
    const demo = (res.body.items as Array<{ fecha: string; moneda: { id: number }; anulado: boolean; categoria: string }>).filter(
      (g) => new Date(g.fecha).getTime() > Date.now() - 100 * 24 * 3600 * 1000,
    );
    expect(demo.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demo.map((g) => g.moneda.id))).toEqual(new Set([1, 2]));
    expect(new Set(demo.map((g) => g.categoria)).size).toBeGreaterThanOrEqual(6);
    expect(demo.some((g) => g.anulado)).toBe(true);
  });
});
