import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/** DELETE clientes/{id} (docs/contactos-y-administracion.md). Throws ApiError with the server message. */
export function deleteCliente(id: number): Promise<MessageResponse> {
  return api.clientes.remove(id);
}

/** Deletes a client, drops its detail from the cache, then `invalidate.afterClienteChange` (lists, selects, global search). */
export function useDeleteCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCliente,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.clientes.detail(id) });
      return invalidate.afterClienteChange(queryClient);
    },
  });
}
