import { api, type ProductoDetalle } from 'shared';

/**
 * GET productos/{id}?sucursalId → the product as it is now, with its stock in that branch: what a new
 * quote line starts from. Throws ApiError.
 */
export function getProductoParaLinea(id: number, sucursalId: number): Promise<ProductoDetalle> {
  return api.productos.get(id, { sucursalId });
}
