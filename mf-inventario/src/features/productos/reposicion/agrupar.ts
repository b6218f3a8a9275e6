import type { ReposicionItem } from 'shared';

/** The heading of the products without a supplier (docs/stock-y-productos.md, reorder list). */
export const SIN_PROVEEDOR = 'Sin proveedor';

/** The products of one supplier in the reorder list; `proveedor` null for 'Sin proveedor'. */
export interface GrupoReposicion {
  proveedor: { id: number; nombre: string } | null;
  /** The heading shown: the supplier's name, or 'Sin proveedor'. */
  nombre: string;
  items: ReposicionItem[];
}

/**
 * Groups the reorder list by supplier, keeping the API's order (by supplier name, then code)
 * inside and between groups, with 'Sin proveedor' always last (docs/stock-y-productos.md).
 */
export function agruparPorProveedor(items: readonly ReposicionItem[]): GrupoReposicion[] {
  const grupos = new Map<number | null, GrupoReposicion>();
  for (const item of items) {
    const key = item.proveedor?.id ?? null;
    let grupo = grupos.get(key);
    if (!grupo) {
      grupo = { proveedor: item.proveedor, nombre: item.proveedor?.nombre ?? SIN_PROVEEDOR, items: [] };
      grupos.set(key, grupo);
    }
    grupo.items.push(item);
  }
  const conProveedor = [...grupos.values()].filter((g) => g.proveedor !== null);
  const sinProveedor = grupos.get(null);
  return sinProveedor ? [...conProveedor, sinProveedor] : conProveedor;
}
