import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ALL_PERMISSIONS, Dec, errorMessage, MSG_ROL_ADMIN_PERMISOS, MSG_ROL_NO_ENCONTRADO, P, rolUpdateSchema, type Rol } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Badge, Button, Card, EmptyState, ErrorPanel, Field, Input, PageHeader, Spinner } from 'shared/ui';
import { useIdParam } from 'shared/hooks';
import { useDeleteRol } from '../api/delete-rol';
import { isNotFound, useRol } from '../api/get-rol';
import { useUpdateRol } from '../api/update-rol';
import { PermisosMatriz } from '../components/PermisosMatriz';
import { AYUDA_DESCUENTO_MAXIMO, listaPermisos, mismosPermisos } from '../utils/permisos';

/** Messages of /roles/{id} (docs/contactos-y-administracion.md, «Roles»). */
export const MENSAJES_ROL_DETALLE = {
  actualizado: 'Rol actualizado exitosamente',
  errorActualizar: 'Error al actualizar rol',
  eliminado: 'Rol eliminado',
  errorEliminar: 'Error al eliminar rol',
  errorCarga: 'Error al cargar el rol',
  errorDeRed: 'Error de red',
  sinGuardar: 'Hay cambios sin guardar.',
} as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
const Pie = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;
const Aviso = styled.p`
  margin: 0 auto 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.warning};
`;
const Nota = styled.p`margin: 0 0 14px; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted};`;
const NombreCampo = styled.div`max-width: 420px; margin-bottom: 18px;`;
const Titulo = styled.h2`font-size: 15px; margin: 0 0 10px;`;

/** What the screen edits: the name as typed, the largest discount without a code and the permissions checked. */
interface Borrador {
  name: string;
  /** «Descuento máximo (%)» as typed ('5', '7.5'). */
  descuentoMaximo: string;
  permisos: Set<string>;
}

const borradorDe = (rol: Rol): Borrador => ({
  name: rol.name,
  descuentoMaximo: new Dec(rol.descuentoMaximo).toString(),
  // Administrador keeps every permission, whatever an older row says.
  permisos: new Set(rol.sistema ? ALL_PERMISSIONS : rol.permissions),
});

/** Props of {@link RolEditor}. */
interface RolEditorProps {
  rol: Rol;
  /** The header's 'Volver'. */
  volver: ReactNode;
}

/**
 * The loaded role: name, PermisosMatriz, 'Guardar' / 'Cancelar' and 'Eliminar' (see RolDetallePage).
 * The edits live in a draft (null: the role as the server has it), so a saved or cancelled edit
 * shows the server's role again.
 */
