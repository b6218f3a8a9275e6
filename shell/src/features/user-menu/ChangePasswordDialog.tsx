import { lazy, Suspense } from 'react';
import { Dialog } from 'shared/overlays';
import { Spinner } from 'shared/ui';

/** Messages of docs/arquitectura.md. */
export const MSG_PASSWORDS_DIFFER = 'Las contraseñas no coinciden';
export const MSG_PASSWORD_OK = 'Contraseña actualizada correctamente';
export const MSG_PASSWORD_ERROR = 'Error al cambiar la contraseña';
export const MSG_PASSWORD_NETWORK = 'Error en la petición';

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  open: boolean;
  /** The signed-in user's id (PUT auth/change-password/{userId}). */
  userId: number;
  onClose: () => void;
}

// The form (react-hook-form through shared/forms) is fetched on the first opening, not with the
// shell's first load; meanwhile the dialog shows with a spinner.
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm'));

/**
 * 'Cambiar Contraseña' dialog: the current password, the new one and its confirmation (a wrong current
 * password is the server's 400 'La contraseña actual no es correcta.', toasted). A mismatch shows
 * 'Las contraseñas no coinciden' and sends nothing; success toasts 'Contraseña actualizada correctamente'
 * and closes; a refusal toasts the server message or 'Error al cambiar la contraseña'; a network failure
 * toasts 'Error en la petición' (docs/arquitectura.md). There is no client-side length rule.
 * Every opening starts from an empty form.
 */
export function ChangePasswordDialog({ open, userId, onClose }: ChangePasswordDialogProps) {
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <Dialog open title="Cambiar Contraseña" onClose={onClose}>
          <Spinner />
        </Dialog>
      }
    >
      <ChangePasswordForm userId={userId} onClose={onClose} />
    </Suspense>
  );
}
