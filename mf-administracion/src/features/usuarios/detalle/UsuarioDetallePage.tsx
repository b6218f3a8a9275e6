import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, MSG_USUARIO_DESACTIVARSE, MSG_USUARIO_NO_ENCONTRADO, P, type UsuarioDetalle } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { formatDate } from 'shared/format';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Badge, Button, Card, DataList, EmptyState, ErrorPanel, PageHeader, Spinner } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { isNotFound, useUsuario } from '../api/get-usuario';
import { useResetPassword } from '../api/reset-password';
import { useUpdateUsuario } from '../api/update-usuario';
import { PasswordGeneradaDialog } from '../components/PasswordGeneradaDialog';
import { UsuarioForm } from '../components/UsuarioForm';
import { orDash, textoComision } from '../utils/textos';
import { usuarioToFormValues, type UsuarioBody } from '../utils/usuario-form';

/** Messages of /usuarios/{id} (docs/contactos-y-administracion.md, «Usuarios»). */
export const MENSAJES_USUARIO = {
  actualizado: 'Usuario actualizado exitosamente',
  errorActualizar: 'Error al actualizar usuario',
  errorCarga: 'Error al cargar el usuario',
  confirmarReset: 'Se generará una contraseña nueva y se cerrarán las sesiones del usuario.',
  errorReset: 'Error al restablecer la contraseña',
  errorDeRed: 'Error de red',
} as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Every field of a user, read-only, with the date it was created ('Alta'). */
function UsuarioDatos({ usuario }: { usuario: UsuarioDetalle }) {
  return (
    <Card aria-label="Datos del usuario">
      <DataList
        items={[
          ['Nombre', usuario.name],
          ['E-mail', usuario.email],
          ['Rol', usuario.roleName],
          ['Sucursal', orDash(usuario.sucursalNombre)],
          ['Código de vendedor', orDash(usuario.cod_vendedor)],
          ['Comisión', textoComision(usuario.comision)],
          ['Estado', usuario.activo ? <Badge tone="success">Activo</Badge> : <Badge tone="neutral">Inactivo</Badge>],
          ['Alta', formatDate(usuario.createdAt)],
        ]}
      />
    </Card>
  );
}

/**
 * /usuarios/{id} (permission usuarios.detail.get, docs/contactos-y-administracion.md «Usuarios»):
 * every field of the user and its 'Alta' date. With usuarios.put: 'Editar' switches to the
 * UsuarioForm (no password; 'Guardar' / 'Cancelar'); a refusal of the server (409: the last active
 * administrator, deactivating oneself, a taken e-mail or seller code) shows its message and the form
 * stays. On the signed-in user's own page Activo is disabled and says why. 'Restablecer contraseña'
 * asks first ('Se generará una contraseña nueva y se cerrarán las sesiones del usuario.'), then
 * shows the new password once with the server's message. 'Volver' returns to the list with its
 * filters. A missing user (404 or a malformed id): 'Usuario no encontrado.'.
 */
export function UsuarioDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const { user } = useAuth();
  const puedeEditar = usePermission(P.usuariosPut);
  const { volver } = useVolver('/usuarios', { soloLista: true, historial: true });
  const { data: usuario, isPending, isError, error, refetch } = useUsuario(idValido ? id : 0);
  const actualizar = useUpdateUsuario();
  const restablecer = useResetPassword();
  const [editando, setEditando] = useState(false);
  const [confirmandoReset, setConfirmandoReset] = useState(false);
  const [blanqueada, setBlanqueada] = useState<{ message: string; password: string } | null>(null);

  // The same element in every state, so the button stays the same while the user loads.
  const botonVolver = (
    <Button variant="ghost" onClick={volver}>
      Volver
    </Button>
  );
  const soloVolver = <Actions>{botonVolver}</Actions>;

  if (!idValido || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Usuario" actions={soloVolver} />
        <ErrorPanel title={MSG_USUARIO_NO_ENCONTRADO} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Usuario" actions={soloVolver} />
        <ErrorPanel
          title={MENSAJES_USUARIO.errorCarga}
          message={errorMessage(error, '', MENSAJES_USUARIO.errorDeRed) || undefined}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageHeader title="Usuario" actions={soloVolver} />
        <EmptyState>
          <Spinner label="Cargando usuario" />
        </EmptyState>
      </>
    );
  }

  const esUnoMismo = user?.id === usuario.id;

  const guardar = (body: UsuarioBody) => {
    actualizar.mutate(
      // One's own user stays as it is: the checkbox is disabled and the server refuses it anyway.
      { id, body: esUnoMismo ? { ...body, activo: usuario.activo } : body },
      {
        onSuccess: () => {
          toast.success(MENSAJES_USUARIO.actualizado);
          setEditando(false);
        },
        onError: (err) => toast.error(errorMessage(err, MENSAJES_USUARIO.errorActualizar, MENSAJES_USUARIO.errorDeRed)),
      },
    );
  };

  const confirmarReset = () => {
    restablecer.mutate(id, {
      onSuccess: (answer) => {
        setConfirmandoReset(false);
        setBlanqueada(answer);
      },
      onError: (err) => {
        setConfirmandoReset(false);
        toast.error(errorMessage(err, MENSAJES_USUARIO.errorReset, MENSAJES_USUARIO.errorDeRed));
      },
    });
  };

  const acciones = editando ? (
    soloVolver
  ) : (
    <Actions>
      {botonVolver}
      {puedeEditar ? (
        <>
          <Button onClick={() => setConfirmandoReset(true)}>Restablecer contraseña</Button>
          <Button variant="primary" onClick={() => setEditando(true)}>
            Editar
          </Button>
        </>
      ) : null}
    </Actions>
  );

  return (
    <>
      <PageHeader title={usuario.name} subtitle={editando ? 'Editar usuario' : usuario.email} actions={acciones} />
      {editando ? (
        <UsuarioForm
          key={`editar-${usuario.id}`}
          modo="editar"
          initialValues={usuarioToFormValues(usuario)}
          rolActual={{ id: usuario.roleId, name: usuario.roleName }}
          activoBloqueado={esUnoMismo ? MSG_USUARIO_DESACTIVARSE : undefined}
          submitLabel="Guardar"
          submitting={actualizar.isPending}
          onSubmit={guardar}
          onCancel={() => setEditando(false)}
        />
      ) : (
        <UsuarioDatos usuario={usuario} />
      )}
      <ConfirmDialog
        open={confirmandoReset}
        title="Restablecer contraseña"
        message={MENSAJES_USUARIO.confirmarReset}
        confirmLabel="Restablecer"
        cancelLabel="Cancelar"
        danger
        loading={restablecer.isPending}
        onConfirm={confirmarReset}
        onCancel={() => setConfirmandoReset(false)}
      />
      <PasswordGeneradaDialog
        password={blanqueada?.password ?? null}
        mensaje={blanqueada?.message ?? ''}
        onClose={() => setBlanqueada(null)}
      />
    </>
  );
}

export default UsuarioDetallePage;
