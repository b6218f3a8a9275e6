import { useNavigate } from 'react-router-dom';
import { errorMessage, P, type Rol } from 'shared';
import { usePermission } from 'shared/auth';
import { Badge, Button, ErrorPanel, PageHeader, Table } from 'shared/ui';
import { useRoles } from '../../comun/api/get-roles';
import { textoPermisos } from '../utils/permisos';

/** Title of the load error panel. */
export const ERROR_CARGA_ROLES = 'Error al cargar los roles';

/**
 * /roles (permission roles.get, docs/contactos-y-administracion.md «Roles»): every role by name with
 * Nombre (a link to /roles/{id} with roles.detail.get), Usuarios (how many have it), Permisos (how
 * many it holds, 'Todos' when it holds every one) and a 'Sistema' badge on Administrador.
 * 'Nuevo rol' (roles.post) opens /crear-rol.
 */
export function RolesListPage() {
  const navigate = useNavigate();
  const puedeCrear = usePermission(P.rolesPost);
  const puedeVerDetalle = usePermission(P.rolesDetail);
  const { data, isPending, isError, error, refetch } = useRoles();

  const columns = [
    { key: 'name', header: 'Nombre' },
    { key: 'usuarios', header: 'Usuarios', align: 'right' as const, render: (r: Rol) => String(r.usuarios) },
    { key: 'permisos', header: 'Permisos', align: 'right' as const, render: (r: Rol) => textoPermisos(r.permissions) },
    { key: 'tipo', header: 'Tipo', render: (r: Rol) => (r.sistema ? <Badge tone="info">Sistema</Badge> : null) },
  ];

  return (
    <>
      <PageHeader
        title="Roles"
        subtitle={data ? `${data.length} rol${data.length === 1 ? '' : 'es'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/crear-rol')}>
              Nuevo rol
            </Button>
          ) : undefined
        }
      />
      {isError ? (
        <ErrorPanel
          title={ERROR_CARGA_ROLES}
          message={errorMessage(error, '', 'Error de red') || undefined}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table
          columns={columns}
          rows={data ?? []}
          rowKey={(r: Rol) => r.id}
          loading={isPending}
          rowHref={puedeVerDetalle ? (r: Rol) => `/roles/${r.id}` : undefined}
          linkColumn="name"
          caption="Roles"
        />
      )}
    </>
  );
}

export default RolesListPage;
