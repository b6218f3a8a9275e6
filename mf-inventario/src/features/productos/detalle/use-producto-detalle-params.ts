import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePositiveInt } from 'shared/hooks';

/**
 * State of /productos/:id kept in the URL (docs/arquitectura.md, "Listas"): `?sucursalId=` (the
 * branch whose stock and movements are shown; undefined until the URL names one, then the page
 * preselects the first branch), `?movPage=` (page of 'Movimientos de stock') and `?costosPage=`
 * (page of 'Historial de costos'), 1 when missing or malformed. Every change replaces the history
 * entry, so going back leaves the product for the screen it was opened from; a new branch goes
 * back to the first page of movements. Page 1 is left out of the URL.
 */
export function useProductoDetalleParams() {
  const [params, setParams] = useSearchParams();
  const sucursalId = parsePositiveInt(params.get('sucursalId'));
  const movPage = parsePositiveInt(params.get('movPage')) ?? 1;
  const costosPage = parsePositiveInt(params.get('costosPage')) ?? 1;

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Selects a branch; `keepPage` for the automatic preselection, which must not move the movements' page. */
  const changeSucursal = useCallback(
    (id: number, options?: { keepPage?: boolean }) =>
      update(options?.keepPage ? { sucursalId: String(id) } : { sucursalId: String(id), movPage: undefined }),
    [update],
  );
  const changeMovPage = useCallback((page: number) => update({ movPage: page > 1 ? String(page) : undefined }), [update]);
  const changeCostosPage = useCallback((page: number) => update({ costosPage: page > 1 ? String(page) : undefined }), [update]);

  return { sucursalId, movPage, costosPage, changeSucursal, changeMovPage, changeCostosPage };
}
