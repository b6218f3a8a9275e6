import { useQuery } from '@tanstack/react-query';
import { api, hasAnyPermission, P } from 'shared';
import type { SearchData } from './search-results';

/** Loads one list for the search; a failure is only logged and yields [] (spec.md section 8). */
async function loadOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    console.error(`Error al cargar ${what} para la búsqueda`, err);
    return [];
  }
}

const searchKey = (what: string) => ['global-search', what] as const;

/**
 * The three lists of the global search, fetched when the dialog opens (`enabled`) and only those the
 * user may see: products with stock.get, suppliers with proveedores.get, clients with clientes.get.
 * `loading` is true while any allowed list is still on its first load.
 */
export function useSearchData(enabled: boolean, permissions: readonly string[] | undefined): SearchData & { loading: boolean } {
  const can = (p: string) => hasAnyPermission(permissions, [p]);
  const common = { staleTime: 30_000, retry: false } as const;

  const productos = useQuery({
    ...common,
    queryKey: searchKey('productos'),
    queryFn: () => loadOrEmpty('productos', async () => (await api.productos.select()).products ?? []),
    enabled: enabled && can(P.stockGet),
  });
  const proveedores = useQuery({
    ...common,
    queryKey: searchKey('proveedores'),
    queryFn: () => loadOrEmpty('proveedores', async () => (await api.proveedores.select()).proveedores ?? []),
    enabled: enabled && can(P.proveedoresGet),
  });
  const clientes = useQuery({
    ...common,
    queryKey: searchKey('clientes'),
    queryFn: () => loadOrEmpty('clientes', async () => (await api.clientes.select()).clientes ?? []),
    enabled: enabled && can(P.clientesGet),
  });

  return {
    productos: can(P.stockGet) ? (productos.data ?? []) : [],
    proveedores: can(P.proveedoresGet) ? (proveedores.data ?? []) : [],
    clientes: can(P.clientesGet) ? (clientes.data ?? []) : [],
    loading: productos.isLoading || proveedores.isLoading || clientes.isLoading,
  };
}
