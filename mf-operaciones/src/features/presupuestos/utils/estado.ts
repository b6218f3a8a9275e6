import type { BadgeTone } from 'shared/ui';
import type { PresupuestoListItem } from 'shared';

/** Text of the note of /presupuestos when a listed quote was converted (docs/ventas-y-presupuestos.md). */
export const MSG_NOTA_CONVERTIDOS = 'Los presupuestos convertidos en venta no pueden editarse.';

/**
 * Status label and badge tone of a quote (docs/ventas-y-presupuestos.md): 'Anulado' when annulled,
 * 'Convertido en venta' once converted, else 'Activo'.
 */
export function estadoPresupuesto(p: Pick<PresupuestoListItem, 'estado' | 'isDeleted' | 'convertidoEnVenta'>): { label: string; tone: BadgeTone } {
  if (p.estado === 'anulado' || p.isDeleted) return { label: 'Anulado', tone: 'neutral' };
  if (p.convertidoEnVenta) return { label: 'Convertido en venta', tone: 'info' };
  return { label: 'Activo', tone: 'success' };
}

/** True when the quote may still be edited, annulled or converted: active and not converted. */
export function esModificable(p: Pick<PresupuestoListItem, 'estado' | 'isDeleted' | 'convertidoEnVenta'>): boolean {
  return p.estado === 'activo' && !p.isDeleted && !p.convertidoEnVenta;
}
