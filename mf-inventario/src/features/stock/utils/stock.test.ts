import { isStockBajo } from './stock';

describe('isStockBajo', () => {
  it('is true only when the stock is strictly below the minimum, compared as decimals', () => {
    expect(isStockBajo({ stock: '9.9999', stockMinimo: '10.0000' })).toBe(true);
    expect(isStockBajo({ stock: '10', stockMinimo: '10.0000' })).toBe(false);
    expect(isStockBajo({ stock: '100', stockMinimo: '20' })).toBe(false);
    expect(isStockBajo({ stock: '0', stockMinimo: '0.0000' })).toBe(false);
  });
});
