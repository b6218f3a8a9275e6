import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { queryKeys } from 'shared/query';

/** Rows per page of 'Productos que provee' on /proveedores/{id}. */
export const PRODUCTOS_PROVEEDOR_PAGE_SIZE = 10;
/** Rows per page of 'Ingresos recientes' on /proveedores/{id}. */
export const INGRESOS_PROVEEDOR_PAGE_SIZE = 5;

/**
 * Query options of a page of GET proveedores/{id}/productos (proveedores.detail.get): the products
 * the supplier supplies, by code, each with its current cost (money string, 2 decimals) and the
 * symbol of its cost currency. Throws ApiError on failure.
 */
export function getProveedorProductosQueryOptions(id: number, page: number) {
  const params = { page, pageSize: PRODUCTOS_PROVEEDOR_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeys.proveedores.productos(id, params),
    queryFn: () => api.proveedores.productos(id, params),
    placeholderData: keepPreviousData,
  });
}

/** One page of 'Productos que provee'. */
export function useProveedorProductos(id: number, page: number) {
  return useQuery(getProveedorProductosQueryOptions(id, page));
}

/**
 * Query options of a page of GET proveedores/{id}/ingresos (proveedores.detail.get): the stock
 * entries with lines of the supplier, newest first, each with its branch and how many of its lines
 * are of this supplier. Throws ApiError on failure.
 */
export function getProveedorIngresosQueryOptions(id: number, page: number) {
  const params = { page, pageSize: INGRESOS_PROVEEDOR_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeys.proveedores.ingresos(id, params),
    queryFn: () => api.proveedores.ingresos(id, params),
    placeholderData: keepPreviousData,
  });
}

/** One page of 'Ingresos recientes'. */
export function useProveedorIngresos(id: number, page: number) {
  return useQuery(getProveedorIngresosQueryOptions(id, page));
}
