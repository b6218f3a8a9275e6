import { leerSaldo } from './saldo';

describe('leerSaldo', () => {
  it('reads a positive balance as owed', () => {
    expect(leerSaldo('1500.5', '0.00')).toEqual({ estado: 'deuda', monto: '1500.50' });
  });
  it('reads a negative balance or a credit as in favour', () => {
    expect(leerSaldo('-20.00', '0.00')).toEqual({ estado: 'a-favor', monto: '20.00' });
    expect(leerSaldo('0.00', '35.10')).toEqual({ estado: 'a-favor', monto: '35.10' });
  });
  it('reads nothing owed and no credit as zero', () => {
    expect(leerSaldo('0.00', '0.00')).toEqual({ estado: 'cero', monto: '0.00' });
  });
});
