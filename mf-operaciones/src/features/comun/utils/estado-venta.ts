import type { BadgeTone } from 'shared/ui';
import type { VentaListItem } from 'shared';

/** Status label and badge tone of a sale: 'Anulada' when annulled, else its estadoPago. */
export function estadoVenta(v: Pick<VentaListItem, 'isDeleted' | 'estadoPago'>): { label: string; tone: BadgeTone } {
  if (v.isDeleted) return { label: 'Anulada', tone: 'neutral' };
  if (v.estadoPago === 'Pagada') return { label: 'Pagada', tone: 'success' };
  if (v.estadoPago === 'Parcial') return { label: 'Parcial', tone: 'warning' };
  return { label: 'Pendiente', tone: 'danger' };
}
