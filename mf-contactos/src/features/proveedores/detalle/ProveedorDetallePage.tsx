import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, MSG_PROVEEDOR_NO_ENCONTRADO, P, type Proveedor } from 'shared';
import { usePermission } from 'shared/auth';
import { ConfirmDialog } from 'shared/overlays';
import { toast } from 'shared/toast';
import { Button, Card, DataList, ErrorPanel, PageHeader, Spinner } from 'shared/ui';
import { useIdParam, useVolver } from 'shared/hooks';
import { useDeleteProveedor } from '../api/delete-proveedor';
import { isNotFound, useProveedor } from '../api/get-proveedor';
import { useUpdateProveedor } from '../api/update-proveedor';
import { ProveedorForm } from '../components/ProveedorForm';
import { proveedorToFormValues, type ProveedorFormOutput } from '../utils/proveedor-form';
import { IngresosDelProveedor, ProductosDelProveedor } from './ProveedorActividad';

/** Texts of /proveedores/{id} ('Proveedor no encontrado.' is MSG_PROVEEDOR_NO_ENCONTRADO of shared). */
export const MSG_ERROR_CARGAR_PROVEEDOR = 'Error al cargar proveedor';
export const MSG_PROVEEDOR_ACTUALIZADO = 'Proveedor actualizado exitosamente';
export const MSG_ERROR_ACTUALIZAR_PROVEEDOR = 'Error al actualizar proveedor';
export const MSG_PROVEEDOR_ELIMINADO = 'Proveedor eliminado';
export const MSG_ERROR_ELIMINAR_PROVEEDOR = 'Error al eliminar proveedor';

const SectionTitle = styled.h2`
  font-size: 1rem;
  margin: 0 0 12px;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const orDash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** The read-only fields of a supplier ('-' for an empty one). */
function ProveedorDatos({ proveedor }: { proveedor: Proveedor }) {
  const campos: Array<[string, string]> = [
    ['Nombre', proveedor.nombre],
    ['CUIT', orDash(proveedor.cuit)],
    ['Contacto', orDash(proveedor.contacto)],
    ['Teléfono', orDash(proveedor.telefono)],
    ['E-mail', orDash(proveedor.email)],
    ['Dirección', orDash(proveedor.direccion)],
    ['Provincia', orDash(proveedor.provincia)],
    ['Notas', orDash(proveedor.notas)],
  ];
  return (
    <Card>
      <section aria-labelledby="proveedor-datos-titulo">
        <SectionTitle id="proveedor-datos-titulo">Datos del proveedor</SectionTitle>
        <DataList items={campos} />
      </section>
    </Card>
  );
}

/**
 * /proveedores/:id (proveedores.detail.get; docs/contactos-y-administracion.md, «Proveedores»).
 * View mode shows every field ('-' when empty). 'Editar' (proveedores.put) switches to the shared
 * ProveedorForm: 'Guardar' saves ('Guardando...' meanwhile; 'Proveedor actualizado exitosamente')
 * and returns to the view, a refusal (409 duplicate CUIT…) shows the server's message under the form,
 * 'Cancelar' returns without saving. 'Eliminar' (proveedores.delete, hidden while editing) asks
 * first, then deletes ('Proveedor eliminado', to /listados/proveedores); a refusal (409 'No se puede
 * eliminar el proveedor: tiene productos asociados.'…) shows the server's message in a toast and the
 * page stays. Below, 'Productos que provee' and 'Ingresos recientes' ({@link ProductosDelProveedor},
 * {@link IngresosDelProveedor}). 'Volver' goes back in history (the list with its search, order and
 * page), or to /listados/proveedores. Load errors: 'Proveedor no encontrado.' (404 or a malformed
 * id) or 'Error al cargar proveedor' with a retry.
 */
export function ProveedorDetallePage() {
  const idParam = useIdParam();
  const idValido = idParam !== null;
  const id = idParam ?? 0;
  const navigate = useNavigate();
  const { volver: goBack } = useVolver('/listados/proveedores', { historial: true });
  const puedeEditar = usePermission(P.proveedoresPut);
  const puedeEliminar = usePermission(P.proveedoresDelete);
  const { data: proveedor, isPending, isError, error, refetch } = useProveedor(id);
  const actualizar = useUpdateProveedor();
  const eliminar = useDeleteProveedor();
  const [editando, setEditando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);

  const volver = (
    <Button variant="ghost" onClick={goBack}>
      Volver
    </Button>
  );

  if (!idValido || isNotFound(error)) {
    return (
      <>
        <PageHeader title="Proveedor" actions={volver} />
        <ErrorPanel title={MSG_PROVEEDOR_NO_ENCONTRADO} />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title="Proveedor" actions={volver} />
        <ErrorPanel title={MSG_ERROR_CARGAR_PROVEEDOR} message={errorMessage(error, '') || undefined} onRetry={() => void refetch()} />
      </>
    );
  }
  if (isPending || !proveedor) {
    return (
      <>
        <PageHeader title="Proveedor" actions={volver} />
        <Centered>
          <Spinner label="Cargando proveedor" />
        </Centered>
      </>
    );
  }

  const editar = () => {
    setErrorServidor(null);
    setEditando(true);
  };

  const guardar = (body: ProveedorFormOutput) => {
    setErrorServidor(null);
    actualizar.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast.success(MSG_PROVEEDOR_ACTUALIZADO);
          setEditando(false);
        },
        onError: (err) => setErrorServidor(errorMessage(err, MSG_ERROR_ACTUALIZAR_PROVEEDOR)),
      },
    );
  };

  const confirmarEliminar = () => {
    eliminar.mutate(id, {
      onSuccess: () => {
        toast.success(MSG_PROVEEDOR_ELIMINADO);
        setConfirmando(false);
        navigate('/listados/proveedores');
      },
      onError: (err) => {
        toast.error(errorMessage(err, MSG_ERROR_ELIMINAR_PROVEEDOR));
        setConfirmando(false);
      },
    });
  };

  const acciones = editando ? (
    volver
  ) : (
    <Actions>
      {volver}
      {puedeEditar && (
        <Button variant="primary" onClick={editar}>
          Editar
        </Button>
      )}
      {puedeEliminar && (
        <Button variant="danger" onClick={() => setConfirmando(true)}>
          Eliminar
        </Button>
      )}
    </Actions>
  );

  return (
    <>
      <PageHeader
        title={proveedor.nombre}
        subtitle={editando ? 'Editar proveedor' : proveedor.cuit ? `CUIT ${proveedor.cuit}` : undefined}
        actions={acciones}
      />
      {editando ? (
        <ProveedorForm
          key={`editar-${proveedor.id}`}
          initialValues={proveedorToFormValues(proveedor)}
          submitLabel="Guardar"
          submitting={actualizar.isPending}
          serverError={errorServidor}
          onSubmit={guardar}
          onCancel={() => setEditando(false)}
        />
      ) : (
        <ProveedorDatos proveedor={proveedor} />
      )}
      <ProductosDelProveedor proveedorId={proveedor.id} />
      <IngresosDelProveedor proveedorId={proveedor.id} />
      <ConfirmDialog
        open={confirmando}
        title="Eliminar proveedor"
        message={`¿Está seguro de que desea eliminar a ${proveedor.nombre}? Esta acción no se puede deshacer.`}
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

export default ProveedorDetallePage;
