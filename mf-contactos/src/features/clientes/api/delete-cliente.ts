import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { clientesKeys } from './keys';

/** DELETE clientes/{id} (spec.md section 7). Throws ApiError with the server message. */
export function deleteCliente(id: number): Promise<MessageResponse> {
  return api.clientes.remove(id);
}

/** Deletes a client, drops its detail from the cache and invalidates the other 'clientes' queries (lists, selects). */
export function useDeleteCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCliente,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: clientesKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: clientesKeys.all });
    },
  });
}
