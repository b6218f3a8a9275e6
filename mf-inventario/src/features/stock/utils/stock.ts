import { compareDecimal, type Producto } from 'shared';

/**
 * True when the product's stock in the shown branch is below its minimum stock (both decimal
 * strings with up to 4 decimals, compared exactly). Drives the 'Stock bajo' badge of /stock.
 */
export function isStockBajo(producto: Pick<Producto, 'stock' | 'stockMinimo'>): boolean {
  return compareDecimal(producto.stock, producto.stockMinimo) < 0;
}
