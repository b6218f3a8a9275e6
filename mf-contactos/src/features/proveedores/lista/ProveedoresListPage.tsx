import { useNavigate } from 'react-router-dom';
import { canOpen, errorMessage, findRoute, P, type Proveedor } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { Button, ErrorPanel, PageHeader, SearchInput, Table, Toolbar, type TableColumn } from 'shared/ui';
import { useProveedores, type ProveedoresSortKey } from '../api/get-proveedores';
import { useProveedoresListParams } from './use-proveedores-list-params';

/** Title of the error panel when GET proveedores fails. */
export const MSG_ERROR_PROVEEDORES = 'Error al cargar proveedores';

/** The detail route of a supplier in ROUTE_TABLE: who may open it decides the row links. */
const DETALLE = findRoute('/proveedores/:id');

const orDash = (v: string | null) => (v && v.trim() ? v : '-');

/**
 * /listados/proveedores (proveedores.get; docs/contactos-y-administracion.md, «Proveedores»): the
 * paged supplier list, by name, with a debounced search over name, CUIT, contact and e-mail.
 * Columns Nombre, CUIT, Contacto, Teléfono, E-mail and Provincia ('-' when empty); Nombre, CUIT,
 * Contacto and Provincia sort on the server (PROVEEDORES_SORT_KEYS). Search, order, page size
 * ('Filas por página', 10 by default) and page live in the URL (docs/arquitectura.md, «Listas»).
 * For a user who may open /proveedores/:id (`canOpen`, docs/permisos.md) the name links to the
 * supplier and a click on the row opens it. 'Nuevo proveedor' (proveedores.post) opens
 * /crear-proveedor. States: loading, 'No hay resultados.', and 'Error al cargar proveedores' with
 * the server's message, if any, and a retry.
 */
export function ProveedoresListPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const puedeCrear = usePermission(P.proveedoresPost);
  const puedeVerDetalle = DETALLE !== undefined && canOpen(DETALLE, user?.permissions);
  const { search, page, pageSize, sort, dir, sorting, searchText, changeSearch, changePage, changeSort, changePageSize } =
    useProveedoresListParams();
  const { data, isPending, isFetching, isError, error, refetch } = useProveedores({ search, page, pageSize, sort, dir });

  const columns: TableColumn<Proveedor, ProveedoresSortKey>[] = [
    { key: 'nombre', header: 'Nombre', sortKey: 'nombre' },
    { key: 'cuit', header: 'CUIT', sortKey: 'cuit', render: (p) => orDash(p.cuit) },
    { key: 'contacto', header: 'Contacto', sortKey: 'contacto', render: (p) => orDash(p.contacto) },
    { key: 'telefono', header: 'Teléfono', render: (p) => orDash(p.telefono) },
    { key: 'email', header: 'E-mail', render: (p) => orDash(p.email) },
    { key: 'provincia', header: 'Provincia', sortKey: 'provincia', render: (p) => orDash(p.provincia) },
  ];

  return (
    <>
      <PageHeader
        title="Proveedores"
        subtitle={data ? `${data.total} proveedor${data.total === 1 ? '' : 'es'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/crear-proveedor')}>
              Nuevo proveedor
            </Button>
          ) : undefined
        }
      />
      <Toolbar role="search" aria-label="Filtros de proveedores">
        <SearchInput
          value={searchText}
          onChange={changeSearch}
          placeholder="Buscar por nombre, CUIT, contacto o e-mail..."
          aria-label="Buscar proveedores"
        />
      </Toolbar>
      {isError ? (
        <ErrorPanel title={MSG_ERROR_PROVEEDORES} message={errorMessage(error, '') || undefined} onRetry={() => void refetch()} />
      ) : (
        <Table
          caption="Proveedores"
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(p) => p.id}
          loading={isPending || (isFetching && !data)}
          page={data?.currentPage ?? page}
          totalPages={data?.totalPages ?? 1}
          onPageChange={changePage}
          pageSize={pageSize}
          onPageSizeChange={changePageSize}
          sort={sorting}
          onSortChange={changeSort}
          rowHref={puedeVerDetalle ? (p) => `/proveedores/${p.id}` : undefined}
          linkColumn="nombre"
        />
      )}
    </>
  );
}

export default ProveedoresListPage;
