import { z } from 'shared/forms';

/**
 * What the branch of a run's action is read from. The current API always sends `sucursalId`, but
 * the screen also takes a run without it (older data): the rule is "the run's branch or, when it is
 * missing, its first line's" (docs/fabricacion.md, «Pantallas y lecturas»).
 */
export interface FabricacionConSucursal {
  sucursalId?: number | null;
  detalles: ReadonlyArray<{ sucursalId?: number | null }>;
}

/** The branch id of a run's actions (check-materia, finalizar, cancelar), or undefined when neither the run nor its first line has one. */
export function sucursalDeFabricacion(f: FabricacionConSucursal): number | undefined {
  return f.sucursalId ?? f.detalles[0]?.sucursalId ?? undefined;
}

/**
 * Checks an action's body with the API's own schema before sending it (checkMateriaBodySchema,
 * finalizarBodySchema, cancelarBodySchema of shared): `{ body }` when valid, otherwise `{ error }`
 * with the schema's first Spanish message, such as 'No se puede confirmar: sucursalId no definido'.
 */
export function validarCuerpo<S extends z.ZodType>(schema: S, value: unknown): { body: z.output<S>; error?: undefined } | { body?: undefined; error: string } {
  const result = schema.safeParse(value);
  if (result.success) return { body: result.data };
  return { error: result.error.issues[0]?.message ?? 'Datos inválidos.' };
}
