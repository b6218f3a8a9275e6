import { useCallback } from 'react';
import { CATEGORIAS, PRODUCTOS_SORT_KEYS, type Categoria } from 'shared';
import { parsePositiveInt, useListSearchParams } from 'shared/hooks';

export { SEARCH_DEBOUNCE_MS } from 'shared/hooks';

function parseCategoria(value: string | null): Categoria | undefined {
  return CATEGORIAS.find((c) => c === value);
}

/**
 * List state of /stock kept in the URL
 * (?sucursalId=&search=&categoria=&bajoMinimo=&sort=&dir=&pageSize=&page=, the names of the GET
 * productos query; docs/arquitectura.md, "Listas"), on top of useListSearchParams. `sucursalId` is
 * undefined until the URL names one (the page then preselects the first branch); `bajoMinimo` is
 * true only for `?bajoMinimo=true` (the 'Bajo stock mínimo' checkbox; off, it leaves the URL);
 * `sort` is one of PRODUCTOS_SORT_KEYS (another value in the URL is ignored); `pageSize` is 10
 * unless the URL says otherwise (1..100). Every filter change goes back to page 1.
 */
export function useStockListParams() {
  const { params, search, page, pageSize, sort, dir, sorting, searchText, changeSearch, changePage, changeSort, changePageSize, update } =
    useListSearchParams({ sortKeys: PRODUCTOS_SORT_KEYS });
  const categoria = parseCategoria(params.get('categoria'));
  const sucursalId = parsePositiveInt(params.get('sucursalId'));
  const bajoMinimo = params.get('bajoMinimo') === 'true';

  const changeCategoria = useCallback((value: Categoria | undefined) => update({ categoria: value }), [update]);
  const changeBajoMinimo = useCallback((value: boolean) => update({ bajoMinimo: value ? 'true' : undefined }), [update]);

  /** Selects a branch; `replace` is for the automatic preselection, which must not add a history entry. */
  const changeSucursal = useCallback(
    (id: number, options?: { replace?: boolean }) =>
      update({ sucursalId: String(id) }, { replace: options?.replace, keepPage: options?.replace }),
    [update],
  );

  return {
    sucursalId,
    search,
    categoria,
    bajoMinimo,
    page,
    pageSize,
    sort,
    dir,
    sorting,
    searchText,
    changeSearch,
    changeCategoria,
    changeBajoMinimo,
    changeSucursal,
    changePage,
    changeSort,
    changePageSize,
  };
}
