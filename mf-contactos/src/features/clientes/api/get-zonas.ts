import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET clientes/zonas (clientes.get; docs/contactos-y-administracion.md): the distinct zones of the
 * active clients, by name. Throws ApiError on failure.
 */
export function getZonasClientes(): Promise<string[]> {
  return api.clientes.zonas().then((r) => r.zonas);
}

/** Query options of the zones of the 'Zona' filter of /listados/clientes (invalidated with every client change). */
export function getZonasClientesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.clientes.zonas(), queryFn: getZonasClientes });
}

/** The zones offered by the 'Zona' filter of /listados/clientes. */
export function useZonasClientes() {
  return useQuery(getZonasClientesQueryOptions());
}
