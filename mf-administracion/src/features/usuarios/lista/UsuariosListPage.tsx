import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, P, type Usuario } from 'shared';
import { usePermission } from 'shared/auth';
import { Badge, Button, ErrorPanel, Field, PageHeader, SearchInput, Select, Table, Toolbar } from 'shared/ui';
import { useRoles } from '../../comun/api/get-roles';
import { useUsuarios } from '../api/get-usuarios';
import { orDash, textoComision } from '../utils/textos';
import { useUsuariosListParams, type EstadoFiltro } from './use-usuarios-list-params';

/** Title of the load error panel. */
export const ERROR_CARGA_USUARIOS = 'Error al cargar los usuarios';


/**
 * /usuarios (permission usuarios.get, docs/contactos-y-administracion.md «Usuarios»): the users by
 * name, 10 a page, paged on the server. A debounced search (name, e-mail or seller code), the filters
 * Rol ('Todos' or a role of GET roles) and Estado (Todos / Activos / Inactivos), the page size and
 * the page live in the URL (docs/arquitectura.md, "Listas"). Columns Nombre (a link to
 * /usuarios/{id} with usuarios.detail.get), E-mail, Rol, Sucursal, Código de vendedor, Comisión
 * ('5,00 %') and Estado ('Activo' / 'Inactivo'); '-' for what is missing. 'Nuevo usuario'
 * (usuarios.post) opens /crear-usuario. The detail and the form get the list's URL to return to.
 */
export function UsuariosListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const volverA = { from: location.pathname + location.search };
  const puedeCrear = usePermission(P.usuariosPost);
  const puedeVerDetalle = usePermission(P.usuariosDetail);
  const params = useUsuariosListParams();
  const roles = useRoles();
  const { data, isPending, isError, error, refetch } = useUsuarios(params.query);

  const rolOpciones = roles.data ?? [];
  const rolSeleccionado = params.roleId ? String(params.roleId) : '';
  const rolDesconocido = params.roleId !== undefined && !rolOpciones.some((r) => r.id === params.roleId);

  const columns = [
    { key: 'name', header: 'Nombre' },
    { key: 'email', header: 'E-mail', render: (u: Usuario) => orDash(u.email) },
    { key: 'roleName', header: 'Rol', render: (u: Usuario) => orDash(u.roleName) },
    { key: 'sucursal', header: 'Sucursal', render: (u: Usuario) => orDash(u.sucursalNombre) },
    { key: 'cod_vendedor', header: 'Código de vendedor', render: (u: Usuario) => orDash(u.cod_vendedor) },
    { key: 'comision', header: 'Comisión', align: 'right' as const, render: (u: Usuario) => textoComision(u.comision) },
    {
      key: 'activo',
      header: 'Estado',
      render: (u: Usuario) =>
        u.activo === false ? <Badge tone="neutral">Inactivo</Badge> : <Badge tone="success">Activo</Badge>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Usuarios"
        subtitle={data ? `${data.total} usuario${data.total === 1 ? '' : 's'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/crear-usuario', { state: volverA })}>
              Nuevo usuario
            </Button>
          ) : undefined
        }
      />
      <Toolbar role="search" aria-label="Filtros de usuarios">
        <SearchInput
          value={params.searchText}
          onChange={params.changeSearch}
          placeholder="Buscar por nombre, e-mail o código de vendedor..."
          aria-label="Buscar usuarios"
        />
        <Field label="Rol" htmlFor="usuarios-rol">
          <Select id="usuarios-rol" value={rolSeleccionado} onChange={(e) => params.changeRol(e.target.value)}>
            <option value="">Todos</option>
            {rolOpciones.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
            {rolDesconocido ? <option value={rolSeleccionado}>{`Rol N° ${params.roleId}`}</option> : null}
          </Select>
        </Field>
        <Field label="Estado" htmlFor="usuarios-estado">
          <Select id="usuarios-estado" value={params.activo} onChange={(e) => params.changeEstado(e.target.value as EstadoFiltro)}>
            <option value="">Todos</option>
            <option value="true">Activos</option>
            <option value="false">Inactivos</option>
          </Select>
        </Field>
      </Toolbar>
      {isError ? (
        <ErrorPanel
          title={ERROR_CARGA_USUARIOS}
          message={errorMessage(error, '', 'Error de red') || undefined}
          onRetry={() => void refetch()}
        />
      ) : (
        <Table
          columns={columns}
          rows={data?.usuarios ?? []}
          rowKey={(u: Usuario) => u.id}
          loading={isPending}
          page={data?.currentPage ?? params.page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={params.changePage}
          pageSize={params.pageSize}
          onPageSizeChange={params.changePageSize}
          rowHref={puedeVerDetalle ? (u: Usuario) => `/usuarios/${u.id}` : undefined}
          rowLinkState={() => volverA}
          linkColumn="name"
          caption="Usuarios"
        />
      )}
    </>
  );
}

export default UsuariosListPage;
