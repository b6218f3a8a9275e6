import { useState } from 'react';
import styled from 'styled-components';
import { canOpen, CATEGORIA_LABEL, errorMessage, findRoute, type ProveedorIngreso, type ProveedorProducto } from 'shared';
import { useAuth } from 'shared/auth';
import { formatDateTime, formatMoney } from 'shared/format';
import { Card, ErrorPanel, Table, type TableColumn } from 'shared/ui';
import { useProveedorIngresos, useProveedorProductos } from '../api/get-proveedor-actividad';

/** Empty text of 'Productos que provee'. */
export const MSG_SIN_PRODUCTOS = 'Sin productos asociados.';
/** Empty text of 'Ingresos recientes'. */
export const MSG_SIN_INGRESOS = 'Sin ingresos registrados.';
/** Error titles of the two sections. */
export const MSG_ERROR_PRODUCTOS = 'Error al cargar los productos del proveedor';
export const MSG_ERROR_INGRESOS = 'Error al cargar los ingresos del proveedor';

const SectionTitle = styled.h2`
  font-size: 1rem;
  margin: 0 0 12px;
`;

const PRODUCTO = findRoute('/productos/:id');
const INGRESO = findRoute('/ingresos/:id');

/** True when the signed-in user may open the route (its links are plain text otherwise). */
function usePuedeAbrir(route: ReturnType<typeof findRoute>): boolean {
  const { user } = useAuth();
  return route !== undefined && canOpen(route, user?.permissions);
}

/**
 * 'Productos que provee' of /proveedores/{id} (docs/contactos-y-administracion.md): the products
 * of the supplier by code, 10 a page (the page is the section's own, not in the URL). Columns
 * Código (a link to /productos/{id} for who may open it), Producto, Categoría (Materia prima,
 * Esencia, Elaborado), Unidad and Costo (es-AR money with the symbol of its cost currency). States:
 * loading, 'Sin productos asociados.', error with a retry.
 */
export function ProductosDelProveedor({ proveedorId }: { proveedorId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useProveedorProductos(proveedorId, page);
  const puedeAbrir = usePuedeAbrir(PRODUCTO);
  const columns: TableColumn<ProveedorProducto>[] = [
    { key: 'codigo', header: 'Código' },
    { key: 'nombre', header: 'Producto' },
    { key: 'categoria', header: 'Categoría', render: (p) => CATEGORIA_LABEL[p.categoria] ?? p.categoria },
    { key: 'unidad', header: 'Unidad' },
    { key: 'costo', header: 'Costo', align: 'right', render: (p) => formatMoney(p.costo, p.costoMonedaSimbolo) },
  ];
  return (
    <Card>
      <section aria-labelledby="proveedor-productos-titulo">
        <SectionTitle id="proveedor-productos-titulo">Productos que provee</SectionTitle>
        {isError ? (
          <ErrorPanel title={MSG_ERROR_PRODUCTOS} message={errorMessage(error, '') || undefined} onRetry={() => void refetch()} />
        ) : (
          <Table
            caption="Productos que provee"
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(p) => p.id}
            loading={isPending}
            emptyText={MSG_SIN_PRODUCTOS}
            page={data?.currentPage ?? page}
            totalPages={data?.totalPages ?? 0}
            onPageChange={setPage}
            rowHref={puedeAbrir ? (p) => `/productos/${p.id}` : undefined}
            linkColumn="codigo"
            rowLinkLabel={(p) => `${p.codigo} ${p.nombre}`}
          />
        )}
      </section>
    </Card>
  );
}

/**
 * 'Ingresos recientes' of /proveedores/{id} (docs/contactos-y-administracion.md): the stock
 * entries with lines of the supplier, newest first, 5 a page (the section's own page). Columns N° (a
 * link to /ingresos/{id} for who may open it), Fecha (es-AR, Buenos Aires time), Sucursal and Líneas
 * (the entry's lines of this supplier). States: loading, 'Sin ingresos registrados.', error with a retry.
 */
export function IngresosDelProveedor({ proveedorId }: { proveedorId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useProveedorIngresos(proveedorId, page);
  const puedeAbrir = usePuedeAbrir(INGRESO);
  const columns: TableColumn<ProveedorIngreso>[] = [
    { key: 'id', header: 'N°' },
    { key: 'fechaIngreso', header: 'Fecha', render: (i) => formatDateTime(i.fechaIngreso) },
    { key: 'sucursal', header: 'Sucursal' },
    { key: 'lineas', header: 'Líneas', align: 'right' },
  ];
  return (
    <Card>
      <section aria-labelledby="proveedor-ingresos-titulo">
        <SectionTitle id="proveedor-ingresos-titulo">Ingresos recientes</SectionTitle>
        {isError ? (
          <ErrorPanel title={MSG_ERROR_INGRESOS} message={errorMessage(error, '') || undefined} onRetry={() => void refetch()} />
        ) : (
          <Table
            caption="Ingresos recientes"
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(i) => i.id}
            loading={isPending}
            emptyText={MSG_SIN_INGRESOS}
            page={data?.currentPage ?? page}
            totalPages={data?.totalPages ?? 0}
            onPageChange={setPage}
            rowHref={puedeAbrir ? (i) => `/ingresos/${i.id}` : undefined}
            linkColumn="id"
            rowLinkLabel={(i) => `Ingreso ${i.id}`}
          />
        )}
      </section>
    </Card>
  );
}
