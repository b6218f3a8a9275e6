import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { api, errorMessage } from 'shared';
import { fieldError, useZodForm, z } from 'shared/forms';
import { toast } from 'shared/toast';
import { Dialog } from 'shared/overlays';
import { Button, Field, Input } from 'shared/ui';
import {
  MSG_PASSWORD_ERROR,
  MSG_PASSWORD_NETWORK,
  MSG_PASSWORD_OK,
  MSG_PASSWORDS_DIFFER,
  type ChangePasswordDialogProps,
} from './ChangePasswordDialog';

/**
 * The values of the dialog: the current password (the server checks it, docs/seguridad.md) and the
 * new one twice; both new texts must match. There is no client-side length rule (the server answers
 * with its own message, docs/arquitectura.md), so this is not changePasswordBodySchema.
 */
const changePasswordFormSchema = z
  .object({ passwordActual: z.string(), newPassword: z.string(), confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { message: MSG_PASSWORDS_DIFFER, path: ['confirm'] });

/**
 * The open 'Cambiar Contraseña' dialog and its form. Loaded lazily by {@link ChangePasswordDialog}
 * (it brings react-hook-form through shared/forms, which stays out of the shell's first load) and
 * mounted on every opening, so each opening starts from an empty form.
 */
export function ChangePasswordForm({ userId, onClose }: Omit<ChangePasswordDialogProps, 'open'>) {
  const id = useId();
  const form = useZodForm(changePasswordFormSchema, { defaultValues: { passwordActual: '', newPassword: '', confirm: '' } });
  const [actual, password, confirm] = form.watch(['passwordActual', 'newPassword', 'confirm']);

  const mutation = useMutation({
    mutationFn: (body: { passwordActual: string; newPassword: string }) => api.auth.changePassword(userId, body),
    onSuccess: () => {
      toast.success(MSG_PASSWORD_OK);
      onClose();
    },
    onError: (err) => {
      toast.error(errorMessage(err, MSG_PASSWORD_ERROR, MSG_PASSWORD_NETWORK));
    },
  });

  // A mismatch sends nothing (handleSubmit calls back only with matching passwords).
  const submit = form.handleSubmit(({ passwordActual, newPassword }) => mutation.mutate({ passwordActual, newPassword }));

  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title="Cambiar Contraseña"
      onClose={onClose}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending} disabled={!actual || !password || !confirm}>
            Guardar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {/* The dialog focuses this first field when it opens. */}
        <Field label="Contraseña actual" htmlFor={`${id}-actual`} error={fieldError(form, 'passwordActual')} required>
          <Input id={`${id}-actual`} type="password" autoComplete="current-password" {...form.register('passwordActual')} />
        </Field>
        <Field label="Nueva contraseña" htmlFor={`${id}-new`} error={fieldError(form, 'newPassword')} required>
          <Input id={`${id}-new`} type="password" autoComplete="new-password" {...form.register('newPassword', { deps: ['confirm'] })} />
        </Field>
        <Field label="Confirmar contraseña" htmlFor={`${id}-confirm`} error={fieldError(form, 'confirm')} required>
          <Input id={`${id}-confirm`} type="password" autoComplete="new-password" {...form.register('confirm')} />
        </Field>
      </form>
    </Dialog>
  );
}

export default ChangePasswordForm;
