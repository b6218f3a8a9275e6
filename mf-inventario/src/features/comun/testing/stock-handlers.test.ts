import { api, ApiError } from 'shared';
import { setupStockServer } from './stock-handlers';

setupStockServer();

describe('stock msw handlers: GET productos/{id}', () => {
  it('answers a ProductoDetalle with the branch stock, no formula and the stock of every branch', async () => {
    const alcohol = await api.productos.get(2, { sucursalId: 1 });
    expect(alcohol).toMatchObject({ id: 2, codigo: '10002', nombre: 'Alcohol etílico', stock: '2.2500', formula: null });
    expect(alcohol.stockPorSucursal).toEqual([
      { sucursalId: 1, nombre: 'Casa Central', cantidad: '2.2500' },
      { sucursalId: 2, nombre: 'Sucursal Norte', cantidad: '40.0000' },
    ]);
    // Without a branch, the sum of all of them.
    expect((await api.productos.get(2)).stock).toBe('42.2500');
  });

  it("answers 404 'Producto no encontrado.' for an unknown product", async () => {
    await expect(api.productos.get(999)).rejects.toEqual(expect.objectContaining({ status: 404, message: 'Producto no encontrado.' }));
    await expect(api.productos.get(999)).rejects.toBeInstanceOf(ApiError);
  });
});
