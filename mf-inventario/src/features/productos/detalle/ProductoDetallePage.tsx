import { useEffect, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIA_LABEL, errorMessage, ID_MAX, P, type ProductoBody } from 'shared';
import { usePermission } from 'shared/auth';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Button, ErrorPanel, Field, PageHeader, Select, Spinner, Toolbar } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { useMonedas, useSucursales } from 'shared/query';
import { useDeleteProducto } from '../api/delete-producto';
import { isNotFound, useProducto } from '../api/get-producto';
import { useUpdateProducto } from '../api/update-producto';
import { ProductoForm } from '../components/ProductoForm';
import { productoToFormValues } from '../utils/producto-form';
import { CostosSection } from './CostosSection';
import { MovimientosSection } from './MovimientosSection';
import { ProductoDatos } from './ProductoDatos';
import { useProductoDetalleParams } from './use-producto-detalle-params';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

/** The screen of one product; remounted for another id so its edit state never carries over. */
function ProductoDetalle({ id }: { id: number | undefined }) {
  const navigate = useNavigate();
  const { volver } = useVolver('/stock', { historial: true });
  const puedeEditar = usePermission(P.stockPut);
  const puedeEliminar = usePermission(P.stockDelete);
  const puedeEditarCosto = usePermission(P.stockEditarCosto);
  const params = useProductoDetalleParams();
  const { movPage, costosPage, changeSucursal, changeMovPage, changeCostosPage } = params;
  const sucursales = useSucursales();
  const monedas = useMonedas();
  const { data: producto, isPending, isError, error, refetch } = useProducto(id ?? 0);
  const actualizar = useUpdateProducto();
  const eliminar = useDeleteProducto();
  const [editando, setEditando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);

  const primeraSucursal = sucursales.data?.[0]?.id;
  const sucursal = sucursales.data?.find((s) => s.id === params.sucursalId);
  const sinSucursales = sucursales.data?.length === 0;

  // Preselect the first branch (or replace an unknown one) in the URL, without a history entry.
  useEffect(() => {
    if (!sucursal && primeraSucursal !== undefined) changeSucursal(primeraSucursal, { keepPage: true });
  }, [sucursal, primeraSucursal, changeSucursal]);

  const volverButton = (
    <Button variant="ghost" onClick={volver}>
      Volver
    </Button>
  );

  if (id === undefined || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Producto" actions={volverButton} />
        <ErrorPanel title="Producto no encontrado." message={<Link to="/stock">Volver al stock</Link>} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Producto" actions={volverButton} />
        <ErrorPanel title="Error al cargar detalles del producto" message={errorMessage(error, '')} onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <PageHeader title="Producto" actions={volverButton} />
        <Centered>
          <Spinner label="Cargando producto" />
        </Centered>
      </>
    );
  }

  const guardar = (body: ProductoBody) => {
    actualizar.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success('Producto actualizado correctamente');
          setEditando(false);
        },
        onError: (err) => toast.error(errorMessage(err, 'Error al actualizar producto')),
      },
    );
  };

  const confirmarEliminar = () => {
    eliminar.mutate(id, {
      onSuccess: () => {
        toast.success('Producto eliminado correctamente');
        setConfirmando(false);
        navigate('/stock');
      },
      onError: (err) => {
        toast.error(errorMessage(err, 'Error al eliminar producto'));
        setConfirmando(false);
      },
    });
  };

  const acciones = editando ? (
    volverButton
  ) : (
    <>
      {volverButton}
      {puedeEditar ? (
        <Button variant="primary" onClick={() => setEditando(true)}>
          Editar
        </Button>
      ) : null}
      {puedeEliminar ? (
        <Button variant="danger" onClick={() => setConfirmando(true)}>
          Eliminar
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader
        title={`Producto ${producto.codigo} - ${producto.nombre}`}
        subtitle={editando ? 'Editar producto' : CATEGORIA_LABEL[producto.categoria]}
        actions={acciones}
      />
      {editando ? (
        <ProductoForm
          key={`editar-${producto.id}`}
          initialValues={productoToFormValues(producto)}
          productoId={producto.id}
          proveedorActual={producto.proveedor}
          costoEditable={puedeEditarCosto}
          submitLabel="Guardar cambios"
          submitting={actualizar.isPending}
          onSubmit={guardar}
          onCancel={() => setEditando(false)}
        />
      ) : (
        <>
          <Toolbar>
            <Field label="Sucursal" htmlFor="producto-sucursal">
              <Select
                id="producto-sucursal"
                value={sucursal ? String(sucursal.id) : ''}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => changeSucursal(Number(e.target.value))}
                disabled={!sucursales.data || sinSucursales}
              >
                {sucursales.data ? null : <option value="">{sucursales.isError ? 'Sin sucursales' : 'Cargando...'}</option>}
                {sucursales.data?.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.nombre}
                  </option>
                ))}
              </Select>
            </Field>
          </Toolbar>
          {sucursales.isError ? <ErrorPanel title="Error al cargar las sucursales" onRetry={() => void sucursales.refetch()} /> : null}
          <ProductoDatos producto={producto} monedas={monedas.data} sucursal={sucursal} />
          <MovimientosSection
            productoId={producto.id}
            unidad={producto.unidad}
            sucursalId={sucursal?.id}
            sucursalNombre={sucursal?.nombre}
            enabled={sucursal !== undefined || sinSucursales}
            page={movPage}
            onPageChange={changeMovPage}
          />
          <CostosSection productoId={producto.id} monedas={monedas.data} page={costosPage} onPageChange={changeCostosPage} />
        </>
      )}
      <ConfirmDialog
        open={confirmando}
        title="Eliminar producto"
        message={`¿Está seguro de que desea eliminar el producto ${producto.codigo} - ${producto.nombre}? Esta acción no se puede deshacer.`}
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
 * /productos/:id (stock.detail.get; docs/stock-y-productos.md). Header 'Producto {codigo} -
 * {nombre}'. A branch selector (the first branch preselected, kept in the URL as ?sucursalId=)
 * picks the stock shown among the data and the branch of 'Movimientos de stock'. View mode: every
 * field ({@link ProductoDatos}), 'Stock por sucursal', the formula, 'Movimientos de stock'
 * ({@link MovimientosSection}) and 'Historial de costos' ({@link CostosSection}); costs are shown
 * to every user of the screen (an internal back-office). 'Editar' (stock.put) switches to the
 * shared ProductoForm (cost read-only without stock.editar_costo); 'Guardar cambios' saves ('Producto
 * actualizado correctamente', or the server's message / 'Error al actualizar producto') and returns
 * to the view, 'Cancelar' returns without saving. 'Eliminar' (stock.delete, hidden while editing)
 * asks first, then deletes ('Producto eliminado correctamente', to /stock) or shows the server's
 * message (409 for a product with stock movements). 'Volver' returns to /stock with its filters
 * when the user came from there. A missing product (404 or a malformed id) shows 'Producto no
 * encontrado.' with a link to /stock; another failure 'Error al cargar detalles del producto' with
 * a retry.
 */
export function ProductoDetallePage() {
  // A valid product id is 1..ID_MAX; any other path id shows 'Producto no encontrado.'.
  const id = useIdParam('id', ID_MAX);
  return <ProductoDetalle key={id ?? 'invalido'} id={id ?? undefined} />;
}

export default ProductoDetallePage;
