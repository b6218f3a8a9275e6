import { fakeComisionPago, fakeComisionVendedor, fakeComisionVenta } from './comisiones-fakes';

it('builds seller lines, sales and payouts the API could send', () => {
  expect(fakeComisionVendedor({ monedaId: 2 })).toMatchObject({ moneda: { id: 2, simbolo: 'US$' } });
  expect(fakeComisionVenta({ ventaId: 5 })).toMatchObject({ ventaId: 5, comision: '100.00' });
  expect(fakeComisionPago({ id: 1 })).toMatchObject({ id: 1, monto: '200.00' });
});

it('refuses what the API never sends', () => {
  expect(() => fakeComisionVendedor({ adeudado: '-1.00' })).toThrow('adeudado');
  expect(() => fakeComisionVendedor({ monedaId: 2, moneda: { id: 1, simbolo: '$' } })).toThrow('moneda');
  expect(() => fakeComisionVenta({ ventaId: 1, comision: '1.5' })).toThrow('comision');
  expect(() => fakeComisionPago({ id: 1, monto: '0.00' })).toThrow('monto');
  expect(() => fakeComisionPago({ id: 1, vendedor: { id: 1, name: 'Ana', cod_vendedor: null, email: 'a@b.c' } as never })).toThrow('vendedor.email');
});
