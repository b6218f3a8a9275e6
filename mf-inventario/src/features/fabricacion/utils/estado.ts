import { ESTADO_FABRICACION_LABEL, type EstadoFabricacion } from 'shared';
import type { BadgeTone } from 'shared/ui';

const TONO: Record<EstadoFabricacion, BadgeTone> = {
  en_proceso: 'info',
  finalizada: 'success',
  cancelada: 'neutral',
};

/**
 * Label and badge tone of a run's state (docs/fabricacion.md: En proceso, Finalizada, Cancelada).
 * The label is always written, so the state never depends on the colour alone.
 */
export function estadoFabricacion(estado: EstadoFabricacion): { label: string; tone: BadgeTone } {
  return { label: ESTADO_FABRICACION_LABEL[estado] ?? estado, tone: TONO[estado] ?? 'neutral' };
}

/** True while the run can still change: neither finalized nor cancelled (docs/fabricacion.md, «Estados»). */
export function estaEnProceso(f: { estado: EstadoFabricacion; isFinalizada: boolean; isCancelada: boolean }): boolean {
  return f.estado === 'en_proceso' && !f.isFinalizada && !f.isCancelada;
}
