import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared';
import { PageHeader } from 'shared/ui';
import { toast } from 'shared/toast';
import { useVolver } from 'shared/hooks';
import { useCreateProveedor } from '../api/create-proveedor';
import { ProveedorForm } from '../components/ProveedorForm';
import type { ProveedorFormOutput } from '../utils/proveedor-form';

/** Toast after POST proveedores. */
export const MSG_PROVEEDOR_CREADO = 'Proveedor creado exitosamente';
/** Under the form when POST proveedores fails without a message of the server. */
export const MSG_ERROR_CREAR_PROVEEDOR = 'Error al crear proveedor';

/**
 * /crear-proveedor (proveedores.post; docs/contactos-y-administracion.md, «Proveedores»): the
 * supplier form, checked in the browser with the API's schema. 'Crear proveedor' reads
 * 'Guardando...' while saving; success shows 'Proveedor creado exitosamente' and goes to
 * /listados/proveedores; a refusal (409 'Ya existe un proveedor con ese CUIT.', 400…) shows the
 * server's message under the form ('Error al crear proveedor' when there is none) and stays.
 * 'Cancelar' goes back (to the list when the page was opened first).
 */
export function CrearProveedorPage() {
  const navigate = useNavigate();
  const crear = useCreateProveedor();
  const { volver: goBack } = useVolver('/listados/proveedores', { historial: true });
  const [errorServidor, setErrorServidor] = useState<string | null>(null);

  const handleSubmit = (body: ProveedorFormOutput) => {
    setErrorServidor(null);
    crear.mutate(body, {
      onSuccess: () => {
        toast.success(MSG_PROVEEDOR_CREADO);
        navigate('/listados/proveedores');
      },
      onError: (err) => setErrorServidor(errorMessage(err, MSG_ERROR_CREAR_PROVEEDOR)),
    });
  };

  return (
    <>
      <PageHeader title="Nuevo proveedor" subtitle="Los campos marcados con * son obligatorios." />
      <ProveedorForm
        submitLabel="Crear proveedor"
        submitting={crear.isPending}
        serverError={errorServidor}
        onSubmit={handleSubmit}
        onCancel={goBack}
      />
    </>
  );
}

export default CrearProveedorPage;
