import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UsuarioDetalle, type UsuarioUpdate } from 'shared';
import { invalidate, queryKeys } from 'shared/query';

/**
 * PUT users/{id} (usuarios.put, docs/contactos-y-administracion.md): every editable field. Resolves
 * with the updated user; throws ApiError with the server message (409: duplicate e-mail or seller
 * code, deactivating oneself, leaving no active administrator).
 */
export function updateUsuario({ id, body }: { id: number; body: UsuarioUpdate }): Promise<UsuarioDetalle> {
  return api.usuarios.update(id, body);
}

/** Updates a user: the detail gets the answer at once, then `invalidate.afterUsuarioChange`. */
export function useUpdateUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsuario,
    onSuccess: (usuario, { id }) => {
      queryClient.setQueryData(queryKeys.usuarios.detail(id), usuario);
      return invalidate.afterUsuarioChange(queryClient);
    },
  });
}
