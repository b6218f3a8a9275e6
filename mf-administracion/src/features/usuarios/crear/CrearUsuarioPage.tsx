import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared';
import { toast } from 'shared/toast';
import { PageHeader } from 'shared/ui';
import { useVolver } from 'shared/hooks';
import { useCreateUsuario } from '../api/create-usuario';
import { MSG_COMUNICAR_PASSWORD, PasswordGeneradaDialog } from '../components/PasswordGeneradaDialog';
import { UsuarioForm } from '../components/UsuarioForm';

/** Messages of /crear-usuario (docs/contactos-y-administracion.md, «Usuarios»). */
export const MENSAJES_CREAR_USUARIO = {
  creado: 'Usuario creado exitosamente',
  error: 'Error al crear usuario',
  errorDeRed: 'Error al crear el usuario. Intenta nuevamente.',
} as const;

/**
 * /crear-usuario (permission usuarios.post, docs/contactos-y-administracion.md «Usuarios»): the
 * UsuarioForm with Contraseña. The values are checked with `usuarioCreateSchema` before sending; a
 * refusal of the server (409: e-mail or seller code taken) shows its message and the form stays. On
 * success 'Usuario creado exitosamente'; when the server generated the password (none was typed)
 * it is shown once in 'Contraseña generada' and 'Entendido' goes to /usuarios/{id}; otherwise the
 * screen goes there at once. 'Cancelar' returns to the list the user came from.
 */
export function CrearUsuarioPage() {
  const navigate = useNavigate();
  const { volver, from } = useVolver('/usuarios', { soloLista: true, historial: true });
  // The new user's page replaces the form in the history, and keeps the list to return to.
  const abrir = (id: number) => navigate(`/usuarios/${id}`, { replace: true, state: from ? { from } : undefined });
  const crear = useCreateUsuario();
  const [generada, setGenerada] = useState<{ id: number; password: string } | null>(null);

  return (
    <>
      <PageHeader title="Nuevo usuario" />
      <UsuarioForm
        modo="crear"
        submitLabel="Crear usuario"
        submitting={crear.isPending || generada !== null}
        onCancel={volver}
        onSubmit={(body) =>
          crear.mutate(body, {
            onSuccess: ({ id, password }) => {
              toast.success(MENSAJES_CREAR_USUARIO.creado);
              if (password) setGenerada({ id, password });
              else abrir(id);
            },
            onError: (err) => toast.error(errorMessage(err, MENSAJES_CREAR_USUARIO.error, MENSAJES_CREAR_USUARIO.errorDeRed)),
          })
        }
      />
      <PasswordGeneradaDialog
        password={generada?.password ?? null}
        mensaje={MSG_COMUNICAR_PASSWORD}
        onClose={() => {
          if (generada) abrir(generada.id);
          setGenerada(null);
        }}
      />
    </>
  );
}

export default CrearUsuarioPage;
