import { fakeMetodoPago } from 'shared/testing';
import { fakeCajaMovimiento } from '../../comun/cajas/testing/cajas-fakes';
import { diferenciaArqueo, esperadoPorMetodo, metodoEfectivo, sumar } from './arqueo';

const EFECTIVO = { id: 1, nombre: 'Efectivo' };
const TRANSFERENCIA = { id: 2, nombre: 'Transferencia' };
const TARJETA = { id: 3, nombre: 'Tarjeta' };

describe('metodoEfectivo', () => {
  it('finds cash by its system key, even renamed, never by the name', () => {
    const metodos = [fakeMetodoPago({ id: 1, nombre: 'Caja chica' }), fakeMetodoPago({ id: 2, nombre: 'Efectivo' })];
    expect(metodoEfectivo(metodos)).toEqual({ id: 1, nombre: 'Caja chica' });
    expect(metodoEfectivo([fakeMetodoPago({ id: 5, nombre: 'Efectivo' })])).toBeNull();
    expect(metodoEfectivo(undefined)).toBeNull();
  });
});

describe('esperadoPorMetodo', () => {
  it('adds incomes and takes out withdrawals per method, exactly to the cent; cash first and always listed', () => {
    const movs = [
      fakeCajaMovimiento({ id: 1, tipo: 'INGRESO', monto: '0.10', metodoPago: TRANSFERENCIA }),
      fakeCajaMovimiento({ id: 2, tipo: 'INGRESO', monto: '0.20', metodoPago: TRANSFERENCIA }),
      fakeCajaMovimiento({ id: 3, tipo: 'INGRESO', monto: '500.00', metodoPago: TARJETA }),
      fakeCajaMovimiento({ id: 4, tipo: 'EGRESO', monto: '120.55', metodoPago: TARJETA }),
    ];
    expect(esperadoPorMetodo(movs, EFECTIVO)).toEqual([
      { metodoPago: EFECTIVO, esperado: '0.00' },
      { metodoPago: TARJETA, esperado: '379.45' },
      { metodoPago: TRANSFERENCIA, esperado: '0.30' },
    ]);
  });

  it('counts a movement without a method as cash, and may end below zero', () => {
    const movs = [
      fakeCajaMovimiento({ id: 1, tipo: 'INGRESO', monto: '50.00', metodoPago: null }),
      fakeCajaMovimiento({ id: 2, tipo: 'EGRESO', monto: '80.00', metodoPago: EFECTIVO }),
    ];
    expect(esperadoPorMetodo(movs, EFECTIVO)).toEqual([{ metodoPago: EFECTIVO, esperado: '-30.00' }]);
    // Without a cash method known, such a movement cannot be placed.
    expect(esperadoPorMetodo(movs, null)).toEqual([{ metodoPago: EFECTIVO, esperado: '-80.00' }]);
  });
});

describe('diferenciaArqueo and sumar', () => {
  it('is counted minus expected, and nothing while the count is empty or half typed', () => {
    expect(diferenciaArqueo('3400', '3420.00')).toBe('-20.00');
    expect(diferenciaArqueo('510.5', '500.00')).toBe('10.50');
    expect(diferenciaArqueo('0', '-30.00')).toBe('30.00');
    expect(diferenciaArqueo('', '10.00')).toBeNull();
    expect(diferenciaArqueo('12.', '10.00')).toBeNull();
    expect(diferenciaArqueo('1,5', '10.00')).toBeNull();
  });

  it('adds money strings with their sign, skipping what is not a number yet', () => {
    expect(sumar(['0.10', '0.20', '-30.00', '', '12.'])).toBe('-29.70');
    expect(sumar([])).toBe('0.00');
  });
});
