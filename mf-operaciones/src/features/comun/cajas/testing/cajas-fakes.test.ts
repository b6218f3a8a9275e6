import { fakeCaja, fakeCajaMovimiento, fakeCajaSesion } from './cajas-fakes';

// The fakes refuse what the API never sends, so the screens' tests cannot drift from the contract.
it('builds a box, a movement and a session the API could send', () => {
  expect(fakeCaja({ id: 2 })).toMatchObject({ id: 2, abierta: true, saldo: '1000.00', sesion: { id: 200 } });
  expect(fakeCaja({ id: 3, abierta: false })).toMatchObject({ sesion: null, saldo: '0.00' });
  expect(fakeCajaMovimiento({ id: 1, origen: 'venta', ventaId: 12 })).toMatchObject({ origen: 'venta', ventaId: 12 });
  expect(fakeCajaSesion({ id: 1 }).arqueo).toHaveLength(1);
});

it('refuses fields the API does not send and formats it never uses', () => {
  expect(() => fakeCaja({ id: 1, extra: 1 } as never)).toThrow('la API no envía "extra"');
  expect(() => fakeCaja({ id: 1, saldo: '10.5' })).toThrow('saldo');
  expect(() => fakeCaja({ id: 1, abierta: false, sesion: { id: 1, abiertaEn: '2026-11-23T12:00:00.000Z', abiertaPor: null, montoInicial: '0.00' } })).toThrow('sesion');
  expect(() => fakeCajaMovimiento({ id: 1, monto: '0.00' })).toThrow('monto');
  expect(() => fakeCajaMovimiento({ id: 1, origen: 'venta' })).toThrow('ventaId');
  expect(() => fakeCajaMovimiento({ id: 1, origen: 'manual', gastoId: 3 })).toThrow('gastoId');
  expect(() => fakeCajaMovimiento({ id: 1, metodoPago: { id: 1, nombre: 'Efectivo', clave: 'efectivo' } as never })).toThrow('metodoPago.clave');
  expect(() => fakeCajaSesion({ id: 1, cerradaEn: null })).toThrow('cierre');
});
