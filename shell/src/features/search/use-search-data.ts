import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasAnyPermission, P } from 'shared';
import { clientesSelectQueryOptions, productosSelectQueryOptions, proveedoresSelectQueryOptions } from 'shared/query';
import type { SearchData } from './search-results';

/** A failed list is only logged (docs/arquitectura.md, "Búsqueda global"); the search shows it empty. */
function useLogFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Error al cargar ${what} para la búsqueda`, error);
  }, [what, error]);
}

/** A failed load is not retried: the list stays empty until the search is opened again. */
const common = { retry: false } as const;

/**
 * The three lists of the global search, fetched when the dialog opens (`enabled`) and only those the
 * user may see: products with stock.get, suppliers with proveedores.get, clients with clientes.get.
 * They are the shared select queries (`queryKeys.search` = the entities' `select()` keys), so any
 * mutation that invalidates products, suppliers or clients refreshes the search without a reload.
 * `loading` is true while any allowed list is still on its first load.
 */
export function useSearchData(enabled: boolean, permissions: readonly string[] | undefined): SearchData & { loading: boolean } {
  const can = (p: string) => hasAnyPermission(permissions, [p]);

  const productos = useQuery({ ...productosSelectQueryOptions(), ...common, enabled: enabled && can(P.stockGet) });
  const proveedores = useQuery({ ...proveedoresSelectQueryOptions(), ...common, enabled: enabled && can(P.proveedoresGet) });
  const clientes = useQuery({ ...clientesSelectQueryOptions(), ...common, enabled: enabled && can(P.clientesGet) });

  useLogFailure('productos', productos.error);
  useLogFailure('proveedores', proveedores.error);
  useLogFailure('clientes', clientes.error);

  return {
    productos: can(P.stockGet) ? (productos.data ?? []) : [],
    proveedores: can(P.proveedoresGet) ? (proveedores.data ?? []) : [],
    clientes: can(P.clientesGet) ? (clientes.data ?? []) : [],
    loading: productos.isLoading || proveedores.isLoading || clientes.isLoading,
  };
}
