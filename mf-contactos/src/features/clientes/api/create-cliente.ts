import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Cliente, type ClienteBody } from 'shared';
import { clientesKeys } from './keys';

/** POST clientes (spec.md section 7). Resolves with the created client; throws ApiError with the server message. */
export function createCliente(body: ClienteBody): Promise<Cliente> {
  return api.clientes.create(body);
}

/** Creates a client and invalidates every 'clientes' query (lists, selects, global search). */
export function useCreateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCliente,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientesKeys.all }),
  });
}
