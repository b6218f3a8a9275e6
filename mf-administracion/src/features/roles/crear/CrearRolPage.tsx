import { useNavigate } from 'react-router-dom';
import { errorMessage, rolCreateSchema } from 'shared';
import { fieldError, useZodForm } from 'shared/forms';
import { toast } from 'shared/toast';
import { Button, Card, Field, FormGrid, Input, PageHeader } from 'shared/ui';
import { useCreateRol } from '../api/create-rol';
import { AYUDA_DESCUENTO_MAXIMO } from '../utils/permisos';

/** Messages of the role screen (docs/contactos-y-administracion.md). */
export const MENSAJES_ROL = {
  obligatorio: 'El nombre del rol es obligatorio.',
  creado: 'Rol creado exitosamente',
  error: 'Error al crear rol',
  errorDeRed: 'Error al crear el rol. Intenta nuevamente.',
} as const;

/**
 * /crear-rol (docs/contactos-y-administracion.md, permission roles.post): 'Nombre del rol' and
 * 'Descuento máximo (%)' (0 to 100 with 2 decimals, 100 by default: no limit; docs/permisos.md). A name that is
 * blank after trimming shows 'El nombre del rol es obligatorio.' and sends nothing. On success it
 * shows 'Rol creado exitosamente' and returns to /roles; a failure shows the server message or
 * 'Error al crear rol', a network failure 'Error al crear el rol. Intenta nuevamente.'.
 */
export function CrearRolPage() {
  const navigate = useNavigate();
  const crear = useCreateRol();
  const form = useZodForm(rolCreateSchema, { defaultValues: { name: '', descuentoMaximo: '100' } });

  // Checked with the API's own schema: a blank name (after trimming) never reaches the server.
  const submit = form.handleSubmit(({ name, descuentoMaximo }) => {
    if (crear.isPending) return;
    crear.mutate(
      { name, descuentoMaximo },
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
            <Field label="Descuento máximo (%)" htmlFor="rol-descuento" error={fieldError(form, 'descuentoMaximo')} hint={AYUDA_DESCUENTO_MAXIMO}>
              <Input id="rol-descuento" inputMode="decimal" autoComplete="off" {...form.register('descuentoMaximo')} />
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
