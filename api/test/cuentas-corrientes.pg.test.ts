import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { client, createTestApp, login, rows, type TestApp } from './helpers';
import { crearProducto } from './support/fabricas';
import { createTestDatabase, type TestDatabase } from './support/pg';

/**
 * Current-account payments under real concurrency (docs/cuentas-corrientes.md, docs/seguridad.md).
 * PGlite runs one transaction at a time, so only PostgreSQL (a pool of 10 connections) shows a
 * missing lock: 20 payments of one client at once, in pesos and in dollars, over sales and a manual
 * debt in both currencies. Runs only when TEST_DATABASE_URL is set, in its own database.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const describePg = url ? describe : describe.skip;

describePg('current accounts on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(url!, `cuentas_${process.pid}`);
    t = await createTestApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  /**
   * A new client (`nombre`, document `documento`) owing `ventas` Cuenta Corriente sales of one unit of
   * a new product (code `codigo`, $ 1210.00 with VAT) sold by the seeded seller in Casa Central; the
   * dollar at 1000. Returns the client's id and the seller's client.
   */
  async function clienteConVentas(nombre: string, documento: string, codigo: number, ventas: number) {
    const vendedor = client(t.app, await login(t.app, 'vendedor@demo.local'));
    await t.db.execute(sql`update monedas set valor = 1000 where id = 2`);
    const [{ id: clienteId }] = await rows<{ id: number }>(
      t.db,
      sql`insert into clientes (nombre_apellido, documento, tipo, condicion_iva) values (${nombre}, ${documento}, 'particular', 'Exento') returning id`,
    );
    const { id: productoId } = await crearProducto(t.db, { codigo, nombre: `Perfume ${nombre}`, precio: '1000.00', alicuotaIva: '21', monedaId: 1, costo: '10.00', stock: { 1: '1000' } });
    const [{ id: cc }] = await rows<{ id: number }>(t.db, sql`select id from metodos_pago where clave = 'cuenta_corriente'`);
    for (let i = 0; i < ventas; i += 1) {
      const v = await vendedor.post('/api/ventas', { sucursalId: 1, metodoPagoId: cc, clienteId, detalles: [{ productoId, cantidad: '1', precioUnitario: '0' }] });
      expect(v.status).toBe(201);
    }
    return { clienteId, vendedor };
  }

  test('20 concurrent payments for one client keep balances, applications and statuses exact', async () => {
    const { clienteId, vendedor } = await clienteConVentas('Cliente Concurrente', 'CONC-1', 39901, 10);
    expect((await vendedor.post('/api/deuda-manual', { clienteId, monto: '50', monedaId: 2, descripcion: 'Flete importado' })).status).toBe(201);
    // Owed: 10 × $ 1210.00 and US$ 50.00. Paid at once: 10 × $ 700.00 and 10 × US$ 10.00, all at
    // 1000 pesos per dollar (exact conversions), so in pesos the account ends at
    // 12100 + 50 × 1000 − 7000 − 100 × 1000 = −44900, in whatever order the payments run.
    const pagos = Array.from({ length: 20 }, (_, i) =>
      vendedor.post('/api/cuentas-corrientes/movimientos', {
        clienteId,
        tipo: 'CREDITO',
        monto: i % 2 === 0 ? '700' : '10',
        descripcion: `Pago concurrente ${i + 1}`,
        monedaId: i % 2 === 0 ? 1 : 2,
        cotizacion: '1000',
      }),
    );
    const respuestas = await Promise.all(pagos);
    expect(respuestas.map((r) => r.status)).toEqual(Array(20).fill(201));

    const saldos = await rows<{ moneda_id: number; saldo: string; suma: string }>(
      t.db,
      sql`select s.moneda_id, s.saldo::text, (select sum(case when tipo = 'DEBITO' then monto else -monto end) from movimientos_cuenta_corriente m
            where m.cliente_id = s.cliente_id and m.moneda_id = s.moneda_id)::text as suma
          from saldos_cuenta_corriente s where s.cliente_id = ${clienteId} order by s.moneda_id`,
    );
    const pesos = saldos.find((s) => s.moneda_id === 1)!;
    const dolares = saldos.find((s) => s.moneda_id === 2)!;
    expect(saldos.every((s) => s.saldo === new Decimal(s.suma).toFixed(2))).toBe(true);
    expect(new Decimal(pesos.saldo).plus(new Decimal(dolares.saldo).times(1000)).toFixed(2)).toBe('-44900.00');

    // Every document is paid exactly by its applications; nothing is applied twice.
    const documentos = await rows<{ total: string; pagado: string; pagada: boolean; aplicado: string }>(
      t.db,
      sql`select v.total::text, v.pagado::text, v.pagada, (select coalesce(sum(aplicado), 0) from aplicaciones_pago a where a.venta_id = v.id)::text as aplicado
            from ventas v where v.cliente_id = ${clienteId}
          union all
          select d.monto::text, d.pagado::text, d.pagada, (select coalesce(sum(aplicado), 0) from aplicaciones_pago a where a.deuda_manual_id = d.id)::text
            from deudas_manuales d where d.cliente_id = ${clienteId}`,
    );
    expect(documentos).toHaveLength(11);
    expect(documentos.filter((d) => !(d.pagada && d.pagado === d.total && new Decimal(d.aplicado).equals(d.total)))).toEqual([]);
    const excedidos = await rows(
      t.db,
      sql`select m.id from movimientos_cuenta_corriente m left join aplicaciones_pago a on a.credito_id = m.id
           where m.cliente_id = ${clienteId} and m.tipo = 'CREDITO'
           group by m.id having coalesce(sum(a.aplicado), 0) + m.disponible > m.monto`,
    );
    expect(excedidos).toEqual([]);
    // What is left in favour is exactly the negative balance of each currency.
    const [{ disponible_pesos, disponible_dolares }] = await rows<{ disponible_pesos: string; disponible_dolares: string }>(
      t.db,
      sql`select coalesce(sum(disponible) filter (where moneda_id = 1), 0)::text as disponible_pesos,
                 coalesce(sum(disponible) filter (where moneda_id = 2), 0)::text as disponible_dolares
            from movimientos_cuenta_corriente where cliente_id = ${clienteId} and tipo = 'CREDITO'`,
    );
    expect([new Decimal(disponible_pesos).neg().toFixed(2), new Decimal(disponible_dolares).neg().toFixed(2)]).toEqual([
      new Decimal(pesos.saldo).toFixed(2),
      new Decimal(dolares.saldo).toFixed(2),
    ]);
    // Per currency, in id order, each movement starts where the previous one ended.
    for (const moneda of [1, 2]) {
      const movs = await rows<{ tipo: string; monto: string; saldo_previo: string; saldo_nuevo: string }>(
        t.db,
        sql`select tipo, monto, saldo_previo, saldo_nuevo from movimientos_cuenta_corriente where cliente_id = ${clienteId} and moneda_id = ${moneda} order by id`,
      );
      const rotos = movs.filter((m, i) => {
        const previo = i === 0 ? '0.00' : movs[i - 1].saldo_nuevo;
        const nuevo = new Decimal(m.saldo_previo)[m.tipo === 'DEBITO' ? 'plus' : 'minus'](m.monto);
        return m.saldo_previo !== previo || !nuevo.equals(m.saldo_nuevo);
      });
      expect({ moneda, rotos }).toEqual({ moneda, rotos: [] });
    }

    // The read side on PostgreSQL: the list with aging, the account, its movements, the statement and the credit state.
    const lista = await vendedor.get('/api/cuentas-corrientes?search=concurrente');
    expect(lista.body).toMatchObject({ total: 1, totales: { saldoPesos: new Decimal(pesos.saldo).toFixed(2), antiguedadPesos: { d0_30: '0.00' } } });
    expect((await vendedor.get(`/api/cuentas-corrientes/${clienteId}`)).body).toMatchObject({ saldoDolares: new Decimal(dolares.saldo).toFixed(2) });
    expect((await vendedor.get(`/api/cuentas-corrientes/${clienteId}/movimientos`)).body).toMatchObject({ currentPage: 1, pageSize: 20 });
    const resumen = await vendedor.get(`/api/cuentas-corrientes/${clienteId}/resumen?fechaDesde=2000-01-01&fechaHasta=2100-12-31`);
    expect(resumen.body).toMatchObject({ saldo_inicial_pesos: '0.00', saldo_final_pesos: new Decimal(pesos.saldo).toFixed(2) });
    expect((await vendedor.get(`/api/cuentas-corrientes/${clienteId}/credito`)).body).toMatchObject({ deudaMasAntiguaDias: null });
  });

  test('the reversal and 6 new payments of the same client, at once: every document is paid exactly by its live applications', async () => {
    const admin = client(t.app, await login(t.app, 'admin@demo.local'));
    const { clienteId, vendedor } = await clienteConVentas('Cliente Anulación Concurrente', 'CONC-2', 39902, 5);
    // Owed 5 × 1210.00 = 6050.00; a payment of 3000 is reversed while 6 payments of 500 arrive.
    const p = await vendedor.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monto: '3000', descripcion: 'Pago a anular', monedaId: 1, cotizacion: '1000' });
    expect(p.status).toBe(201);
    const pago = (i: number) =>
      vendedor.post('/api/cuentas-corrientes/movimientos', { clienteId, tipo: 'CREDITO', monto: '500', descripcion: `Pago nuevo ${i}`, monedaId: 1, cotizacion: '1000' });
    const respuestas = await Promise.all([pago(1), pago(2), pago(3), admin.post(`/api/cuentas-corrientes/movimientos/${p.body.movimientoId}/anular`, {}), pago(4), pago(5), pago(6)]);
    expect(respuestas.map((r) => r.status)).toEqual([201, 201, 201, 200, 201, 201, 201]);

    const [saldo] = await rows<{ saldo: string; suma: string }>(
      t.db,
      sql`select s.saldo::text, (select sum(case when tipo = 'DEBITO' then monto else -monto end) from movimientos_cuenta_corriente m
            where m.cliente_id = s.cliente_id and m.moneda_id = 1)::text as suma
          from saldos_cuenta_corriente s where s.cliente_id = ${clienteId} and s.moneda_id = 1`,
    );
    expect(saldo.saldo).toBe('3050.00');
    expect(new Decimal(saldo.suma).toFixed(2)).toBe('3050.00');
    const documentos = await rows<{ total: string; pagado: string; pagada: boolean; aplicado: string }>(
      t.db,
      sql`select v.total::text, v.pagado::text, v.pagada,
                 (select coalesce(sum(aplicado), 0) from aplicaciones_pago a where a.venta_id = v.id and not a.anulada)::text as aplicado
            from ventas v where v.cliente_id = ${clienteId} order by v.id`,
    );
    for (const d of documentos) {
      expect(new Decimal(d.pagado).toFixed(2)).toBe(new Decimal(d.aplicado).toFixed(2));
      expect(d.pagada).toBe(new Decimal(d.pagado).gte(d.total));
    }
    expect(documentos.reduce((acc, d) => acc.plus(d.pagado), new Decimal(0)).toFixed(2)).toBe('3000.00');
    const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from movimientos_cuenta_corriente where cliente_id = ${clienteId} and disponible > 0`);
    expect(n).toBe(0);
  });
});

if (!url) {
  test('PostgreSQL current-account concurrency skipped: set TEST_DATABASE_URL to run it', () => {
    expect(url).toBeUndefined();
  });
}
