import { formatDate, formatDateTime, formatMoney, formatQuantity, isMoneyInput, isQuantityInput, isRateInput } from './index';

describe('format', () => {
  it('formats money with symbol and two decimals', () => {
    expect(formatMoney('1234.5')).toBe('$ 1.234,50');
    expect(formatMoney('1234567.005', 'US$')).toBe('US$ 1.234.567,01');
    expect(formatMoney(null)).toBe('$ 0,00');
    expect(formatMoney('-10')).toBe('-$ 10,00');
  });
  it('formats quantities with up to four decimals', () => {
    expect(formatQuantity('2.0000')).toBe('2');
    expect(formatQuantity('1.5', 'kg')).toBe('1,5 kg');
    expect(formatQuantity('1234.12345')).toBe('1.234,1235');
  });
  it('formats dates in Buenos Aires time', () => {
    expect(formatDate('2026-11-21T02:30:00Z')).toBe('20/11/2026');
    expect(formatDateTime('2026-11-21T15:05:00Z')).toBe('21/11/2026 12:05');
    expect(formatDate('x')).toBe('');
  });
  it('guards money and quantity inputs', () => {
    expect(isMoneyInput('12.')).toBe(true);
    expect(isMoneyInput('12.34')).toBe(true);
    expect(isMoneyInput('12.345')).toBe(false);
    expect(isMoneyInput('-1')).toBe(false);
    expect(isMoneyInput('01')).toBe(false);
    expect(isMoneyInput('1,5')).toBe(false);
    expect(isQuantityInput('0.1234')).toBe(true);
    expect(isQuantityInput('0.12345')).toBe(false);
    expect(isRateInput('1050.1234')).toBe(true);
    expect(isRateInput('1.050,5')).toBe(false);
    expect(isMoneyInput('')).toBe(true);
  });
});
