import { useNavigate, useLocation } from 'react-router-dom';
import { canOpen, findRoute, P, type VentaListItem } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { Badge, Button, ErrorPanel, Field, Input, PageHeader, SearchInput, Table, Toolbar } from 'shared/ui';
import { useVentas } from '../api/get-ventas';
import { estadoVenta } from '../utils/estado';
import { useVentasListParams } from './use-ventas-list-params';

/** The detail route of a sale in ROUTE_TABLE: who may open it decides the links and 'Ver'. */
const DETALLE = findRoute('/ventas/:id');

/**
 * /ventas and /facturacion (same screen, titled 'Facturación' there): the paged list of sales
 * (GET ventas), newest first, with search, date range, order (every column but Estado sorts on
 * the server), page size ('Filas por página', 10 by default) and page in the URL
 * (docs/arquitectura.md, "Listas"). For a user who may open /ventas/:id (`canOpen`,
 * docs/permisos.md) the N° is a link to the sale, a click on the row and 'Ver' open it too, and the
 * sale gets the list's URL to return to; without it there is neither link nor 'Ver'.
 * 'Nueva Venta' with ventas.post.
 */
export function VentasListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const puedeCrear = usePermission(P.ventasPost);
  const params = useVentasListParams();
  const { data, isPending, isError, refetch } = useVentas({
    page: params.page,
    pageSize: params.pageSize,
    search: params.search || undefined,
    fechaDesde: params.fechaDesde || undefined,
    fechaHasta: params.fechaHasta || undefined,
    sort: params.sort,
    dir: params.dir,
  });
  const puedeVerDetalle = DETALLE !== undefined && canOpen(DETALLE, user?.permissions);
  const volverA = { from: location.pathname + location.search };
  const ver = (v: VentaListItem) => navigate(`/ventas/${v.id}`, { state: volverA });

  const columns = [
    { key: 'id', header: 'N°', sortKey: 'id' as const, render: (v: VentaListItem) => v.id },
    { key: 'fecha', header: 'Fecha', sortKey: 'fecha' as const, render: (v: VentaListItem) => formatDateTime(v.fechaVenta) },
    {
      key: 'cliente',
      header: 'Cliente',
      sortKey: 'cliente' as const,
      render: (v: VentaListItem) => v.cliente?.nombreApellido ?? 'Sin cliente',
    },
    { key: 'vendedor', header: 'Vendedor', sortKey: 'vendedor' as const, render: (v: VentaListItem) => v.vendedor.name },
    { key: 'sucursal', header: 'Sucursal', sortKey: 'sucursal' as const, render: (v: VentaListItem) => v.sucursal.nombre },
    { key: 'metodo', header: 'Método de pago', sortKey: 'metodoPago' as const, render: (v: VentaListItem) => v.metodoPago.nombre },
    {
      key: 'total',
      header: 'Total',
      align: 'right' as const,
      sortKey: 'total' as const,
      render: (v: VentaListItem) => formatMoney(v.total, v.moneda.simbolo),
    },
    {
      key: 'estado',
      header: 'Estado',
      render: (v: VentaListItem) => {
        const e = estadoVenta(v);
        return <Badge tone={e.tone}>{e.label}</Badge>;
      },
    },
    ...(puedeVerDetalle
      ? [
          {
            key: 'acciones',
            header: '',
            align: 'right' as const,
            render: (v: VentaListItem) => (
              <Button size="sm" aria-label={`Ver venta ${v.id}`} onClick={() => ver(v)}>
                Ver
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={location.pathname === '/facturacion' ? 'Facturación' : 'Ventas'}
        subtitle={data ? `${data.total} ventas` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/ventas/nueva')}>
              Nueva Venta
            </Button>
          ) : undefined
        }
      />
      <Toolbar>
        <SearchInput value={params.searchText} onChange={params.changeSearch} placeholder="Buscar por cliente, vendedor o N°..." aria-label="Buscar ventas" />
        <Field label="Desde" htmlFor="ventas-desde">
          <Input id="ventas-desde" type="date" value={params.fechaDesde} onChange={(e) => params.changeFecha('fechaDesde', e.target.value)} />
        </Field>
        <Field label="Hasta" htmlFor="ventas-hasta">
          <Input id="ventas-hasta" type="date" value={params.fechaHasta} onChange={(e) => params.changeFecha('fechaHasta', e.target.value)} />
        </Field>
      </Toolbar>
      {isError ? (
        <ErrorPanel title="Error al cargar las ventas" onRetry={() => void refetch()} />
      ) : (
        <Table
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(v) => v.id}
          loading={isPending}
          page={data?.currentPage ?? params.page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={params.changePage}
          pageSize={params.pageSize}
          onPageSizeChange={params.changePageSize}
          sort={params.sorting}
          onSortChange={params.changeSort}
          rowHref={puedeVerDetalle ? (v: VentaListItem) => `/ventas/${v.id}` : undefined}
          linkColumn="id"
          rowLinkState={() => volverA}
          rowLinkLabel={(v: VentaListItem) => `Venta ${v.id}`}
          caption="Ventas"
        />
      )}
    </>
  );
}

export default VentasListPage;
