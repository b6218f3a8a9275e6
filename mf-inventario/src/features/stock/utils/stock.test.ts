import { fakeProducto } from 'shared/testing';
import { isStockBajo } from './stock';

describe('isStockBajo', () => {
  it('is true only when the stock is strictly below the minimum, compared as decimals', () => {
    expect(isStockBajo(fakeProducto({ stock: '9.9999', stockMinimo: '10.0000' }))).toBe(true);
    expect(isStockBajo(fakeProducto({ stock: '10.0000', stockMinimo: '10.0000' }))).toBe(false);
    // As text "100.0000" sorts before "20.0000": only a decimal comparison gets these right.
    expect(isStockBajo(fakeProducto({ stock: '100.0000', stockMinimo: '20.0000' }))).toBe(false);
    expect(isStockBajo(fakeProducto({ stock: '2.5000', stockMinimo: '10.0000' }))).toBe(true);
    expect(isStockBajo(fakeProducto({ stock: '0.0000', stockMinimo: '0.0000' }))).toBe(false);
  });
});
