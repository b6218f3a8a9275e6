import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Cliente, type ClienteBody } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/** PUT clientes/{id} (docs/contactos-y-administracion.md). Resolves with the updated client; throws ApiError with the server message. */
export function updateCliente({ id, body }: { id: number; body: ClienteBody }): Promise<Cliente> {
  return api.clientes.update(id, body);
}

/**
 * Updates a client: the detail cache gets the answer at once, then `invalidate.afterClienteChange`
 * (lists, selects, global search).
 */
export function useUpdateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCliente,
    onSuccess: (cliente, { id }) => {
      queryClient.setQueryData(queryKeys.clientes.detail(id), cliente);
      return invalidate.afterClienteChange(queryClient);
    },
  });
}
