import { useCallback } from 'react';
import { CLIENTES_SORT_KEYS, PROVINCIAS, TIPOS_CLIENTE } from 'shared';
import { useListSearchParams } from 'shared/hooks';
import type { Provincia, TipoCliente } from '../api/get-clientes';

export { SEARCH_DEBOUNCE_MS } from 'shared/hooks';

/** Longest zone the API takes in `zona` (clientesListQuerySchema). */
const ZONA_MAX = 80;

const parseTipo = (v: string | null): TipoCliente | undefined => TIPOS_CLIENTE.find((t) => t === v);
const parseProvincia = (v: string | null): Provincia | undefined => PROVINCIAS.find((p) => p === v);
const parseZona = (v: string | null): string | undefined => {
  const t = v?.trim() ?? '';
  return t && t.length <= ZONA_MAX ? t : undefined;
};

/**
 * List state of /listados/clientes kept in the URL (?search=&tipo=&provincia=&zona=&sort=&dir=&pageSize=&page=,
 * the names of the GET clientes query; docs/arquitectura.md, "Listas"): see useListSearchParams.
 * `sort` is one of CLIENTES_SORT_KEYS; `tipo` one of TIPOS_CLIENTE, `provincia` one of PROVINCIAS and
 * `zona` a text of up to 80 characters (another value in the URL is ignored, so a hand-edited URL
 * never gets a 400); `pageSize` is 10 unless the URL says otherwise (1..100). Every filter change
 * (changeTipo, changeProvincia, changeZona; '' = all) goes back to page 1 and adds a history entry.
 */
export function useClientesListParams() {
  const { params, search, page, pageSize, sort, dir, sorting, searchText, changeSearch, changePage, changeSort, changePageSize, update } =
    useListSearchParams({ sortKeys: CLIENTES_SORT_KEYS });
  const tipo = parseTipo(params.get('tipo'));
  const provincia = parseProvincia(params.get('provincia'));
  const zona = parseZona(params.get('zona'));

  const changeTipo = useCallback((value: string) => update({ tipo: parseTipo(value) }), [update]);
  const changeProvincia = useCallback((value: string) => update({ provincia: parseProvincia(value) }), [update]);
  const changeZona = useCallback((value: string) => update({ zona: parseZona(value) }), [update]);

  return {
    search,
    tipo,
    provincia,
    zona,
    page,
    pageSize,
    sort,
    dir,
    sorting,
    searchText,
    changeSearch,
    changeTipo,
    changeProvincia,
    changeZona,
    changePage,
    changeSort,
    changePageSize,
  };
}
