import { cuentaListItemSchema, movimientoCuentaSchema, pagoCuentaResponseSchema } from 'shared';
import { fakeCliente } from 'shared/testing';
import {
  fakeAntiguedad,
  fakeCaja,
  fakeCuentaCliente,
  fakeCuentaListItem,
  fakeCuentasPage,
  fakeDeudaManual,
  fakeMovimientoCuenta,
  fakePagoCuentaResponse,
  fakeResumenCuenta,
} from './cuentas-fakes';

const cliente = { id: 1, nombreApellido: 'María López', documento: '27111222' };

describe('current-account fixtures', () => {
  it('build what the API sends, with balances, aging and totals that agree', () => {
    const a = fakeCuentaListItem({ cliente, saldoPesos: '1920.00', antiguedadPesos: fakeAntiguedad({ d31_60: '500.00', d61_90: '1420.00' }) });
    const b = fakeCuentaListItem({ cliente: { ...cliente, id: 2 }, saldoPesos: '-300.00' });
    expect(cuentaListItemSchema.strict().parse(a)).toEqual(a);
    const page = fakeCuentasPage([a, b], 1, 1);
    expect(page.items).toEqual([a]);
    expect(page).toMatchObject({ total: 2, totalPages: 2, totales: { saldoPesos: '1620.00', antiguedadPesos: { d61_90: '1420.00' } } });

    const m = fakeMovimientoCuenta({ id: 1, tipo: 'CREDITO', monto: '1000.00', saldo_previo: '2920.00' });
    expect(movimientoCuentaSchema.strict().parse(m)).toEqual(m);
    expect(m).toMatchObject({ saldo_nuevo: '1920.00', pagado: null, pagada: null, tipoOrigen: 'movimiento', moneda: { id: 1, simbolo: '$' } });
    expect(fakeMovimientoCuenta({ id: 2, ventaId: 12, monedaId: 2 })).toMatchObject({ tipoOrigen: 'venta', pagado: '0.00', pagada: false, moneda: { simbolo: 'US$' } });

    const r = fakePagoCuentaResponse({
      movimientoId: 9,
      aplicaciones: [{ tipo: 'venta', id: 12, monedaId: 1, aplicado: '1000.00', importe: '1000.00', cotizacion: null, pagadoTotal: '1000.00', total: '2420.00', pagada: false, saldoPendiente: '1420.00' }],
    });
    expect(pagoCuentaResponseSchema.strict().parse(r)).toEqual(r);
  });

  it('builds a statement whose running balances follow the lines', () => {
    const movs = [
      fakeMovimientoCuenta({ id: 1, ventaId: 12, monto: '2420.00', descripcion: 'Deuda por venta #12' }),
      fakeMovimientoCuenta({ id: 2, tipo: 'CREDITO', monto: '3000.00', saldo_previo: '2420.00', descripcion: 'Pago' }),
    ];
    const r = fakeResumenCuenta(fakeCliente({ id: 1 }), movs, { fechaDesde: '2026-03-01', fechaHasta: '2026-03-31' });
    expect(r.movimientos.map((l) => [l.codigo, l.debe, l.haber, l.saldoAcumulado])).toEqual([
      ['FAC', '2420.00', '0.00', '2420.00'],
      ['REC', '0.00', '3000.00', '-580.00'],
    ]);
    expect(r).toMatchObject({ saldo_final_pesos: '-580.00', saldo_a_favor_pesos: '580.00', saldo_final_dolares: '0.00' });
  });

  it.each([
    ['a new balance that does not follow the amount', () => fakeMovimientoCuenta({ id: 1, monto: '10.00', saldo_nuevo: '20.00' }), 'saldo_nuevo'],
    ['a credit with a paid amount', () => fakeMovimientoCuenta({ id: 1, tipo: 'CREDITO', pagado: '1.00', pagada: false }), 'pagado'],
    ['money without 2 decimals', () => fakeMovimientoCuenta({ id: 1, monto: '10' }), 'monto'],
    ['aging that does not add up to the balance', () => fakeCuentaListItem({ cliente, saldoPesos: '100.00' }), 'antiguedadPesos'],
    ['a paid debt that is not covered', () => fakeDeudaManual({ id: 1, pagada: true }), 'pagada'],
    ['a client block that disagrees with the balance', () => fakeCuentaCliente(fakeCliente({ id: 1 }), { saldoPesos: '-10.00' }), 'cuentaCorriente'],
    ['an open box without its session', () => fakeCaja({ id: 1, sesion: null }), 'sesion'],
  ])('refuses %s', (_what, build, campo) => {
    expect(build).toThrow(campo);
  });

  it('refuses a field the API does not send', () => {
    expect(() => fakeDeudaManual({ id: 1, vencimiento: null } as never)).toThrow('la API no envía "vencimiento"');
  });
});
