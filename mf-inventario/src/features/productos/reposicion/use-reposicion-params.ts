import { useCallback } from 'react';
import { parsePositiveInt, useListSearchParams } from 'shared/hooks';

/**
 * Filters of /reposicion kept in the URL (?sucursalId=&proveedorId=, the names of the GET
 * productos/reposicion query; docs/arquitectura.md, "Listas"), on top of useListSearchParams.
 * `sucursalId` is undefined until the URL names one (the page then preselects the first branch,
 * replacing the history entry); `proveedorId` is undefined for every supplier.
 */
export function useReposicionParams() {
  const { params, update } = useListSearchParams();
  const sucursalId = parsePositiveInt(params.get('sucursalId'));
  const proveedorId = parsePositiveInt(params.get('proveedorId'));

  /** Selects a branch; `replace` is for the automatic preselection, which must not add a history entry. */
  const changeSucursal = useCallback(
    (id: number, options?: { replace?: boolean }) => update({ sucursalId: String(id) }, { replace: options?.replace }),
    [update],
  );
  const changeProveedor = useCallback((id: number | undefined) => update({ proveedorId: id === undefined ? undefined : String(id) }), [update]);

  return { sucursalId, proveedorId, changeSucursal, changeProveedor };
}
