import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Cliente, type ClienteBody } from 'shared';
import { clientesKeys } from './keys';

/** PUT clientes/{id} (spec.md section 7). Resolves with the updated client; throws ApiError with the server message. */
export function updateCliente({ id, body }: { id: number; body: ClienteBody }): Promise<Cliente> {
  return api.clientes.update(id, body);
}

/**
 * Updates a client: the detail cache gets the answer at once, then every 'clientes' query
 * (lists, selects) is invalidated.
 */
export function useUpdateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCliente,
    onSuccess: (cliente, { id }) => {
      queryClient.setQueryData(clientesKeys.detail(id), cliente);
      return queryClient.invalidateQueries({ queryKey: clientesKeys.all });
    },
  });
}
