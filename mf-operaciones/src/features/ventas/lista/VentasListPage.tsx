import { useNavigate, useLocation } from 'react-router-dom';
import { canOpen, findRoute, P, type EstadoPago, type VentaListItem } from 'shared';
import { useAuth, usePermission } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { Badge, Button, ErrorPanel, Field, PageHeader, SearchInput, Select, Table, Toolbar, RangoFechas } from 'shared/ui';
import { useVendedores } from '../api/get-vendedores';
import { useVentas } from '../api/get-ventas';
import { estadoVenta } from '../../comun/utils/estado-venta';
import { useVentasListParams } from './use-ventas-list-params';

/** The detail route of a sale in ROUTE_TABLE: who may open it decides the links and 'Ver'. */
const DETALLE = findRoute('/ventas/:id');

/** The options of 'Estado de pago' after 'Todos', in the order of the screen (typed: a renamed state breaks the build). */
const ESTADOS_FILTRO: readonly EstadoPago[] = ['Pagada', 'Pendiente', 'Parcial'];

/** Shown under the Vendedor filter when GET users fails (the rest of the list keeps working). */
export const MSG_ERROR_VENDEDORES = 'Error al cargar los vendedores';

/**
 * /ventas and /facturacion (same screen, titled 'Facturación' there; docs/ventas-y-presupuestos.md):
 * the paged list of sales (GET ventas), newest first. Filters: text (client, seller or N°),
 * Vendedor ('Todos' and the sellers of GET users?pageSize=100, which answers holders of ventas.get or
 * facturacion.get with the sellers only; 'Error al cargar los vendedores' when it fails), Desde / Hasta (days), Estado de
 * pago (Todos / Pagada / Pendiente / Parcial) and Anuladas (Todas / Solo activas / Solo anuladas),
 * sent as search, vendedorId, fechaDesde, fechaHasta, estadoPago and anulada. Filters, order (every
 * column but Estado sorts on the server), page size ('Filas por página', 10 by default) and page
 * live in the URL (docs/arquitectura.md, "Listas"). Columns N°, Fecha, Cliente, Vendedor, Sucursal,
 * Método de pago, Total (with the sale's currency symbol) and Estado (Pagada / Pendiente / Parcial,
 * 'Anulada' for annulled sales). For a user who may open /ventas/:id (`canOpen`, docs/permisos.md)
 * the N° is a link to the sale, a click on the row and 'Ver' open it too, and the sale gets the
 * list's URL to return to; without it there is neither link nor 'Ver'. 'Nueva Venta' with
 * ventas.post. States: loading, 'No hay resultados.', 'Error al cargar las ventas' with Reintentar.
 */
export function VentasListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const puedeCrear = usePermission(P.ventasPost);
  // GET users gives the sellers to whoever may see this list (docs/contactos-y-administracion.md).
  const puedeVerVendedores = usePermission([P.usuariosGet, P.ventasGet, P.facturacionGet]);
  const params = useVentasListParams();
  const vendedores = useVendedores(puedeVerVendedores);
  const { data, isPending, isError, refetch } = useVentas(params.query);
  const vendedorElegido = params.vendedorId === undefined ? '' : String(params.vendedorId);
  const vendedorDesconocido = params.vendedorId !== undefined && !vendedores.data?.some((u) => u.id === params.vendedorId);
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
        subtitle={data ? `${data.total} venta${data.total === 1 ? '' : 's'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/ventas/nueva')}>
              Nueva Venta
            </Button>
          ) : undefined
        }
      />
      <Toolbar role="search" aria-label="Filtros de ventas">
        <SearchInput value={params.searchText} onChange={params.changeSearch} placeholder="Buscar por cliente, vendedor o N°..." aria-label="Buscar ventas" />
        {puedeVerVendedores ? (
          <Field label="Vendedor" htmlFor="ventas-vendedor" error={vendedores.isError ? MSG_ERROR_VENDEDORES : undefined}>
            <Select id="ventas-vendedor" value={vendedorElegido} onChange={(e) => params.changeVendedor(e.target.value)}>
              <option value="">Todos</option>
              {vendedores.data?.map((u) => (
                <option key={u.id} value={String(u.id)}>
                  {u.codVendedor ? `${u.name} (${u.codVendedor})` : u.name}
                </option>
              ))}
              {vendedorDesconocido ? <option value={vendedorElegido}>{`Vendedor N° ${params.vendedorId}`}</option> : null}
            </Select>
          </Field>
        ) : null}
        <RangoFechas idPrefix="ventas" fechaDesde={params.fechaDesde} fechaHasta={params.fechaHasta} onChange={params.changeFecha} />
        <Field label="Estado de pago" htmlFor="ventas-estado-pago">
          <Select id="ventas-estado-pago" value={params.estadoPago ?? ''} onChange={(e) => params.changeEstadoPago(e.target.value)}>
            <option value="">Todos</option>
            {ESTADOS_FILTRO.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Anuladas" htmlFor="ventas-anuladas">
          <Select id="ventas-anuladas" value={params.anulada ?? ''} onChange={(e) => params.changeAnulada(e.target.value)}>
            <option value="">Todas</option>
            <option value="false">Solo activas</option>
            <option value="true">Solo anuladas</option>
          </Select>
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
