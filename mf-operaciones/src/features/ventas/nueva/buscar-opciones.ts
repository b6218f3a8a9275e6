/** Matches a search of /ventas/nueva lists at most, as it always did. */
export const MAX_OPCIONES = 8;

/**
 * The options of a search of /ventas/nueva (docs/ventas-y-presupuestos.md) for the typed text: the
 * items whose `texto` contains it, case-insensitively (accents kept), at most `limite`. An empty or
 * blank text matches nothing, so the list only opens once the user types.
 */
export function buscarOpciones<T>(items: readonly T[], buscado: string, texto: (item: T) => string, limite: number = MAX_OPCIONES): T[] {
  const q = buscado.trim().toLocaleLowerCase('es-AR');
  if (!q) return [];
  return items.filter((item) => texto(item).toLocaleLowerCase('es-AR').includes(q)).slice(0, limite);
}
