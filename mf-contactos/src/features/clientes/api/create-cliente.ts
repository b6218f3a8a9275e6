import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Cliente, type ClienteBody } from 'shared';
import { invalidate } from 'shared/query';

/** POST clientes (docs/contactos-y-administracion.md). Resolves with the created client; throws ApiError with the server message. */
export function createCliente(body: ClienteBody): Promise<Cliente> {
  return api.clientes.create(body);
}

/**
 * Creates a client, then `invalidate.afterClienteChange`: every 'clientes' query (lists, the sale's
 * client picker and the global search, which share `queryKeys.clientes.select()`).
 */
export function useCreateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCliente,
    onSuccess: () => invalidate.afterClienteChange(queryClient),
  });
}
