/** Text shown in place of a missing state (antes of a creation, despues of a deletion). */
export const SIN_DATOS = 'Sin datos';

/**
 * Pretty-prints an audit state as JSON indented by 2 spaces; `SIN_DATOS` for null or undefined.
 * A value JSON cannot represent falls back to String(value).
 */
export function formatAuditJson(value: unknown): string {
  if (value === null || value === undefined) return SIN_DATOS;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
