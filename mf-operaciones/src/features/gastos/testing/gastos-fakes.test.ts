import { fakeGasto } from './gastos-fakes';

it('builds an expense the API could send, and refuses what it never sends', () => {
  expect(fakeGasto({ id: 3 })).toMatchObject({ id: 3, monto: '1003.00', anulado: false });
  expect(() => fakeGasto({ id: 1, monto: '12' })).toThrow('monto');
  expect(() => fakeGasto({ id: 1, fecha: '2026-11-20' })).toThrow('fecha');
  expect(() => fakeGasto({ id: 1, moneda: { id: 2, simbolo: '$' } })).toThrow('moneda.simbolo');
  expect(() => fakeGasto({ id: 1, total: '1.00' } as never)).toThrow('la API no envía "total"');
});
