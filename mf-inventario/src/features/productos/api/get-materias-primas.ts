import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Paged, type Producto, type ProductosListQuery } from 'shared';
import { queryKeys } from 'shared/query';

/** Raw materials one search of the formula editor lists at most. */
export const MATERIAS_PRIMAS_PAGE_SIZE = 20;

/** The request of one search: raw materials only, by name or code prefix, first page of 20. */
function query(search: string): ProductosListQuery {
  return { categoria: 'materia_prima', search, page: 1, pageSize: MATERIAS_PRIMAS_PAGE_SIZE };
}

/**
 * GET productos?categoria=materia_prima&search&page=1&pageSize=20 (stock.get;
 * docs/stock-y-productos.md): the raw materials whose name contains `search` or, for digits only,
 * whose code starts with it. Throws ApiError on failure.
 */
export function getMateriasPrimas(search: string): Promise<Paged<Producto>> {
  return api.productos.list(query(search));
}

/** Query options of one search (`queryKeys.productos.list` with its parameters). */
export function getMateriasPrimasQueryOptions(search: string) {
  return queryOptions({
    queryKey: queryKeys.productos.list(query(search)),
    queryFn: () => getMateriasPrimas(search),
    placeholderData: keepPreviousData,
  });
}

/** The options of the formula editor's search; nothing is asked for an empty text. */
export function useMateriasPrimas(search: string) {
  const texto = search.trim();
  return useQuery({ ...getMateriasPrimasQueryOptions(texto), enabled: texto !== '' });
}
