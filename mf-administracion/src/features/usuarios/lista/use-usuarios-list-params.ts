import { useMemo } from 'react';
import type { UsuariosQuery } from 'shared';
import { parsePositiveInt, useListSearchParams } from 'shared/hooks';

/** The Estado filter: '' (Todos), 'true' (Activos) or 'false' (Inactivos), as GET users takes it. */
export type EstadoFiltro = '' | 'true' | 'false';

const estadoParam = (value: string | null): EstadoFiltro => (value === 'true' || value === 'false' ? value : '');

/**
 * Search, filters, page size and page of /usuarios kept in the URL (?search=&roleId=&activo=&pageSize=&page=,
 * the names of the GET users query; docs/arquitectura.md, "Listas"): see useListSearchParams. A
 * malformed roleId or activo in the URL is ignored. `query` is what GET users receives (no empty
 * filters; 10 rows unless the URL says otherwise). Every filter change goes back to page 1.
 */
export function useUsuariosListParams() {
  const { params, search, searchText, page, pageSize, changeSearch, changePage, changePageSize, update } = useListSearchParams();
  const roleId = parsePositiveInt(params.get('roleId'));
  const activo = estadoParam(params.get('activo'));

  const query = useMemo<UsuariosQuery>(
    () => ({ search: search.trim() || undefined, roleId, activo: activo || undefined, page, pageSize }),
    [search, roleId, activo, page, pageSize],
  );

  return {
    page,
    pageSize,
    searchText,
    roleId,
    activo,
    query,
    /** Debounced: the text reaches the URL and the server after a pause. */
    changeSearch,
    changePage,
    changePageSize,
    /** '' clears the filter ('Todos'). */
    changeRol: (value: string) => update({ roleId: value || undefined }),
    /** '' clears the filter ('Todos'). */
    changeEstado: (value: EstadoFiltro) => update({ activo: value || undefined }),
  };
}
