import { useCallback } from 'react';
import { CATEGORIAS, type Categoria } from 'shared';
import { parsePositiveInt, useListSearchParams } from 'shared/hooks';

export { SEARCH_DEBOUNCE_MS } from 'shared/hooks';

function parseCategoria(value: string | null): Categoria | undefined {
  return CATEGORIAS.find((c) => c === value);
}

/**
 * List state of /stock kept in the URL (?sucursalId=&search=&categoria=&page=), on top of
 * useListSearchParams. `sucursalId` is undefined until the URL names one (the page then
 * preselects the first branch).
 */
export function useStockListParams() {
  const { params, search, page, searchText, changeSearch, changePage, update } = useListSearchParams();
  const categoria = parseCategoria(params.get('categoria'));
  const sucursalId = parsePositiveInt(params.get('sucursalId'));

  const changeCategoria = useCallback((value: Categoria | undefined) => update({ categoria: value }), [update]);

  /** Selects a branch; `replace` is for the automatic preselection, which must not add a history entry. */
  const changeSucursal = useCallback(
    (id: number, options?: { replace?: boolean }) =>
      update({ sucursalId: String(id) }, { replace: options?.replace, keepPage: options?.replace }),
    [update],
  );

  return { sucursalId, search, categoria, page, searchText, changeSearch, changeCategoria, changeSucursal, changePage };
}
