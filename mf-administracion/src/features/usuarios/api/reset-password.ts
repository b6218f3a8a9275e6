import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PasswordBlanqueada } from 'shared';
import { invalidate } from 'shared/query';

/**
 * PUT users/{id}/reset-password (usuarios.put, docs/contactos-y-administracion.md) → { message,
 * password }: a new generated password, shown once; the user's sessions end. Throws ApiError.
 */
export function resetPassword(id: number): Promise<PasswordBlanqueada> {
  return api.usuarios.resetPassword(id);
}

/** Resets a user's password, then `invalidate.afterUsuarioChange` (the audit log shows it). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => invalidate.afterUsuarioChange(queryClient),
  });
}
