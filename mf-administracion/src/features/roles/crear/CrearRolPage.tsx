import { useNavigate } from 'react-router-dom';
import { errorMessage, rolCreateSchema } from 'shared';
import { fieldError, useZodForm } from 'shared/forms';
import { toast } from 'shared/toast';
import { Button, Card, Field, FormGrid, Input, PageHeader } from 'shared/ui';
import { useCreateRol } from '../api/create-rol';

/** Messages of the role screen (docs/contactos-y-administracion.md). */
export const MENSAJES_ROL = {
  obligatorio: 'El nombre del rol es obligatorio.',
  creado: 'Rol creado exitosamente',
  error: 'Error al crear rol',
  errorDeRed: 'Error al crear el rol. Intenta nuevamente.',
} as const;

/**
 * /crear-rol (docs/contactos-y-administracion.md, permission roles.post): one field 'Nombre del rol'. A name that is
 * blank after trimming shows 'El nombre del rol es obligatorio.' and sends nothing. On success it
 * shows 'Rol creado exitosamente' and returns to /roles; a failure shows the server message or
 * 'Error al crear rol', a network failure 'Error al crear el rol. Intenta nuevamente.'.
 */
export function CrearRolPage() {
  const navigate = useNavigate();
  const crear = useCreateRol();
  const form = useZodForm(rolCreateSchema, { defaultValues: { name: '' } });

  // Checked with the API's own schema: a blank name (after trimming) never reaches the server.
  const submit = form.handleSubmit(({ name }) => {
    if (crear.isPending) return;
    crear.mutate(
      { name },
      {
        onSuccess: () => {
          toast.success(MENSAJES_ROL.creado);
          navigate('/roles');
        },
        onError: (err) => {
          toast.error(errorMessage(err, MENSAJES_ROL.error, MENSAJES_ROL.errorDeRed));
        },
      },
    );
  });

  return (
    <>
      <PageHeader title="Crear Rol" />
      <Card>
        <form onSubmit={submit} noValidate aria-label="Crear rol">
          <FormGrid>
            <Field label="Nombre del rol" htmlFor="rol-nombre" error={fieldError(form, 'name')} required>
              <Input id="rol-nombre" {...form.register('name')} />
            </Field>
          </FormGrid>
          <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end', marginTop: '1rem' }}>
            <Button type="button" variant="secondary" onClick={() => navigate('/roles')} disabled={crear.isPending}>
              Cancelar
            </Button>
            <Button type="submit" variant="primary" loading={crear.isPending} disabled={crear.isPending}>
              Crear Rol
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}

export default CrearRolPage;
