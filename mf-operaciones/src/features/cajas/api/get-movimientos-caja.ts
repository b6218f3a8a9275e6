import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type CajaMovimiento, type CajaMovimientosPage, type CajaMovimientosQuery } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cajas/{id}/movimientos?sesionId&page&pageSize (cajas.get; docs/cajas-gastos-comisiones.md) → a
 * page of the box's movements, newest first (every session, or only `sesionId`). Throws ApiError.
 */
export function getMovimientosCaja(id: number, q: CajaMovimientosQuery): Promise<CajaMovimientosPage> {
  return api.cajas.movimientos(id, q);
}

/** One page of a box's movements; every parameter is part of the key. Nothing is asked without a box (`id` null). */
export function useMovimientosCaja(id: number | null, q: CajaMovimientosQuery) {
  return useQuery({
    queryKey: queryKeys.cajas.movimientos(id ?? 0, q),
    queryFn: () => getMovimientosCaja(id ?? 0, q),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** Pages of 100 (the most the API gives) read for a whole session; more than 50 pages is not a real session. */
const PAGINA_SESION = 100;
const MAX_PAGINAS = 50;

/**
 * Every movement of session `sesionId` of box `id` (pages of 100 read one after the other), for the
 * count of a closing. Throws ApiError when a page fails.
 */
export async function getMovimientosSesion(id: number, sesionId: number): Promise<CajaMovimiento[]> {
  const todos: CajaMovimiento[] = [];
  for (let page = 1; page <= MAX_PAGINAS; page++) {
    const p = await getMovimientosCaja(id, { sesionId, page, pageSize: PAGINA_SESION });
    todos.push(...p.items);
    if (p.currentPage >= p.totalPages || p.items.length === 0) break;
  }
  return todos;
}

/**
 * The whole open session of a box (see {@link getMovimientosSesion}), under the key of its movements
 * with the session and no page (a page-less key: it never collides with a page of the list).
 */
export function useMovimientosSesion(id: number, sesionId: number) {
  return useQuery({
    queryKey: queryKeys.cajas.movimientos(id, { sesionId, pageSize: PAGINA_SESION }),
    queryFn: () => getMovimientosSesion(id, sesionId),
    enabled: sesionId > 0,
  });
}
