import { useLocation, useNavigate } from 'react-router-dom';
import { canOpen, ESTADO_INGRESO_LABEL, findRoute, P, type IngresoListItem } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { formatDateTime } from 'shared/format';
import { Badge, Button, ErrorPanel, Field, PageHeader, SearchInput, Select, Table, Toolbar, RangoFechas } from 'shared/ui';
import { useProveedoresSelect } from 'shared/query';
import { useIngresos } from '../api/get-ingresos';
import { useIngresosListParams } from './use-ingresos-list-params';

/** Title of the load error panel. */
export const MSG_ERROR_CARGAR_INGRESOS = 'Error al cargar los ingresos';

/** The detail route of an entry in ROUTE_TABLE: who may open it decides the links. */
const DETALLE = findRoute('/ingresos/:id');

/**
 * /ingresos (permission ingresos.get; docs/stock-y-productos.md, "Ingresos de stock y costos"): the
 * stock entries, newest first, paged on the server (GET ingresos). Filters Desde / Hasta (Buenos
 * Aires days, both included), Proveedor ('Todos') and Buscar (product or supplier), with page size
 * ('Filas por página', 10 by default) and page, live in the URL (docs/arquitectura.md, "Listas").
 * Columns Nº (a link to /ingresos/{id} for users who may open it, carrying the list's URL to come
 * back to), Fecha (dd/mm/aaaa hh:mm), Sucursal, Proveedores (joined by ', '), Productos (line
 * count), Usuario, Estado. 'Ingresar stock' with stock.add_stock. A failed load shows 'Error al
 * cargar los ingresos' with a retry.
 */
export function IngresosListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const puedeIngresar = usePermission(P.stockAdd);
  const params = useIngresosListParams();
  const proveedores = useProveedoresSelect();
  const { data, isPending, isError, refetch } = useIngresos(params.query);
  const puedeVerDetalle = DETALLE !== undefined && canOpen(DETALLE, user?.permissions);
  const volverA = { from: location.pathname + location.search };

  const opciones = proveedores.data ?? [];
  const proveedorElegido = params.proveedorId ? String(params.proveedorId) : '';
  const proveedorDesconocido = params.proveedorId !== undefined && !opciones.some((p) => p.id === params.proveedorId);

  const columns = [
    { key: 'id', header: 'Nº', render: (i: IngresoListItem) => i.id },
    { key: 'fecha', header: 'Fecha', render: (i: IngresoListItem) => formatDateTime(i.fechaIngreso) },
    { key: 'sucursal', header: 'Sucursal', render: (i: IngresoListItem) => i.sucursal.nombre },
    { key: 'proveedores', header: 'Proveedores', render: (i: IngresoListItem) => (i.proveedores.length > 0 ? i.proveedores.join(', ') : 'N/A') },
    { key: 'productos', header: 'Productos', align: 'right' as const, render: (i: IngresoListItem) => i.cantidadProductos },
    { key: 'usuario', header: 'Usuario', render: (i: IngresoListItem) => i.usuario?.name ?? 'N/A' },
    {
      key: 'estado',
      header: 'Estado',
      render: (i: IngresoListItem) => <Badge tone={i.status === 'anulado' ? 'danger' : 'success'}>{ESTADO_INGRESO_LABEL[i.status] ?? i.status}</Badge>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Ingresos"
        subtitle={data ? `${data.total} ingreso${data.total === 1 ? '' : 's'}` : undefined}
        actions={
          puedeIngresar ? (
            <Button variant="primary" onClick={() => navigate('/ingresar-stock')}>
              Ingresar stock
            </Button>
          ) : undefined
        }
      />
      <Toolbar role="search" aria-label="Filtros de ingresos">
        <RangoFechas idPrefix="ingresos" fechaDesde={params.fechaDesde} fechaHasta={params.fechaHasta} onChange={params.changeFecha} />
        <Field label="Proveedor" htmlFor="ingresos-proveedor">
          <Select id="ingresos-proveedor" value={proveedorElegido} onChange={(e) => params.changeProveedor(e.target.value)}>
            <option value="">Todos</option>
            {opciones.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.nombre}
              </option>
            ))}
            {proveedorDesconocido ? <option value={proveedorElegido}>{`Proveedor N° ${params.proveedorId}`}</option> : null}
          </Select>
        </Field>
        <Field label="Buscar" htmlFor="ingresos-buscar">
          <SearchInput id="ingresos-buscar" value={params.searchText} onChange={params.changeSearch} placeholder="Producto o proveedor..." />
        </Field>
      </Toolbar>
      {isError ? (
        <ErrorPanel title={MSG_ERROR_CARGAR_INGRESOS} onRetry={() => void refetch()} />
      ) : (
        <Table
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(i: IngresoListItem) => i.id}
          loading={isPending}
          page={data?.currentPage ?? params.page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={params.changePage}
          pageSize={params.pageSize}
          onPageSizeChange={params.changePageSize}
          rowHref={puedeVerDetalle ? (i: IngresoListItem) => `/ingresos/${i.id}` : undefined}
          linkColumn="id"
          rowLinkState={() => volverA}
          rowLinkLabel={(i: IngresoListItem) => `Ingreso ${i.id}`}
          caption="Ingresos"
        />
      )}
    </>
  );
}

export default IngresosListPage;
