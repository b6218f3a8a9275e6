import type { ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ESTADOS_FABRICACION, ESTADO_FABRICACION_LABEL, P, type EstadoFabricacion, type FabricacionListItem } from 'shared';
import { usePermission } from 'shared/auth';
import { formatDateTime, formatQuantity } from 'shared/format';
import { Badge, Button, ErrorPanel, Field, PageHeader, SearchInput, Select, Table, Toolbar } from 'shared/ui';
import { useFabricaciones } from '../api/get-fabricaciones';
import { estadoFabricacion } from '../utils/estado';
import { MSG_ERROR_CARGAR_FABRICACIONES } from '../utils/mensajes';
import { useFabricacionesListParams } from './use-fabricaciones-list-params';

/**
 * /fabricacion (docs/fabricacion.md, permission fabricacion.get): the manufacturing runs, newest
 * first, paged on the server. Filters Estado (Todas / En proceso / Finalizada / Cancelada) and
 * Buscar (product code or name, debounced), page size ('Filas por página', 10 by default) and page
 * live in the URL (docs/arquitectura.md, «Listas»). Columns Nº, Fecha, Producto (código - nombre),
 * Cantidad with the unit (up to 4 decimals), Sucursal, Materias confirmadas ('{n} de {total}') and
 * Estado. With fabricacion.detail.get the Nº links to /fabricacion/{id} (a click on the row too),
 * handing the list's URL to the detail's 'Volver'; 'Nueva fabricación' needs fabricacion.post.
 * A failed load shows 'Error al cargar las fabricaciones' with a retry.
 */
export function FabricacionesListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const puedeVerDetalle = usePermission(P.fabricacionDetail);
  const puedeCrear = usePermission(P.fabricacionPost);
  const params = useFabricacionesListParams();
  const { data, isPending, isError, refetch } = useFabricaciones({
    estado: params.estado,
    search: params.search,
    page: params.page,
    pageSize: params.pageSize,
  });
  const volverA = { from: location.pathname + location.search };

  const columns = [
    { key: 'id', header: 'Nº', width: '5rem', render: (f: FabricacionListItem) => f.id },
    { key: 'fecha', header: 'Fecha', render: (f: FabricacionListItem) => formatDateTime(f.fecha) },
    { key: 'producto', header: 'Producto', render: (f: FabricacionListItem) => `${f.producto.codigo} - ${f.producto.nombre}` },
    {
      key: 'cantidad',
      header: 'Cantidad',
      align: 'right' as const,
      render: (f: FabricacionListItem) => formatQuantity(f.cantidadFabricada, f.producto.unidad),
    },
    { key: 'sucursal', header: 'Sucursal', render: (f: FabricacionListItem) => f.sucursal.nombre },
    {
      key: 'materias',
      header: 'Materias confirmadas',
      render: (f: FabricacionListItem) => `${f.materiasConfirmadasCount} de ${f.materiasTotal}`,
    },
    {
      key: 'estado',
      header: 'Estado',
      render: (f: FabricacionListItem) => {
        const e = estadoFabricacion(f.estado);
        return <Badge tone={e.tone}>{e.label}</Badge>;
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Fabricación"
        subtitle={data ? `${data.total} fabricaci${data.total === 1 ? 'ón' : 'ones'}` : undefined}
        actions={
          puedeCrear ? (
            <Button variant="primary" onClick={() => navigate('/crear-fabricacion')}>
              Nueva fabricación
            </Button>
          ) : undefined
        }
      />
      <Toolbar>
        <Field label="Estado" htmlFor="fabricaciones-estado">
          <Select
            id="fabricaciones-estado"
            value={params.estado ?? ''}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => params.changeEstado((e.target.value || undefined) as EstadoFabricacion | undefined)}
          >
            <option value="">Todas</option>
            {ESTADOS_FABRICACION.map((estado) => (
              <option key={estado} value={estado}>
                {ESTADO_FABRICACION_LABEL[estado]}
              </option>
            ))}
          </Select>
        </Field>
        <SearchInput
          value={params.searchText}
          onChange={params.changeSearch}
          placeholder="Código o nombre del producto..."
          aria-label="Buscar"
        />
      </Toolbar>
      {isError ? (
        <ErrorPanel title={MSG_ERROR_CARGAR_FABRICACIONES} onRetry={() => void refetch()} />
      ) : (
        <Table
          caption="Fabricaciones"
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(f: FabricacionListItem) => f.id}
          loading={isPending}
          page={data?.currentPage ?? params.page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={params.changePage}
          pageSize={params.pageSize}
          onPageSizeChange={params.changePageSize}
          rowHref={puedeVerDetalle ? (f: FabricacionListItem) => `/fabricacion/${f.id}` : undefined}
          linkColumn="id"
          rowLinkState={() => volverA}
          rowLinkLabel={(f: FabricacionListItem) => `Fabricación ${f.id}`}
        />
      )}
    </>
  );
}

export default FabricacionesListPage;
