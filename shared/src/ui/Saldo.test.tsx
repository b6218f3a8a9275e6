import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { leerSaldo, SaldoMoneda, simboloMoneda, textoSaldo } from './Saldo';

describe('leerSaldo (docs/cuentas-corrientes.md «Saldos»)', () => {
  it('reads a positive balance as owed', () => {
    expect(leerSaldo('1500.5', '0.00')).toEqual({ estado: 'deuda', monto: '1500.50' });
    expect(leerSaldo('1500.5')).toEqual({ estado: 'deuda', monto: '1500.50' });
  });
  it('reads a negative balance or a credit as in favour, the larger of the two', () => {
    expect(leerSaldo('-20.00', '0.00')).toEqual({ estado: 'a-favor', monto: '20.00' });
    expect(leerSaldo('-20')).toEqual({ estado: 'a-favor', monto: '20.00' });
    expect(leerSaldo('0.00', '35.10')).toEqual({ estado: 'a-favor', monto: '35.10' });
    expect(leerSaldo('-5.00', '35.10')).toEqual({ estado: 'a-favor', monto: '35.10' });
  });
  it('reads nothing owed and no credit, or malformed text, as zero', () => {
    expect(leerSaldo('0.00', '0.00')).toEqual({ estado: 'cero', monto: '0.00' });
    expect(leerSaldo('', '')).toEqual({ estado: 'cero', monto: '0.00' });
    expect(leerSaldo('abc')).toEqual({ estado: 'cero', monto: '0.00' });
  });
});

describe('textoSaldo and simboloMoneda', () => {
  it('words a balance with its symbol in es-AR', () => {
    expect(textoSaldo('1500.5', '0.00', '$')).toBe('Debe $ 1.500,50');
    expect(textoSaldo('0.00', '20', simboloMoneda(2))).toBe('A favor US$ 20,00');
    expect(textoSaldo('0', '0', simboloMoneda(1))).toBe('$ 0,00');
  });
});

describe('SaldoMoneda', () => {
  it('shows the owed, in-favour and zero balances as a user reads them', () => {
    renderWithProviders(
      <ul>
        <li>
          <SaldoMoneda saldo="1500.5" saldoAFavor="0.00" simbolo="$" />
        </li>
        <li>
          <SaldoMoneda saldo="-20.00" simbolo="US$" />
        </li>
        <li>
          <SaldoMoneda saldo="0.00" saldoAFavor="0.00" simbolo="$" />
        </li>
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Debe $ 1.500,50', 'A favor US$ 20,00', '$ 0,00']);
  });
});
