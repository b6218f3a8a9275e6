import { useCallback } from 'react';
import { ESTADOS_FABRICACION, type EstadoFabricacion } from 'shared';
import { useListSearchParams } from 'shared/hooks';

function parseEstado(value: string | null): EstadoFabricacion | undefined {
  return ESTADOS_FABRICACION.find((e) => e === value);
}

/**
 * List state of /fabricacion kept in the URL (?estado=&search=&pageSize=&page=, the names of the
 * GET fabricaciones query; docs/arquitectura.md, «Listas»), on top of useListSearchParams. The
 * list has no sortable columns (newest first). `estado` is one of ESTADOS_FABRICACION (another
 * value in the URL is ignored); `pageSize` is 10 unless the URL says otherwise (1..100).
 */
export function useFabricacionesListParams() {
  const { params, search, searchText, page, pageSize, changeSearch, changePage, changePageSize, update } = useListSearchParams();
  const estado = parseEstado(params.get('estado'));
  const changeEstado = useCallback((value: EstadoFabricacion | undefined) => update({ estado: value }), [update]);
  return { estado, search, searchText, page, pageSize, changeSearch, changeEstado, changePage, changePageSize };
}
