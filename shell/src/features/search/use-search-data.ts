import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasAnyPermission, P } from 'shared/permissions';
import { api } from 'shared/client';
import { queryKeys } from 'shared/query';
import { MAX_RESULTS_PER_GROUP, type SearchData } from './search-results';

/** A failed search is only logged (docs/arquitectura.md, "Búsqueda global"); that group shows empty. */
function useLogFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Error al buscar ${what}`, error);
  }, [what, error]);
}

/**
 * A failed search is not retried (the group stays empty until the text changes); while a new term
 * is asked, the results of the previous one stay on screen (placeholder), never mixed with it.
 */
const common = { retry: false, placeholderData: keepPreviousData } as const;

/** The list of a group with nothing in it: always the same array, so a group that stays empty does not look changed. */
const NONE: never[] = [];

/** What {@link useSearchData} returns: the results of `termino`, or of the previous term while it loads. */
export interface SearchState extends SearchData {
  /** Nothing to show yet (the first answer of an allowed list has not come). */
  loading: boolean;
  /** Some allowed list is still asking for the current term (the results on screen may be older). */
  fetching: boolean;
}

/**
 * The global search on the server (docs/arquitectura.md, «Búsqueda global»): for `termino` ('' =
 * the first ones), the first {@link MAX_RESULTS_PER_GROUP} products (GET productos?search, name or
 * code; stock.get), suppliers (GET proveedores?search; proveedores.get) and active clients (GET
 * clientes?search, name or document; clientes.get), only the lists the user may see and only while
 * `enabled` (the dialog is open). Each term is its own query under the entity's list key
 * (`queryKeys.productos.list(…)` …), so an answer is shown only for the term it was asked for — a
 * late answer of an older term never replaces a newer one — and a mutation that invalidates the
 * entity refreshes the open search.
 */
export function useSearchData(enabled: boolean, termino: string, permissions: readonly string[] | undefined): SearchState {
  const can = (p: string) => hasAnyPermission(permissions, [p]);
  const q = { search: termino === '' ? undefined : termino, page: 1, pageSize: MAX_RESULTS_PER_GROUP };

  const productos = useQuery({
    ...common,
    queryKey: queryKeys.productos.list(q),
    queryFn: () => api.productos.list(q),
    enabled: enabled && can(P.stockGet),
  });
  const proveedores = useQuery({
    ...common,
    queryKey: queryKeys.proveedores.list(q),
    queryFn: () => api.proveedores.list(q),
    enabled: enabled && can(P.proveedoresGet),
  });
  const clientes = useQuery({
    ...common,
    queryKey: queryKeys.clientes.list(q),
    queryFn: () => api.clientes.list(q),
    enabled: enabled && can(P.clientesGet),
  });

  useLogFailure('productos', productos.error);
  useLogFailure('proveedores', proveedores.error);
  useLogFailure('clientes', clientes.error);

  const all = [productos, proveedores, clientes];
  return {
    productos: (can(P.stockGet) && productos.data?.items) || NONE,
    proveedores: (can(P.proveedoresGet) && proveedores.data?.items) || NONE,
    clientes: (can(P.clientesGet) && clientes.data?.items) || NONE,
    loading: all.some((r) => r.isLoading),
    fetching: all.some((r) => r.isFetching),
  };
}
