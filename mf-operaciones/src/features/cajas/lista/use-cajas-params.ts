import { useCallback, useMemo } from 'react';
import type { CajaMovimientosQuery } from 'shared';
import { parsePositiveInt, useListSearchParams } from 'shared/hooks';

/** What the selected box shows: its movements (default) or its history of closings ('historial'). */
export type VistaCaja = 'movimientos' | 'historial';

/**
 * The selected box and what it shows, kept in the URL (docs/arquitectura.md, «Listas»):
 * ?caja={id}&vista=historial&sesionId={id}&page=&pageSize=. `caja` and `sesionId` are positive
 * integers (anything else is ignored), `vista` 'historial' or absent (movements), page from 1 and
 * pageSize 10 unless the URL says otherwise (1..100). Choosing another box, view or session goes
 * back to page 1 and adds a history entry (Back undoes it). `movimientosQuery` is what GET
 * cajas/{id}/movimientos receives; `sesionesQuery` what GET cajas/{id}/sesiones receives.
 */
export function useCajasParams() {
  const { params, page, pageSize, changePage, changePageSize, update } = useListSearchParams();
  const cajaId = parsePositiveInt(params.get('caja')) ?? null;
  const vista: VistaCaja = params.get('vista') === 'historial' ? 'historial' : 'movimientos';
  const sesionId = parsePositiveInt(params.get('sesionId'));

  const movimientosQuery: CajaMovimientosQuery = useMemo(() => ({ page, pageSize, sesionId }), [page, pageSize, sesionId]);
  const sesionesQuery = useMemo(() => ({ page, pageSize }), [page, pageSize]);

  const elegirCaja = useCallback(
    (id: number) => update({ caja: String(id), vista: undefined, sesionId: undefined }),
    [update],
  );
  const cambiarVista = useCallback(
    (v: VistaCaja) => update({ vista: v === 'historial' ? 'historial' : undefined, sesionId: undefined }),
    [update],
  );
  /** Shows the movements of one session (from the history), or of every session with `undefined`. */
  const verSesion = useCallback((id: number | undefined) => update({ vista: undefined, sesionId: id === undefined ? undefined : String(id) }), [update]);

  return { cajaId, vista, sesionId, page, pageSize, movimientosQuery, sesionesQuery, elegirCaja, cambiarVista, verSesion, changePage, changePageSize };
}
