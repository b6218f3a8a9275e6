import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api, errorMessage } from 'shared';
import { toast } from 'shared/toast';
import { Button, Dialog, Field, Input } from 'shared/ui';

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

/**
 * 'Cambiar Contraseña' dialog: new password and its confirmation. A mismatch shows
 * 'Las contraseñas no coinciden' and sends nothing; success toasts 'Contraseña actualizada correctamente'
 * and closes; a refusal toasts the server message or 'Error al cambiar la contraseña'; a network failure
 * toasts 'Error en la petición' (docs/arquitectura.md). There is no client-side length rule.
 */
export function ChangePasswordDialog({ open, userId, onClose }: ChangePasswordDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const mutation = useMutation({
    mutationFn: (newPassword: string) => api.auth.changePassword(userId, { newPassword }),
    onSuccess: () => {
      toast.success(MSG_PASSWORD_OK);
      onClose();
    },
    onError: (err) => {
      toast.error(errorMessage(err, MSG_PASSWORD_ERROR, MSG_PASSWORD_NETWORK));
    },
  });
  const { reset } = mutation;

  // Every opening starts from an empty form.
  useEffect(() => {
    if (open) {
      setPassword('');
      setConfirm('');
      setMismatch(false);
      reset();
    }
  }, [open, reset]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    mutation.mutate(password);
  };

  const formId = `${id}-form`;
  return (
    <Dialog
      open={open}
      title="Cambiar Contraseña"
      onClose={onClose}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending} disabled={!password || !confirm}>
            Guardar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="Nueva contraseña" htmlFor={`${id}-new`} required>
          <Input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        </Field>
        <Field
          label="Confirmar contraseña"
          htmlFor={`${id}-confirm`}
          error={mismatch ? MSG_PASSWORDS_DIFFER : undefined}
          required
        >
          <Input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={mismatch || undefined}
          />
        </Field>
      </form>
    </Dialog>
  );
}
