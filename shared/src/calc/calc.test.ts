import { clampDiscount, documentTotal, lineSubtotal, sumMoney, toMoney, toQuantity } from './index';

describe('money and quantities (docs/dinero-y-cantidades.md)', () => {
  it('rounds money to the cent and quantities to 4 decimals, half-up', () => {
    expect(toMoney('0.005')).toBe('0.01');
    expect(toMoney('2.344999')).toBe('2.34');
    expect(toQuantity('0.00005')).toBe('0.0001');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
  });

  it('stores each line subtotal rounded to the cent', () => {
    expect(lineSubtotal('368.33', '1.5')).toBe('552.50');
  });

  it('totals the rounded subtotals, so the total matches the lines shown', () => {
    const lineas = [
      { precioUnitario: '368.33', cantidad: '1.5' },
      { precioUnitario: '368.33', cantidad: '1.5' },
    ];
    expect(documentTotal(lineas)).toBe('1105.00');
  });

  it('applies the discount percentage to the total, capped at 100, half-up', () => {
    const lineas = [{ precioUnitario: '10.01', cantidad: '3' }];
    expect(documentTotal(lineas, '10')).toBe('27.03');
    expect(documentTotal(lineas, '12.5')).toBe('26.28');
    expect(documentTotal(lineas, '150')).toBe('0.00');
    expect(clampDiscount('-5').toString()).toBe('0');
  });
});
