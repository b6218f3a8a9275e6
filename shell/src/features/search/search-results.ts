import type { Cliente, Producto, ProveedorSelect } from 'shared';

/** Rows shown per group at most, so a large catalogue keeps the dialog light. */
export const MAX_RESULTS_PER_GROUP = 8;

/** One selectable row of the global search. */
export interface SearchResult {
  /** Stable key, e.g. "producto-12". */
  key: string;
  label: string;
  /** Second line (the client's document), if any. */
  detail?: string;
  /** Where choosing it goes (docs/arquitectura.md). */
  to: string;
}

/** A titled block of results: 'Productos', 'Proveedores' or 'Clientes'. */
export interface SearchGroup {
  heading: 'Productos' | 'Proveedores' | 'Clientes';
  results: SearchResult[];
}

/** The data the search filters; each list is empty when the user may not see it or loading failed. */
export interface SearchData {
  productos: Pick<Producto, 'id' | 'codigo' | 'nombre'>[];
  proveedores: Pick<ProveedorSelect, 'id' | 'nombre'>[];
  clientes: Pick<Cliente, 'id' | 'nombreApellido' | 'documento'>[];
}

const normalize = (s: string) => s.toLocaleLowerCase('es-AR');

/**
 * Client-side, case-insensitive filtering of docs/arquitectura.md: products by "codigo - nombre",
 * suppliers by name, clients by full name or document. An empty query lists the first rows of each
 * group. Each group keeps at most `limit` rows and empty groups are dropped.
 */
export function searchGroups(data: SearchData, query: string, limit: number = MAX_RESULTS_PER_GROUP): SearchGroup[] {
  const q = normalize(query.trim());
  const hit = (...texts: string[]) => q === '' || texts.some((t) => normalize(t).includes(q));

  const groups: SearchGroup[] = [
    {
      heading: 'Productos',
      results: data.productos
        .filter((p) => hit(`${p.codigo} - ${p.nombre}`))
        .slice(0, limit)
        .map((p) => ({ key: `producto-${p.id}`, label: `${p.codigo} - ${p.nombre}`, to: `/productos/${p.id}` })),
    },
    {
      heading: 'Proveedores',
      results: data.proveedores
        .filter((p) => hit(p.nombre))
        .slice(0, limit)
        .map((p) => ({ key: `proveedor-${p.id}`, label: p.nombre, to: `/proveedores/${p.id}` })),
    },
    {
      heading: 'Clientes',
      results: data.clientes
        .filter((c) => hit(c.nombreApellido, c.documento))
        .slice(0, limit)
        .map((c) => ({
          key: `cliente-${c.id}`,
          label: c.nombreApellido,
          detail: c.documento,
          to: `/clientes/${c.id}`,
        })),
    },
  ];
  return groups.filter((g) => g.results.length > 0);
}