function RolEditor({ rol, volver }: RolEditorProps) {
  const navigate = useNavigate();
  const puedeEditar = usePermission(P.rolesPut);
  const puedeEliminar = usePermission(P.rolesDelete);
  // Only what the user holds can be given (docs/seguridad.md «Escalamiento de permisos»); the API checks it too.
  const { user } = useAuth();
  const otorgables = useMemo(() => new Set(user?.permissions ?? []), [user]);
  const actualizar = useUpdateRol();
  const eliminar = useDeleteRol();
  const original = useMemo(() => borradorDe(rol), [rol]);
  const [borrador, setBorrador] = useState<Borrador | null>(null);
  const [errorNombre, setErrorNombre] = useState<string | undefined>(undefined);
  const [errorDescuento, setErrorDescuento] = useState<string | undefined>(undefined);
  const [confirmando, setConfirmando] = useState(false);

  const actual = borrador ?? original;
  const sinGuardar =
    borrador !== null &&
    (borrador.name !== original.name || borrador.descuentoMaximo !== original.descuentoMaximo || !mismosPermisos([...borrador.permisos], [...original.permisos]));
  // Stable, so typing the name does not draw the whole matrix again.
  const cambiarPermisos = useCallback(
    (permisos: Set<string>) => setBorrador((b) => ({ ...(b ?? original), permisos })),
    [original],
  );
  const cambiarNombre = (name: string) => setBorrador((b) => ({ ...(b ?? original), name }));
  const cambiarDescuento = (descuentoMaximo: string) => setBorrador((b) => ({ ...(b ?? original), descuentoMaximo }));

  const guardar = (e: FormEvent) => {
    e.preventDefault();
    if (!puedeEditar || actualizar.isPending) return;
    const parsed = rolUpdateSchema.safeParse({
      name: actual.name,
      permissions: rol.sistema ? [...ALL_PERMISSIONS] : listaPermisos(actual.permisos),
      descuentoMaximo: actual.descuentoMaximo,
    });
    if (!parsed.success) {
      const deCampo = (campo: string) => parsed.error.issues.find((i) => i.path[0] === campo)?.message;
      setErrorNombre(deCampo('name') ?? (deCampo('descuentoMaximo') ? undefined : parsed.error.issues[0].message));
      setErrorDescuento(deCampo('descuentoMaximo'));
      return;
    }
    setErrorNombre(undefined);
    setErrorDescuento(undefined);
    actualizar.mutate(
      { id: rol.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(MENSAJES_ROL_DETALLE.actualizado);
          setBorrador(null);
        },
        onError: (err) => toast.error(errorMessage(err, MENSAJES_ROL_DETALLE.errorActualizar, MENSAJES_ROL_DETALLE.errorDeRed)),
      },
    );
  };

  const cancelar = () => {
    setBorrador(null);
    setErrorNombre(undefined);
    setErrorDescuento(undefined);
  };

  const confirmarEliminar = () => {
    eliminar.mutate(rol.id, {
      onSuccess: () => {
        toast.success(MENSAJES_ROL_DETALLE.eliminado);
        setConfirmando(false);
        navigate('/roles');
      },
      onError: (err) => {
        toast.error(errorMessage(err, MENSAJES_ROL_DETALLE.errorEliminar, MENSAJES_ROL_DETALLE.errorDeRed));
        setConfirmando(false);
      },
    });
  };

  const conEliminar = puedeEliminar && !rol.sistema;

  return (
    <>
      <PageHeader
        title={
          <>
            {rol.name} {rol.sistema ? <Badge tone="info">Sistema</Badge> : null}
          </>
        }
        subtitle={`${rol.usuarios} usuario${rol.usuarios === 1 ? '' : 's'} con este rol`}
        actions={
          <Actions>
            {volver}
            {conEliminar ? (
              <Button variant="danger" onClick={() => setConfirmando(true)}>
                Eliminar
              </Button>
            ) : null}
          </Actions>
        }
      />
      <Card>
        <form noValidate onSubmit={guardar} aria-label={`Rol ${rol.name}`}>
          <NombreCampo>
            <Field label="Nombre" htmlFor="rol-detalle-nombre" error={errorNombre} required>
              <Input
                id="rol-detalle-nombre"
                value={actual.name}
                readOnly={!puedeEditar}
                aria-required
                autoComplete="off"
                onChange={(e) => cambiarNombre(e.target.value)}
              />
            </Field>
          </NombreCampo>
          <NombreCampo>
            <Field label="Descuento máximo (%)" htmlFor="rol-detalle-descuento" error={errorDescuento} hint={AYUDA_DESCUENTO_MAXIMO}>
              <Input
                id="rol-detalle-descuento"
                value={actual.descuentoMaximo}
                readOnly={!puedeEditar}
                inputMode="decimal"
                autoComplete="off"
                onChange={(e) => cambiarDescuento(e.target.value)}
              />
            </Field>
          </NombreCampo>
          <Titulo>Permisos</Titulo>
          {rol.sistema ? <Nota role="note">{MSG_ROL_ADMIN_PERMISOS}</Nota> : null}
          <PermisosMatriz seleccion={actual.permisos} disabled={!puedeEditar || rol.sistema} otorgables={otorgables} onChange={cambiarPermisos} />
          {puedeEditar ? (
            <Pie>
              {sinGuardar ? <Aviso role="status">{MENSAJES_ROL_DETALLE.sinGuardar}</Aviso> : null}
              <Button type="button" onClick={cancelar} disabled={actualizar.isPending}>
                Cancelar
              </Button>
              <Button type="submit" variant="primary" loading={actualizar.isPending}>
                Guardar
              </Button>
            </Pie>
          ) : null}
        </form>
      </Card>
      <ConfirmDialog
        open={confirmando}
        title="Eliminar rol"
        message={`¿Está seguro de que desea eliminar el rol «${rol.name}»? Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        danger
        loading={eliminar.isPending}
        onConfirm={confirmarEliminar}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}

/**
 * /roles/{id} (permission roles.detail.get, docs/contactos-y-administracion.md «Roles»): the role's
 * name and its permissions in the PermisosMatriz (areas × actions, tri-state 'Todos' per area and per
 * action, the special permissions below). With roles.put 'Guardar' sends PUT roles/{id} with the
 * name and the exact list checked (in the order of ALL_PERMISSIONS): 'Rol actualizado exitosamente',
 * or the server's message (409: a taken name); 'Cancelar' drops the unsaved changes. Without
 * roles.put everything is read-only and there is no 'Guardar'. Administrador (`sistema`): every
 * permission checked and disabled with 'El rol Administrador conserva todos los permisos.', the name
 * editable, no 'Eliminar'. 'Eliminar' (roles.delete) asks first, then 'Rol eliminado' and /roles; a
 * refusal (409: users have the role) shows the server's message. A missing role: 'Rol no encontrado.'.
 */
export function RolDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const navigate = useNavigate();
  const { data: rol, isPending, isError, error, refetch } = useRol(idValido ? id : 0);

  const volver = (
    <Button variant="ghost" onClick={() => navigate('/roles')}>
      Volver
    </Button>
  );
  const soloVolver = <Actions>{volver}</Actions>;

  if (!idValido || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Rol" actions={soloVolver} />
        <ErrorPanel title={MSG_ROL_NO_ENCONTRADO} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Rol" actions={soloVolver} />
        <ErrorPanel
          title={MENSAJES_ROL_DETALLE.errorCarga}
          message={errorMessage(error, '', MENSAJES_ROL_DETALLE.errorDeRed) || undefined}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageHeader title="Rol" actions={soloVolver} />
        <EmptyState>
          <Spinner label="Cargando rol" />
        </EmptyState>
      </>
    );
  }
  // A new editor per role: another id never inherits this one's draft.
  return <RolEditor key={rol.id} rol={rol} volver={volver} />;
}

export default RolDetallePage;
