import type { Cliente, Producto, Proveedor } from 'shared';

/** Rows asked for and shown per group at most (the server's page size), so a large catalogue keeps the search light. */
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

/** What the server found for the term; each list is empty when the user may not see it or the search failed. */
export interface SearchData {
  productos: Pick<Producto, 'id' | 'codigo' | 'nombre'>[];
  proveedores: Pick<Proveedor, 'id' | 'nombre'>[];
  clientes: Pick<Cliente, 'id' | 'nombreApellido' | 'documento'>[];
}

/**
 * The groups of docs/arquitectura.md («Búsqueda global») from what the server found: Productos as
 * "codigo - nombre", Proveedores by name, Clientes by full name with the document below, in the
 * server's order; at most `limit` rows each, empty groups dropped. The server already matched the
 * term (case-insensitively): nothing is filtered here.
 */
export function searchGroups(data: SearchData, limit: number = MAX_RESULTS_PER_GROUP): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      heading: 'Productos',
      results: data.productos.slice(0, limit).map((p) => ({ key: `producto-${p.id}`, label: `${p.codigo} - ${p.nombre}`, to: `/productos/${p.id}` })),
    },
    {
      heading: 'Proveedores',
      results: data.proveedores.slice(0, limit).map((p) => ({ key: `proveedor-${p.id}`, label: p.nombre, to: `/proveedores/${p.id}` })),
    },
    {
      heading: 'Clientes',
      results: data.clientes.slice(0, limit).map((c) => ({
        key: `cliente-${c.id}`,
        label: c.nombreApellido,
        detail: c.documento,
        to: `/clientes/${c.id}`,
      })),
    },
  ];
  return groups.filter((g) => g.results.length > 0);
}
