import type { Categoria } from 'shared';

/** Parameters of one page of the /stock list, as they go into the query key and the request. */
export interface StockListParams {
  sucursalId: number;
  search: string;
  categoria: Categoria | undefined;
  page: number;
  pageSize: number;
}

/**
 * React Query keys of the stock feature. Lists start with 'productos' so any product mutation
 * (create, stock entry, sale) can invalidate them with `stockKeys.productos`.
 */
export const stockKeys = {
  productos: ['productos'] as const,
  list: (params: StockListParams) => ['productos', 'list', params] as const,
  sucursales: ['sucursales'] as const,
};
