import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, MSG_ERROR_CREAR_CLIENTE, type ClienteBody } from 'shared';
import { PageHeader } from 'shared/ui';
import { toast } from 'shared/toast';
import { useVolver } from 'shared/hooks';
import { useCreateCliente } from '../api/create-cliente';
import { ClienteForm } from '../components/ClienteForm';
import { errorDeCampo, type ErrorDeCampo } from '../utils/cliente-form';

/**
 * /crear-cliente (docs/contactos-y-administracion.md): the client form. Success shows
 * 'Cliente creado correctamente' and goes to /listados/clientes; a refusal about the document
 * (400 check digit, 409 duplicate) shows the server's message under 'Documento', any other failure
 * the server's message or 'Error al crear cliente' in a toast. 'Cancelar' goes back.
 */
export function CrearClientePage() {
  const navigate = useNavigate();
  const crear = useCreateCliente();
  const { volver: goBack } = useVolver('/listados/clientes', { historial: true });
  const [errorServidor, setErrorServidor] = useState<ErrorDeCampo | null>(null);

  const handleSubmit = (body: ClienteBody) => {
    crear.mutate(body, {
      onSuccess: () => {
        toast.success('Cliente creado correctamente');
        navigate('/listados/clientes');
      },
      onError: (err) => {
        const campo = errorDeCampo(err);
        if (campo) setErrorServidor(campo);
        else toast.error(errorMessage(err, MSG_ERROR_CREAR_CLIENTE));
      },
    });
  };

  return (
    <>
      <PageHeader title="Nuevo Cliente" subtitle="Los campos marcados con * son obligatorios." />
      <ClienteForm
        submitLabel="Crear Cliente"
        submitting={crear.isPending}
        onSubmit={handleSubmit}
        onCancel={goBack}
        serverError={errorServidor}
      />
    </>
  );
}

export default CrearClientePage;
