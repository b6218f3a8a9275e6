import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, rolCreateSchema } from 'shared';
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
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (crear.isPending) return;
    const result = rolCreateSchema.safeParse({ name });
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? MENSAJES_ROL.obligatorio);
      return;
    }
    crear.mutate(
      { name: result.data.name },
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
  };

  return (
    <>
      <PageHeader title="Crear Rol" />
      <Card>
        <form onSubmit={submit} noValidate aria-label="Crear rol">
          <FormGrid>
            <Field label="Nombre del rol" htmlFor="rol-nombre" error={error} required>
              <Input
                id="rol-nombre"
                value={name}
                onChange={(e: ChangeEvent<HTMLInputElement>) => {
                  setName(e.target.value);
                  setError(undefined);
                }}
                aria-invalid={error ? true : undefined}
              />
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
